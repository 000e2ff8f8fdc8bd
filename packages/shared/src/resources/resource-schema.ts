import { z } from 'zod';
import { zQueryId } from '../validation/zod-fields.ts';

/** A report/listing column: the pt-BR title and how its value is shown. */
export interface TResourceColumn {
  key: string;
  title: string;
  /** 'decimal': a number with up to two decimal places, e.g. a percentage (12,5). */
  format?: 'text' | 'currency' | 'date' | 'datetime' | 'boolean' | 'integer' | 'decimal' | 'enum';
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

/** A number typed in a filter box ('12,5' or '12.5'); money filters take cents. */
export const zFilterNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+([.,]\d+)?$/, 'Valor inválido'),
  ])
  .transform((v) => (typeof v === 'number' ? v : Number(v.replace(',', '.'))))
  .optional();

/** A day typed in a filter box. */
export const zFilterDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
  .optional();

/**
 * A list in a query string, written as repeated keys (days=a&days=b), a JSON list (days=["a","b"], as the order
 * route's 'days' value) or comma-separated text.
 */
export function zQueryList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => {
      if (Array.isArray(v) || typeof v !== 'string') return v;
      const text = v.trim();
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text);
        } catch {
          return v;
        }
      }
      return text === '' ? [] : text.split(',').map((s) => s.trim());
    },
    z.array(item, { error: 'Lista inválida' }),
  );
}
