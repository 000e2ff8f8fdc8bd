/**
 * The two public reservation calls a booking page makes, on PostgreSQL, each beside two baselines measured in the
 * same run: a bare Fastify route (what HTTP alone costs here) and the call's own SQL sent straight through `pg`
 * (what the database alone costs).
 *
 * - `GET /api/reservation/calcReservationPrices`: a 7-night stay with 2 products, a holiday among the nights.
 * - `GET /api/reservation/getRentalAvailability`: one year of days for a rental holding ~150 reservations and some
 *   imported calendar blocks that year.
 *
 * Among 1,000 companies with 3 rentals, 3 products and the national holidays each, every other rental holding 40
 * reservations over the year. The app runs as in production, its reservation cache fed by the database's change
 * feed; a second instance with the cache off (RESERVATION_CACHE_RENTALS=0) shows what a call costs when it reads
 * the database every time. Run with `npm run bench` (after the clients bench) or `npx tsx bench/reservation.bench.ts`.
 */
import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, brazilianNationalHolidays, dayRange, todayIn, weekdaySlot } from '@estadia/shared';
import pg from 'pg';
import {
  BENCH_ADMIN,
  DB_NAME,
  elapsed,
  freshDatabase,
  loadAtStart,
  log,
  POOL_SIZE,
  request,
  runBench,
  signIn,
  startApp,
  startBare,
  type TCleanups,
} from './lib/bench-run.ts';
import { explain, type TExplained } from './lib/explain.ts';
import { cpuSnapshot, otherCoreShare } from './lib/host-load.ts';
import { closedLoop, httpLoad, sequentialMedian, type TFigures } from './lib/measure.ts';
import { num, table, writeSection } from './lib/report.ts';
import { insertCompanies } from './lib/seed.ts';

const COMPANIES = 1_000;
const RENTALS_PER_COMPANY = 3;
const PRODUCTS_PER_COMPANY = 3;
/** Rentals, one per company, that the "in turn" targets cycle through. */
const SPREAD_RENTALS = 1_000;
/** Reservations of every other rental over the coming year: two nights every nine days. */
const OTHER_RESERVATIONS = 40;
/** Reservations of the measured rental over the coming year (stays of 1–2 nights, most back to back). */
const TARGET_RESERVATIONS = 150;
const STAY_NIGHTS = 7;
/** Monday to Sunday, then holidays, in cents: every rental's night prices. */
const PRICES_BY_DAY = [20_000, 20_000, 20_000, 22_000, 26_000, 32_000, 30_000, 35_000];
const CONNECTIONS = [10, 50];
// Overridable only for smoke runs of the script itself; the documented figures use the defaults.
const PHASES = {
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS || 3),
  seconds: Number(process.env.BENCH_SECONDS || 10),
};
const SEQUENTIAL_CALLS = 50;
const PROFILE_SECONDS = Number(process.env.BENCH_PROFILE_SECONDS || 5);
/** The issue's target at 50 connections. */
const TARGET_SHARE = 0.25;
const TARGET_P99_MS = 20;
const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';
const HEADING = '## Reservation calls: price quote and one year of availability (1,000 companies)';
const DOC_FILE = new URL('../docs/benchmarks.md', import.meta.url).pathname;
// The bench must end by itself even if a server or the database hangs.
const WATCHDOG_MS = 12 * 60_000;
/** Above this share of a core used by other processes during a target, the report flags the run as disturbed. */
const DISTURBED = 0.15;

interface TCall {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: string;
  types?: unknown;
}

interface TRow extends TFigures {
  target: string;
  call: 'bare' | 'quote' | 'availability';
  /**
   * The bare route, the app's own health route (every hook of the app, no database), the bare route answering the
   * call's own JSON, the call's SQL alone, the API with its cache off, the API (one rental), or the API asked for
   * 1,000 rentals in turn.
   */
  kind: 'bare' | 'health' | 'answer' | 'sql' | 'uncached' | 'api' | 'spread';
  baseline: boolean;
  connections: number;
  others: number | null;
  /** Cores' worth of CPU used while the target ran, by who used it (null where /proc is not there). */
  cores: TCores | null;
}

interface TCores {
  /** The main thread: both HTTP servers, the app, its pg client, the pg-only loop. */
  server: number;
  /** Of which in the kernel (system calls: sockets above all). */
  serverKernel: number;
  /** The bench process's other threads: autocannon's worker, the GC and libuv helpers. */
  generator: number;
  /** The PostgreSQL processes serving the bench database. */
  postgres: number;
}

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const CLOCK_TICKS = 100;

