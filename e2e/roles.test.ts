import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, platformAdmin, type TCompanyFixture } from '../apps/api/test/helpers/fixtures.ts';
import { DESKTOP, PHONE, startE2E, type TE2E } from './helpers/browser.ts';
import { expectRowCount, signIn } from './helpers/ui.ts';

let e: TE2E;
let company: TCompanyFixture;

beforeAll(async () => {
  e = await startE2E();
  company = await createCompany(e.t, await platformAdmin(e.t), 'Pousada Perfis');
  await company.api.post('/clients', { name: 'Hóspede Único', phone: '(11) 98765-4321', email: 'unico@example.com' });
});
afterAll(() => e?.close());

describe.each([
  ['desktop', DESKTOP],
  ['375 px', PHONE],
])('access profiles (%s)', (label, viewport) => {
  const roleName = `Somente leitura ${label}`;

  it("saves the 'Acessos' matrix, and the server and the screens enforce it", async () => {
    const { page } = await e.newPage(viewport);
    await signIn(page, company.adminEmail, company.adminPassword);
    await page.goto('/settings/role');
    await page.getByRole('textbox', { name: /^Nome/ }).fill(roleName);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByTestId('form-step-indicator').filter({ hasText: 'Etapa 2/2' }).waitFor();
    await page.getByRole('checkbox', { name: 'Hóspedes: visualizar' }).check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/settings\/roles$/);

    const roles = await company.api.get('/roles', { name: roleName });
    expect(roles.body.data[0].permissions).toEqual(['CLIENT:LIST']);
    const email = `leitura.${label.replace(/\W/g, '')}@empresa.test`;
    const created = await company.api.post('/users', {
      name: 'Leitora',
      type: 'company',
      email,
      password: 'Leitura123!',
      roleId: roles.body.data[0].id,
    });
    expect(created.status).toBe(201);

    const reader = await e.newPage(viewport);
    await signIn(reader.page, email, 'Leitura123!');
    await reader.page.goto('/clients');
    await expectRowCount(reader.page, 1);
    expect(await reader.page.getByRole('button', { name: 'Adicionar' }).count()).toBe(0);
    const token = await reader.page.evaluate(() => JSON.parse(localStorage.getItem('estadia.session') ?? '{}').token);
    const refused = await e.t.api
      .as(token)
      .post('/clients', { name: 'Não pode', phone: '(11) 98765-4321', email: 'naopode@example.com' });
    expect(refused.status).toBe(403);
  });

  it('a company user sees no admin menus and gets the not-found screen on admin routes', async () => {
    const { page } = await e.newPage(viewport);
    await signIn(page, company.adminEmail, company.adminPassword);
    expect(await page.getByRole('link', { name: 'Anfitriões' }).count()).toBe(0);
    for (const route of [
      '/companys',
      '/company',
      '/settings/plans',
      '/settings/couponCodes',
      '/asaasDigitalAccounts',
    ]) {
      await page.goto(route);
      await page.getByText('Página não encontrada').waitFor();
      await page.getByText('Talvez essa página ainda esteja em construção, volte mais tarde!').waitFor();
      await page.getByRole('link', { name: 'Voltar ao início.' }).waitFor();
    }
  });
});
