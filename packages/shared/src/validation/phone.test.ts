import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone } from './phone.ts';

describe('isValidPhone', () => {
  it('accepts landline and mobile formats', () => {
    expect(isValidPhone('(11) 3333-4444')).toBe(true);
    expect(isValidPhone('(21) 98888-7777')).toBe(true);
  });

  it('rejects area codes starting with 0', () => {
    expect(isValidPhone('(01) 3333-4444')).toBe(false);
  });

  it('rejects unmasked, short, long or badly spaced numbers', () => {
    expect(isValidPhone('11333344444')).toBe(false);
    expect(isValidPhone('(11) 333-4444')).toBe(false);
    expect(isValidPhone('(11) 988887-7777')).toBe(false);
    expect(isValidPhone('(11)3333-4444')).toBe(false);
    expect(isValidPhone('(1) 3333-4444')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('masks 10 and 11 digit numbers', () => {
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('21988887777')).toBe('(21) 98888-7777');
  });

  it('produces a value isValidPhone accepts', () => {
    expect(isValidPhone(formatPhone('21988887777'))).toBe(true);
  });

  it('reformats an already masked number', () => {
    expect(formatPhone('(11) 3333-4444')).toBe('(11) 3333-4444');
  });

  it('returns other lengths unchanged', () => {
    expect(formatPhone('119888')).toBe('119888');
    expect(formatPhone('')).toBe('');
  });
});
