import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrating a database costs seconds: it is done once per run, and each test file starts from a copy
 * (a PGlite data-dir dump, or a PostgreSQL database created from a template).
 */
export default async function setup(project: TestProject) {
  // Global setup runs in the main process, where the project's `env` is not applied: go by the project's name.
  if (project.name === 'api-postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `estadia_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = withDatabase(url, name);
    const database = openPostgres(templateUrl, 1);
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      await dropDatabase(admin, name);
      await admin.end();
    };
  }
  const database = await openPglite();
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'estadia-test-')), 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rm(path.dirname(file), { recursive: true, force: true });
}

/**
 * Drops a database once its connections are gone: pool.end() returns before the server has seen them go, and FORCE
 * would kill them mid-goodbye (each pool would report a lost connection). Waits a few seconds at most.
 */
export async function dropDatabase(admin: pg.Client, name: string) {
  for (let i = 0; i < 50; i++) {
    const open = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (open.rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
