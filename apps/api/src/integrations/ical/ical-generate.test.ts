import { describe, expect, it } from 'vitest';
import { generateCalendarFeed, type TGeneratedEvent } from './ical-generate.ts';
import { parseCalendarFeed } from './ical-parse.ts';

const NOW = new Date(Date.UTC(2026, 2, 1, 12, 30, 0));
const EVENTS: TGeneratedEvent[] = [
  { uid: 'order-12@estadia', startDay: '2026-04-02', endDay: '2026-04-06', summary: 'Reservado' },
  { uid: 'block-7@estadia', startDay: '2026-12-30', endDay: '2027-01-02', summary: 'Indisponível' },
  { uid: 'order-13@estadia', startDay: '2027-02-28', endDay: '2027-03-01', summary: 'Reservado' },
];

/** Content lines after unfolding (RFC 5545 §3.1). */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

/** The basic RFC 5545 shape every feed we publish must have. Returns the problems found. */
function rfc5545Problems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('the last line is not terminated by CRLF');
  if (/[^\r]\n|\r[^\n]/.test(text)) problems.push('a line break is not CRLF');
  for (const line of text.split('\r\n')) {
    if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`line longer than 75 octets: ${line}`);
  }
  const lines = unfold(text);
  const stack: string[] = [];
  let event: string[] = [];
  for (const line of lines) {
    if (!/^[A-Z0-9-]+(;[^:]*)?:/.test(line)) problems.push(`not a content line: ${line}`);
    if (line.startsWith('BEGIN:')) {
      stack.push(line.slice(6));
      if (line === 'BEGIN:VEVENT') event = [];
    } else if (line.startsWith('END:')) {
      if (stack.pop() !== line.slice(4)) problems.push(`unbalanced ${line}`);
      if (line === 'END:VEVENT') {
        for (const name of ['UID:', 'DTSTAMP:', 'DTSTART;VALUE=DATE:', 'DTEND;VALUE=DATE:']) {
          if (event.filter((l) => l.startsWith(name)).length !== 1) problems.push(`VEVENT without one ${name}`);
        }
      }
    } else {
      event.push(line);
    }
  }
  if (stack.length > 0) problems.push(`not closed: ${stack.join(', ')}`);
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') problems.push('not one VCALENDAR');
  if (lines.filter((l) => l === 'VERSION:2.0').length !== 1) problems.push('VERSION:2.0 missing');
  if (lines.filter((l) => l.startsWith('PRODID:')).length !== 1) problems.push('PRODID missing');
  return problems;
}

describe('generateCalendarFeed', () => {
  it('is checked by a checker that does catch broken feeds', () => {
    const broken = `BEGIN:VCALENDAR\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:${'a'.repeat(80)}\r\nEND:VCALENDAR`;
    expect(rfc5545Problems(broken)).toEqual(
      expect.arrayContaining([
        'the last line is not terminated by CRLF',
        'a line break is not CRLF',
        `line longer than 75 octets: SUMMARY:${'a'.repeat(80)}`,
        'PRODID missing',
      ]),
    );
    const unbalanced =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//PT\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VCALENDAR\r\n';
    expect(rfc5545Problems(unbalanced)).toEqual(
      expect.arrayContaining(['unbalanced END:VCALENDAR', 'not closed: VCALENDAR']),
    );
  });

  it('writes one all-day VEVENT per stay with the given UID, exclusive DTEND and DTSTAMP', () => {
    const text = generateCalendarFeed({ name: 'Casa da Praia', events: EVENTS, now: NOW });
    const lines = unfold(text);
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Estadia//Calendario//PT-BR']);
    expect(lines).toContain('X-WR-CALNAME:Casa da Praia');
    const vevent = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    expect(vevent).toEqual(
      expect.arrayContaining([
        'UID:order-12@estadia',
        'DTSTAMP:20260301T123000Z',
        'DTSTART;VALUE=DATE:20260402',
        'DTEND;VALUE=DATE:20260406',
        'SUMMARY:Reservado',
      ]),
    );
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261230');
    expect(lines).toContain('DTEND;VALUE=DATE:20270102');
  });

  it('passes the basic RFC 5545 checks, also with long multi-byte names and summaries folded', () => {
    const name = 'Chalé das Araucárias — Serra da Mantiqueira, Gonçalves/MG; suíte com lareira e hidromassagem';
    const events = [
      ...EVENTS,
      { uid: 'block-8@estadia', startDay: '2027-05-01', endDay: '2027-05-04', summary: 'Ã'.repeat(60) },
    ];
    const text = generateCalendarFeed({ name, events, now: NOW });
    expect(rfc5545Problems(text)).toEqual([]);
    expect(text).toContain('\r\n '); // folding happened
    expect(parseCalendarFeed(text).events.find((e) => e.uid === 'block-8@estadia')?.summary).toBe('Ã'.repeat(60));
  });

  it('escapes the calendar name so it cannot break or add lines', () => {
    const text = generateCalendarFeed({ name: 'Casa; praia, sol\r\nBEGIN:VEVENT', events: [], now: NOW });
    expect(unfold(text)).toContain('X-WR-CALNAME:Casa\\; praia\\, sol\\nBEGIN:VEVENT');
    expect(rfc5545Problems(text)).toEqual([]);
  });

  it('writes nothing but the given uid, days and summary (no guest data can leak)', () => {
    const text = generateCalendarFeed({ name: 'Casa', events: EVENTS, now: NOW });
    for (const property of ['DESCRIPTION', 'ATTENDEE', 'ORGANIZER', 'LOCATION', 'CONTACT', 'URL']) {
      expect(unfold(text).some((l) => l.startsWith(`${property}:`) || l.startsWith(`${property};`))).toBe(false);
    }
  });

  it('writes a valid empty calendar when there is nothing to block', () => {
    const text = generateCalendarFeed({ name: 'Casa', events: [], now: NOW });
    expect(rfc5545Problems(text)).toEqual([]);
    expect(parseCalendarFeed(text)).toEqual({ events: [], skipped: 0 });
  });

  it('gives back the same nights when parsed with node-ical (round trip)', () => {
    const text = generateCalendarFeed({ name: 'Casa', events: EVENTS, now: NOW });
    expect(parseCalendarFeed(text)).toEqual({
      events: EVENTS.map(({ uid, startDay, endDay, summary }) => ({ uid, startDay, endDay, summary })),
      skipped: 0,
    });
  });

  it('refuses invalid days, stays without nights and UIDs that would corrupt the feed', () => {
    const event = EVENTS[0]!;
    const generate = (e: TGeneratedEvent) => () => generateCalendarFeed({ name: 'Casa', events: [e], now: NOW });
    expect(generate({ ...event, startDay: '2026-02-30' })).toThrow(RangeError);
    expect(generate({ ...event, endDay: '06/04/2026' })).toThrow(RangeError);
    expect(generate({ ...event, endDay: event.startDay })).toThrow(RangeError);
    expect(generate({ ...event, uid: 'order 12\r\nDTSTART:x' })).toThrow(RangeError);
  });
});
