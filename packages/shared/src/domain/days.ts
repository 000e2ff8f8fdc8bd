/**
 * Arithmetic on 'YYYY-MM-DD' day strings. Every computation goes through Date.UTC and the getUTC* accessors, so
 * the result never depends on the process time zone (a server in UTC, a browser in Kiribati and one in São Paulo
 * must price the same nights the same way). The only zone-aware call is `todayIn`, whose zone is explicit.
 */

// Re-exported rather than copied: one definition of "a real calendar day" for forms, API and domain.
export { isValidDay, todayIn } from '../validation/dates.ts';

const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 (UTC). Throws RangeError on anything that is not a real calendar day. */
function dayNumber(day: string): number {
  const match = DAY_FORMAT.exec(day);
  if (match) {
    const y = Number(match[1]);
    const m = Number(match[2]);
    const d = Number(match[3]);
    const date = new Date(Date.UTC(y, m - 1, d));
    // Date.UTC silently rolls 02-30 over to March and maps years 0–99 to 1900–1999: a round trip catches both.
    if (date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) {
      return Math.round(date.getTime() / MS_PER_DAY);
    }
  }
  throw new RangeError(`Dia inválido: '${day}'`);
}

function dayString(n: number): string {
  const date = new Date(n * MS_PER_DAY);
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(day: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Número de dias inválido: ${n}`);
  return dayString(dayNumber(day) + n);
}

/** Nights from `a` to `b` (negative when `b` is before `a`): daysBetween('2025-01-31', '2025-02-01') === 1. */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** The nights of a stay: checkIn included, checkOut excluded. Empty when checkOut is not after checkIn. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const first = dayNumber(checkIn);
  const end = dayNumber(checkOut);
  const nights: string[] = [];
  for (let n = first; n < end; n++) nights.push(dayString(n));
  return nights;
}

/** Every day from `first` to `lastInclusive`. Empty when last is before first. */
export function dayRange(first: string, lastInclusive: string): string[] {
  return nightsOf(first, addDays(lastInclusive, 1));
}

/** Index of the rental's pricesByDay slot for this day: 0 = Monday … 6 = Sunday (7 is the holiday slot). */
export function weekdaySlot(day: string): number {
  // Day 0 (1970-01-01) was a Thursday, slot 3; the double modulo keeps days before 1970 in 0..6.
  return (((dayNumber(day) + 3) % 7) + 7) % 7;
}

/** True when each day is the day after the previous one (so also sorted and distinct). Vacuously true for 0 or 1 day. */
export function isConsecutive(days: readonly string[]): boolean {
  for (let i = 1; i < days.length; i++) {
    if (dayNumber(days[i] as string) !== dayNumber(days[i - 1] as string) + 1) return false;
  }
  return true;
}

/** Ascending, without repeats. Zero-padded ISO days sort correctly as plain strings. */
export function sortedDistinct(days: Iterable<string>): string[] {
  return [...new Set(days)].sort();
}
