import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type TChangeFeed } from './change-feed.ts';
import * as schema from './schema.ts';

/** One type for both drivers (and their transactions): repositories never know which database runs. */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Committed changes to cached data (see change-feed.ts); the caller closes it before the database. */
  openChangeFeed(): Promise<TChangeFeed>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

export const PGLITE_EXTENSIONS = { unaccent, pg_trgm, btree_gist } satisfies PGliteOptions['extensions'];

export async function openPglite(dataDir?: string, options: PGliteOptions = {}): Promise<TDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, ...options, extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}

export function fromPglite(client: PGlite): TDatabase {
  const db = drizzlePglite({ client, schema }) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    openChangeFeed: () => pgliteChangeFeed(client),
    close: () => client.close(),
  };
}

export function openPostgres(url: string, poolSize = 10): TDatabase {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (err) => console.error('PostgreSQL: conexão ociosa perdida:', err.message));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as TDb,
    kind: 'postgres',
    async migrate() {
      // Several API processes may start at once: one migrates, the others wait on the lock.
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock(727001)');
        await migrateNodePg(drizzleNodePg({ client: conn, schema }), { migrationsFolder });
      } finally {
        await conn.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
        conn.release();
      }
    },
    async openChangeFeed() {
      const feed = postgresChangeFeed(url);
      await feed.ready;
      return feed;
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<TDatabase> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, 'pg'));
}

/** Rows of a raw `db.execute`: both drivers answer with an object carrying `rows`. */
export async function queryRows<T>(db: TDb, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The one row an INSERT … RETURNING gives back; its absence is a bug, not a client mistake. */
export function returnedRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
  return row;
}
