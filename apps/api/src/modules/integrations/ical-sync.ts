import { todayIn } from '@estadia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { fetchCalendarFeed, ICalFetchError } from '../../integrations/ical/ical-fetch.ts';
import { parseCalendarFeed, type TFeedEvent } from '../../integrations/ical/ical-parse.ts';
import type { TMailer } from '../../integrations/mail/mailer.ts';
import { calendarConflictMail, type TCalendarConflict } from '../../integrations/mail/templates.ts';
import * as repo from './ical-sync-repository.ts';

/**
 * More future stays than any real listing has in one feed; a feed beyond it is refused rather than turned into
 * thousands of writes every few minutes.
 */
export const MAX_FEED_BLOCKS = 1000;
/** How often one block's nights are re-read and written again when reservations keep taking them concurrently. */
const HOLD_ATTEMPTS = 5;

export const SYNC_WRITE_ERROR = 'Não foi possível gravar o calendário importado. Tente novamente.';

export interface TSyncResult {
  ok: boolean;
  /** Blocks that started conflicting with a reservation in this sync (the company was told by e-mail). */
  newConflicts: number;
}

type TRange = { start: string; end: string };

/** The parts of '[start, end)' nobody in `taken` holds, as maximal ranges. Days are ISO strings: they sort as text. */
export function freeRanges(start: string, end: string, taken: readonly TRange[]): TRange[] {
  const sorted = [...taken].filter((r) => r.end > start && r.start < end).sort((a, b) => (a.start < b.start ? -1 : 1));
  const free: TRange[] = [];
  let cursor = start;
  for (const r of sorted) {
    if (r.start > cursor) free.push({ start: cursor, end: r.start });
    if (r.end > cursor) cursor = r.end;
    if (cursor >= end) break;
  }
  if (cursor < end) free.push({ start: cursor, end });
  return free;
}

function sameRanges(a: readonly TRange[], b: readonly TRange[]) {
  return a.length === b.length && a.every((r, i) => r.start === b[i]?.start && r.end === b[i]?.end);
}

/** SQLSTATE of a driver error, also when drizzle wraps it (DrizzleQueryError keeps it on `cause`). */
function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * 23P01: someone (a reservation) took one of the nights between our read and our write. 40P01: two inserts waited on
 * each other's uncommitted nights and PostgreSQL aborted ours. Both mean: read again and hold what is still free.
 */
const LOST_RACE = new Set(['23P01', '40P01']);

export interface TICalSyncDeps {
  db: TDb;
  mailer: TMailer;
  log: FastifyBaseLogger;
  fetchTimeoutMs: number;
  /** The job's period; each sync (on demand too) schedules the next one this far ahead. 0: no schedule. */
  intervalMinutes: number;
}

/**
 * Imports an integration's iCal feed: blocks by UID (changed dates move them, vanished UIDs free their nights), each
 * block holding only nights nobody else holds. A block overlapping a reservation is kept as a conflict, never over it.
 */
