import { z } from 'zod';

/** A point found for an address (GET /api/geocode?q=): where the position field's map goes after a CEP. */
export const ZGeocodePoint = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type TGeocodePoint = z.infer<typeof ZGeocodePoint>;
