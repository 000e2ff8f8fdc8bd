import { describe, expect, it } from 'vitest';
import {
  addMonths,
  checkOutOf,
  clickDay,
  dayRole,
  EMPTY_SELECTION,
  lastDayOf,
  monthWeeks,
  movedFocus,
  nightsOf,
  nightsOfValue,
  selectionOf,
  type TIsOpen,
  type TRangeSelection,
} from './date-range.ts';

const everyDayOpen = () => true;
const closed =
  (...days: string[]) =>
  (day: string) =>
    !days.includes(day);

/** Clicks the days in turn, from an empty calendar. */
function clicks(days: string[], isOpen: TIsOpen = everyDayOpen): TRangeSelection {
  return days.reduce((selection, day) => clickDay(selection, day, isOpen), EMPTY_SELECTION);
}

describe('date range calendar clicks', () => {
  it('books the nights from the first click to the second, both included, leaving the day after', () => {
    const selection = clicks(['2026-03-10', '2026-03-12']);
    expect(selection).toEqual({ start: '2026-03-10', end: '2026-03-12' });
    expect(nightsOf(selection)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    expect(checkOutOf(nightsOf(selection))).toBe('2026-03-13');
  });

  it('books one night after a single click', () => {
    const selection = clicks(['2026-03-10']);
    expect(nightsOf(selection)).toEqual(['2026-03-10']);
    expect(checkOutOf(nightsOf(selection))).toBe('2026-03-11');
  });

  it('moves the start when a day before it is clicked, keeping the end', () => {
    expect(clicks(['2026-03-10', '2026-03-12', '2026-03-08'])).toEqual({ start: '2026-03-08', end: '2026-03-12' });
    expect(clicks(['2026-03-10', '2026-03-08'])).toEqual({ start: '2026-03-08', end: null });
  });

  it('sets the end to any later day, shortening or lengthening the stay', () => {
    expect(clicks(['2026-03-10', '2026-03-15', '2026-03-12'])).toEqual({ start: '2026-03-10', end: '2026-03-12' });
    expect(clicks(['2026-03-10', '2026-03-12', '2026-03-20'])).toEqual({ start: '2026-03-10', end: '2026-03-20' });
  });

  it('clears the end when the end is clicked again', () => {
    expect(clicks(['2026-03-10', '2026-03-12', '2026-03-12'])).toEqual({ start: '2026-03-10', end: null });
  });

  it('clears the start when it is clicked again; a chosen end then stays as the one night', () => {
    expect(clicks(['2026-03-10', '2026-03-10'])).toEqual(EMPTY_SELECTION);
    expect(clicks(['2026-03-10', '2026-03-12', '2026-03-10'])).toEqual({ start: '2026-03-12', end: null });
  });

  it('ignores clicks on days that are not open', () => {
    const isOpen = closed('2026-03-10', '2026-03-15');
    expect(clicks(['2026-03-10'], isOpen)).toEqual(EMPTY_SELECTION);
    expect(clicks(['2026-03-11', '2026-03-15'], isOpen)).toEqual({ start: '2026-03-11', end: null });
  });

  it('never spans a taken night: a click beyond one starts a new stay there', () => {
    const isOpen = closed('2026-03-12');
    expect(clicks(['2026-03-10', '2026-03-14'], isOpen)).toEqual({ start: '2026-03-14', end: null });
    expect(clicks(['2026-03-14', '2026-03-16', '2026-03-11'], isOpen)).toEqual({ start: '2026-03-11', end: null });
    expect(clicks(['2026-03-10', '2026-03-11'], isOpen)).toEqual({ start: '2026-03-10', end: '2026-03-11' });
  });

  it('spans month and year boundaries', () => {
    expect(nightsOf(clicks(['2025-12-30', '2026-01-02']))).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });

  it('tells each day its place in the stay', () => {
    const selection = clicks(['2026-03-10', '2026-03-12']);
    expect(dayRole(selection, '2026-03-10')).toBe('start');
    expect(dayRole(selection, '2026-03-11')).toBe('inside');
    expect(dayRole(selection, '2026-03-12')).toBe('end');
    expect(dayRole(selection, '2026-03-13')).toBeNull();
    expect(dayRole(clicks(['2026-03-10']), '2026-03-10')).toBe('single');
  });
});

describe('date range value', () => {
  it('reads the nights of a stored value sorted, once each, without anything that is not a day', () => {
    expect(nightsOfValue(['2026-03-12', '2026-03-10', '2026-03-11', '2026-03-10', 'x', 5, '2026-02-30'])).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
    expect(nightsOfValue(null)).toEqual([]);
  });

  it('turns stored nights back into the first and last night', () => {
    expect(selectionOf(['2026-03-10', '2026-03-11', '2026-03-12'])).toEqual({ start: '2026-03-10', end: '2026-03-12' });
    expect(selectionOf(['2026-03-10'])).toEqual({ start: '2026-03-10', end: null });
    expect(selectionOf([])).toEqual(EMPTY_SELECTION);
  });
});

describe('month grid and keyboard', () => {
  it('lays a month out in weeks starting on Sunday', () => {
    // March 2026 starts on a Sunday and has 31 days: five weeks.
    const march = monthWeeks('2026-03');
    expect(march).toHaveLength(5);
    expect(march[0]?.[0]).toBe('2026-03-01');
    expect(march[4]?.slice(0, 3)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31']);
    expect(march[4]?.[3]).toBeNull();
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks('2026-02')).toHaveLength(4);
    // May 2026 starts on a Friday: five empty cells first.
    expect(monthWeeks('2026-05')[0]?.slice(0, 6)).toEqual([null, null, null, null, null, '2026-05-01']);
  });

  it('moves months across years and knows their last day', () => {
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', 13)).toBe('2027-04');
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
  });

  it('moves the focused day with the arrows, Home, End and the page keys', () => {
    expect(movedFocus('2026-03-31', 'ArrowRight')).toBe('2026-04-01');
    expect(movedFocus('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(movedFocus('2026-03-10', 'ArrowDown')).toBe('2026-03-17');
    expect(movedFocus('2026-03-10', 'ArrowUp')).toBe('2026-03-03');
    expect(movedFocus('2026-03-11', 'Home')).toBe('2026-03-08');
    expect(movedFocus('2026-03-11', 'End')).toBe('2026-03-14');
    expect(movedFocus('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(movedFocus('2026-03-15', 'PageUp', true)).toBe('2025-03-15');
    expect(movedFocus('2026-03-15', 'Tab')).toBeNull();
  });
});
