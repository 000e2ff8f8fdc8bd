import { createHash } from 'node:crypto';
import { addDays } from '@estadia/shared';
// node-ical is CommonJS: Node's ESM loader only offers its module.exports as the default import.
import ical, { type CalendarResponse, type DateWithTimeZone, type VEvent } from 'node-ical';
import { wallClockOf } from './ical-wall-clock.ts';

/** One blocked stay read from a feed: the nights startDay … endDay − 1. */
export type TFeedEvent = {
  uid: string;
  summary: string;
  /** First night, 'YYYY-MM-DD'. */
  startDay: string;
  /** Check-out day, exclusive, 'YYYY-MM-DD'. */
  endDay: string;
};

export type TParsedFeed = {
  /** Sorted by startDay, then uid; one per uid. */
  events: TFeedEvent[];
  /** VEVENTs left out: cancelled, without a usable DTSTART, or ending on or before their start. */
  skipped: number;
};

/**
 * A timed event that ends after noon also holds the night of its last day. Noon is the line between the nights (the
 * dashboard draws a stay from 12:00 to 12:00): a stay 15:00 → 11:00 frees its check-out night for the next guest,
 * while a block 09:00 → 18:00 on one day still holds that day's night.
 */
const NIGHT_CUTOFF_SECONDS = 12 * 3600;

export const INVALID_FEED_MESSAGE = 'O arquivo recebido não é um calendário iCal válido.';

/** node-ical gives `{ params, val }` instead of a string when the property had parameters (SUMMARY;LANGUAGE=en:…). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && 'val' in value) return textOf(value.val);
  return '';
}

function isDate(value: unknown): value is DateWithTimeZone {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

function looksLikeCalendar(text: string): boolean {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  return /^BEGIN:VCALENDAR\r?(\n|$)/i.test(body) && /^END:VCALENDAR\r?$/im.test(body);
}

/** A feed without UIDs must still give the same uid on every sync, or each sync would look like new blocks. */
function derivedUid(startDay: string, endDay: string, summary: string): string {
  const hash = createHash('sha256').update(`${startDay}\n${endDay}\n${summary}`).digest('hex').slice(0, 32);
  return `sem-uid-${hash}`;
}

/** The nights of one VEVENT, or null when it blocks nothing. */
function nightsOf(event: VEvent): { startDay: string; endDay: string } | null {
  if (!isDate(event.start)) return null;
  const start = wallClockOf(event.start);
  // node-ical always fills `end`: DTEND, else DTSTART + DURATION, else (RFC 5545 §3.6.1) one day for a DATE and the
  // same instant for a DATE-TIME. We count that last case as one night, like a DATE without DTEND.
  const end = isDate(event.end) ? event.end : event.start;
  if (!event.start.dateOnly && end.getTime() === event.start.getTime()) {
    return { startDay: start.day, endDay: addDays(start.day, 1) };
  }
  const endClock = wallClockOf(end);
  const endDay = endClock.secondsOfDay > NIGHT_CUTOFF_SECONDS ? addDays(endClock.day, 1) : endClock.day;
  return endDay > start.day ? { startDay: start.day, endDay } : null;
}

/**
 * Reads the blocked nights of an iCal feed (Airbnb, Booking.com, VRBO and any RFC 5545 calendar). The result never
 * depends on the process time zone: see wallClockOf.
 * Recurring events are not expected in OTA feeds; an RRULE is ignored and only the first occurrence (DTSTART/DTEND)
 * is taken, so a stray recurring event blocks its first stay and never an unbounded series.
 * Throws an Error with a pt-BR message when the text is not a calendar.
 */
export function parseCalendarFeed(text: string): TParsedFeed {
  if (!looksLikeCalendar(text)) throw new Error(INVALID_FEED_MESSAGE);
  let parsed: CalendarResponse;
  try {
    parsed = ical.sync.parseICS(text);
  } catch (cause) {
    // node-ical throws on some malformed content (e.g. a duplicate DTSTART); to the host the file is just invalid.
    throw new Error(INVALID_FEED_MESSAGE, { cause });
  }

  const byUid = new Map<string, TFeedEvent>();
  let skipped = 0;
  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    const nights = textOf(event.status).toUpperCase() === 'CANCELLED' ? null : nightsOf(event);
    if (!nights) {
      skipped++;
      continue;
    }
    const summary = textOf(event.summary).trim();
    const uid = textOf(event.uid).trim() || derivedUid(nights.startDay, nights.endDay, summary);
    // node-ical already merges repeated UIDs (keeping the highest SEQUENCE); this only folds identical UID-less twins.
    byUid.set(uid, { uid, summary, ...nights });
  }

  const events = [...byUid.values()].sort((a, b) =>
    a.startDay === b.startDay ? (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0) : a.startDay < b.startDay ? -1 : 1,
  );
  return { events, skipped };
}
