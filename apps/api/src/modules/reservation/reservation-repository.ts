import { and, asc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { calendarBlocks, integrations, orders, rentals } from '../../db/schema.ts';

export interface THeldRange {
  /** Days from the range's first day ('[start, end)'). */
  start: number;
  end: number;
  /** Only when asked for the owners (and then null for an imported block). */
  orderId: number | null;
  companyId: number | null;
}

/** A PostgreSQL array literal sent as one parameter (drizzle would spread a JS array into a list of parameters). */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * The public reservation calls run on every visit of a booking page: each is one prepared statement (parsed once
 * per connection) and one round trip.
 */
export function createReservationRepository(db: TDb) {
  // The rental's pricing with, in the same row, its company's holidays among the nights and the chosen products
  // of its company (a product of another company is simply absent). The subqueries write rentals.company_id by
  // hand: drizzle leaves the columns of a one-table query unqualified, and a bare "company_id" would be their own.
  const quote = db
    .select({
      companyId: rentals.companyId,
      useDefaultPrice: rentals.useDefaultPrice,
      defaultPrice: rentals.defaultPrice,
      tax: rentals.tax,
      pricesByDay: rentals.pricesByDay,
      holidays: sql<string[]>`(
        SELECT coalesce(array_agg(h.date::text), '{}'::text[]) FROM holidays h
         WHERE h.company_id = rentals.company_id AND h.date = ANY(${sql.placeholder('days')}::date[])
      )`,
      products: sql<{ id: number; price: number }[]>`(
        SELECT coalesce(json_agg(json_build_object('id', p.id, 'price', p.price)), '[]'::json) FROM products p
         WHERE p.company_id = rentals.company_id AND p.id = ANY(${sql.placeholder('productIds')}::int[])
      )`,
    })
    .from(rentals)
    .where(eq(rentals.id, sql.placeholder('rentalId')))
    .prepare('reservation_quote');

  // The rental's row (none: no such rental) with every holder of a night in '[from, to)' packed into one text,
  // "start:end[:orderId:companyId],…", start and end counted in days from `from`: one row to read whatever the
  // range, no date parsing in JS. The GiST index of the exclusion constraint on (rental_id, stay) finds the
  // holders; without the owners the scan needs only that index's columns (an index-only scan once vacuumed).
  const heldQuery = (withOwners: boolean) => {
    const from = sql`${sql.placeholder('from')}::date`;
    const owners = withOwners ? sql`, coalesce(o.order_id, 0), o.company_id` : sql``;
    return db
      .select({
        id: rentals.id,
        held: sql<string | null>`(
          SELECT string_agg(concat_ws(':', lower(o.stay) - ${from}, upper(o.stay) - ${from}${owners}), ',')
            FROM occupancies o
           WHERE o.rental_id = rentals.id AND o.stay && daterange(${from}, ${sql.placeholder('to')}::date, '[)')
        )`,
      })
      .from(rentals)
      .where(eq(rentals.id, sql.placeholder('rentalId')))
      .prepare(withOwners ? 'reservation_held_owners' : 'reservation_held');
  };
  const held = heldQuery(false);
  const heldWithOwners = heldQuery(true);

  return {
    async pricing(rentalId: number, days: string[], productIds: number[]) {
      const [row] = await quote.execute({
        rentalId,
        days: arrayLiteral(days),
        productIds: arrayLiteral(productIds),
      });
      return row ?? null;
    },

    /**
     * null when the rental does not exist; else the held ranges overlapping '[from, to)', as day offsets from
     * `from` (start may be negative: held since before). `withOwners` adds who holds each range.
     */
    async heldRanges(rentalId: number, from: string, to: string, withOwners: boolean): Promise<THeldRange[] | null> {
      const [row] = await (withOwners ? heldWithOwners : held).execute({ rentalId, from, to });
      if (!row) return null;
      if (!row.held) return [];
      return row.held.split(',').map((packed) => {
        const [start, end, orderId, companyId] = packed.split(':').map(Number) as [number, number, number?, number?];
        return { start, end, orderId: orderId || null, companyId: companyId ?? null };
      });
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
