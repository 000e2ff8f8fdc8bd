/**
 * GET /api/clients?searchTerm=… on PostgreSQL with 100,000 clients in one company among 1,000 companies, beside
 * two baselines measured in the same run: a bare Fastify route (what HTTP alone costs here) and the listing's own
 * SQL sent straight through `pg` (what the database alone costs). Run with `npm run bench`.
 */
import os from 'node:os';
import path from 'node:path';
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
import { insertClients, insertCompanies } from './lib/seed.ts';

const COMPANIES = 1_000;
const BIG_COMPANY_CLIENTS = 100_000;
const CLIENTS_PER_OTHER_COMPANY = 5;
const CONNECTIONS = [10, 50];
// Overridable only for smoke runs of the script itself; the documented figures use the defaults.
const PHASES = {
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS || 3),
  seconds: Number(process.env.BENCH_SECONDS || 10),
};
const SEQUENTIAL_CALLS = 20;
/** A fixed row of the big company whose e-mail gives the rare search term: same term on every run. */
const RARE_ROW_OFFSET = 73_420;
const COMPANY_ADMIN = { email: 'gerente@pousadamarazul.example.com', password: 'Bench-Gerente-1' };
const HEADING = '## GET /api/clients with searchTerm (100,000 clients in one company among 1,000 companies)';
const DOC_FILE = new URL('../docs/benchmarks.md', import.meta.url).pathname;
// The bench must end by itself even if a server or the database hangs.
const WATCHDOG_MS = 6 * 60_000;
/** Above this share of a core used by other processes during a target, the report flags the run as disturbed. */
const DISTURBED = 0.15;

interface TCall {
  text: string;
  values: unknown[];
  rowMode?: string;
  types?: unknown;
}

interface TTerm {
  term: string;
  why: string;
  total: number;
  /** The three statements one listing request sends, captured from the app's pool. */
  session: TCall;
  data: TCall;
  count: TCall;
}

interface TRow extends TFigures {
  target: string;
  baseline: boolean;
  connections: number;
  /** Cores' worth of CPU the rest of the host used meanwhile (null where /proc is not there). */
  others: number | null;
}

const listingPath = (term: string) => `/api/clients?searchTerm=${encodeURIComponent(term)}&pageSize=10&pageIndex=0`;

