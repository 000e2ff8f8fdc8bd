import { addDays, dayRange, isValidDay, sortedDistinct } from '@estadia/shared';

/**
 * Pure rules of the date range calendar (backoffice §2.5). The value is the list of nights: clicking the 10th and
 * then the 12th books the nights of the 10th, 11th and 12th, so the guest leaves on the 13th (docs/decisions.md).
 */

/** First and last night picked; `end` is null while only the first night is chosen. */
export interface TRangeSelection {
  start: string | null;
  end: string | null;
}

export const EMPTY_SELECTION: TRangeSelection = { start: null, end: null };

/** Whether a night may be booked: open days only (without an availability source, every day is). */
export type TIsOpen = (day: string) => boolean;

/** The nights held by a value, as they arrived from the form or the server: only real days, sorted, once each. */
export function nightsOfValue(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return sortedDistinct(value.filter((v): v is string => typeof v === 'string' && isValidDay(v)));
}

export function selectionOf(value: unknown): TRangeSelection {
  const nights = nightsOfValue(value);
  const start = nights[0] ?? null;
  const last = nights[nights.length - 1] ?? null;
  return { start, end: last !== null && last !== start ? last : null };
}

/** The nights of a selection, both ends included; one night while only the start is chosen. */
export function nightsOf(selection: TRangeSelection): string[] {
  if (!selection.start) return [];
  return dayRange(selection.start, selection.end ?? selection.start);
}

/** Check-out: the day after the last night. */
export function checkOutOf(nights: readonly string[]): string | null {
  const last = nights[nights.length - 1];
  return last ? addDays(last, 1) : null;
}

/** True when every night from `first` to `last` (both included) is open: a stay never spans a taken night. */
export function allOpen(first: string, last: string, isOpen: TIsOpen): boolean {
  return dayRange(first, last).every(isOpen);
}

/**
 * One click on a day, by the spec's rules: the first click sets the start; a click after the start sets the end;
 * a click before the start moves the start; clicking the start or the end again clears it. A closed day changes
 * nothing, and a range that would span a closed night starts over at the clicked day instead.
 */
export function clickDay(selection: TRangeSelection, day: string, isOpen: TIsOpen): TRangeSelection {
  if (!isOpen(day)) return selection;
  const { start, end } = selection;
  if (!start) return { start: day, end: null };
  // Clearing the start leaves the end (if any) as a one-night stay, so one click never loses both ends.
  if (day === start) return end ? { start: end, end: null } : EMPTY_SELECTION;
  if (day === end) return { start, end: null };
  if (day > start) return allOpen(start, day, isOpen) ? { start, end: day } : { start: day, end: null };
  const last = end ?? start;
  return allOpen(day, last, isOpen) ? { start: day, end } : { start: day, end: null };
}

export type TDayRole = 'start' | 'end' | 'single' | 'inside' | null;

/** How a day looks in the selection: an end, inside the range, or not picked. */
export function dayRole(selection: TRangeSelection, day: string): TDayRole {
  const { start, end } = selection;
  if (!start) return null;
  if (day === start) return end ? 'start' : 'single';
  if (day === end) return 'end';
  return end && day > start && day < end ? 'inside' : null;
}

/** A month as 'YYYY-MM'. */
export type TMonth = string;

export function monthOf(day: string): TMonth {
  return day.slice(0, 7);
}

export function addMonths(month: TMonth, n: number): TMonth {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function firstDayOf(month: TMonth): string {
  return `${month}-01`;
}

export function lastDayOf(month: TMonth): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

/** Weekday of a day, 0 = Sunday … 6 = Saturday (Brazilian calendars start the week on Sunday). */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The month's weeks, Sunday first; cells outside the month are null. */
export function monthWeeks(month: TMonth): (string | null)[][] {
  const days = dayRange(firstDayOf(month), lastDayOf(month));
  const cells: (string | null)[] = [...Array.from({ length: weekdayOf(days[0] as string) }, () => null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Keyboard moves of the focused day: arrows by a day or a week, Home/End to the week's ends, pages by a month. */
export function movedFocus(day: string, key: string, shift = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
      return sameDayIn(day, shift ? -12 : -1);
    case 'PageDown':
      return sameDayIn(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** The same day of the month `n` months away, or that month's last day when it is shorter (31 Jan → 28 Feb). */
export function sameDayIn(day: string, n: number): string {
  const month = addMonths(monthOf(day), n);
  const last = lastDayOf(month);
  const wanted = `${month}-${day.slice(8, 10)}`;
  return wanted > last || !isValidDay(wanted) ? last : wanted;
}
