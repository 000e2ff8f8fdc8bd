import { and, asc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { calendarBlocks, integrations, orders, rentals } from '../../db/schema.ts';
import type { THeldStays, TPricingContext } from './reservation-cache.ts';

/**
 * The public reservation calls run on every visit of a booking page: each reads one prepared statement (parsed once
 * per connection) in one round trip, and the reservation cache keeps what it read until it changes.
 */
export function createReservationRepository(db: TDb) {
  // The rental's pricing with its company's holidays and products in the same row. The subqueries write
  // rentals.company_id by hand: drizzle leaves the columns of a one-table query unqualified, and a bare
  // "company_id" would be their own.
  const pricing = db
    .select({
      companyId: rentals.companyId,
      useDefaultPrice: rentals.useDefaultPrice,
      defaultPrice: rentals.defaultPrice,
      tax: rentals.tax,
      pricesByDay: rentals.pricesByDay,
      holidays: sql<string[]>`(
        SELECT coalesce(array_agg(h.date::text), '{}'::text[]) FROM holidays h WHERE h.company_id = rentals.company_id
      )`,
      products: sql<[number, number][]>`(
        SELECT coalesce(json_agg(json_build_array(p.id, p.price)), '[]'::json) FROM products p
         WHERE p.company_id = rentals.company_id
      )`,
    })
    .from(rentals)
    .where(eq(rentals.id, sql.placeholder('rentalId')))
    .prepare('reservation_pricing');

  // The rental's row (none: no such rental) with every holder of a night from `since` on packed into one text,
  // "start:end:orderId:companyId,…", start and end counted in days from `since`: one row to read, no date parsing
  // in JS. The GiST index of the exclusion constraint on (rental_id, stay) finds the holders.
  const since = sql`${sql.placeholder('since')}::date`;
  const held = db
    .select({
      id: rentals.id,
      held: sql<string | null>`(
        SELECT string_agg(
                 concat_ws(':', lower(o.stay) - ${since}, upper(o.stay) - ${since}, coalesce(o.order_id, 0), o.company_id),
                 ',')
          FROM occupancies o
         WHERE o.rental_id = rentals.id AND o.stay && daterange(${since}, NULL, '[)')
      )`,
    })
    .from(rentals)
    .where(eq(rentals.id, sql.placeholder('rentalId')))
    .prepare('reservation_held');

  return {
    async pricing(rentalId: number): Promise<TPricingContext | null> {
      const [row] = await pricing.execute({ rentalId });
      if (!row) return null;
      return {
        companyId: row.companyId,
        rental: {
          useDefaultPrice: row.useDefaultPrice,
          defaultPrice: row.defaultPrice,
          tax: row.tax,
          pricesByDay: row.pricesByDay,
        },
        holidays: new Set(row.holidays),
        products: new Map(row.products),
      };
    },

    /** null when the rental does not exist; else every holder of a night from `since` on. */
    async heldStays(rentalId: number, sinceDay: string): Promise<THeldStays | null> {
      const [row] = await held.execute({ rentalId, since: sinceDay });
      if (!row) return null;
      const ranges = (row.held ? row.held.split(',') : []).map((packed) => {
        const [start, end, orderId, companyId] = packed.split(':').map(Number) as [number, number, number, number];
        return { start, end, orderId: orderId || null, companyId };
      });
      return { since: sinceDay, ranges };
    },
  };
}

/** Pending and paid reservations with a night in [first, last], with their first guest. */
export async function calendarOrders(db: TDb, first: string, last: string, companyId: number | undefined) {
  return db
    .select({
      id: orders.id,
      code: orders.code,
      rentalId: orders.rentalId,
      rentalName: rentals.name,
      status: sql<'pending' | 'paid'>`${orders.status}`,
      checkIn: orders.checkIn,
      checkOut: orders.checkOut,
      firstGuestName: sql<string | null>`(
        SELECT c.name FROM order_clients oc JOIN clients c ON c.id = oc.client_id
         WHERE oc.order_id = ${orders.id} ORDER BY oc.position LIMIT 1
      )`,
    })
    .from(orders)
    .innerJoin(rentals, eq(rentals.id, orders.rentalId))
    .where(
      and(
        inArray(orders.status, ['pending', 'paid']),
        lte(orders.checkIn, last),
        gt(orders.checkOut, first),
        companyId === undefined ? undefined : eq(orders.companyId, companyId),
      ),
    )
    .orderBy(asc(orders.checkIn), asc(orders.id));
}

/** Imported calendar blocks with a night in [first, last]. */
export async function calendarBlockEvents(db: TDb, first: string, last: string, companyId: number | undefined) {
  const scope: SQL | undefined = companyId === undefined ? undefined : eq(calendarBlocks.companyId, companyId);
  return db
    .select({
      id: calendarBlocks.id,
      integrationId: calendarBlocks.integrationId,
      integrationName: integrations.name,
      rentalId: calendarBlocks.rentalId,
      rentalName: rentals.name,
      startDay: calendarBlocks.startDay,
      endDay: calendarBlocks.endDay,
      summary: calendarBlocks.summary,
      conflict: calendarBlocks.conflict,
    })
    .from(calendarBlocks)
    .innerJoin(integrations, eq(integrations.id, calendarBlocks.integrationId))
    .innerJoin(rentals, eq(rentals.id, calendarBlocks.rentalId))
    .where(and(lte(calendarBlocks.startDay, last), gt(calendarBlocks.endDay, first), scope))
    .orderBy(asc(calendarBlocks.startDay), asc(calendarBlocks.id));
}
