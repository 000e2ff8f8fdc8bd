import { z } from 'zod';
import { isPermission, USER_TYPES } from '../permissions/permissions.ts';
import { MSG } from '../validation/messages.ts';
import { zEnum, zId, zText } from '../validation/zod-fields.ts';
import { type TResourceColumn, updateSchemaOf, zFilterId, zFilterText } from './resource-schema.ts';

export const USER_TYPE_LABELS = { admin: 'Administrador', company: 'Empresa' } as const;

export const zPermissions = z
  .array(z.string().refine(isPermission, 'Permissão desconhecida'), { error: MSG.required })
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

export const roleColumns: TResourceColumn[] = [
  { key: 'id', title: 'ID', format: 'integer' },
  { key: 'name', title: 'Nome' },
  { key: 'type', title: 'Tipo', format: 'enum', options: USER_TYPE_LABELS },
  { key: 'companyName', title: 'Empresa' },
  { key: 'dtCreated', title: 'Criado em', format: 'datetime' },
];
