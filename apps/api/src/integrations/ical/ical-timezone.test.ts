import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { generateCalendarFeed } from './ical-generate.ts';
import { parseCalendarFeed } from './ical-parse.ts';

/**
 * node-ical builds VALUE=DATE and floating times in the *process* time zone, and ical-generator formats all-day dates
 * from local fields as soon as a zone is involved. These tests run the real modules in child processes with other
 * TZ values (vitest pins TZ=UTC for this one) and demand the very same output.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const FIXTURES = ['airbnb.ics', 'booking.ics', 'vrbo.ics'].map((name) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'),
);

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

/**
 * Days on which a zone skips or repeats its midnight: São Paulo until 2019 (DST began at 00:00 and ended at 00:00),
 * Havana still (DST begins at 00:00 on 2026-03-08, the 1st of November 2026 has 25 hours). node-ical's "one day
 * later" for a missing DTEND or a DURATION is + 24 h, which lands on the wrong date there.
 */
const DST_FEED = crlf([
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Teste//Teste//PT-BR',
  ...[
    ['UID:sp-dst-start', 'DTSTART;VALUE=DATE:20181104', 'DTEND;VALUE=DATE:20181106'],
    ['UID:sp-before-dst-start', 'DTSTART;VALUE=DATE:20181103'],
    ['UID:sp-dst-end', 'DTSTART;VALUE=DATE:20180217'],
    ['UID:sp-dst-end-duration', 'DTSTART;VALUE=DATE:20180216', 'DURATION:P2D'],
    ['UID:sp-floating-in-gap', 'DTSTART:20181104T000000', 'DTEND:20181106T110000'],
    ['UID:havana-dst-start', 'DTSTART;VALUE=DATE:20260308'],
    ['UID:havana-dst-end', 'DTSTART;VALUE=DATE:20261101'],
    ['UID:utc-instant', 'DTSTART:20260701T020000Z', 'DTEND:20260703T140000Z'],
  ].flatMap((body) => ['BEGIN:VEVENT', ...body, 'END:VEVENT']),
  'END:VCALENDAR',
]);

const GENERATE_INPUT = {
  name: 'Casa da Praia',
  now: new Date(Date.UTC(2026, 2, 1, 12, 0, 0)),
  events: [
    { uid: 'order-1@estadia', startDay: '2018-11-04', endDay: '2018-11-06', summary: 'Reservado' },
    { uid: 'order-2@estadia', startDay: '2026-03-08', endDay: '2026-03-09', summary: 'Reservado' },
    { uid: 'block-3@estadia', startDay: '2026-12-31', endDay: '2027-01-01', summary: 'Indisponível' },
  ],
};

/** What the parser and the generator produce in the current process. */
function outputs() {
  const generated = generateCalendarFeed(GENERATE_INPUT);
  return {
    fixtures: FIXTURES.map((text) => parseCalendarFeed(text)),
    dst: parseCalendarFeed(DST_FEED),
    generated,
    roundTrip: parseCalendarFeed(generated),
  };
}

const CHILD_SCRIPT = `
const { readFileSync } = await import('node:fs');
const { generateCalendarFeed } = await import(${JSON.stringify(new URL('./ical-generate.ts', import.meta.url).href)});
const { parseCalendarFeed } = await import(${JSON.stringify(new URL('./ical-parse.ts', import.meta.url).href)});
const input = JSON.parse(readFileSync(0, 'utf8'));
input.generate.now = new Date(input.generate.now);
const generated = generateCalendarFeed(input.generate);
process.stdout.write(JSON.stringify({
  tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
  fixtures: input.fixtures.map((text) => parseCalendarFeed(text)),
  dst: parseCalendarFeed(input.dst),
  generated,
  roundTrip: parseCalendarFeed(generated),
}));
`;

async function outputsUnder(tz: string): Promise<ReturnType<typeof outputs> & { tz: string }> {
  const child = promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD_SCRIPT], {
    cwd: REPO_ROOT,
    env: { ...process.env, TZ: tz },
    maxBuffer: 16 * 1024 * 1024,
  });
  child.child.stdin?.end(JSON.stringify({ fixtures: FIXTURES, dst: DST_FEED, generate: GENERATE_INPUT }));
  return JSON.parse((await child).stdout);
}

describe('iCal parsing and generation do not depend on the process time zone', () => {
  it('reads the DST-edge feed as written (in this process, TZ=UTC)', () => {
    expect(process.env.TZ).toBe('UTC');
    expect(outputs().dst).toEqual({
      events: [
        { uid: 'sp-dst-end-duration', summary: '', startDay: '2018-02-16', endDay: '2018-02-18' },
        { uid: 'sp-dst-end', summary: '', startDay: '2018-02-17', endDay: '2018-02-18' },
        { uid: 'sp-before-dst-start', summary: '', startDay: '2018-11-03', endDay: '2018-11-04' },
        { uid: 'sp-dst-start', summary: '', startDay: '2018-11-04', endDay: '2018-11-06' },
        { uid: 'sp-floating-in-gap', summary: '', startDay: '2018-11-04', endDay: '2018-11-06' },
        { uid: 'havana-dst-start', summary: '', startDay: '2026-03-08', endDay: '2026-03-09' },
        // 02:00Z is 23:00 of June 30th in São Paulo; 14:00Z is 11:00, before noon.
        { uid: 'utc-instant', summary: '', startDay: '2026-06-30', endDay: '2026-07-03' },
        { uid: 'havana-dst-end', summary: '', startDay: '2026-11-01', endDay: '2026-11-02' },
      ],
      skipped: 0,
    });
  });

  it('gives the same nights and the same generated feed under São Paulo, Tokyo, Kiritimati, Pago Pago and Havana', async () => {
    const expected = outputs();
    const zones = ['America/Sao_Paulo', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Havana'];
    const results = await Promise.all(zones.map((tz) => outputsUnder(tz)));
    for (const [i, { tz, ...result }] of results.entries()) {
      expect(tz).toBe(zones[i]); // the child really ran in that zone
      expect(result).toEqual(expected);
    }
  }, 60_000);
});
