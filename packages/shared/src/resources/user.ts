import { z } from 'zod';
import { USER_TYPES } from '../permissions/permissions.ts';
import { withPasswordConfirm, zBool, zEmail, zEnum, zId, zPassword, zText } from '../validation/zod-fields.ts';
import { type TResourceColumn, updateSchemaOf, zFilterId, zFilterText } from './resource-schema.ts';
import { USER_TYPE_LABELS } from './role.ts';

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

export const userColumns: TResourceColumn[] = [
  { key: 'id', title: 'ID', format: 'integer' },
  { key: 'name', title: 'Nome' },
  { key: 'email', title: 'E-mail' },
  { key: 'type', title: 'Tipo', format: 'enum', options: USER_TYPE_LABELS },
  { key: 'roleName', title: 'Perfil de acesso' },
  { key: 'companyName', title: 'Empresa' },
  { key: 'isActive', title: 'Ativo', format: 'boolean' },
  { key: 'dtCreated', title: 'Criado em', format: 'datetime' },
];
