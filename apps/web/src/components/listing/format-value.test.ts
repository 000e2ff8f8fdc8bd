import { describe, expect, it } from 'vitest';
import { formatValue } from './format-value.ts';

describe('formatValue', () => {
  it('formats by the column format', () => {
    expect(formatValue({ key: 'p', title: 'P', format: 'currency' }, 123456)).toBe('R$ 1.234,56');
    expect(formatValue({ key: 'd', title: 'D', format: 'date' }, '2026-03-09')).toBe('09/03/2026');
    expect(formatValue({ key: 'd', title: 'D', format: 'datetime' }, '2026-03-09T15:30:00Z')).toBe('09/03/2026 12:30');
    expect(formatValue({ key: 'b', title: 'B', format: 'boolean' }, true)).toBe('Sim');
    expect(formatValue({ key: 'b', title: 'B', format: 'boolean' }, false)).toBe('Não');
    expect(formatValue({ key: 't', title: 'T', format: 'enum', options: { admin: 'Administrador' } }, 'admin')).toBe(
      'Administrador',
    );
    expect(formatValue({ key: 'x', title: 'X' }, ['a', 'b'])).toBe('a, b');
    expect(formatValue({ key: 'x', title: 'X' }, null)).toBe('');
    expect(formatValue({ key: 'x', title: 'X' }, 12.5)).toBe('12,5');
    expect(formatValue({ key: 'x', title: 'X' }, 10)).toBe('10');
    expect(formatValue({ key: 'x', title: 'X', format: 'decimal' }, '12.50')).toBe('12,5');
    expect(formatValue({ key: 'x', title: 'X', format: 'decimal' }, 1234.5)).toBe('1.234,5');
  });
});
