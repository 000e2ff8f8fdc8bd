import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, nightsOf, todayIn } from '@estadia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createCompany, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import { pictureOf } from './helpers/lodging.ts';
import { BOOKING_PRODID, otaFeed } from './helpers/ota-feed.ts';
import { otherConnection, startTestApp, type TTestApp } from './helpers/test-app.ts';

/**
 * Reservations and an iCal import racing for the same nights. On PostgreSQL they truly run at once (a pool of
 * connections); on PGlite they interleave one transaction at a time. Either way the database ends with no night held
 * twice, at most one reservation, every other create answered 409, and the block holding exactly the nights no
 * reservation holds.
 */

const UNAVAILABLE = 'As datas escolhidas não estão disponíveis para esta hospedagem.';
const CONCURRENT_ORDERS = 50;
const D = (n: number) => addDays(todayIn('America/Sao_Paulo'), n);

let t: TTestApp;
let A: TCompanyFixture;
let feedServer: http.Server;
let feedBase: string;
/** Called when the sync job asks for the feed, i.e. while the sync is under way. */
let onFeedRequest: () => void = () => undefined;
let feedBody = '';

/** Booking.com's export closing the nights of one stay. */
const raceFeed = (start: string, end: string) =>
  otaFeed([{ uid: 'race-1@booking.com', summary: 'CLOSED - Not available', start, end }], BOOKING_PRODID);

