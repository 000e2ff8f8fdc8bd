import { can, userColumns, ZUserCreate, ZUserFilters, ZUserUpdate } from '@estadia/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { TAuthUser } from '../../core/auth-user.ts';
import { fieldErrorsToAppError } from '../../core/http-errors.ts';
import { defineResource, type TRow, type TValues } from '../../core/resource/resource-definition.ts';
import type { TDb } from '../../db/client.ts';
import { companies, roles, users } from '../../db/schema.ts';
import { hashPassword } from '../login/login-service.ts';
import { revokeUserSessions } from '../login/session-repository.ts';
import { checkCanManage, companyTypeFor } from '../roles/role-rules.ts';

const SELF_LOCKED = ['type', 'companyId', 'roleId', 'isActive'] as const;

async function rolePermissions(tx: TDb, roleId: unknown): Promise<string[]> {
  if (!roleId) return [];
  const [role] = await tx
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, Number(roleId)));
  return role?.permissions ?? [];
}

/** The chosen role must fit the user (same type and company) and hold nothing the caller lacks. */
async function checkRole(tx: TDb, caller: TAuthUser, roleId: number, type: string, companyId: unknown) {
  const [role] = await tx.select().from(roles).where(eq(roles.id, roleId));
  if (!role || role.type !== type || (role.companyId ?? null) !== (companyId ?? null)) {
    throw fieldErrorsToAppError({ roleId: 'Perfil de acesso inválido para este usuário.' });
  }
  if (caller.type !== 'admin' && role.permissions.some((p) => !can(caller, p))) {
    throw AppError.forbidden('Você não pode atribuir um perfil com permissões que você não possui.');
  }
}

export const usersResource = defineResource({
  path: 'users',
  title: 'Usuários',
  permission: 'USER',
  table: users,
  tenancy: 'optional',
  companyColumn: users.companyId,
  select: {
    id: users.id,
    name: users.name,
    email: users.email,
    type: users.type,
    companyId: users.companyId,
    companyName: companies.name,
    roleId: users.roleId,
    roleName: roles.name,
    isActive: users.isActive,
    canDeleteItself: users.canDeleteItself,
    tfaEnabled: users.tfaEnabled,
    dtCreated: users.dtCreated,
    dtUpdated: users.dtUpdated,
  },
  simpleSelect: { id: users.id, name: users.name, email: users.email },
  join: (q) => q.leftJoin(companies, eq(companies.id, users.companyId)).leftJoin(roles, eq(roles.id, users.roleId)),
  search: users.searchText,
  filters: {
    companyId: { column: users.companyId, op: 'eq' },
    companyDescription: { column: companies.name, op: 'text' },
    type: { column: users.type, op: 'eq' },
    name: { column: users.name, op: 'text' },
  },
  sortable: ['id', 'name', 'email', 'type', 'companyName', 'roleName', 'isActive', 'dtCreated', 'dtUpdated'],
  operations: ['create', 'update', 'delete'],
  schemas: { create: ZUserCreate, update: ZUserUpdate, filters: ZUserFilters },
  columns: userColumns,
  hooks: {
    async prepare({ tx, user }, input, existing) {
      if (existing && existing.id !== user.id)
        checkCanManage(user, await rolePermissions(tx, existing.roleId), 'usuário');
      if (existing && existing.id === user.id) {
        const changed = SELF_LOCKED.filter((k) => input[k] !== undefined && input[k] !== existing[k]);
        if (changed.length) {
          throw AppError.forbidden('Você não pode alterar o próprio tipo, empresa, perfil de acesso ou situação.');
        }
      }
      const type = companyTypeFor(user, input.type ?? existing?.type);
      const companyId = type === 'admin' ? null : (input.companyId ?? existing?.companyId ?? null);
      if (type === 'company' && !companyId) throw fieldErrorsToAppError({ companyId: 'Campo obrigatório' });
      const roleId = input.roleId === undefined ? (existing?.roleId ?? null) : input.roleId;
      if (roleId) await checkRole(tx, user, Number(roleId), type, companyId);
      const values: TValues = { ...input, type, companyId, roleId };
      if (input.password) values.passwordHash = await hashPassword(String(input.password));
      return values;
    },
    /** A new password or a deactivation ends the user's open sessions (the caller keeps its own). */
    async afterWrite({ tx, user }, row, input, existing) {
      if (!existing) return;
      if (input.password || (existing.isActive && row.isActive === false)) {
        await revokeUserSessions(tx, row.id, row.id === user.id ? user.sessionId : undefined);
      }
    },
    async beforeDelete({ tx, user }, row: TRow) {
      if (row.id === user.id) throw AppError.forbidden('Você não pode excluir a si mesmo por aqui.');
      checkCanManage(user, await rolePermissions(tx, row.roleId), 'usuário');
      const [owned] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.userAdminId, row.id));
      if (owned) throw AppError.conflict('Este usuário é o administrador da empresa e não pode ser excluído.');
    },
  },
});