/** User and system CPU ticks of a process or thread (NaN where it is gone or /proc is not there). */
async function userSystemTicks(statFile: string): Promise<[number, number]> {
  try {
    const stat = await fs.readFile(statFile, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [Number(fields[11]), Number(fields[12])];
  } catch {
    return [Number.NaN, Number.NaN];
  }
}

async function ticksOf(statFile: string): Promise<number> {
  const [user, system] = await userSystemTicks(statFile);
  return user + system;
}

/** CPU ticks so far of the main thread, of the whole bench process, and of the given PostgreSQL processes. */
async function cpuSplit(postgresPids: number[]) {
  const pgTicks = await Promise.all(postgresPids.map((pid) => ticksOf(`/proc/${pid}/stat`)));
  const [mainUser, mainSystem] = await userSystemTicks(`/proc/${process.pid}/task/${process.pid}/stat`);
  return {
    at: performance.now(),
    main: mainUser + mainSystem,
    mainSystem,
    process: await ticksOf(`/proc/${process.pid}/stat`),
    postgres: new Map(postgresPids.map((pid, i) => [pid, pgTicks[i] ?? Number.NaN])),
  };
}

function coresBetween(a: Awaited<ReturnType<typeof cpuSplit>>, b: Awaited<ReturnType<typeof cpuSplit>>): TCores | null {
  const seconds = (b.at - a.at) / 1000;
  if (!Number.isFinite(a.main) || !Number.isFinite(b.main) || seconds <= 0) return null;
  let postgres = 0;
  // A backend that appeared in between counts from zero; one that ended is lost (idle ones: next to nothing).
  for (const [pid, ticks] of b.postgres) if (Number.isFinite(ticks)) postgres += ticks - (a.postgres.get(pid) ?? 0);
  const cores = (ticks: number) => ticks / CLOCK_TICKS / seconds;
  return {
    server: cores(b.main - a.main),
    serverKernel: cores(b.mainSystem - a.mainSystem),
    generator: cores(b.process - a.process - (b.main - a.main)),
    postgres: cores(postgres),
  };
}

/**
 * Every company's rentals, products, national holidays, and reservations (each holding its nights in occupancies);
 * the measured rental's reservations and imported blocks are laid out by `schedule`. Bulk SQL: the API would take
 * longer than the benchmark.
 */
async function seedLodging(
  client: pg.Client,
  target: { companyId: number; today: string },
  schedule: { orders: [string, string][]; blocks: [string, string][] },
) {
  const { today } = target;
  await client.query(
    `INSERT INTO rentals (company_id, name, default_price, use_default_price, tax, prices_by_day, images,
                          checkin_time, checkout_time, city, uf, max_num_people)
     SELECT c.id, (ARRAY['Chalé','Suíte','Cabana','Apartamento'])[1 + (r % 4)] || ' ' || c.id || '-' || r,
            18000 + 1000 * (r % 5), false, (ARRAY[0, 5, 10, 12.5])[1 + ((c.id + r) % 4)],
            $2::int[], '["bench.webp"]'::jsonb,
            '14:00', '11:00', c.city, c.uf, 2 + (r % 4)
       FROM companies c CROSS JOIN generate_series(1, $1::int) r ORDER BY r, c.id`,
    [RENTALS_PER_COMPANY, PRICES_BY_DAY],
  );
  await client.query(
    `INSERT INTO products (company_id, name, price, description)
     SELECT c.id, (ARRAY['Café da manhã','Translado','Passeio de barco'])[p], 3000 * p, 'Por estadia'
       FROM companies c CROSS JOIN generate_series(1, $1::int) p ORDER BY p, c.id`,
    [PRODUCTS_PER_COMPANY],
  );
  const year = Number(today.slice(0, 4));
  const national = [...brazilianNationalHolidays(year), ...brazilianNationalHolidays(year + 1)];
  await client.query(
    `INSERT INTO holidays (company_id, date, name)
     SELECT c.id, h.date, h.name FROM companies c CROSS JOIN unnest($1::date[], $2::text[]) AS h(date, name)`,
    [national.map((h) => h.date), national.map((h) => h.name)],
  );

  const rentalId = await targetRentalId(client, target.companyId);
  // Other rentals: two nights every nine days, shifted per rental; one in ten canceled (it holds nothing).
  await client.query(
    `INSERT INTO orders (company_id, code, rental_id, status, days, check_in, check_out, values_daily, total_value)
     SELECT r.company_id, 'O' || lpad(to_hex(r.id * 1000 + i), 7, '0'), r.id,
            CASE WHEN i % 10 = 9 THEN 'canceled' WHEN i % 2 = 0 THEN 'paid' ELSE 'pending' END,
            jsonb_build_array(to_char(d, 'YYYY-MM-DD'), to_char(d + 1, 'YYYY-MM-DD')), d, d + 2,
            ARRAY[20000, 20000], 40000
       FROM rentals r
      CROSS JOIN generate_series(0, $1::int - 1) i
      CROSS JOIN LATERAL (SELECT $2::date + 9 * i + (r.id % 7) AS d) s
      WHERE r.id <> $3::int
      ORDER BY i, r.id`,
    [OTHER_RESERVATIONS, today, rentalId],
  );
  await client.query(
    `INSERT INTO orders (company_id, code, rental_id, status, days, check_in, check_out, values_daily, total_value)
     SELECT $1::int, 'T' || lpad(i::text, 7, '0'), $2::int, CASE WHEN i % 3 = 0 THEN 'paid' ELSE 'pending' END,
            (SELECT jsonb_agg(to_char(n, 'YYYY-MM-DD') ORDER BY n) FROM generate_series(s, e - 1, '1 day') n),
            s, e, array_fill(20000, ARRAY[e - s]), 20000 * (e - s)
       FROM unnest($3::date[], $4::date[]) WITH ORDINALITY AS x(s, e, i)`,
    [target.companyId, rentalId, schedule.orders.map((o) => o[0]), schedule.orders.map((o) => o[1])],
  );
  await client.query(
    `INSERT INTO occupancies (company_id, rental_id, stay, order_id)
     SELECT company_id, rental_id, daterange(check_in, check_out), id FROM orders WHERE status <> 'canceled'`,
  );

  // The measured rental's imported calendar (an Airbnb feed) holds a few free nights.
  const integration = await client.query(
    `INSERT INTO integrations (company_id, name, rental_id, ical_link, feed_key, last_sync_at, last_success_at,
                               last_http_status, last_events_read)
     VALUES ($1, 'Airbnb', $2, 'https://www.airbnb.com.br/calendar/ical/1.ics', 'bench-feed-key', now(), now(), 200, $3)
     RETURNING id`,
    [target.companyId, rentalId, schedule.blocks.length],
  );
  await client.query(
    `WITH b AS (
       INSERT INTO calendar_blocks (company_id, integration_id, rental_id, uid, summary, start_day, end_day)
       SELECT $1::int, $2::int, $3::int, 'block-' || i || '@airbnb.com', 'Airbnb (Not available)', s, e
         FROM unnest($4::date[], $5::date[]) WITH ORDINALITY AS x(s, e, i)
       RETURNING id, start_day, end_day)
     INSERT INTO occupancies (company_id, rental_id, stay, block_id)
     SELECT $1::int, $3::int, daterange(start_day, end_day), id FROM b`,
    [
      target.companyId,
      integration.rows[0].id,
      rentalId,
      schedule.blocks.map((b) => b[0]),
      schedule.blocks.map((b) => b[1]),
    ],
  );
  return rentalId;
}

async function targetRentalId(client: pg.Client, companyId: number): Promise<number> {
  const res = await client.query('SELECT min(id) AS id FROM rentals WHERE company_id = $1', [companyId]);
  return res.rows[0].id;
}

/**
 * The measured rental's year: stays of 2, 1, 2 nights, alternately back to back and one night apart; every fifth
 * one-night gap is an imported block instead.
 */
function targetSchedule(today: string) {
  const orders: [string, string][] = [];
  const blocks: [string, string][] = [];
  let cursor = addDays(today, 1);
  for (let i = 0; i < TARGET_RESERVATIONS; i++) {
    const nights = [2, 1, 2][i % 3]!;
    orders.push([cursor, addDays(cursor, nights)]);
    cursor = addDays(cursor, nights);
    if (i % 2 === 1) {
      if (i % 10 === 9) blocks.push([cursor, addDays(cursor, 1)]);
      cursor = addDays(cursor, 1);
    }
  }
  return { orders, blocks, last: cursor };
}

async function main(cleanups: TCleanups) {
  const { admin, pgVersion, url: benchUrl, database } = await freshDatabase(cleanups);
  const fresh = { url: benchUrl, database };
  // The sync job would only find the bench's fake feed link: it is not what is measured.
  const { url: apiUrl } = await startApp(fresh, cleanups, { ICAL_SYNC_MINUTES: '0' });
  // The same app over the same database with its cache off: every call reads the database.
  const { url: uncachedUrl } = await startApp(fresh, cleanups, {
    ICAL_SYNC_MINUTES: '0',
    RESERVATION_CACHE_RENTALS: '0',
  });
  // The bare app also answers the very JSON text the API answers (set once known): what a call costs when all it
  // does is send its answer, as from a perfect cache.
  const answers = { quote: '', availability: '' };
  const bareUrl = await startBare(cleanups, (bare) => {
    bare.get('/bare-quote', (_request, reply) => reply.type('application/json; charset=utf-8').send(answers.quote));
    bare.get('/bare-availability', (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(answers.availability),
    );
  });
  log(`app on ${apiUrl}, with its cache off on ${uncachedUrl}, bare Fastify on ${bareUrl}`);

  // The measured company goes through the API, so its administrator and role are the real ones.
  const adminToken = await signIn(apiUrl, BENCH_ADMIN);
  const company = await request(`${apiUrl}/api/companys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      name: 'Pousada Mar Azul',
      city: 'Florianópolis',
      uf: 'SC',
      adminName: 'Gerente Mar Azul',
      adminEmail: 'gerente@pousadamarazul.example.com',
      adminPassword: 'Bench-Gerente-1',
    }),
    expect: 201,
  });

  const today = todayIn(BUSINESS_TIME_ZONE);
  const schedule = targetSchedule(today);
  const loader = new pg.Client({ connectionString: benchUrl });
  await loader.connect();
  let rentalId: number;
  let productIds: number[];
  let spread: { rentalId: number; productIds: number[] }[];
  // The quoted stay: 7 nights from 60 days ahead, one of them the company's own holiday.
  const stay = dayRange(addDays(today, 60), addDays(today, 60 + STAY_NIGHTS - 1));
  const stayHoliday = stay[3]!;
  try {
    await insertCompanies(loader, COMPANIES - 1);
    rentalId = await seedLodging(loader, { companyId: company.id, today }, schedule);
    await loader.query(`INSERT INTO holidays (company_id, date, name) VALUES ($1, $2, 'Aniversário da cidade')`, [
      company.id,
      stayHoliday,
    ]);
    productIds = (
      await loader.query('SELECT id FROM products WHERE company_id = $1 ORDER BY id LIMIT 2', [company.id])
    ).rows.map((r) => r.id as number);
    spread = (
      await loader.query(
        `SELECT min(r.id) AS "rentalId",
                (SELECT array_agg(p.id ORDER BY p.id) FROM (SELECT id FROM products WHERE company_id = r.company_id
                                                             ORDER BY id LIMIT 2) p) AS "productIds"
           FROM rentals r GROUP BY r.company_id ORDER BY r.company_id LIMIT $1`,
        [SPREAD_RENTALS],
      )
    ).rows;
    await loader.query('VACUUM ANALYZE');
    const counts = (
      await loader.query(
        `SELECT (SELECT count(*) FROM rentals)::int AS rentals, (SELECT count(*) FROM products)::int AS products,
                (SELECT count(*) FROM holidays)::int AS holidays, (SELECT count(*) FROM orders)::int AS orders,
                (SELECT count(*) FROM occupancies)::int AS occupancies,
                (SELECT count(*) FROM occupancies WHERE rental_id = $1)::int AS target`,
        [rentalId],
      )
    ).rows[0];
    log(
      `loaded ${num(COMPANIES)} companies, ${num(counts.rentals)} rentals, ${num(counts.products)} products, ` +
        `${num(counts.holidays)} holidays, ${num(counts.orders)} reservations, ${num(counts.occupancies)} ` +
        `occupancies (${counts.target} of the measured rental); VACUUM ANALYZE done`,
    );
    Object.assign(seeded, counts);
  } finally {
    await loader.end();
  }

  const yearEnd = addDays(today, 364);
  const quotePathOf = (rental: number, products: number[]) =>
    `/api/reservation/calcReservationPrices?rentalId=${rental}&days=${stay.join(',')}&productsIds=${products.join(',')}`;
  const availabilityPathOf = (rental: number) =>
    `/api/reservation/getRentalAvailability?rentalId=${rental}&startDate=${today}&endDate=${yearEnd}`;
  const quotePath = quotePathOf(rentalId, productIds);
  const availabilityPath = availabilityPathOf(rentalId);
  const spreadQuotePaths = spread.map((r) => quotePathOf(r.rentalId, r.productIds));
  const spreadAvailabilityPaths = spread.map((r) => availabilityPathOf(r.rentalId));

  // The answers are what a booking page needs before any figure counts.
  const quote = await request(`${apiUrl}${quotePath}`, { expect: 200 });
  if (quote.pricesByDay.length !== STAY_NIGHTS) throw new Error(`quote: ${JSON.stringify(quote)}`);
  const year = Number(today.slice(0, 4));
  const holidays = new Set([
    stayHoliday,
    ...[year, year + 1].flatMap((y) => brazilianNationalHolidays(y).map((h) => h.date)),
  ]);
  const expected = stay.map((date) => ({ date, price: PRICES_BY_DAY[holidays.has(date) ? 7 : weekdaySlot(date)] }));
  if (JSON.stringify(quote.pricesByDay) !== JSON.stringify(expected)) {
    throw new Error(`quote does not price the weekday and holiday slots: ${JSON.stringify(quote)}`);
  }
  if (quote.productsTotalPrice !== 9000) throw new Error(`quote products: ${JSON.stringify(quote)}`);
  const availability = (await request(`${apiUrl}${availabilityPath}`, { expect: 200 })) as { isAvailable: boolean }[];
  const taken = availability.filter((d) => !d.isAvailable).length;
  if (availability.length !== 365 || taken < TARGET_RESERVATIONS) {
    throw new Error(`availability: ${availability.length} days, ${taken} taken`);
  }
  log(`quote total ${quote.totalPrice} cents; availability: 365 days, ${taken} taken`);
  answers.quote = await (await fetch(`${apiUrl}${quotePath}`)).text();
  answers.availability = await (await fetch(`${apiUrl}${availabilityPath}`)).text();

  // Record what the app really sends for each call: the raw baseline replays exactly that.
  const appPool = (database.db as unknown as { $client: pg.Pool }).$client;
  const capture = async (url: string) => {
    const captured: TCall[] = [];
    const poolQuery = appPool.query as (...args: unknown[]) => unknown;
    appPool.query = function (this: pg.Pool, config: any, values: any) {
      captured.push(typeof config === 'string' ? { text: config, values } : { ...config, values });
      return poolQuery.call(this, config, values);
    } as any;
    try {
      await request(url, { expect: 200 });
    } finally {
      appPool.query = poolQuery as any;
    }
    return captured;
  };
  // From the instance without cache: the cached one sends nothing once it holds the rental.
  const quoteSql = await capture(`${uncachedUrl}${quotePath}`);
  const availabilitySql = await capture(`${uncachedUrl}${availabilityPath}`);
  if (JSON.stringify(await request(`${uncachedUrl}${availabilityPath}`, { expect: 200 })) !== answers.availability) {
    throw new Error('the app with its cache off answers the availability differently');
  }
  log(`SQL per call: quote ${quoteSql.length} statement(s), availability ${availabilitySql.length} statement(s)`);
  calls.quote = quoteSql;
  calls.availability = availabilitySql;

  const raw = new pg.Pool({ connectionString: benchUrl, max: POOL_SIZE });
  cleanups.push(() => raw.end());
  const replay = (statements: TCall[]) => async () => {
    for (const statement of statements) await raw.query(statement as any);
  };

  const ourPids = async () => {
    const backends = await admin.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 OR backend_type <> 'client backend'`,
      [DB_NAME],
    );
    return [process.pid, ...backends.rows.map((r) => r.pid as number)];
  };

  const rows: TRow[] = [];
  for (const connections of CONNECTIONS) {
    const options = { connections, ...PHASES };
    const targets: [string, TRow['call'], TRow['kind'], () => Promise<TFigures>][] = [
      [
        'Bare Fastify 5: `GET /bare` → `{"status":"ok"}`',
        'bare',
        'bare',
        () => httpLoad(bareUrl, { ...options, paths: ['/bare'] }),
      ],
      [
        'Estadia: `GET /api/health` → `{"status":"ok"}` (the app’s hooks, no database)',
        'bare',
        'health',
        () => httpLoad(apiUrl, { ...options, paths: ['/api/health'] }),
      ],
      [
        `Bare Fastify 5 answering the quote’s JSON (${num(answers.quote.length)} bytes)`,
        'quote',
        'answer',
        () => httpLoad(bareUrl, { ...options, paths: ['/bare-quote'] }),
      ],
      ['pg only: the quote’s SQL', 'quote', 'sql', () => closedLoop([replay(quoteSql)], options)],
      [
        'Estadia with its cache off: `GET /api/reservation/calcReservationPrices`',
        'quote',
        'uncached',
        () => httpLoad(uncachedUrl, { ...options, paths: [quotePath] }),
      ],
      [
        '**Estadia: `GET /api/reservation/calcReservationPrices`** (7 nights, 2 products)',
        'quote',
        'api',
        () => httpLoad(apiUrl, { ...options, paths: [quotePath] }),
      ],
      [
        `Estadia: \`calcReservationPrices\` of ${num(SPREAD_RENTALS)} rentals in turn`,
        'quote',
        'spread',
        () => httpLoad(apiUrl, { ...options, paths: spreadQuotePaths }),
      ],
      [
        `Bare Fastify 5 answering the availability’s JSON (${num(answers.availability.length)} bytes)`,
        'availability',
        'answer',
        () => httpLoad(bareUrl, { ...options, paths: ['/bare-availability'] }),
      ],
      ['pg only: the availability’s SQL', 'availability', 'sql', () => closedLoop([replay(availabilitySql)], options)],
      [
        'Estadia with its cache off: `GET /api/reservation/getRentalAvailability`',
        'availability',
        'uncached',
        () => httpLoad(uncachedUrl, { ...options, paths: [availabilityPath] }),
      ],
      [
        '**Estadia: `GET /api/reservation/getRentalAvailability`** (365 days)',
        'availability',
        'api',
        () => httpLoad(apiUrl, { ...options, paths: [availabilityPath] }),
      ],
      [
        `Estadia: \`getRentalAvailability\` of ${num(SPREAD_RENTALS)} rentals in turn`,
        'availability',
        'spread',
        () => httpLoad(apiUrl, { ...options, paths: spreadAvailabilityPaths }),
      ],
    ];
    for (const [target, call, kind, run] of targets) {
      const baseline = kind === 'bare' || kind === 'health' || kind === 'answer' || kind === 'sql';
      const pids = await ourPids();
      const postgresPids = pids.filter((pid) => pid !== process.pid);
      const split = await cpuSplit(postgresPids);
      const before = await cpuSnapshot(pids);
      const figures = await run();
      // Backends the run opened count from zero.
      const cores = coresBetween(split, await cpuSplit((await ourPids()).filter((pid) => pid !== process.pid)));
      const others = otherCoreShare(before, await cpuSnapshot(await ourPids()));
      rows.push({ target, call, kind, baseline, connections, others, cores, ...figures });
      log(
        `${connections} conn  ${target}: ${num(figures.reqPerSec)} req/s, p50 ${num(figures.p50, 1)} ms, ` +
          `p99 ${num(figures.p99, 1)} ms, Node busy ${num(100 * figures.busy)} %, other processes ` +
          `${others === null ? 'n/a' : `${num(100 * others)} % of a core`}` +
          (cores
            ? `, cores: server ${num(cores.server, 2)}, load generator ${num(cores.generator, 2)}, PostgreSQL ${num(cores.postgres, 2)}`
            : ''),
      );
    }
  }

  // One call at a time: where the time of a single request goes, without queueing.
  const sequential = {
    bare: await sequentialMedian(() => request(`${bareUrl}/bare`, { expect: 200 }), SEQUENTIAL_CALLS),
    quote: {
      api: await sequentialMedian(() => request(`${apiUrl}${quotePath}`, { expect: 200 }), SEQUENTIAL_CALLS),
      uncached: await sequentialMedian(() => request(`${uncachedUrl}${quotePath}`, { expect: 200 }), SEQUENTIAL_CALLS),
      sql: await sequentialMedian(replay(quoteSql), SEQUENTIAL_CALLS),
      plans: await Promise.all(quoteSql.map((s) => explain(raw, s))),
    },
    availability: {
      api: await sequentialMedian(() => request(`${apiUrl}${availabilityPath}`, { expect: 200 }), SEQUENTIAL_CALLS),
      uncached: await sequentialMedian(
        () => request(`${uncachedUrl}${availabilityPath}`, { expect: 200 }),
        SEQUENTIAL_CALLS,
      ),
      sql: await sequentialMedian(replay(availabilitySql), SEQUENTIAL_CALLS),
      plans: await Promise.all(availabilitySql.map((s) => explain(raw, s))),
    },
  };
  if (process.env.BENCH_EXPLAIN) {
    for (const [name, statements, plans] of [
      ['quote', quoteSql, sequential.quote.plans],
      ['availability', availabilitySql, sequential.availability.plans],
    ] as const) {
      statements.forEach((s, i) => {
        console.log(`\n--- ${name}\n${s.text}\n${JSON.stringify(s.values)}\n${plans[i]!.text}`);
      });
    }
  }

  // Where the server thread's time goes under load: a CPU profile of each call at 50 connections, in a run of its
  // own after the measured ones (sampling slows the server: these figures are not in the table above).
  const profiles = {} as Record<'quote' | 'availability', Map<string, number>>;
  for (const [call, paths] of [
    ['quote', [quotePath]],
    ['availability', [availabilityPath]],
  ] as const) {
    profiles[call] = await withProfile(call, () =>
      httpLoad(apiUrl, { connections: 50, paths: [...paths], warmupSeconds: 1, seconds: PROFILE_SECONDS }),
    );
  }

  const failures = rows.filter((r) => r.failures > 0);
  if (failures.length) {
    throw new Error(`errors or non-2xx answers: ${failures.map((r) => `${r.target} ×${r.failures}`).join(', ')}`);
  }

  const markdown = render({ rows, sequential, pgVersion, taken, quoteTotal: quote.totalPrice, profiles });
  console.log(`\n${HEADING}\n\n${markdown.trim()}\n`);
  await writeSection(DOC_FILE, HEADING, markdown);
  log(`written to ${path.relative(process.cwd(), DOC_FILE)}`);
}

/**
 * Samples the main thread (the API server, its pg client and our code; autocannon runs in its own thread) while
 * `run` goes, then prints where the time went: the functions with the most self time and the same grouped by
 * package or source file. The raw profile is written to the temporary directory for a closer look (DevTools).
 */
/** The part of the stack a profile sample's function belongs to. */
function categoryOf(place: string, functionName: string): string {
  if (/^write(v|Buffer|Utf8String|Latin1String|AsciiString)$/.test(functionName) && !place.includes('/')) {
    return 'Socket writes (the kernel sending on loopback, waiting for a core included)';
  }
  if (functionName === '(idle)') return 'Idle (the event loop waiting for sockets)';
  if (functionName === '(garbage collector)') return 'Garbage collection';
  if (/^npm:(pg|pg-[a-z]+|postgres-[a-z]+|drizzle-orm)$/.test(place)) return 'PostgreSQL client (pg, drizzle-orm)';
  if (/^npm:(zod|fastify-type-provider-zod)$/.test(place)) return 'Validation (zod)';
  if (
    /^npm:(fastify|@fastify\/.*|find-my-way|fast-querystring|avvio|light-my-request|fast-json-stringify)$/.test(place)
  ) {
    return 'Fastify (routing, hooks, reply)';
  }
  if (place.startsWith('apps/api/')) return 'Our API code (apps/api)';
  if (place.startsWith('packages/shared/')) return 'Shared rules (packages/shared)';
  if (place.startsWith('node:')) return 'Node.js HTTP, streams, events';
  return 'Other (V8, microtasks, natives)';
}

async function withProfile(call: string, run: () => Promise<TFigures>): Promise<Map<string, number>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const figures = await run();
  const { profile } = await session.post('Profiler.stop');
  if (figures.failures) throw new Error(`profiled ${call}: ${figures.failures} errors or non-2xx answers`);
  session.disconnect();
  const file = path.join(os.tmpdir(), `estadia-${call}.cpuprofile`);
  await fs.writeFile(file, JSON.stringify(profile));
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples?.length ?? 1);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const byCategory = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const short = url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
    const place = short.includes('node_modules/')
      ? `npm:${short
          .split('node_modules/')
          .pop()!
          .split('/')
          .slice(0, short.includes('node_modules/@') ? 2 : 1)
          .join('/')}`
      : short || `(${functionName || 'native'})`;
    const key = `${functionName || '(anonymous)'} ${short ? `${short}:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
    const category = categoryOf(place, functionName);
    byCategory.set(category, (byCategory.get(category) ?? 0) + hits);
    total += hits;
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([k, v]) =>
          `  ${num((100 * v) / total, 1).padStart(5)} %  ${num((v * interval) / 1000, 0).padStart(6)} ms  ${k}`,
      )
      .join('\n');
  console.log(
    `\n--- CPU profile of ${call} at 50 connections (${file}); self time, main thread\nBy place:\n${top(byPlace, 25)}\nBy function:\n${top(byFunction, 40)}\n`,
  );
  return new Map([...byCategory.entries()].map(([k, v]) => [k, v / total]));
}

