import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INVALID_FEED_MESSAGE, parseCalendarFeed } from './ical-parse.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A calendar around the given VEVENT bodies, CRLF-terminated like real exports. */
function feed(...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Teste//Teste//PT-BR'];
  for (const body of events) lines.push('BEGIN:VEVENT', ...body, 'END:VEVENT');
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

const nights = (text: string) => parseCalendarFeed(text).events.map((e) => [e.startDay, e.endDay]);

describe('parseCalendarFeed on platform exports', () => {
  it('reads an Airbnb export: reservations and host blocks, DTEND exclusive, folded DESCRIPTION ignored', () => {
    const text = fixture('airbnb.ics');
    expect(text).toContain('\r\n '); // the fixture really has folded lines
    expect(parseCalendarFeed(text)).toEqual({
      events: [
        {
          uid: '1418fb94e984-7a3c0b1d5e9f4a2b8c6d1e0f3a5b7c9d@airbnb.com',
          summary: 'Reserved',
          startDay: '2026-04-02',
          endDay: '2026-04-06',
        },
        {
          uid: '7f3e2d1c0b9a-0f1e2d3c4b5a69788796a5b4c3d2e1f0@airbnb.com',
          summary: 'Airbnb (Not available)',
          startDay: '2026-04-10',
          endDay: '2026-04-12',
        },
        {
          uid: '1418fb94e984-c2d4e6f8a0b1c3d5e7f9a1b3c5d7e9f1@airbnb.com',
          summary: 'Reserved',
          startDay: '2026-12-30',
          endDay: '2027-01-03',
        },
        {
          uid: '7f3e2d1c0b9a-8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d@airbnb.com',
          summary: 'Airbnb (Not available)',
          startDay: '2027-02-10',
          endDay: '2027-02-14',
        },
      ],
      skipped: 0,
    });
  });

  it('reads a Booking.com export, including a one-night block starting on the previous check-out day', () => {
    expect(parseCalendarFeed(fixture('booking.ics'))).toEqual({
      events: [
        {
          uid: '9c1f4a7e2b5d8c0f3a6e9b2d5c8f1a4e@booking.com',
          summary: 'CLOSED - Not available',
          startDay: '2026-04-15',
          endDay: '2026-04-18',
        },
        {
          uid: '0d3a6c9f2e5b8a1d4c7f0b3e6a9d2c5f@booking.com',
          summary: 'CLOSED - Not available',
          startDay: '2026-04-18',
          endDay: '2026-04-19',
        },
        {
          uid: '4e7b0a3d6c9f2e5a8b1d4c7f0a3e6b9d@booking.com',
          summary: 'CLOSED - Not available',
          startDay: '2026-05-28',
          endDay: '2026-06-02',
        },
      ],
      skipped: 0,
    });
  });

  it('reads a VRBO export mixing all-day events with timed ones in São Paulo, New York and UTC', () => {
    expect(parseCalendarFeed(fixture('vrbo.ics'))).toEqual({
      events: [
        {
          uid: '5d3f0a1e-8b7c-4e2d-9f6a-1c2b3d4e5f60',
          summary: 'Reserved - Mariana',
          startDay: '2026-04-20',
          endDay: '2026-04-25',
        },
        {
          uid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
          summary: 'Blocked',
          startDay: '2026-05-01',
          endDay: '2026-05-03',
        },
        // 15:00 → 11:00 São Paulo: check-out day 13 is free for the next guest.
        {
          uid: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
          summary: 'Reserved - Carlos',
          startDay: '2026-05-10',
          endDay: '2026-05-13',
        },
        // 23:00 in New York (EDT, UTC−4) is 00:00 of the next day in São Paulo (UTC−3).
        {
          uid: '7e8f9a0b-1c2d-4e3f-9a4b-5c6d7e8f9a0b',
          summary: 'Reserved - Ana Paula',
          startDay: '2026-06-02',
          endDay: '2026-06-05',
        },
        // 18:00Z → 14:00Z is 15:00 → 11:00 in São Paulo.
        {
          uid: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
          summary: 'Blocked',
          startDay: '2026-06-15',
          endDay: '2026-06-18',
        },
      ],
      skipped: 0,
    });
  });
});

describe('parseCalendarFeed on timed events', () => {
  it('places a UTC instant on the São Paulo day it falls on', () => {
    // 02:00Z on July 1st is 23:00 on June 30th in São Paulo; 21:00Z on July 3rd is 18:00, after noon: that night too.
    expect(nights(feed(['UID:z', 'DTSTART:20260701T020000Z', 'DTEND:20260703T210000Z']))).toEqual([
      ['2026-06-30', '2026-07-04'],
    ]);
  });

  it('frees the check-out night when the stay ends at noon or earlier, holds it when it ends later', () => {
    const text = feed(
      ['UID:noon', 'DTSTART;TZID=America/Sao_Paulo:20260801T140000', 'DTEND;TZID=America/Sao_Paulo:20260803T120000'],
      ['UID:late', 'DTSTART;TZID=America/Sao_Paulo:20260810T140000', 'DTEND;TZID=America/Sao_Paulo:20260812T120001'],
      [
        'UID:midnight',
        'DTSTART;TZID=America/Sao_Paulo:20260820T000000',
        'DTEND;TZID=America/Sao_Paulo:20260822T000000',
      ],
      ['UID:daytime', 'DTSTART;TZID=America/Sao_Paulo:20260825T090000', 'DTEND;TZID=America/Sao_Paulo:20260825T180000'],
    );
    expect(nights(text)).toEqual([
      ['2026-08-01', '2026-08-03'],
      ['2026-08-10', '2026-08-13'],
      ['2026-08-20', '2026-08-22'],
      ['2026-08-25', '2026-08-26'],
    ]);
  });

  it('applies a Windows zone name and an offset label the way node-ical resolves them', () => {
    const text = feed(
      // 'E. South America Standard Time' is São Paulo.
      [
        'UID:windows',
        'DTSTART;TZID=E. South America Standard Time:20260901T150000',
        'DTEND;TZID=E. South America Standard Time:20260903T110000',
      ],
      // 02:00 at GMT+1 is 22:00 of the previous day in São Paulo; 14:00 is 10:00 of the same day. (An unquoted 'UTC+01:00' would break the line at its
      // ':' — RFC 5545 wants such parameter values quoted — so feeds write offsets like this.)
      ['UID:offset', 'DTSTART;TZID=GMT+1:20260911T020000', 'DTEND;TZID=GMT+1:20260913T140000'],
    );
    expect(nights(text)).toEqual([
      ['2026-09-01', '2026-09-03'],
      ['2026-09-10', '2026-09-13'],
    ]);
  });

  it('takes a floating time, or one with an unknown TZID, as São Paulo wall-clock time', () => {
    const text = feed(
      ['UID:floating', 'DTSTART:20261001T150000', 'DTEND:20261004T110000'],
      ['UID:unknown-zone', 'DTSTART;TZID=Casa/Praia:20261010T230000', 'DTEND;TZID=Casa/Praia:20261012T100000'],
    );
    expect(nights(text)).toEqual([
      ['2026-10-01', '2026-10-04'],
      ['2026-10-10', '2026-10-12'],
    ]);
  });

  it('uses a VTIMEZONE for DATE-TIMEs without TZID', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Teste//Teste//PT-BR',
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Tokyo',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'TZNAME:JST',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:tokyo',
      // 10:00 in Tokyo is 22:00 of the previous day in São Paulo; 23:00 is 11:00 of the same day.
      'DTSTART:20261101T100000',
      'DTEND:20261103T230000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(nights(text)).toEqual([['2026-10-31', '2026-11-03']]);
  });
});

