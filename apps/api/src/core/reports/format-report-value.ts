import { formatCalendarDay, formatWallClock, toCalendarDay, toWallClock } from './report-date-time.ts';
import type { TReportColumn, TReportCurrency } from './report-types.ts';

const currencyFormatters: Record<TReportCurrency, Intl.NumberFormat> = {
  BRL: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  GBP: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }),
};
const numberFormatters = {
  integer: new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }),
  decimal: new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }),
};
const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/;

/** A number from a number, bigint or numeric string (database drivers return bigint/numeric as strings). */
export function toReportNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return null;
}

/** true/false, also from the strings 'true'/'false'; null for anything else. */
export function toReportBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** Intl puts a (narrow) no-break space after 'R$'; reports use a plain space so the text is predictable. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

export function formatMoneyCents(cents: number, currency: TReportCurrency = 'BRL'): string {
  return plainSpaces(currencyFormatters[currency].format(cents / 100 + 0));
}

function formatText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (value instanceof Date) {
    const clock = toWallClock(value);
    return clock ? formatWallClock(clock) : '';
  }
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return String(value);
    }
  }
  return String(value);
}

function formatScalar(value: unknown, column: TReportColumn): string {
  const format = column.format ?? 'text';
  switch (format) {
    case 'currency': {
      const cents = toReportNumber(value);
      return cents === null ? formatText(value) : formatMoneyCents(cents, column.currency);
    }
    case 'integer':
    case 'decimal': {
      const number = toReportNumber(value);
      return number === null ? formatText(value) : plainSpaces(numberFormatters[format].format(number));
    }
    case 'date': {
      const day = toCalendarDay(value);
      if (day) return formatCalendarDay(day);
      return value instanceof Date ? '' : formatText(value);
    }
    case 'datetime': {
      const clock = toWallClock(value);
      if (clock) return formatWallClock(clock);
      return value instanceof Date ? '' : formatText(value);
    }
    case 'boolean': {
      const bool = toReportBoolean(value);
      return bool === null ? formatText(value) : bool ? 'Sim' : 'Não';
    }
    case 'enum': {
      const raw = formatText(value);
      const options = column.options;
      return options && Object.hasOwn(options, raw) ? (options[raw] ?? raw) : raw;
    }
    default:
      return formatText(value);
  }
}

/**
 * The pt-BR text of a value in a report column: cents → 'R$ 1.234,56' (GBP: '£1,234.56'), 'YYYY-MM-DD' →
 * 'dd/MM/yyyy', instants → 'dd/MM/yyyy HH:mm' in São Paulo time, booleans → 'Sim'/'Não', enum → its label,
 * integers with pt-BR grouping; null/undefined → '', arrays → their items joined with ', '.
 * A value that does not fit the format is shown as text.
 */
export function formatReportValue(value: unknown, column: TReportColumn): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    return value
      .map((item) => formatReportValue(item, column))
      .filter((text) => text !== '')
      .join(', ');
  }
  return formatScalar(value, column);
}
