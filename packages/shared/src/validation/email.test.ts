import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it('accepts common addresses', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('ana.silva+reservas@mail.example.com.br')).toBe(true);
  });

  it('rejects addresses without a domain dot, @ or local part', () => {
    expect(isValidEmail('ana@localhost')).toBe(false);
    expect(isValidEmail('ana.example.com')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('ana@')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('rejects spaces and double @', () => {
    expect(isValidEmail('ana silva@example.com')).toBe(false);
    expect(isValidEmail(' ana@example.com')).toBe(false);
    expect(isValidEmail('ana@@example.com')).toBe(false);
  });

  it('rejects domains with empty labels or edge hyphens', () => {
    expect(isValidEmail('ana@example..com')).toBe(false);
    expect(isValidEmail('ana@-example.com')).toBe(false);
  });

  it('rejects addresses longer than 254 characters', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.com`;
    const atLimit = `${'x'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(atLimit).toHaveLength(254);
    expect(isValidEmail(atLimit)).toBe(true);
    expect(isValidEmail(`x${atLimit}`)).toBe(false);
  });
});
