import { companyColumns, grantablePermissions, ZCompanyCreate, ZCompanyFilters, ZCompanyUpdate } from '@estadia/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import { defineResource } from '../../core/resource/resource-definition.ts';
import { returnedRow } from '../../db/client.ts';
import { companies, roles, users } from '../../db/schema.ts';
import { hashPassword } from '../login/login-service.ts';
import { revokeCompanySessions } from '../login/session-repository.ts';

const { searchText: _search, ...companyFields } = getTableColumns(companies);

export const COMPANY_ADMIN_ROLE_NAME = 'Administrador da empresa';

export const companysResource = defineResource({
  path: 'companys',
  title: 'Anfitriões',
  permission: 'COMPANY',
  table: companies,
  tenancy: 'none',
  select: companyFields,
  simpleSelect: { id: companies.id, name: companies.name },
  search: companies.searchText,
  filters: {
    email: { column: companies.email, op: 'text' },
    phone: { column: companies.phone, op: 'text' },
    cpfCnpj: { column: companies.cpfCnpj, op: 'text' },
    name: { column: companies.name, op: 'text' },
  },
  sortable: ['id', 'name', 'cpfCnpj', 'email', 'phone', 'city', 'uf', 'isActive', 'dtCreated', 'dtUpdated'],
  operations: ['create', 'update', 'delete'],
  schemas: { create: ZCompanyCreate, update: ZCompanyUpdate, filters: ZCompanyFilters },
  columns: companyColumns,
  hooks: {
    /** A new company gets its administrator (a role with every company permission and a user) in the same transaction. */
    async afterWrite({ tx }, row, input, existing) {
      if (existing) {
        if (existing.isActive && row.isActive === false) await revokeCompanySessions(tx, row.id);
        return;
      }
      const role = returnedRow(
        await tx
          .insert(roles)
          .values({
            companyId: row.id,
            name: COMPANY_ADMIN_ROLE_NAME,
            type: 'company',
            permissions: grantablePermissions('company'),
          })
          .returning({ id: roles.id }),
      );
      const admin = returnedRow(
        await tx
          .insert(users)
          .values({
            companyId: row.id,
            type: 'company',
            name: String(input.adminName || row.name),
            email: String(input.adminEmail),
            passwordHash: await hashPassword(String(input.adminPassword)),
            roleId: role.id,
          })
          .returning({ id: users.id }),
      );
      await tx.update(companies).set({ userAdminId: admin.id }).where(eq(companies.id, row.id));
    },
  },
});
