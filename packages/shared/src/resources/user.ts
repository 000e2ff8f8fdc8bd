import { z } from 'zod';
import { USER_TYPES } from '../permissions/permissions.ts';
import { withPasswordConfirm, zBool, zEmail, zEnum, zId, zPassword, zText } from '../validation/zod-fields.ts';
import { companyField, type TResourceView } from './field-descriptor.ts';
import { type TResourceColumn, updateSchemaOf, zFilterId, zFilterText } from './resource-schema.ts';
import { USER_TYPE_LABELS, userTypeField, userTypeOptions } from './role.ts';

const userFields = {
  name: zText({ required: true }),
  type: zEnum(USER_TYPES, { required: true }),
  companyId: zId({ required: false }),
  roleId: zId({ required: false }),
  email: zEmail({ required: true }),
  isActive: zBool({ default: true }),
  canDeleteItself: zBool({ default: false }),
  tfaEnabled: zBool({ default: false }),
};

export const ZUserCreate = withPasswordConfirm(
  z.object({ ...userFields, password: zPassword({ required: true }) }).strict(),
);
/** On update an empty password keeps the current one. */
export const ZUserUpdate = withPasswordConfirm(
  updateSchemaOf(z.object({ ...userFields, password: zPassword({ required: false }) })),
);
export type TUserCreate = z.infer<typeof ZUserCreate>;
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export const ZUserFilters = z.object({
  companyId: zFilterId,
  companyDescription: zFilterText,
  type: z.enum(USER_TYPES).optional(),
  name: zFilterText,
});

export const userView: TResourceView = {
  resource: 'users',
  permission: 'USER',
  title: 'Usuários',
  singularTitle: 'Usuário',
  listRoute: '/settings/users',
  formRoute: '/settings/user',
  labelKey: 'name',
  activeProperty: 'isActive',
  columns: [
    { key: 'id', title: 'ID', format: 'integer', sortable: true, hiddenByDefault: true },
    { key: 'name', title: 'Nome', sortable: true },
    { key: 'email', title: 'E-mail', sortable: true },
    { key: 'type', title: 'Tipo', format: 'enum', options: USER_TYPE_LABELS, sortable: true, adminOnly: true },
    { key: 'roleName', title: 'Perfil de acesso', sortable: true },
    { key: 'companyName', title: 'Empresa', sortable: true, adminOnly: true },
    { key: 'isActive', title: 'Ativo', format: 'boolean', sortable: true },
    { key: 'dtCreated', title: 'Criado em', format: 'datetime', sortable: true, hiddenByDefault: true },
  ],
  filters: [
    { property: 'name', title: 'Nome', type: 'string' },
    { property: 'type', title: 'Tipo', type: 'options', options: userTypeOptions, showIfAdmin: true },
    { property: 'companyDescription', title: 'Empresa', type: 'string', showIfAdmin: true },
  ],
  fields: [
    { property: 'name', title: 'Nome', type: 'string', required: true },
    { property: 'email', title: 'E-mail', type: 'string', stringKind: 'email', required: true },
    userTypeField,
    companyField({ required: true, showIf: { type: ['company'] } }),
    {
      property: 'roleId',
      title: 'Perfil de acesso',
      type: 'fk',
      listingForSelect: { resource: 'roles', labelKey: 'name' },
      dependsOnOtherProp: ['type', 'companyId'],
    },
    { property: 'password', title: 'Senha', type: 'password', required: true, confirm: true },
    { property: 'isActive', title: 'Ativo', type: 'boolean', defaultValue: true },
    { property: 'tfaEnabled', title: 'Verificação em duas etapas (código por e-mail)', type: 'boolean' },
    { property: 'canDeleteItself', title: 'Pode excluir a própria conta', type: 'boolean' },
  ],
};

/** Report columns are the listing's columns. */
export const userColumns: TResourceColumn[] = userView.columns;
