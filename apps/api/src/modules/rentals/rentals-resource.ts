import { rentalColumns, type TFieldErrors, ZRentalCreate, ZRentalFilters, ZRentalUpdate } from '@estadia/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import { fieldErrorsToAppError } from '../../core/http-errors.ts';
import { defineResource } from '../../core/resource/resource-definition.ts';
import { companies, rentals } from '../../db/schema.ts';
import { IMAGE_NOT_FOUND, missingImages } from './stored-images.ts';

const { searchText: _search, ...rentalFields } = getTableColumns(rentals);

export const RENTAL_COMPANY_FIXED = 'A empresa de uma hospedagem não pode ser alterada.';

export const rentalsResource = defineResource({
  path: 'rentals',
  title: 'Hospedagens',
  permission: 'RENTAL',
  table: rentals,
  tenancy: 'company',
  companyColumn: rentals.companyId,
  select: { ...rentalFields, companyName: companies.name },
  simpleSelect: { id: rentals.id, name: rentals.name, companyId: rentals.companyId },
  join: (q) => q.leftJoin(companies, eq(companies.id, rentals.companyId)),
  search: rentals.searchText,
  filters: {
    companyId: { column: rentals.companyId, op: 'eq' },
    tax: { column: rentals.tax, op: 'eq' },
    defaultPrice: { column: rentals.defaultPrice, op: 'eq' },
    name: { column: rentals.name, op: 'text' },
  },
  sortable: [
    'id',
    'name',
    'defaultPrice',
    'tax',
    'maxNumPeople',
    'city',
    'uf',
    'companyName',
    'dtCreated',
    'dtUpdated',
  ],
  operations: ['create', 'update', 'delete'],
  schemas: { create: ZRentalCreate, update: ZRentalUpdate, filters: ZRentalFilters },
  columns: rentalColumns,
  hooks: {
    async prepare({ tx }, input, existing) {
      const fields: TFieldErrors = {};
      const companyId = Number(input.companyId ?? existing?.companyId);
      // Its reservations, products and calendars belong to one company: moving it would split them.
      if (existing && input.companyId != null && input.companyId !== existing.companyId) {
        fields.companyId = RENTAL_COMPANY_FIXED;
      }

      // The weekday prices are what a night costs unless the default price covers every night.
      const useDefaultPrice = (input.useDefaultPrice ?? existing?.useDefaultPrice) === true;
      const pricesByDay = (input.pricesByDay ?? existing?.pricesByDay ?? []) as number[];
      if (!useDefaultPrice) {
        pricesByDay.forEach((price, slot) => {
          if (!(price > 0)) fields[`pricesByDay.${slot}`] = 'Campo obrigatório';
        });
      }

      // Only new references are checked: an image already in the gallery was checked when it was added.
      if (Array.isArray(input.images)) {
        const images = input.images as string[];
        const kept = new Set((existing?.images as string[] | undefined) ?? []);
        const missing = await missingImages(
          tx,
          companyId,
          images.filter((name) => !kept.has(name)),
        );
        images.forEach((name, i) => {
          if (missing.has(name)) fields[`images.${i}`] = IMAGE_NOT_FOUND;
        });
      }

      if (Object.keys(fields).length) throw fieldErrorsToAppError(fields);
      return input;
    },
  },
});
