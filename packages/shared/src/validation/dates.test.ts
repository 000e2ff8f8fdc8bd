import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTodayOrLater, isValidDay, todayInSaoPaulo } from './dates.ts';

describe('isValidDay', () => {
  it('accepts real calendar days', () => {
    expect(isValidDay('2025-01-31')).toBe(true);
    expect(isValidDay('2025-04-30')).toBe(true);
  });

  it('accepts 29 February only in leap years', () => {
    expect(isValidDay('2024-02-29')).toBe(true);
    expect(isValidDay('2000-02-29')).toBe(true);
    expect(isValidDay('2025-02-29')).toBe(false);
    expect(isValidDay('2100-02-29')).toBe(false);
  });

  it('rejects impossible months and days', () => {
    expect(isValidDay('2025-04-31')).toBe(false);
    expect(isValidDay('2025-13-01')).toBe(false);
    expect(isValidDay('2025-00-10')).toBe(false);
    expect(isValidDay('2025-01-00')).toBe(false);
  });

  it('accepts the bounds 1900-02-01 and 2099-12-31 and rejects days outside them', () => {
    expect(isValidDay('1900-02-01')).toBe(true);
    expect(isValidDay('2099-12-31')).toBe(true);
    expect(isValidDay('1900-01-31')).toBe(false);
    expect(isValidDay('2100-01-01')).toBe(false);
  });

  it('rejects other formats', () => {
    expect(isValidDay('2025-1-01')).toBe(false);
    expect(isValidDay('01/02/2025')).toBe(false);
    expect(isValidDay('2025-01-01T00:00')).toBe(false);
    expect(isValidDay('')).toBe(false);
  });
});

describe('isTodayOrLater', () => {
  it('accepts today and later days', () => {
    expect(isTodayOrLater('2025-06-10', '2025-06-10')).toBe(true);
    expect(isTodayOrLater('2026-01-01', '2025-06-10')).toBe(true);
  });

  it('rejects earlier days', () => {
    expect(isTodayOrLater('2025-06-09', '2025-06-10')).toBe(false);
  });

  it('rejects invalid days even if they sort after today', () => {
    expect(isTodayOrLater('abc', '2025-06-10')).toBe(false);
  });
});

describe('todayInSaoPaulo', () => {
  it('is still the previous day just after midnight UTC', () => {
    expect(todayInSaoPaulo(new Date('2025-03-01T00:30:00Z'))).toBe('2025-02-28');
  });

  it('turns the day at midnight in São Paulo (03:00 UTC)', () => {
    expect(todayInSaoPaulo(new Date('2025-03-01T02:59:59Z'))).toBe('2025-02-28');
    expect(todayInSaoPaulo(new Date('2025-03-01T03:00:00Z'))).toBe('2025-03-01');
  });

  it('returns a valid day for the current instant', () => {
    expect(isValidDay(todayInSaoPaulo())).toBe(true);
  });

  describe('without an instant, by the clock', () => {
    afterEach(() => vi.useRealTimers());

    it('turns the day the second midnight comes in São Paulo', () => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2025-03-01T02:59:59.900Z'));
      expect(todayInSaoPaulo()).toBe('2025-02-28');
      vi.setSystemTime(new Date('2025-03-01T03:00:00.000Z'));
      expect(todayInSaoPaulo()).toBe('2025-03-01');
      vi.setSystemTime(new Date('2025-03-01T02:59:59.999Z'));
      expect(todayInSaoPaulo()).toBe('2025-02-28');
    });
  });
});
