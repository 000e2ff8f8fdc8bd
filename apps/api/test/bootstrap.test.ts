import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOCAL_ADMIN, loadConfig } from '../src/config.ts';
import { bootstrap, DEMO } from '../src/db/bootstrap.ts';
import { clients, companies, users } from '../src/db/schema.ts';
import { openTestDatabase } from './helpers/test-app.ts';

const log = Fastify({ logger: false }).log;

async function withFreshDatabase(run: (db: Awaited<ReturnType<typeof openTestDatabase>>['db']) => Promise<void>) {
  const database = await openTestDatabase();
  try {
    await run(database.db);
  } finally {
    await database.drop();
  }
}

async function counts(db: Awaited<ReturnType<typeof openTestDatabase>>['db']) {
  const [u] = await db.select({ n: count() }).from(users);
  const [c] = await db.select({ n: count() }).from(companies);
  const [g] = await db.select({ n: count() }).from(clients);
  return { users: Number(u!.n), companies: Number(c!.n), clients: Number(g!.n) };
}

describe('first start', () => {
  it('outside production without admin settings creates the local admin and a demo company', async () => {
    await withFreshDatabase(async (db) => {
      await bootstrap(db, loadConfig({ NODE_ENV: 'development' }), log);
      const [admin] = await db.select().from(users).where(eq(users.type, 'admin'));
      expect(admin!.email).toBe(LOCAL_ADMIN.email);
      const demoAdmin = await db.select().from(users).where(eq(users.email, DEMO.companyAdmin.email));
      expect(demoAdmin).toHaveLength(1);
      expect(await counts(db)).toMatchObject({ companies: 1, users: 3, clients: 12 });
    });
  });

  it('with admin settings creates only that admin, and a second start changes nothing', async () => {
    await withFreshDatabase(async (db) => {
      const config = loadConfig({
        NODE_ENV: 'development',
        ADMIN_EMAIL: 'dono@plataforma.test',
        ADMIN_PASSWORD: 'Dono1234!',
      });
      await bootstrap(db, config, log);
      await bootstrap(db, config, log);
      expect(await counts(db)).toEqual({ users: 1, companies: 0, clients: 0 });
    });
  });

  it('in production refuses to start on an empty database without admin settings, creating nothing', async () => {
    await withFreshDatabase(async (db) => {
      await expect(bootstrap(db, loadConfig({ NODE_ENV: 'production' }), log)).rejects.toThrow(
        /defina ADMIN_EMAIL e ADMIN_PASSWORD/,
      );
      expect(await counts(db)).toEqual({ users: 0, companies: 0, clients: 0 });
    });
  });

  it('in production creates the configured admin and never demo data', async () => {
    await withFreshDatabase(async (db) => {
      await bootstrap(
        db,
        loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'ops@plataforma.test', ADMIN_PASSWORD: 'Ops12345!' }),
        log,
      );
      expect(await counts(db)).toEqual({ users: 1, companies: 0, clients: 0 });
    });
  });

  it('refuses an admin password that breaks the policy', async () => {
    await withFreshDatabase(async (db) => {
      await expect(
        bootstrap(db, loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'a@b.test', ADMIN_PASSWORD: 'fraca' }), log),
      ).rejects.toThrow(/ADMIN_PASSWORD não atende/);
    });
  });
});
