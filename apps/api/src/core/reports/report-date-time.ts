/** The business time zone: every instant in a report is shown as São Paulo wall-clock time, whatever the process TZ. */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

export interface TCalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface TWallClock extends TCalendarDay {
  hour: number;
  minute: number;
}

const wallClockFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO-like date-time without a zone designator: already a São Paulo wall-clock time. */
const NAIVE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function isValidDay(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function wallClockOrNull(year: number, month: number, day: number, hour: number, minute: number): TWallClock | null {
  if (!isValidDay(year, month, day) || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

/** The São Paulo wall-clock time of an instant. */
export function toBusinessWallClock(date: Date): TWallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

function toInstant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const date = new Date(value.trim());
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/**
 * A calendar day from a 'YYYY-MM-DD' string (taken literally, never shifted by a time zone) or a Date.
 * A Date at midnight UTC or at local midnight is a date-only value (what drivers produce for `date` columns) and
 * keeps its calendar day; any other instant gives its São Paulo day.
 */
export function toCalendarDay(value: unknown): TCalendarDay | null {
  if (typeof value === 'string') {
    const text = value.trim();
    const dateOnly = DATE_ONLY.exec(text) ?? NAIVE_DATE_TIME.exec(text);
    if (dateOnly) {
      const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
      return isValidDay(year, month, day) ? { year, month, day } : null;
    }
  }
  const instant = toInstant(value);
  if (!instant) return null;
  if (instant.getTime() % 86_400_000 === 0) {
    return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
  }
  if (
    instant.getHours() === 0 &&
    instant.getMinutes() === 0 &&
    instant.getSeconds() === 0 &&
    instant.getMilliseconds() === 0
  ) {
    return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
  }
  const { year, month, day } = toBusinessWallClock(instant);
  return { year, month, day };
}

/**
 * A São Paulo wall-clock time from a Date, an epoch in ms or an ISO string. Strings with a zone designator
 * ('Z', '-03:00') are instants; strings without one ('2024-03-01T14:30', '2024-03-01') are already wall-clock times.
 */
export function toWallClock(value: unknown): TWallClock | null {
  if (typeof value === 'string') {
    const text = value.trim();
    const naive = NAIVE_DATE_TIME.exec(text);
    if (naive) {
      return wallClockOrNull(Number(naive[1]), Number(naive[2]), Number(naive[3]), Number(naive[4]), Number(naive[5]));
    }
    const dateOnly = DATE_ONLY.exec(text);
    if (dateOnly) return wallClockOrNull(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]), 0, 0);
  }
  const instant = toInstant(value);
  return instant ? toBusinessWallClock(instant) : null;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** 'dd/MM/yyyy'. */
export function formatCalendarDay({ year, month, day }: TCalendarDay): string {
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** 'dd/MM/yyyy HH:mm' (24-hour). */
export function formatWallClock(clock: TWallClock): string {
  return `${formatCalendarDay(clock)} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** 'yyyyMMdd-HHmm', for file names. */
export function formatFileTimestamp(clock: TWallClock): string {
  return `${pad(clock.year, 4)}${pad(clock.month)}${pad(clock.day)}-${pad(clock.hour)}${pad(clock.minute)}`;
}

/**
 * The wall-clock time as a Date whose UTC fields hold it: what exceljs writes into a date cell (it converts with the
 * UTC time), so the spreadsheet shows the São Paulo time whatever the reader's zone.
 */
export function wallClockToCellDate(clock: TCalendarDay & Partial<TWallClock>): Date {
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour ?? 0, clock.minute ?? 0));
}
