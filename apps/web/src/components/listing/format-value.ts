import type { TListColumn } from '@estadia/shared';
import { formatBoolean, formatDateTime, formatDay, formatDecimal, formatMoney } from '../../app/format.ts';

export type TRow = Record<string, unknown>;

/** A column's value as the listing, the details drawer and the field export show it. */
export function formatValue(column: TListColumn, value: unknown): string {
  if (column.format === 'boolean') return formatBoolean(value);
  if (value === null || value === undefined || value === '') return '';
  switch (column.format) {
    case 'currency':
      return formatMoney(Number(value));
    case 'date':
      return formatDay(String(value));
    case 'datetime':
      return formatDateTime(value instanceof Date ? value : String(value));
    case 'decimal':
      return formatDecimal(value as number | string);
    case 'enum':
      return column.options?.[String(value)] ?? String(value);
    default:
      // pt-BR decimal comma for a number shown without a format.
      if (typeof value === 'number') return String(value).replace('.', ',');
      if (Array.isArray(value)) return value.join(', ');
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
  }
}

/** Rows are identified by their id (every entity has one, spec §3). */
export function rowId(row: TRow) {
  return String(row.id);
}
