import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Channel of the triggers of migration 0004_change_feed: 'r:<rental id>', 'c:<company id>'. */
export const CHANGES_CHANNEL = 'estadia_changes';
/** The listening connection's name in pg_stat_activity. */
export const CHANGES_APPLICATION = 'estadia-changes';
const FENCE_PREFIX = 'f:';
const FENCE_TIMEOUT_MS = 2000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Committed changes to what the in-memory caches hold, from every process writing to the database. A listener gets
 * each payload in commit order, and `null` when changes may have been missed (the listening connection was lost):
 * then it must drop everything it holds.
 */
export interface TChangeFeed {
  subscribe(listener: (payload: string | null) => void): () => void;
  /** True while no change can be missed; a cache must not be trusted otherwise. */
  readonly live: boolean;
  /** Resolves once every change committed before the call has reached the listeners (read-your-writes). */
  fence(): Promise<void>;
  close(): Promise<void>;
}

function createListeners() {
  const listeners = new Set<(payload: string | null) => void>();
  return {
    add(listener: (payload: string | null) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(payload: string | null) {
      for (const listener of listeners) listener(payload);
    },
  };
}

/** PGlite is one in-process session: a notification reaches the listeners before the committing call returns. */
export async function pgliteChangeFeed(client: PGlite): Promise<TChangeFeed> {
  const listeners = createListeners();
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => listeners.emit(payload));
  let live = true;
  return {
    subscribe: listeners.add,
    get live() {
      return live;
    },
    fence: async () => undefined,
    async close() {
      live = false;
      await unlisten().catch(() => undefined);
    },
  };
}

/**
 * A dedicated connection LISTENs (a pooled one cannot). Notifications arrive after the commit, asynchronously, so a
 * writer that must read its own change from a cache first sends a fence notification of its own and waits for it:
 * PostgreSQL queues notifications in commit order, so everything committed before it has arrived by then.
 */
export function postgresChangeFeed(
  url: string,
  log: { warn(message: string): void } = console,
): TChangeFeed & { ready: Promise<void> } {
  const listeners = createListeners();
  const fenceId = `${FENCE_PREFIX}${randomUUID()}:`;
  const fences = new Map<string, () => void>();
  let fenceCount = 0;
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const releaseFences = () => {
    for (const release of fences.values()) release();
    fences.clear();
  };

  const retry = (reason: string) => {
    if (closed) return;
    log.warn(`Escuta de alterações indisponível (${reason}); nova tentativa em ${retryMs} ms`);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  /** The listening connection failed: what it would have heard is lost. */
  const lost = (conn: pg.Client, reason: string) => {
    if (conn !== client) return;
    client = null;
    live = false;
    listeners.emit(null);
    releaseFences();
    retry(reason);
  };

  async function connect(): Promise<void> {
    const conn = new pg.Client({ connectionString: url, application_name: CHANGES_APPLICATION });
    conn.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (!payload.startsWith(FENCE_PREFIX)) return listeners.emit(payload);
      const release = fences.get(payload);
      fences.delete(payload);
      release?.();
    });
    conn.on('error', (err) => lost(conn, err.message));
    conn.on('end', () => lost(conn, 'conexão encerrada'));
    try {
      await conn.connect();
      await conn.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      await conn.end().catch(() => undefined);
      return retry((err as Error).message);
    }
    if (closed) {
      await conn.end().catch(() => undefined);
      return;
    }
    client = conn;
    retryMs = RECONNECT_MIN_MS;
    // Whatever was committed while nobody listened is unknown: start from nothing.
    listeners.emit(null);
    live = true;
  }

  const ready = connect();

  return {
    ready,
    subscribe: listeners.add,
    get live() {
      return live;
    },
    async fence() {
      const conn = client;
      if (!live || !conn) return;
      const token = `${fenceId}${++fenceCount}`;
      const arrived = new Promise<void>((resolve) => fences.set(token, resolve));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), FENCE_TIMEOUT_MS);
      });
      let late: boolean;
      try {
        await conn.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, token]);
        late = await Promise.race([arrived.then(() => false), timedOut]);
      } catch {
        // The connection broke (the write itself is committed): treated as a fence that never came back.
        late = true;
      }
      clearTimeout(timer);
      if (late) {
        // Too slow to prove what arrived: forget everything rather than serve a stale answer.
        fences.delete(token);
        listeners.emit(null);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      live = false;
      releaseFences();
      const conn = client;
      client = null;
      await conn?.end().catch(() => undefined);
    },
  };
}
