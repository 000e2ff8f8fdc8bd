import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, platformAdmin, type TCompanyFixture } from '../apps/api/test/helpers/fixtures.ts';
import { ADMIN } from '../apps/api/test/helpers/test-app.ts';
import { DESKTOP, PHONE, startE2E, type TE2E } from './helpers/browser.ts';
import { signIn, sixDigitCode } from './helpers/ui.ts';

let e: TE2E;
let company: TCompanyFixture;

beforeAll(async () => {
  e = await startE2E();
  company = await createCompany(e.t, await platformAdmin(e.t), 'Pousada Navegador');
});
afterAll(() => e?.close());

async function newUser(tfaEnabled = false) {
  const email = `nav.${Math.random().toString(36).slice(2)}@empresa.test`;
  const password = 'Senha123!';
  const res = await company.api.post('/users', {
    name: 'Pessoa Navegador',
    type: 'company',
    email,
    password,
    tfaEnabled,
  });
  expect(res.status).toBe(201);
  return { email, password };
}

describe.each([
  ['desktop', DESKTOP],
  ['375 px', PHONE],
])('sign-in screens (%s)', (_name, viewport) => {
  it('signs in and lands on the dashboard', async () => {
    const { page } = await e.newPage(viewport);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
  });

  it('shows the server message for a wrong password and stays on login', async () => {
    const { page } = await e.newPage(viewport);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill('Errada123!');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('E-mail ou senha inválidos.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('asks for the e-mailed code when the second factor is on, and signs in with it', async () => {
    const user = await newUser(true);
    const { page } = await e.newPage(viewport);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Reenviar código' }).waitFor();
    const code = sixDigitCode((await e.t.lastMail(user.email))?.text);
    await page.getByLabel('Código').fill(code);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/dashboard$/);
  });

  it('resets a forgotten password with the e-mailed code and signs in with the new one', async () => {
    const user = await newUser();
    const { page } = await e.newPage(viewport);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await page.getByRole('heading', { name: 'Esqueceu a senha?' }).waitFor();
    await page.getByLabel('E-mail').fill(user.email);
    // The message shows for 1.5 s before the redirect: start looking before the click.
    const sent = page.getByText('E-mail enviado!').waitFor();
    await page.getByRole('button', { name: /enviar/i }).click();
    await sent;
    await page.waitForURL(/\/code-verification\?email=/);
    const code = sixDigitCode((await e.t.lastMail(user.email))?.text);
    await page.getByLabel('Código').fill(code);
    await page.getByRole('button', { name: /verificar|continuar/i }).click();
    await page.waitForURL(/\/reset-password\?/);
    await page.getByLabel('Nova senha', { exact: true }).fill('Trocada123');
    await page.getByText('Forte').or(page.getByText('Bom')).first().waitFor();
    await page.getByLabel('Confirmar senha').fill('Trocada123');
    await page.getByRole('button', { name: /redefinir|alterar|salvar/i }).click();
    await page.getByText('Senha alterada com sucesso').waitFor();
    await page.waitForURL(/\/login$/);
    await signIn(page, user.email, 'Trocada123');
  });

  it('returns to login when the server answers 401 (session revoked elsewhere)', async () => {
    const user = await newUser();
    const { page } = await e.newPage(viewport);
    await signIn(page, user.email, user.password);
    // Revoke only once the dashboard's own calls are done: one of them answering 401 would reload mid-navigation.
    await page.waitForLoadState('networkidle');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('estadia.session') ?? '{}').token);
    await e.t.api.as(token).post('/login/logout');
    await page.goto('/clients');
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('estadia.session'))).toBeNull();
  });
});
