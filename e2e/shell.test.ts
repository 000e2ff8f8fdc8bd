import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type TE2E } from './helpers/browser.ts';

let e: TE2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

describe('web app served by the API process', () => {
  it('loads in the browser with the pt-BR document language', async () => {
    const { page } = await e.newPage();
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    expect(await page.title()).toBe('Estadia');
  });
});
