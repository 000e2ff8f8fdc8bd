/**
 * Brazilian national holidays of a year, offered as a one-click import into a company's holidays (which then price
 * nights with the rental's holiday slot). Carnaval is a national "ponto facultativo", not a legal holiday, but hosts
 * price it as one, so it is included; a company can delete what it does not want after importing.
 */
import { addDays } from './days.ts';

export interface TNamedHoliday {
  date: string;
  name: string;
}

export const HOLIDAY_YEAR_MIN = 1900;
export const HOLIDAY_YEAR_MAX = 2099;
/** Lei 14.759/2023 made 20 November a national holiday from 2024 on. */
const CONSCIENCIA_NEGRA_SINCE = 2024;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  assertYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < HOLIDAY_YEAR_MIN || year > HOLIDAY_YEAR_MAX) {
    throw new RangeError(`Ano deve estar entre ${HOLIDAY_YEAR_MIN} e ${HOLIDAY_YEAR_MAX}: ${year}`);
  }
}

/** The national holidays (plus Carnaval) of `year`, sorted by date. */
export function brazilianNationalHolidays(year: number): TNamedHoliday[] {
  assertYear(year);
  const easter = easterSunday(year);
  const fixed = (monthDay: string, name: string): TNamedHoliday => ({ date: `${year}-${monthDay}`, name });
  const holidays: TNamedHoliday[] = [
    fixed('01-01', 'Confraternização Universal'),
    { date: addDays(easter, -48), name: 'Carnaval (segunda-feira)' },
    { date: addDays(easter, -47), name: 'Carnaval (terça-feira)' },
    { date: addDays(easter, -2), name: 'Sexta-feira Santa' },
    fixed('04-21', 'Tiradentes'),
    fixed('05-01', 'Dia do Trabalho'),
    { date: addDays(easter, 60), name: 'Corpus Christi' },
    fixed('09-07', 'Independência do Brasil'),
    fixed('10-12', 'Nossa Senhora Aparecida'),
    fixed('11-02', 'Finados'),
    fixed('11-15', 'Proclamação da República'),
    fixed('12-25', 'Natal'),
  ];
  if (year >= CONSCIENCIA_NEGRA_SINCE) holidays.push(fixed('11-20', 'Dia Nacional de Zumbi e da Consciência Negra'));
  // Easter-based dates move every year (Sexta-feira Santa can fall after Tiradentes), so sort rather than trust the
  // literal order. In years such as 2000 Sexta-feira Santa IS 21 April: one entry per date, names joined, because
  // a company has at most one holiday per date.
  holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  const merged: TNamedHoliday[] = [];
  for (const holiday of holidays) {
    const last = merged.at(-1);
    if (last?.date === holiday.date) last.name = `${last.name} / ${holiday.name}`;
    else merged.push({ ...holiday });
  }
  return merged;
}
