import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../db/client.ts';

export interface TFeedSource {
  id: number;
  feedKey: string;
  rentalId: number;
  rentalName: string;
}

export async function findFeedSource(db: TDb, id: number): Promise<TFeedSource | null> {
  const [row] = await queryRows<TFeedSource>(
    db,
    sql`SELECT i.id, i.feed_key AS "feedKey", i.rental_id AS "rentalId", r.name AS "rentalName"
          FROM integrations i JOIN rentals r ON r.id = i.rental_id
         WHERE i.id = ${id}`,
  );
  return row ?? null;
}

/**
 * What the rental's feed for one integration shows: its pending and paid reservations and the blocks imported by the
 * rental's OTHER integrations (a platform is never sent back its own blocks). Only ids and days are read: no guest
 * data can reach the feed. Stays that ended before `since` are left out; platforms only care about what is ahead.
 */
export async function feedStays(db: TDb, source: TFeedSource, since: string) {
  return queryRows<{ kind: 'order' | 'block'; id: number; startDay: string; endDay: string }>(
    db,
    sql`SELECT 'order' AS kind, o.id, o.check_in::text AS "startDay", o.check_out::text AS "endDay"
          FROM orders o
         WHERE o.rental_id = ${source.rentalId} AND o.status IN ('pending', 'paid') AND o.check_out >= ${since}::date
        UNION ALL
        SELECT 'block' AS kind, b.id, b.start_day::text, b.end_day::text
          FROM calendar_blocks b
         WHERE b.rental_id = ${source.rentalId} AND b.integration_id <> ${source.id} AND b.end_day >= ${since}::date
         ORDER BY "startDay", kind, id`,
  );
}
