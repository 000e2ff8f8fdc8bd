import { and, eq, notInArray, sql } from 'drizzle-orm';
import { queryRows, returnedRow, type TDb } from '../../db/client.ts';
import { clients, occupancies, orderClients, orderProducts, orders, rentals } from '../../db/schema.ts';

/** A PostgreSQL array literal of integers, sent as one parameter (drizzle would spread a JS array into a list). */
export const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

export interface TOrderRental {
  id: number;
  companyId: number;
  tax: number;
}

export interface TGuestInput {
  id?: number | null;
  name: string;
  phone: string;
  email: string;
}

export async function findRental(tx: TDb, rentalId: number): Promise<TOrderRental | null> {
  const [row] = await tx
    .select({ id: rentals.id, companyId: rentals.companyId, tax: rentals.tax })
    .from(rentals)
    .where(eq(rentals.id, rentalId));
  return row ?? null;
}

/**
 * Price of each product of the company among `ids`: the price booked on this order when it already has the product
 * (a later price change does not alter a reservation), else the current price. Other companies' products are absent.
 */
export async function productPrices(
  tx: TDb,
  companyId: number,
  ids: number[],
  orderId: number | null,
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; price: number }>(
    tx,
    sql`SELECT p.id, coalesce(op.price, p.price) AS price
          FROM products p
          LEFT JOIN order_products op ON op.product_id = p.id AND op.order_id = ${orderId ?? 0}
         WHERE p.company_id = ${companyId} AND p.id = ANY(${intArray(ids)}::int[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.price)]));
}

export async function orderCodeTaken(tx: TDb, code: string): Promise<boolean> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.code, code)).limit(1);
  return !!row;
}

/** The company's guest with this id (the form edits it, so its data is updated) or null. */
export async function updateCompanyClient(tx: TDb, companyId: number, guest: TGuestInput & { id: number }) {
  const [row] = await tx
    .update(clients)
    .set({ name: guest.name, phone: guest.phone, email: guest.email, dtUpdated: new Date() })
    .where(and(eq(clients.id, guest.id), eq(clients.companyId, companyId)))
    .returning({ id: clients.id });
  return row?.id ?? null;
}

/** The company's oldest guest with this e-mail (letter case aside), or null. */
export async function findClientByEmail(tx: TDb, companyId: number, email: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), sql`lower(${clients.email}) = lower(${email})`))
    .orderBy(clients.id)
    .limit(1);
  return row?.id ?? null;
}

export async function insertClient(tx: TDb, companyId: number, guest: TGuestInput): Promise<number> {
  return returnedRow(
    await tx
      .insert(clients)
      .values({ companyId, name: guest.name, phone: guest.phone, email: guest.email })
      .returning({ id: clients.id }),
  ).id;
}

/** The order's guests become exactly these, in this order (the first is the one the calendar shows). */
export async function replaceOrderGuests(tx: TDb, orderId: number, clientIds: number[]) {
  await tx.delete(orderClients).where(eq(orderClients.orderId, orderId));
  if (!clientIds.length) return;
  await tx.insert(orderClients).values(clientIds.map((clientId, position) => ({ orderId, clientId, position })));
}

/** The order's products become exactly these; a product it keeps keeps its booked price, a new one takes today's. */
export async function replaceOrderProducts(tx: TDb, orderId: number, companyId: number, productIds: number[]) {
  await tx
    .delete(orderProducts)
    .where(
      and(
        eq(orderProducts.orderId, orderId),
        productIds.length ? notInArray(orderProducts.productId, productIds) : undefined,
      ),
    );
  if (!productIds.length) return;
  await tx.execute(
    sql`INSERT INTO order_products (order_id, product_id, price)
        SELECT ${orderId}, p.id, p.price FROM products p
         WHERE p.company_id = ${companyId} AND p.id = ANY(${intArray(productIds)}::int[])
        ON CONFLICT (order_id, product_id) DO NOTHING`,
  );
}

/**
 * The order's hold on its rental's nights '[checkIn, checkOut)': dropped, then taken again when `holds`. The
 * exclusion constraint refuses the insert (SQLSTATE 23P01) when another reservation or a block has one of them.
 */
export async function replaceOccupancy(
  tx: TDb,
  order: { id: number; companyId: number; rentalId: number; checkIn: string; checkOut: string },
  holds: boolean,
) {
  await tx.delete(occupancies).where(eq(occupancies.orderId, order.id));
  if (!holds) return;
  await tx.insert(occupancies).values({
    companyId: order.companyId,
    rentalId: order.rentalId,
    orderId: order.id,
    stay: `[${order.checkIn},${order.checkOut})`,
  });
}
