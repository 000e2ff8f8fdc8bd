import { and, asc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { calendarBlocks, integrations, occupancies, orders, rentals } from '../../db/schema.ts';

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

  // The rental (one row even when nothing is held) joined to every holder of a night in '[from, to)': the GiST
  // index of the exclusion constraint on (rental_id, stay) answers the join.
  const availability = db
    .select({
      rentalId: rentals.id,
      start: sql<string | null>`lower(${occupancies.stay})::text`,
      end: sql<string | null>`upper(${occupancies.stay})::text`,
      orderId: occupancies.orderId,
      companyId: occupancies.companyId,
    })
    .from(rentals)
    .leftJoin(
      occupancies,
      and(
        eq(occupancies.rentalId, rentals.id),
        sql`${occupancies.stay} && daterange(${sql.placeholder('from')}::date, ${sql.placeholder('to')}::date, '[)')`,
      ),
    )
    .where(eq(rentals.id, sql.placeholder('rentalId')))
    .prepare('reservation_availability');

  return {
    async pricing(rentalId: number, days: string[], productIds: number[]) {
      const [row] = await quote.execute({
        rentalId,
        days: arrayLiteral(days),
        productIds: arrayLiteral(productIds),
      });
      return row ?? null;
    },

    /** null when the rental does not exist; else the held ranges '[start, end)' overlapping '[from, to)'. */
    async holders(rentalId: number, from: string, to: string) {
      const rows = await availability.execute({ rentalId, from, to });
      if (!rows.length) return null;
      return rows.filter(
        (row): row is typeof row & { start: string; end: string } => row.start !== null && row.end !== null,
      );
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