describe('parseCalendarFeed on unusual events', () => {
  it('skips cancelled, zero-length and backwards events and events without a DTSTART, and counts them', () => {
    const text = feed(
      ['UID:ok', 'DTSTART;VALUE=DATE:20260401', 'DTEND;VALUE=DATE:20260403', 'SUMMARY:Reserved'],
      ['UID:cancelled', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20260405', 'DTEND;VALUE=DATE:20260407'],
      ['UID:zero', 'DTSTART;VALUE=DATE:20260410', 'DTEND;VALUE=DATE:20260410'],
      ['UID:backwards', 'DTSTART;VALUE=DATE:20260415', 'DTEND;VALUE=DATE:20260412'],
      ['UID:timed-backwards', 'DTSTART:20260420T150000Z', 'DTEND:20260420T120000Z'],
      ['UID:no-start', 'SUMMARY:Sem início'],
    );
    expect(parseCalendarFeed(text)).toEqual({
      events: [{ uid: 'ok', summary: 'Reserved', startDay: '2026-04-01', endDay: '2026-04-03' }],
      skipped: 5,
    });
  });

  it('counts an event without DTEND as one night, whether all-day or timed (even at midnight)', () => {
    const text = feed(
      ['UID:date', 'DTSTART;VALUE=DATE:20260501'],
      ['UID:time', 'DTSTART;TZID=America/Sao_Paulo:20260505T150000'],
      ['UID:midnight', 'DTSTART;TZID=America/Sao_Paulo:20260510T000000'],
    );
    expect(nights(text)).toEqual([
      ['2026-05-01', '2026-05-02'],
      ['2026-05-05', '2026-05-06'],
      ['2026-05-10', '2026-05-11'],
    ]);
  });

  it('reads DURATION in place of DTEND', () => {
    expect(nights(feed(['UID:d', 'DTSTART;VALUE=DATE:20260530', 'DURATION:P3D']))).toEqual([
      ['2026-05-30', '2026-06-02'],
    ]);
  });

  it('derives a stable uid from the nights and the summary when UID is missing', () => {
    const text = feed(['DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260604', 'SUMMARY:Blocked']);
    const first = parseCalendarFeed(text).events[0]!;
    expect(first.uid).toMatch(/^sem-uid-[0-9a-f]{32}$/);
    expect(parseCalendarFeed(text).events[0]!.uid).toBe(first.uid);
    const moved = feed(['DTSTART;VALUE=DATE:20260602', 'DTEND;VALUE=DATE:20260604', 'SUMMARY:Blocked']);
    expect(parseCalendarFeed(moved).events[0]!.uid).not.toBe(first.uid);
  });

  it('reads a SUMMARY that carries parameters as its text', () => {
    const text = feed(['UID:p', 'SUMMARY;LANGUAGE=pt-BR:Reservado', 'DTSTART;VALUE=DATE:20260701', 'DURATION:P1D']);
    expect(parseCalendarFeed(text).events[0]!.summary).toBe('Reservado');
  });

  it('takes only the first occurrence of a recurring event', () => {
    const text = feed([
      'UID:r',
      'DTSTART;VALUE=DATE:20260801',
      'DTEND;VALUE=DATE:20260803',
      'RRULE:FREQ=WEEKLY;COUNT=10',
    ]);
    expect(parseCalendarFeed(text)).toEqual({
      events: [{ uid: 'r', summary: '', startDay: '2026-08-01', endDay: '2026-08-03' }],
      skipped: 0,
    });
  });

  it('keeps the version with the highest SEQUENCE of a repeated UID', () => {
    const text = feed(
      ['UID:same', 'SEQUENCE:2', 'DTSTART;VALUE=DATE:20260910', 'DTEND;VALUE=DATE:20260912'],
      ['UID:same', 'SEQUENCE:1', 'DTSTART;VALUE=DATE:20260901', 'DTEND;VALUE=DATE:20260903'],
    );
    expect(nights(text)).toEqual([['2026-09-10', '2026-09-12']]);
  });

  it('accepts LF line endings, a byte-order mark and an empty calendar', () => {
    const lf = feed(['UID:lf', 'DTSTART;VALUE=DATE:20261001', 'DTEND;VALUE=DATE:20261002']).replaceAll('\r\n', '\n');
    expect(nights(`\uFEFF${lf}`)).toEqual([['2026-10-01', '2026-10-02']]);
    expect(parseCalendarFeed(feed())).toEqual({ events: [], skipped: 0 });
  });
});

describe('parseCalendarFeed on text that is not a calendar', () => {
  it.each([
    ['an HTML login page', '<!doctype html><html><body>Entrar</body></html>'],
    ['an empty body', ''],
    ['JSON', '{"error":"not found"}'],
    ['a calendar cut short', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\n'],
  ])('throws the pt-BR message for %s', (_label, text) => {
    expect(() => parseCalendarFeed(text)).toThrow(INVALID_FEED_MESSAGE);
  });

  it('throws the pt-BR message when node-ical rejects the content', () => {
    const text = feed(['UID:dup', 'DTSTART;VALUE=DATE:20261101', 'DTSTART;VALUE=DATE:20261102']);
    expect(() => parseCalendarFeed(text)).toThrow(INVALID_FEED_MESSAGE);
  });

  it('is the message the host sees', () => {
    expect(INVALID_FEED_MESSAGE).toBe('O arquivo recebido não é um calendário iCal válido.');
  });
});
