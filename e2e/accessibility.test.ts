import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, platformAdmin, type TCompanyFixture } from '../apps/api/test/helpers/fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';
import { startE2E, type TE2E } from './helpers/browser.ts';
import { expectRowCount, signIn } from './helpers/ui.ts';

let e: TE2E;
let company: TCompanyFixture;

beforeAll(async () => {
  e = await startE2E();
  company = await createCompany(e.t, await platformAdmin(e.t), 'Pousada Acessível');
  await company.api.post('/clients', { name: 'Ana Souza', phone: '(11) 98765-4321', email: 'ana@example.com' });
});
afterAll(() => e?.close());

describe('accessibility (axe-core)', () => {
  it('finds no serious or critical violations on login, a listing and a form', async () => {
    const { page } = await e.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, company.adminEmail, company.adminPassword);
    await page.goto('/clients');
    await expectRowCount(page, 1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/client');
    await page.getByRole('form', { name: 'Hóspede' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
