import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, platformAdmin, type TCompanyFixture } from '../apps/api/test/helpers/fixtures.ts';
import { startE2E, type TE2E } from './helpers/browser.ts';
import { expectRowCount, signIn } from './helpers/ui.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let e: TE2E;
let company: TCompanyFixture;

beforeAll(async () => {
  e = await startE2E();
  company = await createCompany(e.t, await platformAdmin(e.t), 'Pousada Acessível');
  await company.api.post('/clients', { name: 'Ana Souza', phone: '(11) 98765-4321', email: 'ana@example.com' });
});
afterAll(() => e?.close());

/** axe-core's WCAG scan of the page as it is; only serious and critical findings fail. */
async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; html: string }[] }[] }>;
        };
      }
    ).axe;
    return axe.run();
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html).join(' | ')}`);
}

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
