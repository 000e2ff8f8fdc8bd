import ical, { escape as escapeText, ICalCalendarMethod } from 'ical-generator';

/** One all-day VEVENT of our feed: the nights startDay … endDay − 1. */
export type TGeneratedEvent = {
  /** Stable across feeds, e.g. 'order-12@estadia', so the other platform updates the block instead of adding one. */
  uid: string;
  /** First night, 'YYYY-MM-DD'. */
  startDay: string;
  /** Check-out day, exclusive, 'YYYY-MM-DD'. */
  endDay: string;
  summary: string;
};

export type TGenerateFeedInput = {
  /** X-WR-CALNAME shown by calendar apps. */
  name: string;
  events: readonly TGeneratedEvent[];
  /** DTSTAMP of every event; defaults to the current time. */
  now?: Date;
};

/** ical-generator prefixes the PRODID with '-' itself, so the value it is given starts at '//'. */
const PRODID_AFTER_DASH = '//Estadia//Calendario//PT-BR';
const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A DATE value for ical-generator. With neither a calendar nor an event time zone, ical-generator 10.2 writes an
 * all-day DTSTART/DTEND from the UTC fields of a Date (and from the *local* fields as soon as a zone is set), so UTC
 * midnight of the day is what keeps the output independent of the process time zone.
 */
function utcMidnight(day: string): Date {
  const match = DAY_FORMAT.exec(day);
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) return date;
  }
  throw new RangeError(`Dia inválido no calendário: '${day}'`);
}

/**
 * Our iCal export (RFC 5545): one all-day VEVENT per given stay, CRLF line endings, lines folded at 75 octets.
 * Only the given uid, days and summary are written, so no guest data can leak into a feed other platforms read.
 */
export function generateCalendarFeed({ name, events, now = new Date() }: TGenerateFeedInput): string {
  const calendar = ical({
    // ical-generator writes NAME and X-WR-CALNAME without escaping, so a ',' ';' or line break in a rental's name is
    // escaped here rather than corrupting (or injecting lines into) the feed.
    name: escapeText(name, false),
    prodId: PRODID_AFTER_DASH,
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of events) {
    // UID is written verbatim too; ours are ASCII ids, anything else is a programming error.
    if (!/^[\x21-\x7E]+$/.test(event.uid)) throw new RangeError(`UID inválido no calendário: '${event.uid}'`);
    const start = utcMidnight(event.startDay);
    const end = utcMidnight(event.endDay);
    if (end <= start) throw new RangeError(`Estadia sem diárias no calendário: ${event.startDay} a ${event.endDay}`);
    calendar.createEvent({ id: event.uid, allDay: true, start, end, stamp: now, summary: event.summary });
  }
  // ical-generator ends the text at 'END:VCALENDAR'; RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}
