import { describe, expect, it } from 'vitest';
import {
  centsFromInput,
  formatCentsInput,
  fromDateTimeInput,
  integerFromInput,
  maskCep,
  maskCpfCnpj,
  maskPhone,
  maskTime,
  toDateTimeInput,
} from './masks.ts';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1133334444', '(11) 3333-4444'],
    ['11999998888', '(11) 99999-8888'],
    ['(11) 99999-88889', '(11) 99999-8888'],
    ['ab11c', '(11'],
  ])('%s → %s', (input, out) => expect(maskPhone(input)).toBe(out));
});

describe('maskCpfCnpj', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123.4'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'],
    // Letters only in the first twelve characters, uppercased; the check characters stay digits.
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12ABC34501DEXY', '12.ABC.345/01DE'],
    ['1a', '1A'],
  ])('%s → %s', (input, out) => expect(maskCpfCnpj(input)).toBe(out));
});

describe('maskCep and maskTime', () => {
  it.each([
    ['', ''],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-1009', '01310-100'],
  ])('cep %s → %s', (input, out) => expect(maskCep(input)).toBe(out));
  it.each([
    ['', ''],
    ['1', '1'],
    ['14', '14'],
    ['143', '14:3'],
    ['1430', '14:30'],
    ['14:305', '14:30'],
  ])('time %s → %s', (input, out) => expect(maskTime(input)).toBe(out));
});

describe('currency', () => {
  it('reads typed digits as cents', () => {
    expect(centsFromInput('')).toBe(0);
    expect(centsFromInput('1')).toBe(1);
    expect(centsFromInput('1.234,56')).toBe(123456);
    expect(centsFromInput('0,001')).toBe(1);
  });
  it('shows cents in reais', () => {
    expect(formatCentsInput(0)).toBe('0,00');
    expect(formatCentsInput(5)).toBe('0,05');
    expect(formatCentsInput(123456)).toBe('1.234,56');
    expect(formatCentsInput(null)).toBe('');
  });
});

describe('integer and datetime', () => {
  it('keeps whole numbers', () => {
    expect(integerFromInput('')).toBe(0);
    expect(integerFromInput('12a3')).toBe(123);
  });
  it('round-trips a datetime through the local input format', () => {
    const iso = '2026-03-04T15:35:00.000Z';
    const local = toDateTimeInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromDateTimeInput(local)).toBe(iso);
    expect(toDateTimeInput(null)).toBe('');
    expect(fromDateTimeInput('')).toBeNull();
  });
});