const seeded: Record<string, number> = {};
const calls: { quote: TCall[]; availability: TCall[] } = { quote: [], availability: [] };

function render(input: {
  rows: TRow[];
  sequential: {
    bare: number;
    quote: { api: number; uncached: number; sql: number; plans: TExplained[] };
    availability: { api: number; uncached: number; sql: number; plans: TExplained[] };
  };
  pgVersion: string;
  taken: number;
  quoteTotal: number;
  profiles: Record<'quote' | 'availability', Map<string, number>>;
}) {
  const { rows, sequential, pgVersion, taken, profiles } = input;
  const ms = (v: number) => num(v, Number.isInteger(v) ? 0 : 1);
  const bareAt = (connections: number) =>
    rows.find((r) => r.connections === connections && r.kind === 'bare')!.reqPerSec;
  const main = table(
    [
      'Target',
      'Connections',
      'Req/s',
      'p50 (ms)',
      'p99 (ms)',
      'Errors / non-2xx',
      '% of bare req/s',
      'Node busy',
      'Other processes',
    ],
    rows.map((r) => [
      r.baseline ? `${r.target} _(baseline)_` : r.target,
      String(r.connections),
      num(r.reqPerSec),
      ms(r.p50),
      ms(r.p99),
      String(r.failures),
      `${num((100 * r.reqPerSec) / bareAt(r.connections), 1)} %`,
      `${num(100 * r.busy)} %`,
      r.others === null ? 'n/a' : `${num(100 * r.others)} %`,
    ]),
    'lrrrrrrrr',
  );

  const verdicts = (['quote', 'availability'] as const).map((call) => {
    const api = rows.find((r) => r.connections === 50 && r.call === call && r.kind === 'api')!;
    const sql = rows.find((r) => r.connections === 50 && r.call === call && r.kind === 'sql')!;
    const answer = rows.find((r) => r.connections === 50 && r.call === call && r.kind === 'answer')!;
    const off = rows.find((r) => r.connections === 50 && r.call === call && r.kind === 'uncached')!;
    const spread = rows.find((r) => r.connections === 50 && r.call === call && r.kind === 'spread')!;
    const share = api.reqPerSec / bareAt(50);
    const met = share >= TARGET_SHARE && api.p99 < TARGET_P99_MS;
    const spreadShare = spread.reqPerSec / bareAt(50);
    const spreadMet = spreadShare >= TARGET_SHARE && spread.p99 < TARGET_P99_MS;
    const name = call === 'quote' ? '`calcReservationPrices`' : '`getRentalAvailability`';
    const bare = rows.find((r) => r.connections === 50 && r.kind === 'bare')!;
    const cpuPerRequest = (r: TRow) => (r.cores ? `${num((r.cores.server * 1e6) / r.reqPerSec)} µs` : 'n/a');
    const why = api.cores
      ? ` The server thread: busy ${num(100 * api.busy)} % of the time, it spends ${cpuPerRequest(api)} of CPU per request (${num((100 * api.cores.serverKernel) / api.cores.server)} % in the kernel), against ${cpuPerRequest(bare)} for the bare route, ${cpuPerRequest(answer)} to send this answer and ${cpuPerRequest(sql)} for this SQL through \`pg\`.`
      : '';
    return (
      `- ${name} at 50 connections: ${num(100 * share, 1)} % of the bare route's req/s (target ≥ ${num(100 * TARGET_SHARE)} %), ` +
      `p99 ${ms(api.p99)} ms (target < ${TARGET_P99_MS} ms): **${met ? 'target met' : 'target missed'}**. ` +
      `Asked for ${num(SPREAD_RENTALS)} rentals in turn: ${num(100 * spreadShare, 1)} %, p99 ${ms(spread.p99)} ms (**${spreadMet ? 'target met' : 'target missed'}**). ` +
      `With its cache off, reading the database every time: ${num((100 * off.reqPerSec) / bareAt(50), 1)} %, p99 ${ms(off.p99)} ms. ` +
      `Its own SQL alone through \`pg\`, without HTTP, gives ${num(sql.reqPerSec)} req/s (${num((100 * sql.reqPerSec) / bareAt(50))} % of the bare route); the API with its cache off keeps ${num((100 * off.reqPerSec) / sql.reqPerSec)} % of that. The bare route sending the same answer, as from a perfect cache, gives ${num(answer.reqPerSec)} req/s (${num((100 * answer.reqPerSec) / bareAt(50))} % of the bare route).${why}`
    );
  });

  const perRequest = (cores: number, r: TRow) => num((cores * 1e6) / r.reqPerSec);
  const cpu = table(
    [
      'Target',
      'Connections',
      'Server thread (cores)',
      'Load generator (cores)',
      'PostgreSQL (cores)',
      `All (of ${os.availableParallelism()})`,
      'Server µs / request',
      'of which kernel',
      'PostgreSQL µs / request',
    ],
    rows
      .filter((r) => r.cores)
      .map((r) => {
        const c = r.cores as TCores;
        return [
          r.target.replace(/\*\*/g, ''),
          String(r.connections),
          num(c.server, 2),
          num(c.generator, 2),
          num(c.postgres, 2),
          num(c.server + c.generator + c.postgres, 2),
          perRequest(c.server, r),
          `${num((100 * c.serverKernel) / Math.max(c.server, 1e-9))} %`,
          perRequest(c.postgres, r),
        ];
      }),
    'lrrrrrrrr',
  );
  const categories = [...new Set([...profiles.quote.keys(), ...profiles.availability.keys()])].sort(
    (a, b) =>
      (profiles.quote.get(b) ?? 0) +
      (profiles.availability.get(b) ?? 0) -
      ((profiles.quote.get(a) ?? 0) + (profiles.availability.get(a) ?? 0)),
  );
  const profileTable = table(
    ['Where the server thread’s samples fall', '`calcReservationPrices`', '`getRentalAvailability`'],
    categories.map((c) => [
      c,
      `${num(100 * (profiles.quote.get(c) ?? 0), 1)} %`,
      `${num(100 * (profiles.availability.get(c) ?? 0), 1)} %`,
    ]),
    'lrr',
  );
  const worst = Math.max(0, ...rows.map((r) => r.others ?? 0));
  const disturbed =
    worst > DISTURBED
      ? `\n\n**Disturbed run**: other processes on the host used up to ${num(100 * worst)} % of a core during a target; compare these figures only with a quiet run.`
      : '';

  const plan = (plans: TExplained[]) =>
    plans.map((p) => `${p.shape || 'Result'}: ${num(p.executionMs, 2)} ms, ${num(p.buffers)} buffers`).join('; ');
  const single = table(
    [
      'Call',
      'API, median (ms)',
      'API with its cache off, median (ms)',
      'Its SQL alone, median (ms)',
      'Statements',
      'Plan (EXPLAIN ANALYZE)',
    ],
    [
      ['Bare Fastify route', ms(sequential.bare), '–', '–', '–', '–'],
      [
        '`calcReservationPrices`',
        ms(sequential.quote.api),
        ms(sequential.quote.uncached),
        ms(sequential.quote.sql),
        String(calls.quote.length),
        plan(sequential.quote.plans),
      ],
      [
        '`getRentalAvailability`',
        ms(sequential.availability.api),
        ms(sequential.availability.uncached),
        ms(sequential.availability.sql),
        String(calls.availability.length),
        plan(sequential.availability.plans),
      ],
    ],
    'lrrrrl',
  );

  const cpuModel = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const now = new Date();
  return `
- **Date:** ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC (run took ${Math.round(elapsed())} s)
- **Machine:** Node ${process.version}, ${os.availableParallelism()} cores (${cpuModel}), PostgreSQL ${pgVersion}, ${os.type()} ${os.release()}; app, load generator and database on the same host, over 127.0.0.1; 1-minute load average ${num(loadAtStart, 2)} when the run began.
- **Data:** a fresh database \`${DB_NAME}\` migrated with the app's migrations; ${num(COMPANIES)} companies with ${RENTALS_PER_COMPANY} rentals, ${PRODUCTS_PER_COMPANY} products and the national holidays of this year and the next each (${num(seeded.rentals ?? 0)} rentals, ${num(seeded.products ?? 0)} products, ${num(seeded.holidays ?? 0)} holidays); every other rental holds ${OTHER_RESERVATIONS} reservations of 2 nights over the coming year (one in ten canceled), ${num(seeded.orders ?? 0)} reservations and ${num(seeded.occupancies ?? 0)} held stays in all. The measured rental holds ${TARGET_RESERVATIONS} reservations of 1–2 nights and ${seeded.target !== undefined ? num(seeded.target - TARGET_RESERVATIONS) : 'some'} imported calendar blocks over the year (${taken} of its 365 days unavailable). Loaded with \`INSERT … SELECT\`, then \`VACUUM ANALYZE\`.
- **Method:** [autocannon](https://github.com/mcollina/autocannon) (programmatic, in a worker thread), ${PHASES.warmupSeconds} s warm-up then ${PHASES.seconds} s measured per target and per connection count, without a session (these calls are public: the booking pages make them). The quote is \`GET /api/reservation/calcReservationPrices?rentalId=…&days=<7 consecutive nights, one the company's holiday>&productsIds=<2 products>\`; the availability is \`GET /api/reservation/getRentalAvailability?rentalId=…&startDate=<today>&endDate=<today + 364>\` (365 days in the answer). Baselines, in the same run: a bare Fastify 5 app with one JSON route; the app's own \`GET /api/health\` (every hook the app runs on a request, no database); the bare app answering each call's own JSON text (what the call would cost if all it did was send its answer, as from a perfect cache); and the exact SQL each call sends (captured from the app's pool, same prepared statement) replayed with \`pg\` by the same number of concurrent callers on a pool of the same size (${POOL_SIZE}). autocannon records latencies in whole milliseconds; the \`pg\` loop in fractions. _Node busy_ is the main thread's event-loop utilization while measuring; _Other processes_ is the CPU the rest of the host used meanwhile, in % of one core. Errors and non-2xx answers must be 0 or the run fails.
- **Cache:** the app runs as in production: the two calls answer from the reservation cache (a rental's pricing and held nights in memory, dropped on every committed change the database's change feed reports; see docs/decisions.md), so under load they read the database once per rental and change. The _cache off_ rows are a second instance of the app over the same pool with \`RESERVATION_CACHE_RENTALS=0\`: every call reads the database, the cost of a first visit or of a rental that just changed. The _rentals in turn_ rows ask for ${num(SPREAD_RENTALS)} rentals of ${num(SPREAD_RENTALS)} companies, each connection cycling through them (the first round fills the cache during the warm-up).

### Throughput and latency

${main}

**Reading** (target: at least ${num(100 * TARGET_SHARE)} % of the bare route's throughput with p99 under ${TARGET_P99_MS} ms at 50 connections):

${verdicts.join('\n')}${disturbed}

### Where the CPU goes

CPU time read from \`/proc\` around each target (warm-up included), in cores' worth: the server thread is this process's main thread (the API or the bare app, their \`pg\` client, or the \`pg\`-only loop); the load generator is every other thread of the process (autocannon's worker, GC, libuv); PostgreSQL is the backends serving \`${DB_NAME}\`. Per request: cores × 10⁶ / req/s.

${cpu}

A CPU profile of the server thread (V8's sampling profiler, 200 µs, ${PROFILE_SECONDS} s at 50 connections per call, run after the measured targets), samples grouped by where they fall; the samples of a thread descheduled inside a system call count there:

${profileTable}

### One request at a time

Median of ${SEQUENTIAL_CALLS} sequential calls after 2 unmeasured ones; plans from \`EXPLAIN (ANALYZE, BUFFERS)\` of the statements the app sends.

${single}
`;
}

await runBench(main, WATCHDOG_MS);
