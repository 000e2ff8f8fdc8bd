import { describe, expect, it } from 'vitest';
import { cardBrand, isValidCardMonth, isValidCardNumber, isValidCardYear, isValidCvv, luhnValid } from './card.ts';

describe('luhnValid', () => {
  it('accepts numbers with a correct Luhn checksum', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
  });

  it('rejects a wrong checksum, non-digits and empty input', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('cardBrand', () => {
  it('recognizes the test numbers of each brand', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6362970000457013')).toBe('elo');
    expect(cardBrand('6062825624254001')).toBe('hipercard');
  });

  it('checks Elo before Visa and Mastercard', () => {
    expect(cardBrand('4011780000000000')).toBe('elo');
    expect(cardBrand('4389350000000000')).toBe('elo');
    expect(cardBrand('5067000000000000')).toBe('elo');
    expect(cardBrand('5090000000000000')).toBe('elo');
  });

  it('uses the Elo range bounds', () => {
    expect(cardBrand('6500350000000000')).toBe('elo');
    expect(cardBrand('6500510000000000')).toBe('elo');
    expect(cardBrand('6500340000000000')).toBeNull();
    expect(cardBrand('5067790000000000')).toBeNull();
  });

  it('recognizes Hipercard 3841 prefixes, Amex 34 and the Mastercard 2-series', () => {
    expect(cardBrand('3841001111222233334')).toBe('hipercard');
    expect(cardBrand('341111111111111')).toBe('amex');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('2720990000000000')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBeNull();
    expect(cardBrand('5105105105105100')).toBe('mastercard');
  });

  it('ignores the mask and returns null for unknown or empty numbers', () => {
    expect(cardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrand('6011111111111117')).toBeNull();
    expect(cardBrand('')).toBeNull();
    expect(cardBrand('abc')).toBeNull();
  });
});

describe('isValidCardNumber', () => {
  it('accepts valid numbers with or without mask', () => {
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('5555-5555-5555-4444')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
  });

  it('rejects a wrong checksum', () => {
    expect(isValidCardNumber('4111111111111112')).toBe(false);
  });

  it('rejects fewer than 13 or more than 19 digits even with a valid checksum', () => {
    expect(isValidCardNumber('79927398713')).toBe(false);
    expect(isValidCardNumber('00000000000000000000')).toBe(false);
  });

  it('rejects letters', () => {
    expect(isValidCardNumber('4111a11111111111')).toBe(false);
  });
});

describe('isValidCvv', () => {
  it('accepts 3 or 4 digit strings, leading zeros included', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('012')).toBe(true);
  });

  it('rejects strings of other lengths or with non-digits', () => {
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12345')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
  });

  it('accepts numbers from 100 to 9999 only', () => {
    expect(isValidCvv(100)).toBe(true);
    expect(isValidCvv(9999)).toBe(true);
    expect(isValidCvv(99)).toBe(false);
    expect(isValidCvv(10000)).toBe(false);
    expect(isValidCvv(123.5)).toBe(false);
  });
});

describe('isValidCardMonth', () => {
  it('accepts 1 to 12 as numbers or numeric strings', () => {
    expect(isValidCardMonth(1)).toBe(true);
    expect(isValidCardMonth(12)).toBe(true);
    expect(isValidCardMonth('01')).toBe(true);
    expect(isValidCardMonth('12')).toBe(true);
  });

  it('rejects months out of range or not numeric', () => {
    expect(isValidCardMonth(0)).toBe(false);
    expect(isValidCardMonth(13)).toBe(false);
    expect(isValidCardMonth('13')).toBe(false);
    expect(isValidCardMonth(1.5)).toBe(false);
    expect(isValidCardMonth('1a')).toBe(false);
    expect(isValidCardMonth('')).toBe(false);
  });
});

describe('isValidCardYear', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('accepts the current and later years with 4 digits', () => {
    expect(isValidCardYear(2026, now)).toBe(true);
    expect(isValidCardYear('2030', now)).toBe(true);
  });

  it('compares 2-digit years to the current 2-digit year', () => {
    expect(isValidCardYear(26, now)).toBe(true);
    expect(isValidCardYear('31', now)).toBe(true);
    expect(isValidCardYear('25', now)).toBe(false);
  });

  it('rejects past years and other lengths', () => {
    expect(isValidCardYear(2025, now)).toBe(false);
    expect(isValidCardYear('202', now)).toBe(false);
    expect(isValidCardYear(202, now)).toBe(false);
    expect(isValidCardYear('6', now)).toBe(false);
    expect(isValidCardYear('20a6', now)).toBe(false);
  });

  it('uses the São Paulo year at the turn of the year', () => {
    const newYearUtc = new Date('2027-01-01T01:00:00Z');
    expect(isValidCardYear(2026, newYearUtc)).toBe(true);
  });
});
