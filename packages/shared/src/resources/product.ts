import { z } from 'zod';
import { zCents, zId, zText } from '../validation/zod-fields.ts';
import { companyField, type TResourceView } from './field-descriptor.ts';
import { type TResourceColumn, updateSchemaOf, zFilterId, zFilterNumber, zFilterText } from './resource-schema.ts';

export const ZProductCreate = z
  .object({
    name: zText({ required: true }),
    price: zCents({ required: true, max: 100_000_000 }),
    image: zText({ max: 500 }),
    description: zText({ max: 5000 }),
    companyId: zId(),
  })
  .strict();
export const ZProductUpdate = updateSchemaOf(ZProductCreate);
export type TProductCreate = z.infer<typeof ZProductCreate>;

export const ZProductFilters = z.object({
  companyId: zFilterId,
  companyDescription: zFilterText,
  price: zFilterNumber,
  description: zFilterText,
  name: zFilterText,
});

export const productView: TResourceView = {
  resource: 'products',
  permission: 'PRODUCT',
  title: 'Meus Produtos',
  singularTitle: 'Produto',
  listRoute: '/products',
  formRoute: '/product',
  labelKey: 'name',
  columns: [
    { key: 'id', title: 'ID', format: 'integer', sortable: true, hiddenByDefault: true },
    { key: 'name', title: 'Nome', sortable: true },
    { key: 'price', title: 'Preço', format: 'currency', sortable: true },
    { key: 'description', title: 'Descrição', sortable: true },
    { key: 'companyName', title: 'Empresa', sortable: true, adminOnly: true },
    { key: 'dtCreated', title: 'Criado em', format: 'datetime', sortable: true, hiddenByDefault: true },
  ],
  filters: [
    { property: 'name', title: 'Nome', type: 'string' },
    { property: 'description', title: 'Descrição', type: 'string' },
    { property: 'price', title: 'Preço', type: 'currency' },
    { property: 'companyDescription', title: 'Empresa', type: 'string', showIfAdmin: true },
  ],
  fields: [
    { property: 'name', title: 'Nome', type: 'string', required: true },
    { property: 'price', title: 'Preço', type: 'currency', required: true },
    { property: 'image', title: 'Imagem', type: 'photo' },
    { property: 'description', title: 'Descrição', type: 'string', stringKind: 'multiline' },
    companyField({ required: true }),
  ],
};

export const productColumns: TResourceColumn[] = productView.columns;
