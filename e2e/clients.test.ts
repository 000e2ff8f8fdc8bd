import fs from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, platformAdmin, type TCompanyFixture } from '../apps/api/test/helpers/fixtures.ts';
import { DESKTOP, PHONE, SCREENSHOTS, startE2E, type TE2E } from './helpers/browser.ts';
import { expectRowCount, rowAction, signIn } from './helpers/ui.ts';

let e: TE2E;
let company: TCompanyFixture;
const GUESTS = 30;

beforeAll(async () => {
  e = await startE2E();
  company = await createCompany(e.t, await platformAdmin(e.t), 'Pousada Listagem');
  for (let i = 1; i <= GUESTS; i++) {
    const n = String(i).padStart(2, '0');
    const res = await company.api.post('/clients', {
      name: i === 7 ? 'João Conceição' : `Hóspede ${n}`,
      phone: `(11) 9${n}00-00${n}`,
      email: `hospede${n}@example.com`,
    });
    expect(res.status).toBe(201);
  }
});
afterAll(() => e?.close());

async function openClients(viewport: { width: number; height: number }) {
  const { page } = await e.newPage(viewport);
  await signIn(page, company.adminEmail, company.adminPassword);
  await page.goto('/clients');
  await expectRowCount(page, 10);
  return page;
}

describe.each([
  ['desktop', DESKTOP],
  ['375 px', PHONE],
])('guests listing and form (%s)', (label, viewport) => {
  const suffix = label === 'desktop' ? 'D' : 'M';

  it('shows the spec messages for an invalid phone and e-mail and saves once they are fixed', async () => {
    const page = await openClients(viewport);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.waitForURL(/\/client$/);
    const form = page.getByRole('form', { name: 'Hóspede' });
    await form.getByRole('textbox', { name: /^Nome/ }).fill(`Maria ${suffix}`);
    await form.getByRole('textbox', { name: /^Telefone/ }).fill('1234');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('maria@');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await form.getByText('Telefone inválido').waitFor();
    await form.getByText('E-mail inválido').waitFor();
    if (label === 'desktop') await page.screenshot({ path: path.join(SCREENSHOTS, 'form.png') });
    await form.getByRole('textbox', { name: /^Telefone/ }).fill('11987654321');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(`maria.${suffix}@example.com`);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/clients$/);
    const saved = await company.api.get('/clients', { searchTerm: `maria.${suffix}@` });
    expect(saved.body.data).toHaveLength(1);
    expect(saved.body.data[0].phone).toBe('(11) 98765-4321');
  });

  it('searches accent-insensitively, filters, sorts, pages and goes to a page', async () => {
    const page = await openClients(viewport);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('joao');
    await expectRowCount(page, 1);
    await page.getByTestId('listing-row').filter({ hasText: 'João Conceição' }).waitFor();
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');
    await expectRowCount(page, 10);

    const filters = page.getByRole('group', { name: 'Filtros' });
    if (!(await filters.isVisible())) await page.getByRole('button', { name: /Filtros/ }).click();
    await filters.getByRole('textbox', { name: 'E-mail' }).fill('hospede2');
    await expectRowCount(page, 10);
    await filters.getByRole('textbox', { name: 'E-mail' }).fill('hospede30');
    await expectRowCount(page, 1);
    await filters.getByRole('textbox', { name: 'E-mail' }).fill('');
    await expectRowCount(page, 10);

    const nameHeader = page.getByRole('columnheader', { name: /^Nome/ });
    await nameHeader.getByRole('button').first().click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await page.getByTestId('listing-row').first().filter({ hasText: 'Hóspede 01' }).waitFor();
    await nameHeader.getByRole('button').first().click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await nameHeader.getByRole('button').first().click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toMatch(/none|null/);

    await page.getByLabel('Itens por página').click();
    await page.getByRole('option', { name: '25' }).click();
    await expectRowCount(page, 25);
    await page.getByRole('spinbutton', { name: 'Ir para' }).fill('2');
    await page.getByRole('spinbutton', { name: 'Ir para' }).press('Enter');
    await expect.poll(() => page.getByTestId('listing-row').count()).toBeLessThan(25);
    await page.getByRole('button', { name: 'Primeira página' }).click();
    await expectRowCount(page, 25);
    if (label === 'desktop') await page.screenshot({ path: path.join(SCREENSHOTS, 'listing.png') });
  });

  it('shows hidden columns from the column chooser', async () => {
    const page = await openClients(viewport);
    const chooser = page.getByRole('button', { name: /^Colunas \(\d+ ocultas?\)$/ });
    const before = Number((await chooser.textContent())?.match(/\d+/)?.[0]);
    expect(before).toBeGreaterThan(0);
    await chooser.click();
    await page
      .getByRole('menuitemcheckbox', { name: 'ID' })
      .or(page.getByRole('checkbox', { name: 'ID' }))
      .first()
      .click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: /^ID/ }).waitFor();
    await expect.poll(async () => (await chooser.textContent()) ?? '').toContain(`(${before - 1} `);
  });

  it('exports the listing as PDF and Excel with the chosen columns', async () => {
    const page = await openClients(viewport);
    for (const kind of ['PDF', 'Excel'] as const) {
      await page.getByRole('button', { name: 'Exportar' }).click();
      await page.getByRole('menuitem', { name: kind }).click();
      const dialog = page.getByRole('dialog', { name: `Exportar ${kind}` });
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Exportar' }).click();
      const file = await (await download).path();
      await dialog.waitFor({ state: 'hidden' });
      const body = await fs.readFile(file as string);
      if (kind === 'PDF') {
        const text = (await pdfParse(new Uint8Array(body))).text;
        expect(text).toContain('Hóspedes');
        expect(text).toContain('Nome');
        expect(text).toContain('João Conceição');
      } else {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(body as unknown as ArrayBuffer);
        const sheet = book.worksheets[0]!;
        expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Nome', 'Telefone', 'E-mail']));
        expect(sheet.rowCount).toBeGreaterThan(GUESTS);
      }
    }
  });

  it('edits a guest and deletes another after confirming', async () => {
    const page = await openClients(viewport);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(`Hóspede 0${suffix === 'D' ? 2 : 3}`);
    await expectRowCount(page, 1);
    await rowAction(page, 'Hóspede', 'Editar');
    await page.waitForURL(/\/client\/\d+$/);
    const name = page.getByRole('form', { name: 'Hóspede' }).getByRole('textbox', { name: /^Nome/ });
    await expect.poll(() => name.inputValue()).toMatch(/^Hóspede/);
    await name.fill(`Editado ${suffix}`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/clients$/);
    expect((await company.api.get('/clients', { name: `Editado ${suffix}` })).body.total).toBe(1);

    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(`Editado ${suffix}`);
    await expectRowCount(page, 1);
    await rowAction(page, `Editado ${suffix}`, 'Excluir');
    await page.getByText('Deseja mesmo excluir?').waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectRowCount(page, 0);
    await page.getByText('Nenhum item encontrado!').waitFor();
    expect((await company.api.get('/clients', { name: `Editado ${suffix}` })).body.total).toBe(0);
  });
});
