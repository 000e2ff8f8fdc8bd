import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_APPLICATION } from '../src/db/change-feed.ts';
import { createCompany, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import {
  createOrder,
  createProduct,
  createRental,
  expectStatus,
  freeDays,
  nights,
  WEEK_PRICES,
} from './helpers/lodging.ts';
import { otherConnection, runElsewhere, startTestApp, type TTestApp } from './helpers/test-app.ts';

// The public reservation calls answer from memory (reservation-cache.ts). Every test reads first, so the answer is
// kept, then changes what it was made from and reads again at once: a stale answer fails the test.

let t: TTestApp;
let host: TCompanyFixture;

beforeAll(async () => {
  t = await startTestApp();
  host = await createCompany(t, await platformAdmin(t), 'Pousada da Lagoa');
});
afterAll(() => t.close());

// 2031-03-03 is a Monday; 2031-03-04 a Tuesday.
const MONDAY = '2031-03-03';
const TUESDAY = '2031-03-04';

async function quoteTotal(rentalId: number, days: string[], productsIds: number[] = []) {
  const res = await t.api.get('/reservation/calcReservationPrices', {
    rentalId,
    days,
    productsIds: productsIds.length ? productsIds.map(String) : undefined,
  });
  return expectStatus(res, 200).totalPrice as number;
}

async function free(rentalId: number, first: string, days: number) {
  const res = await t.api.get('/reservation/getRentalAvailability', {
    rentalId,
    startDate: first,
    endDate: nights(first, days).at(-1),
  });
  expectStatus(res, 200);
  return freeDays(res);
}

describe('the quote answered from memory', () => {
  it('follows the rental’s prices, the company’s holidays and products as soon as each write answers', async () => {
    const rental = await createRental(t, host);
    const product = await createProduct(host, { price: 5_000 });
    expect(await quoteTotal(rental.id, [MONDAY], [product.id])).toBe(WEEK_PRICES[0]! + 5_000);

    const prices = [7_000, ...WEEK_PRICES.slice(1)];
    expectStatus(await host.api.put('/rentals', { id: rental.id, pricesByDay: prices }), 200);
    expect(await quoteTotal(rental.id, [MONDAY], [product.id])).toBe(7_000 + 5_000);

    expectStatus(await host.api.put('/products', { id: product.id, price: 6_500 }), 200);
    expect(await quoteTotal(rental.id, [MONDAY], [product.id])).toBe(7_000 + 6_500);

    const holiday = expectStatus(await host.api.post('/holidays', { name: 'Feriado local', date: MONDAY }), 201);
    expect(await quoteTotal(rental.id, [MONDAY])).toBe(WEEK_PRICES[7]);
    expectStatus(await host.api.del('/holidays', { id: holiday.id }), 200);
    expect(await quoteTotal(rental.id, [MONDAY])).toBe(7_000);

    expectStatus(await host.api.put('/rentals', { id: rental.id, tax: 10 }), 200);
    expect(await quoteTotal(rental.id, [MONDAY])).toBe(7_700);

    expectStatus(await host.api.del('/products', { id: product.id }), 200);
    const gone = await t.api.get('/reservation/calcReservationPrices', {
      rentalId: rental.id,
      days: [MONDAY],
      productsIds: [String(product.id)],
    });
    expect(gone.status).toBe(400);

    expectStatus(await host.api.del('/rentals', { id: rental.id }), 200);
    const deleted = await t.api.get('/reservation/calcReservationPrices', { rentalId: rental.id, days: [MONDAY] });
    expect(deleted.status).toBe(404);
  });
});

describe('the availability answered from memory', () => {
  it('follows reservations created, moved, canceled and reactivated as soon as each write answers', async () => {
    const rental = await createRental(t, host);
    expect(await free(rental.id, MONDAY, 5)).toEqual(nights(MONDAY, 5));

    const order = expectStatus(await createOrder(host.api, rental.id, nights(TUESDAY, 2)), 201);
    expect(await free(rental.id, MONDAY, 5)).toEqual([MONDAY, '2031-03-06', '2031-03-07']);

    expectStatus(
      await host.api.put('/orders', { id: order.id, days: nights('2031-03-06', 2), valuesDaily: [9_000, 9_000] }),
      200,
    );
    expect(await free(rental.id, MONDAY, 5)).toEqual([MONDAY, TUESDAY, '2031-03-05']);

    expectStatus(await host.api.put('/orders', { id: order.id, status: 'canceled' }), 200);
    expect(await free(rental.id, MONDAY, 5)).toEqual(nights(MONDAY, 5));

    expectStatus(await host.api.put('/orders', { id: order.id, status: 'paid' }), 200);
    expect(await free(rental.id, MONDAY, 5)).toEqual([MONDAY, TUESDAY, '2031-03-05']);
  });

  it('answers the same range the same way from memory as from the database', async () => {
    const rental = await createRental(t, host);
    expectStatus(await createOrder(host.api, rental.id, nights('2031-02-27', 3)), 201);
    // Ranges that start inside, before and after the stay, and one that ends before it.
    for (const [first, days] of [
      ['2031-02-26', 6],
      ['2031-03-01', 3],
      ['2031-03-02', 2],
      ['2031-02-20', 5],
    ] as const) {
      const fromDatabase = await free(rental.id, first, days);
      expect(await free(rental.id, first, days)).toEqual(fromDatabase);
    }
    expect(await free(rental.id, '2031-02-26', 6)).toEqual(['2031-02-26', '2031-03-02', '2031-03-03']);
  });
});

describe('changes committed by someone else', () => {
  it('reach the calls: prices and nights changed by another connection', async () => {
    const rental = await createRental(t, host);
    const order = expectStatus(await createOrder(host.api, rental.id, nights(TUESDAY, 1)), 201);
    expect(await quoteTotal(rental.id, [MONDAY])).toBe(WEEK_PRICES[0]);
    expect(await free(rental.id, MONDAY, 3)).toEqual([MONDAY, '2031-03-05']);

    const update = (query: string, values: unknown[]) => runElsewhere(t, query, values);
    await update(`UPDATE rentals SET prices_by_day[1] = 8000 WHERE id = $1`, [rental.id]);
    await update(`DELETE FROM occupancies WHERE order_id = $1`, [order.id]);
    // Another process's change arrives as a notification, after its commit: moments later, not at once.
    await expect.poll(() => quoteTotal(rental.id, [MONDAY]), { timeout: 5000, interval: 20 }).toBe(8_000);
    await expect.poll(() => free(rental.id, MONDAY, 3), { timeout: 5000, interval: 20 }).toEqual(nights(MONDAY, 3));
  });

  // PGlite's notifications never travel over a connection that could drop.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'are not hidden while the listening connection is down, and are heard again once it is back',
    async () => {
      const rental = await createRental(t, host);
      expect(await quoteTotal(rental.id, [MONDAY])).toBe(WEEK_PRICES[0]);
      const other = await otherConnection(t.db);
      try {
        const listenerPid = async () =>
          (
            await other.query<{ pid: number }>(
              'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
              [CHANGES_APPLICATION],
            )
          ).rows.map((row) => row.pid);
        const [pid] = await listenerPid();
        expect(pid).toBeDefined();
        await other.query('SELECT pg_terminate_backend($1)', [pid]);
        // Nobody hears this change: the cache must have let go of what it held.
        await other.query('UPDATE rentals SET prices_by_day[1] = 8100 WHERE id = $1', [rental.id]);
        await expect.poll(() => quoteTotal(rental.id, [MONDAY]), { timeout: 5000, interval: 20 }).toBe(8_100);

        await expect.poll(listenerPid, { timeout: 10_000, interval: 50 }).toHaveLength(1);
        expect(await quoteTotal(rental.id, [MONDAY])).toBe(8_100);
        await other.query('UPDATE rentals SET prices_by_day[1] = 8200 WHERE id = $1', [rental.id]);
        await expect.poll(() => quoteTotal(rental.id, [MONDAY]), { timeout: 5000, interval: 20 }).toBe(8_200);
      } finally {
        await other.end();
      }
    },
  );
});
