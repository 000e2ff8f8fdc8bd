import { describe, expect, it } from 'vitest';
import { cepDigits, isValidCep } from './cep.ts';

describe('isValidCep', () => {
  it('accepts the 00000-000 format', () => {
    expect(isValidCep('01310-100')).toBe(true);
  });

  it('rejects the all-zero CEP', () => {
    expect(isValidCep('00000-000')).toBe(false);
  });

  it('rejects other formats and lengths', () => {
    expect(isValidCep('01310100')).toBe(false);
    expect(isValidCep('01310-10')).toBe(false);
    expect(isValidCep('01310-1000')).toBe(false);
    expect(isValidCep(' 1310-100')).toBe(false);
    expect(isValidCep('')).toBe(false);
  });
});

describe('cepDigits', () => {
  it('returns the 8 digits of a masked or unmasked CEP', () => {
    expect(cepDigits('01310-100')).toBe('01310100');
    expect(cepDigits('01310100')).toBe('01310100');
  });

  it('returns null for invalid or all-zero CEPs', () => {
    expect(cepDigits('0131-0100')).toBeNull();
    expect(cepDigits('00000-000')).toBeNull();
    expect(cepDigits('abc')).toBeNull();
  });
});
