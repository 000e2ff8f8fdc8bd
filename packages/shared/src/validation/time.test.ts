import { describe, expect, it } from 'vitest';
import { isValidTime } from './time.ts';

describe('isValidTime', () => {
  it('accepts HH:MM between 00:00 and 23:59', () => {
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('09:30')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
  });

  it('rejects hours above 23 and minutes above 59', () => {
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
  });

  it('rejects other lengths and formats', () => {
    expect(isValidTime('9:30')).toBe(false);
    expect(isValidTime('09:30:00')).toBe(false);
    expect(isValidTime('0930')).toBe(false);
    expect(isValidTime('')).toBe(false);
  });

  it('rejects 00:00 only in strict mode', () => {
    expect(isValidTime('00:00', { strict: true })).toBe(false);
    expect(isValidTime('00:01', { strict: true })).toBe(true);
  });
});
