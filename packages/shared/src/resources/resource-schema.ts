import { z } from 'zod';
import { zQueryId } from '../validation/zod-fields.ts';

/** A report/listing column: the pt-BR title and how its value is shown. */
export interface TResourceColumn {
  key: string;
  title: string;
  format?: 'text' | 'currency' | 'date' | 'datetime' | 'boolean' | 'integer' | 'enum';
  options?: Record<string, string>;
}

/** The update body of a resource: every field optional (absent = unchanged), plus the id. */
export function updateSchemaOf<T extends z.ZodRawShape>(create: z.ZodObject<T>) {
  return create.partial().extend({ id: zQueryId }).strict();
}

/** Filters arrive in the query string: free text up to 255 characters, ids coerced from strings. */
export const zFilterText = z.string().trim().max(255, 'Deve ter no máximo 255 caracteres').optional();
export const zFilterId = zQueryId.optional();
export const zFilterBool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
