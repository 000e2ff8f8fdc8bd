import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type TDb } from '../db/client.ts';
import type { TICalSync } from '../modules/integrations/ical-sync.ts';

export interface TICalSyncJobOptions {
  db: TDb;
  sync: TICalSync;
  log: FastifyBaseLogger;
  /** Period of each integration's sync; 0 leaves the job off (tick() still works, for tests and tools). */
  intervalMinutes: number;
  /** Integrations claimed and fetched together per tick. */
  batchSize?: number;
  /** Pause between ticks when nothing more is due. */
  pollMs?: number;
}

export interface TICalSyncJob {
  /** Claims the integrations that are due and syncs them; returns how many were claimed. */
  tick(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the syncs under way. */
  stop(): Promise<void>;
}

/**
 * The periodic iCal import. Its whole state is integrations.next_sync_at: a tick claims due rows by moving their
 * next_sync_at one interval ahead in the same statement that picks them (FOR UPDATE SKIP LOCKED), so any number of
 * API processes share the work without taking the same integration twice, and a restart loses nothing. A process
 * that dies mid-sync leaves that integration to the next interval.
 */
export function createICalSyncJob(options: TICalSyncJobOptions): TICalSyncJob {
  const { db, sync, log, intervalMinutes } = options;
  const batchSize = options.batchSize ?? 4;
  const pollMs = options.pollMs ?? 5000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function claim(): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`UPDATE integrations SET next_sync_at = now() + make_interval(mins => ${intervalMinutes})
           WHERE id IN (SELECT id FROM integrations WHERE next_sync_at <= now()
                         ORDER BY next_sync_at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
       RETURNING id`,
    );
    return rows.map((r) => Number(r.id));
  }

  async function tick(): Promise<number> {
    const ids = await claim();
    // Fetches wait on other servers: a slow feed must not hold up the rest of the batch.
    await Promise.all(
      ids.map((id) =>
        sync.syncIntegration(id).catch((err) => log.error({ err, integrationId: id }, 'iCal sync job: sync failed')),
      ),
    );
    return ids.length;
  }

  async function loop() {
    let claimed = 0;
    try {
      claimed = await tick();
    } catch (err) {
      // The database may be restarting: try again at the next poll.
      log.error({ err }, 'iCal sync job: tick failed');
    }
    if (stopped) return;
    // A full batch means more may be due (e.g. after downtime): go on at once instead of waiting.
    timer = setTimeout(run, claimed >= batchSize ? 0 : pollMs);
    timer.unref();
  }

  function run() {
    running = loop();
  }

  return {
    tick,
    start() {
      if (!stopped || intervalMinutes <= 0) return;
      stopped = false;
      run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's iCal sync job; tests call tick() themselves (the job is off when ICAL_SYNC_MINUTES is 0). */
    icalSyncJob: TICalSyncJob;
  }
}
