import type { TIntegrationBlock } from '@estadia/shared';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../db/client.ts';
import { integrations } from '../../db/schema.ts';
import { newFeedKey } from './integrations-resource.ts';

/** A new export key; the old feed URL stops working at once (the feed compares against the stored key only). */
export async function replaceFeedKey(db: TDb, id: number) {
  await db.update(integrations).set({ feedKey: newFeedKey(), dtUpdated: new Date() }).where(eq(integrations.id, id));
}

/** The imported blocks of an integration, each with the reservations holding some of its nights. */
export async function listBlocks(db: TDb, integrationId: number) {
  return queryRows<TIntegrationBlock>(
    db,
    sql`SELECT b.id, b.uid, b.summary, b.start_day::text AS "startDay", b.end_day::text AS "endDay", b.conflict,
               coalesce((
                 SELECT json_agg(json_build_object('id', o.id, 'code', o.code) ORDER BY o.check_in, o.id)
                   FROM occupancies oc JOIN orders o ON o.id = oc.order_id
                  WHERE oc.rental_id = b.rental_id AND oc.stay && daterange(b.start_day, b.end_day, '[)')
               ), '[]'::json) AS "conflictingOrders"
          FROM calendar_blocks b
         WHERE b.integration_id = ${integrationId}
         ORDER BY b.start_day, b.id`,
  );
}
