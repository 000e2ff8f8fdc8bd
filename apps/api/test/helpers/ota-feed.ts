export interface TOtaEvent {
  uid: string;
  /** The first night. */
  start: string;
  /** The check-out day (DTEND is exclusive). */
  end: string;
  summary?: string;
}

export const AIRBNB_PRODID = '-//Airbnb Inc//Hosting Calendar 0.8.8//EN';
export const BOOKING_PRODID = '-//Booking.com//Booking.com Calendar//EN';

/** An all-day calendar as the platforms export it: VALUE=DATE, DTEND exclusive, CRLF line ends. */
export function otaFeed(events: TOtaEvent[], prodId = AIRBNB_PRODID): string {
  const compact = (day: string) => day.replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', `PRODID:${prodId}`, 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `UID:${event.uid}`,
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
