import { describe, expect, it } from 'vitest';
import { addDays, weekdaySlot } from './days.ts';
import { brazilianNationalHolidays, easterSunday } from './holidays-br.ts';

// By name, including an entry shared with another holiday on the same date ('Sexta-feira Santa / Tiradentes').
const dateOf = (year: number, name: string) =>
  brazilianNationalHolidays(year).find((h) => h.name.split(' / ').includes(name))?.date;

describe('easterSunday', () => {
  it('matches the published Easter dates', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2000)).toBe('2000-04-23');
    // Among the earliest and the latest Easters of the century.
    expect(easterSunday(2008)).toBe('2008-03-23');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('always falls on a Sunday from 1900 to 2099', () => {
    for (let year = 1900; year <= 2099; year++) expect(weekdaySlot(easterSunday(year))).toBe(6);
  });
});

describe('brazilianNationalHolidays', () => {
  it('lists the 2025 holidays, sorted, with Carnaval and Corpus Christi derived from Easter', () => {
    expect(brazilianNationalHolidays(2025)).toEqual([
      { date: '2025-01-01', name: 'Confraternização Universal' },
      { date: '2025-03-03', name: 'Carnaval (segunda-feira)' },
      { date: '2025-03-04', name: 'Carnaval (terça-feira)' },
      { date: '2025-04-18', name: 'Sexta-feira Santa' },
      { date: '2025-04-21', name: 'Tiradentes' },
      { date: '2025-05-01', name: 'Dia do Trabalho' },
      { date: '2025-06-19', name: 'Corpus Christi' },
      { date: '2025-09-07', name: 'Independência do Brasil' },
      { date: '2025-10-12', name: 'Nossa Senhora Aparecida' },
      { date: '2025-11-02', name: 'Finados' },
      { date: '2025-11-15', name: 'Proclamação da República' },
      { date: '2025-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
      { date: '2025-12-25', name: 'Natal' },
    ]);
  });

  it('derives Carnaval, Sexta-feira Santa and Corpus Christi for known years', () => {
    expect([2024, 2026, 2027].map((y) => dateOf(y, 'Carnaval (segunda-feira)'))).toEqual([
      '2024-02-12',
      '2026-02-16',
      '2027-02-08',
    ]);
    expect([2024, 2026, 2027].map((y) => dateOf(y, 'Carnaval (terça-feira)'))).toEqual([
      '2024-02-13',
      '2026-02-17',
      '2027-02-09',
    ]);
    expect([2024, 2026, 2027].map((y) => dateOf(y, 'Sexta-feira Santa'))).toEqual([
      '2024-03-29',
      '2026-04-03',
      '2027-03-26',
    ]);
    expect([2024, 2026, 2027].map((y) => dateOf(y, 'Corpus Christi'))).toEqual([
      '2024-05-30',
      '2026-06-04',
      '2027-05-27',
    ]);
  });

  it('puts Carnaval on Monday and Tuesday and Corpus Christi on Thursday every year', () => {
    for (let year = 1900; year <= 2099; year++) {
      expect(weekdaySlot(dateOf(year, 'Carnaval (segunda-feira)') as string)).toBe(0);
      expect(weekdaySlot(dateOf(year, 'Carnaval (terça-feira)') as string)).toBe(1);
      expect(weekdaySlot(dateOf(year, 'Sexta-feira Santa') as string)).toBe(4);
      expect(weekdaySlot(dateOf(year, 'Corpus Christi') as string)).toBe(3);
      expect(addDays(dateOf(year, 'Sexta-feira Santa') as string, 2)).toBe(easterSunday(year));
    }
  });

  it('includes Consciência Negra only from 2024 on', () => {
    expect(dateOf(2023, 'Dia Nacional de Zumbi e da Consciência Negra')).toBeUndefined();
    expect(brazilianNationalHolidays(2023)).toHaveLength(12);
    expect(dateOf(2024, 'Dia Nacional de Zumbi e da Consciência Negra')).toBe('2024-11-20');
    expect(brazilianNationalHolidays(2024)).toHaveLength(13);
  });

  it('keeps one entry per date, sorted, even when Sexta-feira Santa is 21 April', () => {
    const y2000 = brazilianNationalHolidays(2000);
    expect(y2000.filter((h) => h.date === '2000-04-21')).toEqual([
      { date: '2000-04-21', name: 'Sexta-feira Santa / Tiradentes' },
    ]);
    for (let year = 1900; year <= 2099; year++) {
      const dates = brazilianNationalHolidays(year).map((h) => h.date);
      expect(dates).toEqual([...new Set(dates)].sort());
      expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
    }
  });

  it('refuses years outside 1900–2099 and fractional years', () => {
    expect(() => brazilianNationalHolidays(1899)).toThrow(RangeError);
    expect(() => brazilianNationalHolidays(2100)).toThrow(RangeError);
    expect(() => brazilianNationalHolidays(2025.5)).toThrow(RangeError);
    expect(() => easterSunday(2100)).toThrow(RangeError);
    expect(brazilianNationalHolidays(1900)[0]?.date).toBe('1900-01-01');
    expect(brazilianNationalHolidays(2099).at(-1)?.date).toBe('2099-12-25');
  });
});
