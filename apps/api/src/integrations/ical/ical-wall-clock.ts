import type { DateWithTimeZone } from 'node-ical';
import tzUtils from 'node-ical/lib/tz-utils.js';

/** Nights are counted on the hosts' calendar: a timed event is placed on the day it is in São Paulo. */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

/** Where a DTSTART/DTEND falls on the business calendar. */
export type TWallClock = {
  /** 'YYYY-MM-DD' */
  day: string;
  /** Seconds since that day's 00:00:00 (0 for VALUE=DATE). */
  secondsOfDay: number;
};

const HALF_DAY_MS = 12 * 3_600_000;

let businessFormat: Intl.DateTimeFormat | undefined;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function dayOf(year: number, month: number, date: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
}

/**
 * node-ical turned the wall time into an instant exactly when its own resolver knows the zone (an IANA name or an
 * offset label such as 'GMT+1'); otherwise it built a process-local Date and kept the label. Asking the same
 * resolver keeps the two decisions identical.
 */
function isInstant(zone: string | undefined): boolean {
  if (!zone) return false;
  const resolved = tzUtils.resolveTZID(zone);
  return Boolean(resolved.iana || resolved.offset);
}

function inBusinessZone(instant: Date): TWallClock {
  businessFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(businessFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    secondsOfDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

/**
 * Places a date produced by node-ical 0.26 on the business calendar, whatever the process time zone is.
 * node-ical hands back three kinds of Date (see dateParameter in node-ical/ical.js):
 * - VALUE=DATE: `new Date(y, m, d)` at *process-local* midnight, flagged `dateOnly`. A missing DTEND (or a DURATION)
 *   is that midnight plus n × 24 h, which lands at 23:00 or 01:00 on a day with a DST change at midnight (São Paulo
 *   before 2019, Havana, Santiago…). Rounding to the nearest local midnight gives back the written date in every case.
 * - DATE-TIME with Z, a known TZID (IANA, Windows name, offset label) or a VTIMEZONE: a real instant, with the zone
 *   in `tz`. It is converted to São Paulo time.
 * - floating DATE-TIME (no Z, no usable zone): `new Date(y, m, d, h, mi, s)` in process-local time, `tz` absent or
 *   an unknown label. Floating time means "the observer's local time"; our observer is the host, so the written wall
 *   clock is read back with the local getters and taken as São Paulo time.
 */
export function wallClockOf(value: DateWithTimeZone): TWallClock {
  if (value.dateOnly) {
    const rounded = new Date(value.getTime() + HALF_DAY_MS);
    return {
      day: dayOf(rounded.getFullYear(), rounded.getMonth() + 1, rounded.getDate()),
      secondsOfDay: 0,
    };
  }
  if (isInstant(value.tz)) return inBusinessZone(value);
  return {
    day: dayOf(value.getFullYear(), value.getMonth() + 1, value.getDate()),
    secondsOfDay: value.getHours() * 3600 + value.getMinutes() * 60 + value.getSeconds(),
  };
}
