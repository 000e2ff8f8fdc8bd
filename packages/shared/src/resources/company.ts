import { z } from 'zod';
import { UF_CODES } from '../domain/brazil.ts';
import { zBool, zCep, zCpfOrCnpj, zEmail, zEnum, zPassword, zPhone, zText } from '../validation/zod-fields.ts';
import { type TResourceColumn, updateSchemaOf, zFilterText } from './resource-schema.ts';

export const zPosition = z
  .tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)], { error: 'Coordenadas inválidas' })
  .nullish();

const companyFields = {
  logo: zText({ max: 500 }),
  name: zText({ required: true }),
  cpfCnpj: zCpfOrCnpj({ required: false }),
  phone: zPhone({ required: false }),
  whatsapp: zPhone({ required: false }),
  email: zEmail({ required: false }),
  addressPosition: zPosition,
  cep: zCep({ required: false }),
  logradouro: zText(),
  number: zText({ max: 20 }),
  complement: zText(),
  neibor: zText(),
  uf: zEnum(UF_CODES, { required: false }),
  city: zText(),
  isActive: zBool({ default: true }),
};

/** Creating a company also creates its administrator user from these. */
export const ZCompanyCreate = z
  .object({
    ...companyFields,
    adminName: zText(),
    adminEmail: zEmail({ required: true }),
    adminPassword: zPassword({ required: true }),
  })
  .strict();
export const ZCompanyUpdate = updateSchemaOf(z.object(companyFields));
export type TCompanyCreate = z.infer<typeof ZCompanyCreate>;
export type TCompanyUpdate = z.infer<typeof ZCompanyUpdate>;

export const ZCompanyFilters = z.object({
  email: zFilterText,
  phone: zFilterText,
  cpfCnpj: zFilterText,
  name: zFilterText,
});

export const companyColumns: TResourceColumn[] = [
  { key: 'id', title: 'ID', format: 'integer' },
  { key: 'name', title: 'Nome' },
  { key: 'cpfCnpj', title: 'CPF/CNPJ' },
  { key: 'email', title: 'E-mail' },
  { key: 'phone', title: 'Telefone' },
  { key: 'whatsapp', title: 'WhatsApp' },
  { key: 'city', title: 'Cidade' },
  { key: 'uf', title: 'UF' },
  { key: 'isActive', title: 'Ativo', format: 'boolean' },
  { key: 'dtCreated', title: 'Criado em', format: 'datetime' },
];
