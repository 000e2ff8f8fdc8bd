import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyUser, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import { loginAs, startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let company: TCompanyFixture;
let manager: Awaited<ReturnType<typeof createCompanyUser>>;
let adminRoleId: number;
let adminUserId: number;

const MANAGER_PERMISSIONS = ['CLIENT', 'ROLE', 'USER'].flatMap((r) =>
  ['LIST', 'CREATE', 'UPDATE', 'DELETE'].map((a) => `${r}:${a}`),
);

beforeAll(async () => {
  t = await startTestApp();
  company = await createCompany(t, await platformAdmin(t));
  manager = await createCompanyUser(t, company, MANAGER_PERMISSIONS);
  const me = await company.api.get('/login/logged-user');
  adminRoleId = me.body.roleId;
  adminUserId = me.body.id;
});
afterAll(() => t.close());

describe('a company user with ROLE and USER permissions but less than the administrator', () => {
  it('cannot strip, rename or delete the administrator role', async () => {
    const before = await company.api.get(`/roles/${adminRoleId}`);
    for (const res of [
      await manager.api.put('/roles', { id: adminRoleId, permissions: ['CLIENT:LIST'] }),
      await manager.api.put('/roles', { id: adminRoleId, name: 'Renomeado' }),
      await manager.api.del('/roles', { id: adminRoleId }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Você não pode alterar um perfil com permissões que você não possui.');
    }
    expect((await company.api.get(`/roles/${adminRoleId}`)).body).toEqual(before.body);
  });

  it('cannot take over, deactivate or delete the administrator account', async () => {
    for (const res of [
      await manager.api.put('/users', { id: adminUserId, password: 'Tomada123!' }),
      await manager.api.put('/users', { id: adminUserId, isActive: false }),
      await manager.api.del('/users', { id: adminUserId }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Você não pode alterar um usuário com permissões que você não possui.');
    }
    expect((await loginAs(t, company.adminEmail, company.adminPassword)).token).toBeTruthy();
  });

  it('still manages roles and users within its own permissions', async () => {
    const role = await manager.api.post('/roles', { name: 'Recepção', type: 'company', permissions: ['CLIENT:LIST'] });
    expect(role.status).toBe(201);
    expect(
      (await manager.api.put('/roles', { id: role.body.id, permissions: ['CLIENT:LIST', 'CLIENT:CREATE'] })).status,
    ).toBe(200);
    const user = await manager.api.post('/users', {
      name: 'Recepcionista',
      type: 'company',
      email: 'recepcionista@empresa.test',
      password: 'Recepcao123!',
      roleId: role.body.id,
    });
    expect(user.status).toBe(201);
    expect((await manager.api.put('/users', { id: user.body.id, isActive: false })).status).toBe(200);
    expect((await manager.api.del('/users', { id: user.body.id })).status).toBe(200);
    expect((await manager.api.del('/roles', { id: role.body.id })).status).toBe(200);
  });
});
