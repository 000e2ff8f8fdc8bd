import { z } from 'zod';
import { UF_CODES, UFS } from '../domain/brazil.ts';
import { zBool, zCep, zCpfOrCnpj, zEmail, zEnum, zPassword, zPhone, zText } from '../validation/zod-fields.ts';
import type { TResourceView } from './field-descriptor.ts';
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

export const ufOptions = UF_CODES.map((uf) => ({ value: uf, label: `${uf} - ${UFS[uf]}` }));

export const companyView: TResourceView = {
  resource: 'companys',
  permission: 'COMPANY',
  title: 'Anfitriões',
  singularTitle: 'Anfitrião',
  listRoute: '/companys',
  formRoute: '/company',
  labelKey: 'name',
  activeProperty: 'isActive',
  columns: [
    { key: 'id', title: 'ID', format: 'integer', sortable: true, hiddenByDefault: true },
    { key: 'name', title: 'Nome', sortable: true },
    { key: 'cpfCnpj', title: 'CPF/CNPJ', sortable: true },
    { key: 'email', title: 'E-mail', sortable: true },
    { key: 'phone', title: 'Telefone', sortable: true },
    { key: 'whatsapp', title: 'WhatsApp', hiddenByDefault: true },
    { key: 'city', title: 'Cidade', sortable: true },
    { key: 'uf', title: 'UF', sortable: true },
    { key: 'isActive', title: 'Ativo', format: 'boolean', sortable: true },
    { key: 'dtCreated', title: 'Criado em', format: 'datetime', sortable: true, hiddenByDefault: true },
  ],
  filters: [
    { property: 'name', title: 'Nome', type: 'string' },
    { property: 'cpfCnpj', title: 'CPF/CNPJ', type: 'string' },
    { property: 'email', title: 'E-mail', type: 'string' },
    { property: 'phone', title: 'Telefone', type: 'string' },
  ],
  steps: ['Dados', 'Endereço', 'Administrador'],
  fields: [
    { property: 'logo', title: 'Logo', type: 'photo', step: 0 },
    { property: 'name', title: 'Nome', type: 'string', required: true, step: 0 },
    { property: 'cpfCnpj', title: 'CPF/CNPJ', type: 'string', stringKind: 'cpfCnpj', step: 0 },
    { property: 'email', title: 'E-mail', type: 'string', stringKind: 'email', step: 0 },
    { property: 'phone', title: 'Telefone', type: 'string', stringKind: 'phone', step: 0 },
    { property: 'whatsapp', title: 'WhatsApp', type: 'string', stringKind: 'phone', step: 0 },
    { property: 'isActive', title: 'Ativo', type: 'boolean', defaultValue: true, step: 0 },
    { property: 'cep', title: 'CEP', type: 'string', stringKind: 'cep', step: 1 },
    { property: 'logradouro', title: 'Logradouro', type: 'string', step: 1 },
    { property: 'number', title: 'Número', type: 'string', step: 1 },
    { property: 'complement', title: 'Complemento', type: 'string', step: 1 },
    { property: 'neibor', title: 'Bairro', type: 'string', step: 1 },
    { property: 'city', title: 'Cidade', type: 'string', step: 1 },
    { property: 'uf', title: 'UF', type: 'options', options: ufOptions, step: 1 },
    {
      property: 'adminName',
      title: 'Nome do administrador',
      type: 'string',
      dontUpdate: true,
      dontCreateFormField: false,
      step: 2,
    },
    {
      property: 'adminEmail',
      title: 'E-mail do administrador',
      type: 'string',
      stringKind: 'email',
      required: true,
      dontUpdate: true,
      step: 2,
    },
    {
      property: 'adminPassword',
      title: 'Senha do administrador',
      type: 'password',
      required: true,
      confirm: true,
      dontUpdate: true,
      step: 2,
    },
  ],
};

/** Report columns are the listing's columns. */
export const companyColumns: TResourceColumn[] = companyView.columns;
