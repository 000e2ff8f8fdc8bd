import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type TConfig } from '../../src/config.ts';
import { bootstrap } from '../../src/db/bootstrap.ts';
import type { TChangeFeed } from '../../src/db/change-feed.ts';
import {
  fromPglite,
  openPostgres,
  PGLITE_EXTENSIONS,
  queryRows,
  type TDatabase,
  type TDb,
} from '../../src/db/client.ts';
import { outboxMails } from '../../src/db/schema.ts';
import type { TLoginLimits } from '../../src/modules/login/login-service.ts';
import { dropDatabase, withDatabase } from './global-setup.ts';

export const ADMIN = { email: 'admin@test.local', password: 'Admin123!' };
const GENEROUS: TLoginLimits = {
  perAccount: { limit: 1000, windowSeconds: 900 },
  perIp: { limit: 10_000, windowSeconds: 900 },
};

export async function openTestDatabase(): Promise<TDatabase & { drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `estadia_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const database = openPostgres(withDatabase(url, name), 20);
    return {
      ...database,
      async drop() {
        await database.close();
        await dropDatabase(admin, name);
        await admin.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  return { ...database, drop: () => database.close() };
}

/** A client of the test database on a connection of its own, as another API process or a psql session has. */
export async function otherConnection(db: TDb): Promise<pg.Client> {
  const [current] = await queryRows<{ db: string }>(db, sql`SELECT current_database() AS db`);
  const client = new pg.Client({
    connectionString: withDatabase(process.env.TEST_DATABASE_URL as string, current?.db as string),
  });
  await client.connect();
  return client;
}

/**
 * SQL committed outside the app: on PostgreSQL over a connection of its own; PGlite has one connection, its
 * process's own. Without values, several statements may go in one text.
 */
export async function runElsewhere(database: Pick<TDatabase, 'db' | 'kind'>, query: string, values: unknown[] = []) {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return values.length ? client.query(query, values) : client.exec(query);
  }
  const client = await otherConnection(database.db);
  try {
    return await client.query(query, values);
  } finally {
    await client.end();
  }
}

export interface TTestApp {
  url: string;
  app: FastifyInstance;
  db: TDb;
  kind: TDatabase['kind'];
  dataDir: string;
  api: TApiClient;
  close(): Promise<void>;
  lastMail(to: string): Promise<{ subject: string; text: string } | undefined>;
}

/** The real app on a real port over a fresh copy of the migrated database, with the platform admin created. */
export async function startTestApp(
  options: {
    loginLimits?: TLoginLimits;
    webDist?: string;
    config?: Partial<TConfig>;
    /** Stands between the database's change feed and the app (to slow its deliveries down, say). */
    wrapChanges?: (feed: TChangeFeed) => TChangeFeed;
  } = {},
): Promise<TTestApp> {
  const database = await openTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'estadia-data-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir }),
    webDist: options.webDist ?? path.join(dataDir, 'no-web'),
    ...options.config,
  };
  const feed = await database.openChangeFeed();
  const changes = options.wrapChanges?.(feed) ?? feed;
  const app = await buildApp({ config, db: database.db, changes, loginLimits: options.loginLimits ?? GENEROUS });
  await bootstrap(database.db, config, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    app,
    db: database.db,
    kind: database.kind,
    dataDir,
    api: apiClient(url),
    async close() {
      await app.close();
      await feed.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    async lastMail(to: string) {
      const rows = await database.db.select().from(outboxMails).orderBy(desc(outboxMails.id));
      return rows.find((r) => r.to === to);
    },
  };
}

export interface TResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  raw: ArrayBuffer;
}

type TQuery = Record<string, string | number | boolean | undefined | string[]>;

export function apiClient(baseUrl: string, token?: string) {
  async function call<T = any>(
    method: string,
    pathname: string,
    options: { query?: TQuery; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<TResponse<T>> {
    const url = new URL(`/api${pathname}`, baseUrl);
    for (const [k, v] of Object.entries(options.query ?? {})) {
      if (v === undefined) continue;
      if (Array.isArray(v)) for (const item of v) url.searchParams.append(k, item);
      else url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(url, { method, headers, body });
    const raw = await res.arrayBuffer();
    const text = new TextDecoder().decode(raw);
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) parsed = text ? JSON.parse(text) : null;
    return { status: res.status, body: parsed as T, headers: res.headers, raw };
  }
  return {
    token,
    call,
    get: <T = any>(p: string, query?: TQuery) => call<T>('GET', p, { query }),
    post: <T = any>(p: string, body?: unknown, query?: TQuery) => call<T>('POST', p, { body, query }),
    put: <T = any>(p: string, body?: unknown) => call<T>('PUT', p, { body }),
    del: <T = any>(p: string, query?: TQuery) => call<T>('DELETE', p, { query }),
    as: (newToken: string) => apiClient(baseUrl, newToken),
  };
}
export type TApiClient = ReturnType<typeof apiClient>;

export async function loginAs(t: TTestApp, email: string, password: string) {
  const res = await t.api.get('/login/login', { userName: email, password });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return t.api.as(res.body.token);
}
