/**
 * What every bench does around its measurements: a fresh database migrated by the app's migrations, the app on it
 * as production runs it, a bare Fastify app for the baseline, a log with the run's clock, and cleanup that happens
 * whatever fails, under a watchdog.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, openChangeFeedFor } from '../../apps/api/src/app.ts';
import { loadConfig, type TConfig } from '../../apps/api/src/config.ts';
import { bootstrap } from '../../apps/api/src/db/bootstrap.ts';
import { openPostgres, type TDatabase } from '../../apps/api/src/db/client.ts';
// The API tests' database helpers: a bench database is made and dropped the same way.
import { dropDatabase, withDatabase } from '../../apps/api/test/helpers/global-setup.ts';

export const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const DB_NAME = 'estadia_bench';
/** The app's own default pool size (openPostgres); the raw baselines get the same, or they would not compare. */
export const POOL_SIZE = 10;
export const BENCH_ADMIN = { email: 'admin@bench.local', password: 'Bench-Admin-1' };

const t0 = performance.now();
// Other work on the host skews every figure: the report says how busy it was when the run began.
export const loadAtStart = os.loadavg()[0]!;
export const elapsed = () => (performance.now() - t0) / 1000;
export const log = (message: string) => console.log(`[${elapsed().toFixed(1).padStart(5)} s] ${message}`);

export type TCleanups = (() => Promise<unknown>)[];

export async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** A JSON call that must answer `expect`. */
export async function request(url: string, init: RequestInit & { expect: number }) {
  const res = await fetch(url, init);
  const body = (await res.json()) as any;
  if (res.status !== init.expect) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  }
  return body;
}

export async function signIn(apiUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const body = await request(`${apiUrl}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: credentials.email, password: credentials.password }),
    expect: 200,
  });
  return body.token;
}

/** `DB_NAME` created afresh (figures never depend on a previous run) and migrated; dropped by the cleanups. */
export async function freshDatabase(cleanups: TCleanups) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  cleanups.push(async () => {
    await dropDatabase(admin, DB_NAME);
    await admin.end();
  });
  const pgVersion = (await admin.query('SHOW server_version')).rows[0].server_version as string;
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  const url = withDatabase(SERVER_URL, DB_NAME);
  const database = openPostgres(url, POOL_SIZE);
  cleanups.push(() => database.close());
  await database.migrate();
  log(`database ${DB_NAME} created and migrated (PostgreSQL ${pgVersion})`);
  return { admin, pgVersion, url, database };
}

/**
 * The app as production runs it (its change feed included), with only the platform admin (production mode creates
 * no demo data); `env` adds settings.
 */
export async function startApp(
  fresh: { url: string; database: TDatabase },
  cleanups: TCleanups,
  env: Record<string, string> = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'estadia-bench-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const config: TConfig = {
    ...loadConfig({
      NODE_ENV: 'production',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      DATA_DIR: dataDir,
      DATABASE_URL: fresh.url,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    webDist: path.join(dataDir, 'no-web'),
  };
  const changes = await openChangeFeedFor(config, fresh.database);
  if (changes) cleanups.push(() => changes.close());
  const app = await buildApp({ config, db: fresh.database.db, changes });
  cleanups.push(() => app.close());
  await bootstrap(fresh.database.db, config, app.log);
  return { app, config, url: await listen(app) };
}

/** The baseline: Fastify 5 with one JSON route, `GET /bare`; `routes` may add more before it listens. */
export async function startBare(cleanups: TCleanups, routes: (bare: FastifyInstance) => void = () => undefined) {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  routes(bare);
  cleanups.push(() => bare.close());
  return listen(bare);
}

/** Runs `main`, then every cleanup it registered (last first) whatever happened; gives up after `watchdogMs`. */
export async function runBench(main: (cleanups: TCleanups) => Promise<void>, watchdogMs: number) {
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${watchdogMs / 60_000} minutes, giving up`);
    process.exit(2);
  }, watchdogMs);
  watchdog.unref();

  const cleanups: TCleanups = [];
  let failed = false;
  try {
    await main(cleanups);
  } catch (err) {
    failed = true;
    console.error(err);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((err) => {
        failed = true;
        console.error('cleanup:', err);
      });
    }
    clearTimeout(watchdog);
  }
  log(failed ? 'failed' : 'done');
  process.exitCode = failed ? 1 : 0;
}