async function main(cleanups: TCleanups) {
  const { admin, pgVersion, url: benchUrl, database } = await freshDatabase(cleanups);
  const { url: apiUrl } = await startApp({ url: benchUrl, database }, cleanups);
  const bareUrl = await startBare(cleanups);
  log(`app on ${apiUrl}, bare Fastify on ${bareUrl}`);

  // The big company goes through the API, so its administrator, role and permissions are the real ones.
  const adminToken = await signIn(apiUrl, BENCH_ADMIN);
  const company = await request(`${apiUrl}/api/companys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      name: 'Pousada Mar Azul',
      cpfCnpj: '11.222.333/0001-81',
      phone: '(48) 3333-4444',
      whatsapp: '(48) 99999-8888',
      email: 'contato@pousadamarazul.example.com',
      city: 'Florianópolis',
      uf: 'SC',
      adminName: 'Gerente Mar Azul',
      adminEmail: COMPANY_ADMIN.email,
      adminPassword: COMPANY_ADMIN.password,
    }),
    expect: 201,
  });

  // Bulk SQL, not the API: 100,000 POSTs would take longer than the whole benchmark.
  const loader = new pg.Client({ connectionString: benchUrl });
  await loader.connect();
  try {
    await insertCompanies(loader, COMPANIES - 1);
    const inserted = await insertClients(loader, company.id, BIG_COMPANY_CLIENTS, CLIENTS_PER_OTHER_COMPANY);
    // VACUUM as autovacuum would after a bulk load: visibility map set and the GIN pending list merged.
    await loader.query('VACUUM ANALYZE');
    log(`loaded ${num(COMPANIES)} companies and ${num(inserted)} clients, VACUUM ANALYZE done`);
  } finally {
    await loader.end();
  }

  const token = await signIn(apiUrl, COMPANY_ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const appPool = (database.db as unknown as { $client: pg.Pool }).$client;
  const rare = await appPool.query(
    `SELECT split_part(split_part(email, '@', 1), '.', 2) AS fragment FROM clients
     WHERE company_id = $1 ORDER BY id OFFSET $2 LIMIT 1`,
    [company.id, RARE_ROW_OFFSET],
  );
  const wanted = [
    { term: 'silva', why: 'common surname' },
    { term: 'joao', why: 'typed without the accent, finds “João”' },
    { term: rare.rows[0].fragment as string, why: 'fragment of one e-mail' },
  ];

  // Record what the app really sends for each term: the raw baseline replays exactly that.
  let captured: TCall[] = [];
  const poolQuery = appPool.query as (...args: unknown[]) => unknown;
  appPool.query = function (this: pg.Pool, config: any, values: any) {
    captured.push({ ...config, values });
    return poolQuery.call(this, config, values);
  } as any;
  const terms: TTerm[] = [];
  try {
    for (const { term, why } of wanted) {
      captured = [];
      const body = await request(`${apiUrl}${listingPath(term)}`, { headers, expect: 200 });
      if (!(body.total > 0) || !body.data.length)
        throw new Error(`"${term}" found nothing: the data is not as intended`);
      const find = (test: (text: string) => boolean) => {
        const call = captured.find((c) => test(c.text));
        if (!call) throw new Error(`listing SQL not captured for "${term}": ${captured.map((c) => c.text).join('; ')}`);
        return call;
      };
      terms.push({
        term,
        why,
        total: body.total,
        session: find((text) => text.includes('FROM sessions')),
        count: find((text) => text.includes('count(')),
        data: find((text) => text.includes('from "clients"') && !text.includes('count(')),
      });
    }
  } finally {
    appPool.query = poolQuery as any;
  }
  log(`terms: ${terms.map((t) => `${t.term} (${num(t.total)})`).join(', ')}`);

  const raw = new pg.Pool({ connectionString: benchUrl, max: POOL_SIZE });
  cleanups.push(() => raw.end());
  const searchAndCount = (t: TTerm) => Promise.all([raw.query(t.data as any), raw.query(t.count as any)]);
  const withSession = async (t: TTerm) => {
    await raw.query(t.session as any);
    return searchAndCount(t);
  };

  // This process (servers, pg loop, autocannon's thread) and the server's processes for our database.
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
    const targets: [string, boolean, () => Promise<TFigures>][] = [
      [
        'Bare Fastify 5: `GET /bare` → `{"status":"ok"}`',
        true,
        () => httpLoad(bareUrl, { ...options, paths: ['/bare'] }),
      ],
      [
        'pg only: search + count (the listing’s 2 SQL statements)',
        true,
        () =>
          closedLoop(
            terms.map((t) => () => searchAndCount(t)),
            options,
          ),
      ],
      [
        'pg only: session lookup, then search + count (all SQL of one request)',
        true,
        () =>
          closedLoop(
            terms.map((t) => () => withSession(t)),
            options,
          ),
      ],
      [
        '**Estadia: `GET /api/clients?searchTerm=…`**',
        false,
        () => httpLoad(apiUrl, { ...options, headers, paths: terms.map((t) => listingPath(t.term)) }),
      ],
    ];
    for (const [target, baseline, run] of targets) {
      const before = await cpuSnapshot(await ourPids());
      const figures = await run();
      const others = otherCoreShare(before, await cpuSnapshot(await ourPids()));
      rows.push({ target, baseline, connections, others, ...figures });
      log(
        `${connections} conn  ${target}: ${num(figures.reqPerSec)} req/s, p50 ${num(figures.p50, 1)} ms, ` +
          `p99 ${num(figures.p99, 1)} ms, other processes ${others === null ? 'n/a' : `${num(100 * others)} % of a core`}`,
      );
    }
  }

  // One call at a time per term: where the time of a single listing goes, without queueing.
  const perTerm: { t: TTerm; apiMs: number; sqlMs: number; data: TExplained; count: TExplained }[] = [];
  for (const t of terms) {
    const url = `${apiUrl}${listingPath(t.term)}`;
    const apiMs = await sequentialMedian(() => request(url, { headers, expect: 200 }), SEQUENTIAL_CALLS);
    const sqlMs = await sequentialMedian(() => searchAndCount(t), SEQUENTIAL_CALLS);
    perTerm.push({ t, apiMs, sqlMs, data: await explain(raw, t.data), count: await explain(raw, t.count) });
  }
  if (process.env.BENCH_EXPLAIN) {
    for (const p of perTerm) {
      console.log(`\n--- "${p.t.term}" search\n${p.t.data.text}\n${JSON.stringify(p.t.data.values)}\n${p.data.text}`);
      console.log(`\n--- "${p.t.term}" count\n${p.t.count.text}\n${p.count.text}`);
    }
  }

  const failures = rows.filter((r) => r.failures > 0);
  if (failures.length) {
    throw new Error(`errors or non-2xx answers: ${failures.map((r) => `${r.target} ×${r.failures}`).join(', ')}`);
  }

  const markdown = render({ rows, perTerm, pgVersion });
  console.log(`\n${HEADING}\n\n${markdown.trim()}\n`);
  await writeSection(DOC_FILE, HEADING, markdown);
  log(`written to ${path.relative(process.cwd(), DOC_FILE)}`);
}

function render(input: {
  rows: TRow[];
  perTerm: { t: TTerm; apiMs: number; sqlMs: number; data: TExplained; count: TExplained }[];
  pgVersion: string;
}) {
  const { rows, perTerm, pgVersion } = input;
  const ms = (v: number) => num(v, Number.isInteger(v) ? 0 : 1);
  const bareAt = (connections: number) =>
    rows.find((r) => r.connections === connections && r.target.startsWith('Bare'))!.reqPerSec;
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
  const terms = table(
    [
      'Term',
      'Matches',
      'API, median (ms)',
      'SQL search + count, median (ms)',
      'Search plan (EXPLAIN ANALYZE)',
      'Count plan',
    ],
    perTerm.map(({ t, apiMs, sqlMs, data, count }) => [
      `\`${t.term}\` (${t.why})`,
      num(t.total),
      ms(apiMs),
      ms(sqlMs),
      `${data.shape}: ${num(data.executionMs, 2)} ms, ${num(data.rowsDiscarded)} rows filtered out`,
      `${count.shape}: ${num(count.executionMs, 2)} ms, ${num(count.rowsDiscarded)} rows filtered out`,
    ]),
    'lrrrll',
  );
  const api10 = rows.find((r) => r.connections === 10 && !r.baseline)!;
  const share = (100 * api10.reqPerSec) / bareAt(10);
  // The bare route does no I/O, so this share mostly measures the database work; the line after it isolates our layers.
  const verdict =
    `**Reading**: at 10 connections the listing gives ${num(share, 1)} % of the bare route's req/s ` +
    `with p99 ${ms(api10.p99)} ms.`;
  // What our layers (HTTP, auth, validation, drizzle, JSON) cost on top of the database work they cannot avoid.
  const layers = CONNECTIONS.map((connections) => {
    const at = rows.filter((r) => r.connections === connections);
    const sql = at.find((r) => r.target.includes('all SQL'))!;
    const api = at.find((r) => !r.baseline)!;
    return `${num((100 * api.reqPerSec) / sql.reqPerSec)} % at ${connections} connections`;
  });
  const versusSql = `Against the same SQL sent straight through \`pg\` (session lookup, then search + count), the listing keeps ${layers.join(' and ')}.`;
  const worst = Math.max(0, ...rows.map((r) => r.others ?? 0));
  const disturbed =
    worst > DISTURBED
      ? `\n\n**Disturbed run**: other processes on the host used up to ${num(100 * worst)} % of a core during a target; compare these figures only with a quiet run.`
      : '';
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const now = new Date();
  return `
- **Date:** ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC (run took ${Math.round(elapsed())} s)
- **Machine:** Node ${process.version}, ${os.availableParallelism()} cores (${cpu}), PostgreSQL ${pgVersion}, ${os.type()} ${os.release()}; app, load generator and database on the same host, over 127.0.0.1; 1-minute load average ${num(loadAtStart, 2)} when the run began.
- **Data:** a fresh database \`${DB_NAME}\` migrated with the app's migrations; ${num(COMPANIES)} companies, ${num(BIG_COMPANY_CLIENTS)} clients in one of them and ${CLIENTS_PER_OTHER_COMPANY} in each of the others, interleaved by creation time; pt-BR names with accents, e-mails and phones \`(DD) 9XXXX-XXXX\`; loaded with \`INSERT … SELECT generate_series\`, then \`VACUUM ANALYZE\`.
- **Method:** [autocannon](https://github.com/mcollina/autocannon) (programmatic, in a worker thread), ${PHASES.warmupSeconds} s warm-up then ${PHASES.seconds} s measured per target and per connection count. The listing is \`GET /api/clients?searchTerm=<term>&pageSize=10&pageIndex=0\` with the big company's administrator's Bearer token; every connection cycles through the terms below. Baselines, in the same run: a bare Fastify 5 app with one JSON route, and the exact SQL the listing sends (captured from the app's pool) replayed with \`pg\` by the same number of concurrent callers on a pool of the same size (${POOL_SIZE}). autocannon records latencies in whole milliseconds; the \`pg\` loop in fractions. _Node busy_ is the main thread's event-loop utilization while measuring (the servers and the \`pg\` loop run there; autocannon does not); _Other processes_ is the CPU the rest of the host used meanwhile, in % of one core (anything but this process and the PostgreSQL processes serving \`${DB_NAME}\`). Errors and non-2xx answers must be 0 or the run fails.

### Throughput and latency

${main}

${verdict} ${versusSql}${disturbed}

### One request at a time, per search term

Median of ${SEQUENTIAL_CALLS} sequential calls after 2 unmeasured ones; plans from \`EXPLAIN (ANALYZE, BUFFERS)\` of the statements the app sends.

${terms}
`;
}

await runBench(main, WATCHDOG_MS);
