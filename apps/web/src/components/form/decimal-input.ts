/**
 * Non-negative numbers with a few decimal places (a percentage such as 12,5), typed the Brazilian way. The text is
 * kept apart from the number so '12,' can stay on screen while the value is already 12.
 */

// Fifteen digits in all keep the value inside Number's exact range.
const MAX_DIGITS = 15;

export interface TDecimalInput {
  /** What the box shows: digits and at most one comma, the fraction cut at the allowed places. */
  text: string;
  value: number;
}

/** '12,5' → 12.5. A dot counts as the comma (keypads and pasted values use it); other characters are dropped. */
export function decimalFromInput(raw: string, decimals: number): TDecimalInput {
  const places = Math.max(0, Math.trunc(decimals));
  const cleaned = raw.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const comma = cleaned.indexOf(',');
  let whole = (comma < 0 ? cleaned : cleaned.slice(0, comma)).slice(0, MAX_DIGITS);
  const fraction =
    comma < 0
      ? ''
      : cleaned
          .slice(comma + 1)
          .replace(/,/g, '')
          .slice(0, places);
  const hasComma = comma >= 0 && places > 0;
  if (hasComma && !whole) whole = '0';
  const text = hasComma ? `${whole},${fraction}` : whole;
  const value = whole || fraction ? Number(`${whole || '0'}.${fraction || '0'}`) : 0;
  return { text, value };
}

/** A stored number as the box shows it: 12.5 → '12,5'; nothing (or not a number) → ''. */
export function formatDecimalInput(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? String(n).replace('.', ',') : '';
}
