import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayRange,
  daysBetween,
  isConsecutive,
  isValidDay,
  nightsOf,
  sortedDistinct,
  todayIn,
  weekdaySlot,
} from './days.ts';

describe('addDays', () => {
  it('crosses month ends, leap days and the year end', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('goes backwards with a negative count and stays put with zero', () => {
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-06-15', 0)).toBe('2025-06-15');
    expect(addDays('2025-01-01', 365)).toBe('2026-01-01');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
  });

  it('refuses days that are not real calendar days and fractional counts', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2025-2-3', 1)).toThrow(RangeError);
    expect(() => addDays('0050-01-01', 1)).toThrow(RangeError);
    expect(() => addDays('2025-01-01', 1.5)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts the nights between two days', () => {
    expect(daysBetween('2025-01-31', '2025-02-01')).toBe(1);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2025-02-01', '2025-03-01')).toBe(28);
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(daysBetween('2025-05-05', '2025-05-05')).toBe(0);
    expect(daysBetween('2025-05-05', '2025-05-01')).toBe(-4);
  });
});

describe('nightsOf and dayRange', () => {
  it('lists the nights of a stay without the check-out day', () => {
    expect(nightsOf('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
    expect(nightsOf('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29']);
  });

  it('gives no nights when check-out is not after check-in', () => {
    expect(nightsOf('2025-05-05', '2025-05-05')).toEqual([]);
    expect(nightsOf('2025-05-05', '2025-05-01')).toEqual([]);
  });

  it('lists a range with its last day included', () => {
    expect(dayRange('2025-01-30', '2025-02-02')).toEqual(['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02']);
    expect(dayRange('2025-03-10', '2025-03-10')).toEqual(['2025-03-10']);
    expect(dayRange('2025-03-10', '2025-03-09')).toEqual([]);
    expect(dayRange('2024-01-01', '2024-12-31')).toHaveLength(366);
  });
});

describe('weekdaySlot', () => {
  it('numbers a whole week from Monday 0 to Sunday 6', () => {
    // 2025-06-02 is a Monday.
    expect(dayRange('2025-06-02', '2025-06-08').map(weekdaySlot)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps the weekday across month and year boundaries and before 1970', () => {
    expect(weekdaySlot('2025-12-31')).toBe(2); // Wednesday
    expect(weekdaySlot('2026-01-01')).toBe(3); // Thursday
    expect(weekdaySlot('2024-02-29')).toBe(3); // Thursday
    expect(weekdaySlot('1970-01-01')).toBe(3); // Thursday
    expect(weekdaySlot('1969-12-28')).toBe(6); // Sunday
    expect(weekdaySlot('1900-02-01')).toBe(3); // Thursday
  });
});

describe('isConsecutive and sortedDistinct', () => {
  it('accepts consecutive days, across a year end too', () => {
    expect(isConsecutive(['2025-12-30', '2025-12-31', '2026-01-01'])).toBe(true);
    expect(isConsecutive(['2025-05-05'])).toBe(true);
    expect(isConsecutive([])).toBe(true);
  });

  it('refuses gaps, repeats and disorder', () => {
    expect(isConsecutive(['2025-05-05', '2025-05-07'])).toBe(false);
    expect(isConsecutive(['2025-05-05', '2025-05-05'])).toBe(false);
    expect(isConsecutive(['2025-05-06', '2025-05-05'])).toBe(false);
  });

  it('sorts and removes repeats', () => {
    expect(sortedDistinct(['2026-01-01', '2025-12-31', '2026-01-01', '2025-02-01'])).toEqual([
      '2025-02-01',
      '2025-12-31',
      '2026-01-01',
    ]);
  });
});

describe('todayIn', () => {
  it('is still the previous day in São Paulo at 02:30 UTC', () => {
    const now = new Date('2025-03-01T02:30:00Z');
    expect(todayIn('America/Sao_Paulo', now)).toBe('2025-02-28');
    expect(todayIn(undefined, now)).toBe('2025-02-28');
    expect(todayIn('UTC', now)).toBe('2025-03-01');
  });

  it('is already the next day in Kiritimati (UTC+14)', () => {
    expect(todayIn('Pacific/Kiritimati', new Date('2025-12-31T10:00:00Z'))).toBe('2026-01-01');
  });
});

describe('isValidDay', () => {
  it('is the validation module’s real-calendar check', () => {
    expect(isValidDay('2024-02-29')).toBe(true);
    expect(isValidDay('2025-02-29')).toBe(false);
  });
});
