import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGES_APPLICATION, type TChangeFeed } from '../src/db/change-feed.ts';
import type { TDatabase } from '../src/db/client.ts';
import { createCompany, platformAdmin } from './helpers/fixtures.ts';
import { createOrder, createRental, expectStatus, freeDays, nights, WEEK_PRICES } from './helpers/lodging.ts';
import { openTestDatabase, runElsewhere, startTestApp } from './helpers/test-app.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

let database: TDatabase & { drop(): Promise<void> };
let feed: TChangeFeed;
const heard: (string | null)[] = [];
let companyId: number;

const run = (query: string, values: unknown[] = []) => runElsewhere(database, query, values);

beforeAll(async () => {
  database = await openTestDatabase();
  feed = await database.openChangeFeed();
  feed.subscribe((payload) => heard.push(payload));
  const company = (await run('INSERT INTO companies (name, email) VALUES ($1, $2) RETURNING id', [
    'Pousada do Canal',
    'canal@example.com',
  ])) as { rows: { id: number }[] };
  companyId = company.rows[0]!.id;
});
afterAll(async () => {
  await feed.close();
  await database.drop();
});

describe('the change feed', () => {
  it('hears a committed change by the fence after it, and never a rolled back one', async () => {
    heard.length = 0;
    await run(
      `BEGIN; INSERT INTO holidays (company_id, date, name) VALUES (${companyId}, '2031-01-01', 'X'); ROLLBACK`,
    );
    await run('INSERT INTO holidays (company_id, date, name) VALUES ($1, $2, $3)', [
      companyId,
      '2031-04-21',
      'Tiradentes',
    ]);
    await feed.fence();
    expect(heard).toEqual([`c:${companyId}`]);
  });

  it('says once per transaction what changed, however many rows', async () => {
    heard.length = 0;
    await run(
      `INSERT INTO products (company_id, name, price) SELECT $1, 'Produto ' || n, 1000 FROM generate_series(1, 5) n`,
      [companyId],
    );
    await feed.fence();
    expect(heard).toEqual([`c:${companyId}`]);
  });

  it.skipIf(!onPostgres)('tells that changes may be lost when its connection drops, then listens again', async () => {
    heard.length = 0;
    await run(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [CHANGES_APPLICATION],
    );
    // A write answering meanwhile waits on a fence: it ends, it never throws (the write is committed).
    await expect(feed.fence()).resolves.toBeUndefined();
    await vi.waitFor(() => expect(feed.live).toBe(false), { timeout: 5000, interval: 10 });
    // Dropped, then heard again from nothing once reconnected.
    await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 10_000, interval: 20 });
    // Lost, and back from nothing (the fence may have said "lost" too, when it saw the connection break first).
    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect(heard.every((payload) => payload === null)).toBe(true);
    heard.length = 0;
    await run('DELETE FROM products WHERE company_id = $1', [companyId]);
    await feed.fence();
    expect(heard).toEqual([`c:${companyId}`]);
  });
});

describe('writes through the API', () => {
  it('answer only once the caches heard of them, however late the feed delivers', async () => {
    // Every delivery 300 ms late: without waiting for its fence, a write's answer would come first.
    const late = (inner: TChangeFeed): TChangeFeed => ({
      get live() {
        return inner.live;
      },
      subscribe: (listener) => inner.subscribe((payload) => void setTimeout(() => listener(payload), 300)),
      fence: async () => {
        await inner.fence();
        await new Promise((resolve) => setTimeout(resolve, 301));
      },
      close: () => inner.close(),
    });
    const t = await startTestApp({ wrapChanges: late });
    try {
      const host = await createCompany(t, await platformAdmin(t));
      const rental = await createRental(t, host);
      const free = async () =>
        freeDays(
          await t.api.get('/reservation/getRentalAvailability', {
            rentalId: rental.id,
            startDate: '2031-03-03',
            endDate: '2031-03-05',
          }),
        );
      expect(await free()).toEqual(nights('2031-03-03', 3));
      expectStatus(await createOrder(host.api, rental.id, nights('2031-03-04', 1)), 201);
      expect(await free()).toEqual(['2031-03-03', '2031-03-05']);
      const quote = async () =>
        expectStatus(
          await t.api.get('/reservation/calcReservationPrices', { rentalId: rental.id, days: ['2031-03-03'] }),
          200,
        ).totalPrice;
      expect(await quote()).toBe(WEEK_PRICES[0]);
      expectStatus(await host.api.put('/rentals', { id: rental.id, tax: 10 }), 200);
      expect(await quote()).toBe(WEEK_PRICES[0]! * 1.1);
    } finally {
      await t.close();
    }
  });
});
