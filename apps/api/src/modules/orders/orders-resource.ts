import { orderColumns, ZOrderCreate, ZOrderFilters, ZOrderUpdate } from '@estadia/shared';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { defineResource } from '../../core/resource/resource-definition.ts';
import { containsText } from '../../core/resource/resource-repository.ts';
import { companies, orders, rentals } from '../../db/schema.ts';
import { afterOrderWrite, prepareOrder } from './orders-service.ts';

const { searchText: _search, ...orderFields } = getTableColumns(orders);

/** A PostgreSQL array literal of days, sent as one parameter. */
const dayArray = (days: readonly string[]) => `{${days.join(',')}}`;

const orderRow = {
  ...orderFields,
  rentalName: rentals.name,
  rental: sql<{ id: number; name: string; images: string[]; cancelingRule: string | null }>`json_build_object(
    'id', ${rentals.id}, 'name', ${rentals.name}, 'images', ${rentals.images}, 'cancelingRule', ${rentals.cancelingRule}
  )`.as('rental'),
  // Guests in the order they were given: the first is the one the calendar names.
  clients: sql<{ id: number; name: string; phone: string; email: string }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'phone', c.phone, 'email', c.email)
                    ORDER BY oc.position), '[]'::json)
      FROM order_clients oc JOIN clients c ON c.id = oc.client_id
     WHERE oc.order_id = ${orders.id}
  )`.as('clients'),
  products: sql<number[]>`(
    SELECT coalesce(json_agg(op.product_id ORDER BY op.product_id), '[]'::json)
      FROM order_products op WHERE op.order_id = ${orders.id}
  )`.as('products'),
  // The price each product was booked at, which the order's totals used.
  productItems: sql<{ id: number; name: string; price: number }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'price', op.price) ORDER BY p.name, p.id),
                    '[]'::json)
      FROM order_products op JOIN products p ON p.id = op.product_id
     WHERE op.order_id = ${orders.id}
  )`.as('productItems'),
  guestNames: sql<string>`(
    SELECT coalesce(string_agg(c.name, ', ' ORDER BY oc.position), '')
      FROM order_clients oc JOIN clients c ON c.id = oc.client_id
     WHERE oc.order_id = ${orders.id}
  )`.as('guestNames'),
  companyName: companies.name,
};

export const ordersResource = defineResource({
  path: 'orders',
  title: 'Reservas',
  permission: 'ORDER',
  table: orders,
  tenancy: 'company',
  companyColumn: orders.companyId,
  select: orderRow,
  simpleSelect: { id: orders.id, code: orders.code, rentalId: orders.rentalId, status: orders.status },
  join: (q) =>
    q.leftJoin(rentals, eq(rentals.id, orders.rentalId)).leftJoin(companies, eq(companies.id, orders.companyId)),
  search: orders.searchText,
  filters: {
    companyId: { column: orders.companyId, op: 'eq' },
    status: { column: orders.status, op: 'eq' },
    rentalDescription: { where: (term: string): SQL => containsText(rentals.name, term) },
    clients: {
      where: (term: string): SQL =>
        sql`EXISTS (SELECT 1 FROM order_clients oc JOIN clients c ON c.id = oc.client_id
                     WHERE oc.order_id = ${orders.id} AND ${containsText(sql`c.search_text`, term, true)})`,
    },
    days: {
      where: (days: string[]): SQL | undefined =>
        days.length ? sql`${orders.days} ?| ${dayArray(days)}::text[]` : undefined,
    },
  },
  sortable: ['id', 'code', 'rentalName', 'checkIn', 'checkOut', 'status', 'totalValue', 'companyName', 'dtCreated'],
  operations: ['create', 'update', 'delete'],
  schemas: { create: ZOrderCreate, update: ZOrderUpdate, filters: ZOrderFilters },
  columns: orderColumns,
  // Guests, products and the hold on the nights go with the order in one transaction; deleting an order drops
  // them too (ON DELETE CASCADE), which frees its nights.
  hooks: { prepare: prepareOrder, afterWrite: afterOrderWrite },
});
