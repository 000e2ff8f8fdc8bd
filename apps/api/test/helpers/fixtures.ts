import { ADMIN, loginAs, type TApiClient, type TTestApp } from './test-app.ts';

let seq = 0;

export interface TCompanyFixture {
  id: number;
  name: string;
  adminEmail: string;
  adminPassword: string;
  /** Client signed in as the company's administrator (every company permission). */
  api: TApiClient;
}

/** A company created the way a platform admin does it: through POST /companys, which also creates its admin. */
export async function createCompany(
  t: TTestApp,
  admin: TApiClient,
  name = `Empresa ${++seq}`,
): Promise<TCompanyFixture> {
  const adminEmail = `admin${++seq}.${Date.now()}@empresa.test`;
  const adminPassword = 'Empresa123!';
  const res = await admin.post('/companys', { name, email: `contato${seq}@empresa.test`, adminEmail, adminPassword });
  if (res.status !== 201) throw new Error(`create company failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, name, adminEmail, adminPassword, api: await loginAs(t, adminEmail, adminPassword) };
}

export function platformAdmin(t: TTestApp) {
  return loginAs(t, ADMIN.email, ADMIN.password);
}

/** A user of the company holding exactly these permissions (through a role made for it). */
export async function createCompanyUser(t: TTestApp, company: TCompanyFixture, permissions: string[]) {
  const role = await company.api.post('/roles', { name: `Perfil ${++seq}`, type: 'company', permissions });
  if (role.status !== 201) throw new Error(`create role failed: ${role.status} ${JSON.stringify(role.body)}`);
  const email = `user${++seq}.${Date.now()}@empresa.test`;
  const password = 'Usuario123!';
  const user = await company.api.post('/users', {
    name: `Usuário ${seq}`,
    type: 'company',
    email,
    password,
    roleId: role.body.id,
  });
  if (user.status !== 201) throw new Error(`create user failed: ${user.status} ${JSON.stringify(user.body)}`);
  return {
    id: user.body.id as number,
    roleId: role.body.id as number,
    email,
    password,
    api: await loginAs(t, email, password),
  };
}
