import { productColumns, ZProductCreate, ZProductFilters, ZProductUpdate } from '@estadia/shared';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import { fieldErrorsToAppError } from '../../core/http-errors.ts';
import { defineResource } from '../../core/resource/resource-definition.ts';
import { containsText } from '../../core/resource/resource-repository.ts';
import { companies, products } from '../../db/schema.ts';
import { IMAGE_NOT_FOUND, missingImages } from '../rentals/stored-images.ts';

const { searchText: _search, ...productFields } = getTableColumns(products);

export const productsResource = defineResource({
  path: 'products',
  title: 'Meus Produtos',
  permission: 'PRODUCT',
  table: products,
  tenancy: 'company',
  companyColumn: products.companyId,
  select: { ...productFields, companyName: companies.name },
  simpleSelect: { id: products.id, name: products.name, price: products.price, image: products.image },
  join: (q) => q.leftJoin(companies, eq(companies.id, products.companyId)),
  search: products.searchText,
  filters: {
    companyId: { column: products.companyId, op: 'eq' },
    companyDescription: { where: (term: string): SQL => containsText(companies.name, term) },
    price: { column: products.price, op: 'eq' },
    description: { column: products.description, op: 'text' },
    name: { column: products.name, op: 'text' },
  },
  sortable: ['id', 'name', 'price', 'description', 'companyName', 'dtCreated', 'dtUpdated'],
  operations: ['create', 'update', 'delete'],
  schemas: { create: ZProductCreate, update: ZProductUpdate, filters: ZProductFilters },
  columns: productColumns,
  hooks: {
    /** A product's picture must be an uploaded image of its company, as a rental's gallery. */
    async prepare({ tx }, input, existing) {
      const image = input.image;
      if (typeof image === 'string' && image !== existing?.image) {
        const companyId = Number(input.companyId ?? existing?.companyId);
        const missing = await missingImages(tx, companyId, [image]);
        if (missing.size) throw fieldErrorsToAppError({ image: IMAGE_NOT_FOUND });
      }
      return input;
    },
  },
});
