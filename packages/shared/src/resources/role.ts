import { z } from 'zod';
import { isPermission, USER_TYPES } from '../permissions/permissions.ts';
import { MSG } from '../validation/messages.ts';
import { zEnum, zId, zText } from '../validation/zod-fields.ts';
import { companyField, type TFieldDescriptor, type TResourceView } from './field-descriptor.ts';
import { type TResourceColumn, updateSchemaOf, zFilterId, zFilterText } from './resource-schema.ts';

export const USER_TYPE_LABELS = { admin: 'Administrador', company: 'Empresa' } as const;

// An absent or blank list is 'missing'; anything else that is not a list (a word, an object) is an invalid value.
export const zPermissions = z
  .array(z.string({ error: MSG.invalid }).refine(isPermission, 'Permissão desconhecida'), {
    error: (issue) => (issue.input == null || String(issue.input).trim() === '' ? MSG.required : MSG.invalid),
  })
  .min(1, MSG.notEmpty)
  .max(200);

export const ZRoleCreate = z
  .object({
    name: zText({ required: true }),
    permissions: zPermissions,
    type: zEnum(USER_TYPES, { required: true }),
    companyId: zId({ required: false }),
  })
  .strict();
export const ZRoleUpdate = updateSchemaOf(ZRoleCreate);
export type TRoleCreate = z.infer<typeof ZRoleCreate>;

export const ZRoleFilters = z.object({
  companyId: zFilterId,
  name: zFilterText,
  type: z.enum(USER_TYPES).optional(),
});

export const userTypeOptions = USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] }));

/** User or role type: only admins see it; company users always create company records. */
export const userTypeField: TFieldDescriptor = {
  property: 'type',
  title: 'Tipo',
  type: 'options',
  options: userTypeOptions,
  required: true,
  showIfAdmin: true,
  defaultValue: 'company',
};

export const roleView: TResourceView = {
  resource: 'roles',
  permission: 'ROLE',
  title: 'Perfís de Acesso',
  singularTitle: 'Perfil de Acesso',
  listRoute: '/settings/roles',
  formRoute: '/settings/role',
  labelKey: 'name',
  columns: [
    { key: 'id', title: 'ID', format: 'integer', sortable: true, hiddenByDefault: true },
    { key: 'name', title: 'Nome', sortable: true },
    { key: 'type', title: 'Tipo', format: 'enum', options: USER_TYPE_LABELS, sortable: true },
    { key: 'companyName', title: 'Empresa', sortable: true, adminOnly: true },
    { key: 'dtCreated', title: 'Criado em', format: 'datetime', sortable: true },
  ],
  filters: [
    { property: 'name', title: 'Nome', type: 'string' },
    { property: 'type', title: 'Tipo', type: 'options', options: userTypeOptions, showIfAdmin: true },
    companyField(),
  ],
  steps: ['Dados', 'Acessos'],
  fields: [
    { property: 'name', title: 'Nome', type: 'string', required: true, step: 0 },
    { ...userTypeField, dontUpdate: true, step: 0 },
    companyField({ required: true, showIf: { type: ['company'] }, step: 0 }),
    {
      property: 'permissions',
      title: 'Acessos',
      type: 'permissions',
      required: true,
      dependsOnOtherProp: 'type',
      step: 1,
    },
  ],
};

/** Report columns are the listing's columns. */
export const roleColumns: TResourceColumn[] = roleView.columns;
