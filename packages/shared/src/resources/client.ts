import { z } from 'zod';
import { zEmail, zId, zPhone, zText } from '../validation/zod-fields.ts';
import { companyField, type TResourceView } from './field-descriptor.ts';
import { type TResourceColumn, updateSchemaOf, zFilterId, zFilterText } from './resource-schema.ts';

export const ZClientCreate = z
  .object({
    name: zText({ required: true }),
    phone: zPhone({ required: true }),
    email: zEmail({ required: true }),
    companyId: zId({ required: false }),
  })
  .strict();
export const ZClientUpdate = updateSchemaOf(ZClientCreate);
export type TClientCreate = z.infer<typeof ZClientCreate>;

export const ZClientFilters = z.object({
  companyId: zFilterId,
  email: zFilterText,
  phone: zFilterText,
  name: zFilterText,
});

export const clientView: TResourceView = {
  resource: 'clients',
  permission: 'CLIENT',
  title: 'Hóspedes',
  singularTitle: 'Hóspede',
  listRoute: '/clients',
  formRoute: '/client',
  labelKey: 'name',
  columns: [
    { key: 'id', title: 'ID', format: 'integer', sortable: true, hiddenByDefault: true },
    { key: 'name', title: 'Nome', sortable: true },
    { key: 'phone', title: 'Telefone', sortable: true },
    { key: 'email', title: 'E-mail', sortable: true },
    { key: 'companyName', title: 'Empresa', sortable: true, adminOnly: true },
    { key: 'dtCreated', title: 'Criado em', format: 'datetime', sortable: true },
  ],
  filters: [
    { property: 'name', title: 'Nome', type: 'string' },
    { property: 'email', title: 'E-mail', type: 'string' },
    { property: 'phone', title: 'Telefone', type: 'string' },
    companyField(),
  ],
  fields: [
    { property: 'name', title: 'Nome', type: 'string', required: true },
    { property: 'phone', title: 'Telefone', type: 'string', stringKind: 'phone', required: true },
    { property: 'email', title: 'E-mail', type: 'string', stringKind: 'email', required: true },
    companyField({ required: true }),
  ],
};

/** Report columns are the listing's columns. */
export const clientColumns: TResourceColumn[] = clientView.columns;
