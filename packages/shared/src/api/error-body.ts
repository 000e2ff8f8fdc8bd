import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this shape (spec §8). */
export const ZErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  additionalData: z.unknown(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** The web app looks for this text to show 'Campos Obrigatórios: …' (spec §8). */
export const MISSING_FIELDS_MARKER = 'Missing fields, see additionalData';

/** additionalData of a validation error: field path → pt-BR message. */
export type TFieldErrors = Record<string, string>;
