import { addDays, nightsOf, todayIn } from '@estadia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createCompany, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import { createRental, guest } from './helpers/lodging.ts';
import { startTestApp, type TResponse, type TTestApp } from './helpers/test-app.ts';

/**
 * Back-office reservations racing for the same nights of one rental. On PostgreSQL the requests truly run at once
 * (the test app's pool has 20 connections, so up to 20 transactions are open together); on PGlite they interleave one
 * transaction at a time. Either way exactly one reservation gets the nights, every other request answers 409 with
 * the spec's message, and nothing of a refused request stays in the database.
 */

const UNAVAILABLE = 'As datas escolhidas não estão disponíveis para esta hospedagem.';
const CONCURRENT = 50;
const D = (n: number) => addDays(todayIn('America/Sao_Paulo'), n);

let t: TTestApp;
let A: TCompanyFixture;

beforeAll(async () => {
  t = await startTestApp();
  A = await createCompany(t, await platformAdmin(t), 'Pousada Disputada');
});
afterAll(() => t?.close());

function expectRefused(results: TResponse[], winners: TResponse[]) {
  for (const r of results.filter((res) => !winners.includes(res))) {
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body).toEqual({ statusCode: 409, error: 'Conflict', message: UNAVAILABLE, additionalData: null });
  }
}

/** Every holder of the rental's nights as [order id, first night, check-out]; and whether two of them overlap. */
async function holdersOf(rentalId: number) {
  const rows = await queryRows<{ orderId: number; start: string; end: string }>(
    t.db,
    sql`SELECT order_id AS "orderId", lower(stay)::text AS "start", upper(stay)::text AS "end"
          FROM occupancies WHERE rental_id = ${rentalId} ORDER BY order_id`,
  );
  const [overlaps] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM occupancies a JOIN occupancies b
          ON a.rental_id = b.rental_id AND a.id < b.id AND a.stay && b.stay
         WHERE a.rental_id = ${rentalId}`,
  );
  return { rows, overlaps: overlaps?.n };
}

describe('reservations racing for the same nights', () => {
  it(`${CONCURRENT} concurrent creates of overlapping stays: exactly one 201, ${CONCURRENT - 1} × 409, one holder of the nights and no trace of the others`, async () => {
    const rental = await createRental(t, A);
    // Stay i starts on night 20, 21 or 22 and lasts 3 nights: every two stays share night 22.
    const days = (i: number) => nightsOf(D(20 + (i % 3)), D(23 + (i % 3)));
    const guests = Array.from({ length: CONCURRENT }, (_, i) => guest(`Hóspede Corrida ${i}`));
    const results = await Promise.all(
      guests.map((g, i) =>
        A.api.post('/orders', {
          rentalId: rental.id,
          status: i % 2 ? 'paid' : 'pending',
          days: days(i),
          valuesDaily: days(i).map(() => 10_000),
          clients: [g],
          products: [],
        }),
      ),
    );

    const winners = results.filter((r) => r.status === 201);
    expect(winners, JSON.stringify(results.map((r) => r.status))).toHaveLength(1);
    expectRefused(results, winners);
    const [winner] = winners as [TResponse];

    const { rows, overlaps } = await holdersOf(rental.id);
    expect(overlaps).toBe(0);
    expect(rows).toEqual([{ orderId: winner.body.id, start: winner.body.days[0], end: winner.body.checkOut }]);
    const [stored] = await queryRows<{ orders: number; links: number; guests: number }>(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM orders WHERE rental_id = ${rental.id}) AS orders,
                 (SELECT count(*)::int FROM order_clients oc JOIN orders o ON o.id = oc.order_id
                   WHERE o.rental_id = ${rental.id}) AS links,
                 (SELECT count(*)::int FROM clients WHERE company_id = ${A.id} AND name LIKE 'Hóspede Corrida %') AS guests`,
    );
    // The refused requests' new guests went with their transactions.
    expect(stored).toEqual({ orders: 1, links: 1, guests: 1 });
    const availability = await t.api.get('/reservation/getRentalAvailability', {
      rentalId: rental.id,
      startDate: D(20),
      endDate: D(25),
    });
    const held = new Set(winner.body.days as string[]);
    expect(availability.body).toEqual(nightsOf(D(20), D(26)).map((date) => ({ date, isAvailable: !held.has(date) })));
  });

  it(`${CONCURRENT} concurrent updates moving different reservations onto the same nights: one moves, the others answer 409 and keep their nights`, async () => {
    const rental = await createRental(t, A);
    // Fifty one-night reservations apart from each other, all wanting nights 40 and 41.
    const original = (i: number) => [D(60 + 2 * i)];
    const orders: { id: number; days: string[] }[] = [];
    for (let i = 0; i < CONCURRENT; i++) {
      const res = await A.api.post('/orders', {
        rentalId: rental.id,
        status: 'pending',
        days: original(i),
        valuesDaily: [10_000],
        clients: [guest(`Hóspede Mudança ${i}`)],
        products: [],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      orders.push({ id: res.body.id, days: res.body.days });
    }
    const target = nightsOf(D(40), D(42));
    const results = await Promise.all(
      orders.map((o) => A.api.put('/orders', { id: o.id, days: target, valuesDaily: [12_000, 12_000] })),
    );

    const winners = results.filter((r) => r.status === 200);
    expect(winners, JSON.stringify(results.map((r) => r.status))).toHaveLength(1);
    expectRefused(results, winners);
    const [winner] = winners as [TResponse];
    expect(winner.body).toMatchObject({ days: target, checkIn: D(40), checkOut: D(42), totalValue: 24_000 });

    // The winner holds the new nights, every loser still holds (and lists) its own; no night is held twice.
    const { rows, overlaps } = await holdersOf(rental.id);
    expect(overlaps).toBe(0);
    const expected = orders.map((o) =>
      o.id === winner.body.id
        ? { orderId: o.id, start: D(40), end: D(42) }
        : { orderId: o.id, start: o.days[0], end: addDays(o.days[0] as string, 1) },
    );
    expect(rows).toEqual(expected);
    const stored = await queryRows<{ id: number; days: string[]; totalValue: number }>(
      t.db,
      sql`SELECT id, days, total_value AS "totalValue" FROM orders WHERE rental_id = ${rental.id} ORDER BY id`,
    );
    expect(stored).toEqual(
      orders.map((o) =>
        o.id === winner.body.id
          ? { id: o.id, days: target, totalValue: 24_000 }
          : { id: o.id, days: o.days, totalValue: 10_000 },
      ),
    );
  });
});
