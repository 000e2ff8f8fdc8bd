import { describe, expect, it } from 'vitest';
import { decimalFromInput, formatDecimalInput } from './decimal-input.ts';

describe('decimalFromInput', () => {
  it.each([
    ['', '', 0],
    ['10', '10', 10],
    ['12,5', '12,5', 12.5],
    ['12.5', '12,5', 12.5],
    ['12,', '12,', 12],
    [',5', '0,5', 0.5],
    ['12,345', '12,34', 12.34],
    ['1,2,3', '1,23', 1.23],
    ['a1b2,c5%', '12,5', 12.5],
    ['-3', '3', 3],
    ['0,05', '0,05', 0.05],
  ])('reads %j with two places as %j = %d', (input, text, value) => {
    expect(decimalFromInput(input, 2)).toEqual({ text, value });
  });

  it('cuts the fraction at the comma when no decimal place is allowed', () => {
    expect(decimalFromInput('12,5', 0)).toEqual({ text: '12', value: 12 });
  });

  it('keeps one decimal place when one is allowed', () => {
    expect(decimalFromInput('7,25', 1)).toEqual({ text: '7,2', value: 7.2 });
  });

  it('caps the whole part at fifteen digits', () => {
    expect(decimalFromInput('1234567890123456789', 2).text).toBe('123456789012345');
  });
});

describe('formatDecimalInput', () => {
  it.each([
    [12.5, '12,5'],
    [10, '10'],
    [0, '0'],
    ['12.50', '12,5'],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
  ])('shows %j as %j', (value, text) => expect(formatDecimalInput(value)).toBe(text));

  it('round-trips through the input', () => {
    for (const value of [0.01, 1.5, 12.5, 99.99, 100]) {
      expect(decimalFromInput(formatDecimalInput(value), 2).value).toBe(value);
    }
  });
});
