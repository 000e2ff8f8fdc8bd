import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type TE2E } from './helpers/browser.ts';

/** Route-level code splitting: what a phone downloads to show the login screen stays small. */
const LOGIN_JS_BUDGET_GZIP = 250 * 1024;

let e: TE2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

describe('login route JavaScript', () => {
  it('loads at most 250 KB of gzipped JavaScript and no back-office screen code', async () => {
    const { page } = await e.newPage();
    const scripts: { url: string; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`login route JS: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_GZIP);
    expect(scripts.map((s) => s.url).join(' ')).not.toMatch(/listing|resource-form|permissions/i);
  });
});
