import { z } from 'zod';

/** Settings the web app reads before sign-in (GET /api/config/public). */
export const ZPublicConfig = z.object({
  /** Leaflet tile template ('https://…/{z}/{x}/{y}.png'); empty means the map shows no tiles. */
  mapTileUrl: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