beforeAll(async () => {
  feedServer = http.createServer((_req, res) => {
    onFeedRequest();
    // A moment later, so the reservations are in flight while the sync reads and writes.
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/calendar' }).end(feedBody), 5);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  t = await startTestApp();
  A = await createCompany(t, await platformAdmin(t), 'Pousada Corrida');
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

async function createRental() {
  const res = await A.api.post('/rentals', {
    name: `Casa ${Math.random().toString(36).slice(2, 8)}`,
    defaultPrice: 10_000,
    useDefaultPrice: true,
    pricesByDay: Array(8).fill(10_000),
    images: [await pictureOf(t, A)],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

function createOrder(rentalId: number, days: string[], i: number) {
  return A.api.post('/orders', {
    rentalId,
    status: 'pending',
    days,
    valuesDaily: days.map(() => 10_000),
    clients: [{ name: `Hóspede ${i}`, phone: '(11) 98888-7777', email: `hospede${i}@example.com` }],
    products: [],
  });
}

/**
 * The block covers nights 10–14. Order i wants 4 nights starting on night 13, 14 or 15: every two orders share
 * nights 15–16, so at most one can exist; those starting on 15 do not touch the block at all.
 */
async function race(startSyncFirst: boolean) {
  const rentalId = await createRental();
  const block = { start: D(10), end: D(15) };
  feedBody = raceFeed(block.start, block.end);
  const integration = await A.api.post('/integrations', {
    name: 'Booking.com',
    rentalId,
    icalLink: `${feedBase}/race.ics`,
  });
  expect(integration.status).toBe(201);

  const orderDays = (i: number) => nightsOf(D(13 + (i % 3)), D(17 + (i % 3)));
  let orders: Promise<Awaited<ReturnType<typeof createOrder>>[]> | undefined;
  const fire = () => {
    orders ??= Promise.all(Array.from({ length: CONCURRENT_ORDERS }, (_, i) => createOrder(rentalId, orderDays(i), i)));
  };
  onFeedRequest = startSyncFirst ? fire : () => undefined;
  if (!startSyncFirst) fire();
  const synced = await A.api.post('/integrations/syncNow', undefined, { id: integration.body.id });
  const results = await (orders as NonNullable<typeof orders>);
  onFeedRequest = () => undefined;

  expect(synced.status).toBe(200);
  expect(synced.body.lastError).toBeNull();
  const created = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status !== 201);
  expect(created.length).toBeLessThanOrEqual(1);
  for (const r of refused) {
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.message).toBe(UNAVAILABLE);
  }

  // No two holders share a night (the question asked of the data, not of the constraint).
  const [overlaps] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM occupancies a JOIN occupancies b
          ON a.rental_id = b.rental_id AND a.id < b.id AND a.stay && b.stay
         WHERE a.rental_id = ${rentalId}`,
  );
  expect(overlaps?.n).toBe(0);

  // Exactly the reservation that answered 201 exists and holds its nights; the refused ones left nothing behind.
  const stored = await queryRows<{ id: number; held: number }>(
    t.db,
    sql`SELECT o.id, (SELECT count(*)::int FROM occupancies oc WHERE oc.order_id = o.id) AS held
          FROM orders o WHERE o.rental_id = ${rentalId}`,
  );
  expect(stored).toEqual(created.map((c) => ({ id: c.body.id, held: 1 })));

  const winnerNights = created.length ? (created[0]?.body.days as string[]) : [];
  const blockNights = nightsOf(block.start, block.end);
  const held = await queryRows<{ start: string; end: string }>(
    t.db,
    sql`SELECT lower(oc.stay)::text AS "start", upper(oc.stay)::text AS "end"
          FROM calendar_blocks b JOIN occupancies oc ON oc.block_id = b.id
         WHERE b.integration_id = ${integration.body.id} ORDER BY lower(oc.stay)`,
  );
  const heldNights = held.flatMap((r) => nightsOf(r.start, r.end));
  expect(heldNights).toEqual(blockNights.filter((n) => !winnerNights.includes(n)));
  const [blockRow] = await queryRows<{ conflict: boolean }>(
    t.db,
    sql`SELECT conflict FROM calendar_blocks WHERE integration_id = ${integration.body.id}`,
  );
  expect(blockRow?.conflict).toBe(winnerNights.some((n) => blockNights.includes(n)));
}

describe('iCal import racing reservations for the same nights', () => {
  it(`${CONCURRENT_ORDERS} creates fired while the sync downloads the feed: no night held twice, at most one reservation, the block keeps the rest`, async () => {
    await race(true);
  });

  it(`${CONCURRENT_ORDERS} creates fired together with the sync: the same guarantees`, async () => {
    await race(false);
  });
});

// PGlite serves one connection: a second transaction cannot be held open beside the sync there.
describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'a reservation committing between the sync’s read and its write',
  () => {
    it('the block’s write waits, loses the race, re-reads and holds only the nights left free; the conflict is e-mailed', async () => {
      const rentalId = await createRental();
      feedBody = raceFeed(D(10), D(15));
      const integration = await A.api.post('/integrations', {
        name: 'Booking.com',
        rentalId,
        icalLink: `${feedBase}/race.ics`,
      });
      // The reservation's transaction (the rows the order service writes), left open while the sync runs.
      const other = await otherConnection(t.db);
      try {
        await other.query('BEGIN');
        const order = await other.query(
          `INSERT INTO orders (company_id, code, rental_id, status, days, check_in, check_out, values_daily, total_value)
         VALUES ($1, 'RACE2345', $2, 'paid', $3::jsonb, $4, $5, '{10000,10000}', 20000) RETURNING id`,
          [A.id, rentalId, JSON.stringify(nightsOf(D(12), D(14))), D(12), D(14)],
        );
        await other.query(
          'INSERT INTO occupancies (company_id, rental_id, stay, order_id) VALUES ($1, $2, daterange($3::date, $4::date), $5)',
          [A.id, rentalId, D(12), D(14), order.rows[0].id],
        );
        const sync = A.api.post('/integrations/syncNow', undefined, { id: integration.body.id });
        // The sync read the nights as free and now waits on the exclusion constraint for the open transaction.
        await vi.waitFor(
          async () => {
            const [waiting] = await queryRows<{ n: number }>(
              t.db,
              sql`SELECT count(*)::int AS n FROM pg_stat_activity
                 WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            );
            expect(waiting?.n).toBe(1);
          },
          { timeout: 10_000, interval: 20 },
        );
        await other.query('COMMIT');
        const synced = await sync;
        expect(synced.body).toMatchObject({ lastError: null, conflicts: 1 });
      } finally {
        await other.end();
      }
      const held = await queryRows<{ start: string; end: string; holder: string }>(
        t.db,
        sql`SELECT lower(stay)::text AS "start", upper(stay)::text AS "end",
                 CASE WHEN order_id IS NULL THEN 'block' ELSE 'order' END AS holder
            FROM occupancies WHERE rental_id = ${rentalId} ORDER BY lower(stay)`,
      );
      expect(held).toEqual([
        { start: D(10), end: D(12), holder: 'block' },
        { start: D(12), end: D(14), holder: 'order' },
        { start: D(14), end: D(15), holder: 'block' },
      ]);
      expect((await t.lastMail(A.adminEmail))?.text).toContain('RACE2345');
    });
  },
);
