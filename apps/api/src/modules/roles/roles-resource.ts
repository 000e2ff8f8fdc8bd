import { roleColumns, USER_TYPES, ZRoleCreate, ZRoleFilters, ZRoleUpdate } from '@estadia/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import { fieldErrorsToAppError } from '../../core/http-errors.ts';
import { defineResource } from '../../core/resource/resource-definition.ts';
import { companies, roles } from '../../db/schema.ts';
import { checkCanManage, checkGrantable, companyTypeFor } from './role-rules.ts';

const { searchText: _search, ...roleFields } = getTableColumns(roles);

export const rolesResource = defineResource({
  path: 'roles',
  title: 'Perfís de Acesso',
  permission: 'ROLE',
  table: roles,
  tenancy: 'optional',
  companyColumn: roles.companyId,
  select: { ...roleFields, companyName: companies.name },
  simpleSelect: { id: roles.id, name: roles.name, type: roles.type, companyId: roles.companyId },
  join: (q) => q.leftJoin(companies, eq(companies.id, roles.companyId)),
  search: roles.searchText,
  filters: {
    companyId: { column: roles.companyId, op: 'eq' },
    name: { column: roles.name, op: 'text' },
    type: { column: roles.type, op: 'eq' },
  },
  sortable: ['id', 'name', 'type', 'companyName', 'dtCreated', 'dtUpdated'],
  operations: ['create', 'update', 'delete'],
  schemas: { create: ZRoleCreate, update: ZRoleUpdate, filters: ZRoleFilters },
  columns: roleColumns,
  hooks: {
    prepare({ user }, input, existing) {
      if (existing) checkCanManage(user, existing.permissions as string[], 'perfil');
      const type = companyTypeFor(user, input.type ?? existing?.type);
      if (existing && type !== existing.type) {
        throw fieldErrorsToAppError({ type: 'O tipo de um perfil não pode ser alterado.' });
      }
      const companyId = type === 'admin' ? null : (input.companyId ?? existing?.companyId ?? null);
      if (type === 'company' && !companyId) throw fieldErrorsToAppError({ companyId: 'Campo obrigatório' });
      const permissions = (input.permissions ?? existing?.permissions) as string[];
      if (!(USER_TYPES as readonly string[]).includes(type)) throw AppError.badRequest('Tipo inválido.');
      checkGrantable(user, type, permissions);
      return { ...input, type, companyId, permissions };
    },
    beforeDelete({ user }, row) {
      checkCanManage(user, row.permissions as string[], 'perfil');
    },
  },
});
