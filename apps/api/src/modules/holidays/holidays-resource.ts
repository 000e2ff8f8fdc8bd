import { holidayColumns, ZHolidayCreate, ZHolidayFilters, ZHolidayUpdate } from '@estadia/shared';
import { eq, type SQL } from 'drizzle-orm';
import { defineResource } from '../../core/resource/resource-definition.ts';
import { containsText } from '../../core/resource/resource-repository.ts';
import { companies, holidays } from '../../db/schema.ts';

export const holidayRow = {
  id: holidays.id,
  name: holidays.name,
  date: holidays.date,
  companyId: holidays.companyId,
  companyName: companies.name,
};

export const holidaysResource = defineResource({
  path: 'holidays',
  title: 'Feriados',
  permission: 'HOLIDAY',
  table: holidays,
  tenancy: 'company',
  companyColumn: holidays.companyId,
  select: holidayRow,
  simpleSelect: { id: holidays.id, name: holidays.name, date: holidays.date },
  join: (q) => q.leftJoin(companies, eq(companies.id, holidays.companyId)),
  search: holidays.searchText,
  filters: {
    companyId: { column: holidays.companyId, op: 'eq' },
    companyDescription: { where: (term: string): SQL => containsText(companies.name, term) },
    date: { column: holidays.date, op: 'day' },
    name: { column: holidays.name, op: 'text' },
  },
  sortable: ['id', 'date', 'name', 'companyName'],
  operations: ['create', 'update', 'delete'],
  schemas: { create: ZHolidayCreate, update: ZHolidayUpdate, filters: ZHolidayFilters },
  columns: holidayColumns,
});
