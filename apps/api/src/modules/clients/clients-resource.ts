import { clientColumns, ZClientCreate, ZClientFilters, ZClientUpdate } from '@estadia/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import { defineResource } from '../../core/resource/resource-definition.ts';
import { clients, companies } from '../../db/schema.ts';

const { searchText: _search, ...clientFields } = getTableColumns(clients);

export const clientsResource = defineResource({
  path: 'clients',
  title: 'Hóspedes',
  permission: 'CLIENT',
  table: clients,
  tenancy: 'company',
  companyColumn: clients.companyId,
  select: { ...clientFields, companyName: companies.name },
  simpleSelect: { id: clients.id, name: clients.name, email: clients.email, phone: clients.phone },
  join: (q) => q.leftJoin(companies, eq(companies.id, clients.companyId)),
  search: clients.searchText,
  filters: {
    companyId: { column: clients.companyId, op: 'eq' },
    email: { column: clients.email, op: 'text' },
    phone: { column: clients.phone, op: 'text' },
    name: { column: clients.name, op: 'text' },
  },
  sortable: ['id', 'name', 'email', 'phone', 'companyName', 'dtCreated', 'dtUpdated'],
  operations: ['create', 'update', 'delete'],
  schemas: { create: ZClientCreate, update: ZClientUpdate, filters: ZClientFilters },
  columns: clientColumns,
});
