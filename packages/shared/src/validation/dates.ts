const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIN_DAY = '1900-02-01';
const MAX_DAY = '2099-12-31';

const isLeapYear = (y: number): boolean => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

const daysInMonth = (y: number, m: number): number => {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
};

// Zero-padded ISO days compare correctly as plain strings, which the range checks below rely on.
export function isValidDay(v: string): boolean {
  const match = DAY_FORMAT.exec(v);
  if (!match || v < MIN_DAY || v > MAX_DAY) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

export function isTodayOrLater(day: string, today: string): boolean {
  return isValidDay(day) && day >= today;
}

// Constructing a DateTimeFormat is costly (it is on the quote's hot path through the API), so one per zone is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

// Formatting a date into parts is costly too, and "today" is asked on every availability call: the day of the
// current second is kept per zone.
const todayBySecond = new Map<string, { second: number; day: string }>();

function dayIn(timeZone: string, at: Date): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  // Parts instead of the formatted string: a locale's layout is not guaranteed to stay stable.
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar day it is now (or at `now`) in `timeZone` (an IANA name; business time is São Paulo's). */
export function todayIn(timeZone = 'America/Sao_Paulo', now?: Date): string {
  if (now) return dayIn(timeZone, now);
  const at = Date.now();
  const second = Math.floor(at / 1000);
  const kept = todayBySecond.get(timeZone);
  if (kept?.second === second) return kept.day;
  const day = dayIn(timeZone, new Date(at));
  todayBySecond.set(timeZone, { second, day });
  return day;
}

export function todayInSaoPaulo(now?: Date): string {
  return todayIn('America/Sao_Paulo', now);
}
