import type { TImportedBlock } from '@estadia/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../db/client.ts';
import { calendarBlocks, companies, integrations, occupancies, users } from '../../db/schema.ts';
import type { TFeedEvent } from '../../integrations/ical/ical-parse.ts';

export interface TIntegrationRef {
  id: number;
  companyId: number;
  rentalId: number;
  name: string;
  icalLink: string;
}

/** A range of nights '[start, end)' held by a reservation (orderId) or an imported block (blockId). */
export interface THolder {
  start: string;
  end: string;
  orderId: number | null;
  orderCode: string | null;
  blockId: number | null;
}

const integrationRef = {
  id: integrations.id,
  companyId: integrations.companyId,
  rentalId: integrations.rentalId,
  name: integrations.name,
  icalLink: integrations.icalLink,
};

export async function findIntegration(db: TDb, id: number): Promise<TIntegrationRef | null> {
  const [row] = await db.select(integrationRef).from(integrations).where(eq(integrations.id, id));
  return row ?? null;
}

/** Locks the integration for the rest of the transaction: two syncs of one integration never interleave. */
export async function lockIntegration(tx: TDb, id: number): Promise<TIntegrationRef | null> {
  const [row] = await tx.select(integrationRef).from(integrations).where(eq(integrations.id, id)).for('update');
  return row ?? null;
}

/** Sync health, written on every attempt; `success` also stamps lastSuccessAt and clears the error. */
export async function recordAttempt(
  db: TDb,
  id: number,
  attempt: {
    httpStatus: number | null;
    eventsRead: number | null;
    error: string | null;
    /** undefined keeps the stored file (nothing was downloaded). */
    file?: string;
    success: boolean;
    intervalMinutes: number;
  },
) {
  const now = new Date();
  await db
    .update(integrations)
    .set({
      lastSyncAt: now,
      lastHttpStatus: attempt.httpStatus,
      lastEventsRead: attempt.eventsRead,
      lastError: attempt.error,
      ...(attempt.file !== undefined ? { lastICalFile: attempt.file } : {}),
      ...(attempt.success ? { lastSuccessAt: now } : {}),
      // An on-demand sync counts as the periodic one: the job comes back a full interval later.
      ...(attempt.intervalMinutes > 0
        ? { nextSyncAt: sql`now() + make_interval(mins => ${attempt.intervalMinutes})` }
        : {}),
    })
    .where(eq(integrations.id, id));
}

export async function blocksOf(tx: TDb, integrationId: number): Promise<TImportedBlock[]> {
  return tx
    .select({
      id: calendarBlocks.id,
      uid: calendarBlocks.uid,
      summary: calendarBlocks.summary,
      startDay: calendarBlocks.startDay,
      endDay: calendarBlocks.endDay,
      conflict: calendarBlocks.conflict,
    })
    .from(calendarBlocks)
    .where(eq(calendarBlocks.integrationId, integrationId));
}

/** Blocks whose UID left the feed; their occupancies go with them (ON DELETE CASCADE), freeing the nights. */
export async function deleteVanishedBlocks(tx: TDb, integrationId: number, keptUids: string[]) {
  await tx
    .delete(calendarBlocks)
    .where(
      and(
        eq(calendarBlocks.integrationId, integrationId),
        keptUids.length ? notInArray(calendarBlocks.uid, keptUids) : undefined,
      ),
    );
}

const UPSERT_CHUNK = 500;

/** Inserts new UIDs and moves changed ones; an unchanged block is not rewritten. Returns the written blocks' ids. */
export async function upsertBlocks(tx: TDb, integration: TIntegrationRef, events: TFeedEvent[]) {
  const written: { id: number; uid: string }[] = [];
  for (let i = 0; i < events.length; i += UPSERT_CHUNK) {
    const chunk = events.slice(i, i + UPSERT_CHUNK).map((e) => ({
      companyId: integration.companyId,
      integrationId: integration.id,
      rentalId: integration.rentalId,
      uid: e.uid,
      summary: e.summary,
      startDay: e.startDay,
      endDay: e.endDay,
    }));
    const rows = await tx
      .insert(calendarBlocks)
      .values(chunk)
      .onConflictDoUpdate({
        target: [calendarBlocks.integrationId, calendarBlocks.uid],
        set: {
          summary: sql`excluded.summary`,
          startDay: sql`excluded.start_day`,
          endDay: sql`excluded.end_day`,
          rentalId: sql`excluded.rental_id`,
          dtUpdated: sql`now()`,
        },
        setWhere: sql`(${calendarBlocks.summary}, ${calendarBlocks.startDay}, ${calendarBlocks.endDay}, ${calendarBlocks.rentalId})
          IS DISTINCT FROM (excluded.summary, excluded.start_day, excluded.end_day, excluded.rental_id)`,
      })
      .returning({ id: calendarBlocks.id, uid: calendarBlocks.uid });
    written.push(...rows);
  }
  return written;
}

/** Occupancy rows of these blocks are dropped, e.g. because the block's dates moved. */
export async function releaseBlockNights(tx: TDb, blockIds: number[]) {
  if (!blockIds.length) return;
  await tx.delete(occupancies).where(inArray(occupancies.blockId, blockIds));
}

/** Everyone holding nights of the rental inside '[start, end)', with the reservation's code when it is one. */
export async function holdersOverlapping(tx: TDb, rentalId: number, start: string, end: string): Promise<THolder[]> {
  return queryRows<THolder>(
    tx,
    sql`SELECT lower(oc.stay)::text AS "start", upper(oc.stay)::text AS "end",
               oc.order_id AS "orderId", o.code AS "orderCode", oc.block_id AS "blockId"
          FROM occupancies oc
          LEFT JOIN orders o ON o.id = oc.order_id
         WHERE oc.rental_id = ${rentalId} AND oc.stay && daterange(${start}::date, ${end}::date, '[)')
         ORDER BY lower(oc.stay)`,
  );
}

/** Replaces the block's occupancy rows by these ranges; the exclusion constraint refuses a night someone holds. */
export async function replaceBlockNights(
  tx: TDb,
  block: { id: number; companyId: number; rentalId: number },
  ranges: { start: string; end: string }[],
) {
  await tx.delete(occupancies).where(eq(occupancies.blockId, block.id));
  if (!ranges.length) return;
  await tx.insert(occupancies).values(
    ranges.map((r) => ({
      companyId: block.companyId,
      rentalId: block.rentalId,
      blockId: block.id,
      stay: `[${r.start},${r.end})`,
    })),
  );
}

export async function setBlockConflict(tx: TDb, blockId: number, conflict: boolean) {
  await tx.update(calendarBlocks).set({ conflict, dtUpdated: new Date() }).where(eq(calendarBlocks.id, blockId));
}

/** Who hears about a company's calendar conflicts: its contact e-mail and its administrator. */
export async function companyContacts(db: TDb, companyId: number) {
  const [row] = await db
    .select({ name: companies.name, email: companies.email, adminEmail: users.email })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userAdminId))
    .where(eq(companies.id, companyId));
  if (!row) return null;
  const emails = [...new Set([row.email, row.adminEmail].filter((e): e is string => !!e?.trim()))];
  return { name: row.name, emails };
}

export async function rentalName(db: TDb, rentalId: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`SELECT name FROM rentals WHERE id = ${rentalId}`);
  return row?.name ?? '';
}
