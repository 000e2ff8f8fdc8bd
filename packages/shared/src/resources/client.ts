import { z } from 'zod';
import { zEmail, zId, zPhone, zText } from '../validation/zod-fields.ts';
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

export const clientColumns: TResourceColumn[] = [
  { key: 'id', title: 'ID', format: 'integer' },
  { key: 'name', title: 'Nome' },
  { key: 'phone', title: 'Telefone' },
  { key: 'email', title: 'E-mail' },
  { key: 'companyName', title: 'Empresa' },
  { key: 'dtCreated', title: 'Criado em', format: 'datetime' },
];