export function createICalSync(deps: TICalSyncDeps) {
  const { db, log } = deps;

  async function fail(id: number, httpStatus: number | null, error: string, file?: string): Promise<TSyncResult> {
    await repo.recordAttempt(db, id, {
      httpStatus,
      eventsRead: null,
      error,
      file,
      success: false,
      intervalMinutes: deps.intervalMinutes,
    });
    return { ok: false, newConflicts: 0 };
  }

  /**
   * Holds the block's free nights, retrying when a reservation commits in between. Runs inside a savepoint, so a lost
   * race undoes only this block's write. Returns the reservations overlapping the block.
   */
  async function holdNights(tx: TDb, integration: repo.TIntegrationRef, block: TFeedEvent & { id: number }) {
    for (let attempt = 1; ; attempt++) {
      const holders = await repo.holdersOverlapping(tx, integration.rentalId, block.startDay, block.endDay);
      const own = holders.filter((h) => h.blockId === block.id);
      const others = holders.filter((h) => h.blockId !== block.id);
      const wanted = freeRanges(block.startDay, block.endDay, others);
      const orders = others.filter((h) => h.orderId !== null);
      if (sameRanges(own, wanted)) return orders;
      try {
        await tx.transaction(async (sp) => {
          const holder = { id: block.id, companyId: integration.companyId, rentalId: integration.rentalId };
          await repo.replaceBlockNights(sp as unknown as TDb, holder, wanted);
        });
        return orders;
      } catch (err) {
        if (!LOST_RACE.has(sqlState(err) ?? '') || attempt >= HOLD_ATTEMPTS) throw err;
      }
    }
  }

  /** Everything in one transaction: a reservation sees either the old blocks or the new ones, never half a sync. */
  async function applyFeed(id: number, events: TFeedEvent[], file: string, eventsRead: number) {
    return db.transaction(async (t) => {
      const tx = t as unknown as TDb;
      const integration = await repo.lockIntegration(tx, id);
      if (!integration) return null;
      const before = new Map((await repo.blocksOf(tx, id)).map((b) => [b.uid, b]));
      await repo.deleteVanishedBlocks(
        tx,
        id,
        events.map((e) => e.uid),
      );
      const written = await repo.upsertBlocks(tx, integration, events);
      // A moved block lets go of its old nights before anyone is re-evaluated, so its neighbours may take them.
      await repo.releaseBlockNights(
        tx,
        written.filter((w) => before.has(w.uid)).map((w) => w.id),
      );
      const ids = new Map([...before.values()].map((b) => [b.uid, b.id]));
      for (const w of written) ids.set(w.uid, w.id);

      const conflicts: TCalendarConflict[] = [];
      for (const event of events) {
        const blockId = ids.get(event.uid) as number;
        const previous = before.get(event.uid);
        const orders = await holdNights(tx, integration, { ...event, id: blockId });
        const conflict = orders.length > 0;
        if (conflict !== (previous?.conflict ?? false)) await repo.setBlockConflict(tx, blockId, conflict);
        if (conflict && !previous?.conflict) {
          const codes = [...new Set(orders.map((o) => o.orderCode).filter((c): c is string => !!c))];
          conflicts.push({ startDay: event.startDay, endDay: event.endDay, summary: event.summary, orderCodes: codes });
        }
      }
      await repo.recordAttempt(tx, id, {
        httpStatus: 200,
        eventsRead,
        error: null,
        file,
        success: true,
        intervalMinutes: deps.intervalMinutes,
      });
      return { integration, conflicts };
    });
  }

  async function tellCompany(integration: repo.TIntegrationRef, conflicts: TCalendarConflict[]) {
    const contacts = await repo.companyContacts(db, integration.companyId);
    if (!contacts) return;
    const rentalName = await repo.rentalName(db, integration.rentalId);
    for (const to of contacts.emails) {
      await deps.mailer.send(
        calendarConflictMail(to, {
          companyName: contacts.name,
          integrationName: integration.name,
          rentalName,
          conflicts,
        }),
      );
    }
  }

  async function syncIntegration(id: number): Promise<TSyncResult | null> {
    const integration = await repo.findIntegration(db, id);
    if (!integration) return null;

    let status: number;
    let text: string;
    try {
      ({ status, text } = await fetchCalendarFeed(integration.icalLink, { timeoutMs: deps.fetchTimeoutMs }));
    } catch (err) {
      if (!(err instanceof ICalFetchError)) throw err;
      return fail(id, err.status, err.message);
    }

    let events: TFeedEvent[];
    try {
      events = parseCalendarFeed(text).events;
    } catch (err) {
      return fail(id, status, (err as Error).message, text);
    }
    const eventsRead = events.length;
    // Stays already over hold no night anyone could book; keeping them would only raise stale conflicts.
    const today = todayIn('America/Sao_Paulo');
    events = events.filter((e) => e.endDay > today);
    if (events.length > MAX_FEED_BLOCKS) {
      return fail(id, status, `O calendário tem mais de ${MAX_FEED_BLOCKS} eventos futuros; nada foi importado.`, text);
    }

    let applied: Awaited<ReturnType<typeof applyFeed>>;
    try {
      applied = await applyFeed(id, events, text, eventsRead);
    } catch (err) {
      log.error({ err, integrationId: id }, 'iCal sync: write failed');
      return fail(id, status, SYNC_WRITE_ERROR, text);
    }
    if (!applied) return null;
    if (applied.conflicts.length) {
      // The blocks are stored whatever happens to the mail; a mail failure must not turn the sync into an error.
      await tellCompany(applied.integration, applied.conflicts).catch((err) =>
        log.error({ err, integrationId: id }, 'iCal sync: conflict e-mail failed'),
      );
    }
    return { ok: true, newConflicts: applied.conflicts.length };
  }

  return { syncIntegration };
}

export type TICalSync = ReturnType<typeof createICalSync>;
