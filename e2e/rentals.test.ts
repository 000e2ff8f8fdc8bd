import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { addDays, INTEGRATION_LINK_COPIED, todayIn } from '@estadia/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, platformAdmin, type TCompanyFixture } from '../apps/api/test/helpers/fixtures.ts';
import { otaFeed } from '../apps/api/test/helpers/ota-feed.ts';
import { SCREENSHOTS, startE2E, type TE2E } from './helpers/browser.ts';
import { expectRowCount, rowAction, signIn } from './helpers/ui.ts';

let e: TE2E;
let company: TCompanyFixture;
let feedServer: http.Server;
let feedUrl: string;
/** The calendar the 'Airbnb' integration imports: one reservation, and one that collides with an order here. */
let feedBody = '';
/** The feed server answers this status instead of the calendar when it is not 200 (an OTA having a bad day). */
let feedStatus = 200;

const today = todayIn('America/Sao_Paulo');

/** A feed shaped like Airbnb's export: all-day events, DTEND exclusive. */
/** Two pictures that differ, as a phone would send them. */
const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  e = await startE2E();
  company = await createCompany(e.t, await platformAdmin(e.t), 'Pousada Hospedagens');
  feedServer = http.createServer((_req, res) => {
    res.writeHead(feedStatus, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(feedStatus === 200 ? feedBody : 'Service Unavailable');
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/airbnb.ics`;
});
afterAll(async () => {
  await e?.close();
  if (feedServer) await new Promise((resolve) => feedServer.close(resolve));
});

/** A picture stored through the upload call, as the gallery does it: a rental refuses unknown images. */
async function uploadPhoto() {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await photo(90, 160, 90))], { type: 'image/jpeg' }), 'casa.jpg');
  const res = await fetch(`${e.t.url}/api/uploads/uploadFiles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${company.api.token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { fileName: string }[])[0]?.fileName;
}

async function signedIn() {
  const { page, context } = await e.newPage();
  await signIn(page, company.adminEmail, company.adminPassword);
  return { page, context };
}

/** The stepped rental form: the step indicator must read 'Etapa n/5' before the step's fields are used. */
async function toStep(page: Page, n: number) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page
    .getByTestId('form-step-indicator')
    .filter({ hasText: `Etapa ${n}/5` })
    .waitFor();
}

const WEEK = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo'];
/** R$ 200,00 on weekdays up to R$ 260,00 on Sunday; R$ 400,00 on holidays. */
const WEEK_CENTS = [20000, 20000, 20000, 21000, 24000, 26000, 26000];

describe('rentals', () => {
  it('creates a rental with two photos (the second made the main one), a map position, prices and a 10% fee, and reopens it with every value kept', async () => {
    const { page } = await signedIn();
    await page.goto('/rentals');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.waitForURL(/\/rental$/);
    const form = page.getByRole('form', { name: 'Hospedagem' });

    await form.getByRole('textbox', { name: /^Nome/ }).fill('Chalé da Serra');
    await form.getByRole('textbox', { name: /^Máximo de pessoas/ }).fill('4');
    await form.getByRole('textbox', { name: /^Horário de check-in/ }).fill('1400');
    await form.getByRole('textbox', { name: /^Horário de check-out/ }).fill('1100');
    await form.getByRole('textbox', { name: /^Descrição/ }).fill('Chalé com lareira e vista para o vale.');

    await toStep(page, 2);
    await form.getByRole('textbox', { name: /^Preço padrão da diária/ }).fill('25000');
    for (const [slot, label] of WEEK.entries()) {
      await form.getByRole('textbox', { name: label, exact: true }).fill(String(WEEK_CENTS[slot]));
    }
    await form.getByRole('textbox', { name: 'Feriados', exact: true }).fill('40000');
    await form.getByRole('textbox', { name: /^Taxa de serviço/ }).fill('10');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'rental-form.png'), fullPage: true });

    await toStep(page, 3);
    await form.getByLabel('Fotos').setInputFiles([
      { name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 120, 40) },
      { name: 'sala.jpg', mimeType: 'image/jpeg', buffer: await photo(40, 120, 200) },
    ]);
    const images = form.getByRole('img', { name: /^Fotos \d$/ });
    await expect.poll(() => images.count(), { timeout: 15_000 }).toBe(2);
    const uploaded = await images.evaluateAll((list) => list.map((img) => img.getAttribute('src') ?? ''));
    await form.getByRole('button', { name: 'Tornar principal: imagem 2' }).click();
    await expect
      .poll(() => images.evaluateAll((list) => list.map((img) => img.getAttribute('src') ?? '')))
      .toEqual([uploaded[1], uploaded[0]]);

    await toStep(page, 4);
    await form.getByRole('textbox', { name: /^Regra de cancelamento/ }).fill('Reembolso integral até 7 dias antes.');

    await toStep(page, 5);
    // A click on the map sets the marker; the pasted coordinates then put it exactly where the test wants it.
    const map = form.locator('.leaflet-container');
    await map.waitFor();
    await map.click();
    await form
      .getByRole('status')
      .filter({ hasText: /^Latitude / })
      .waitFor();
    await form.getByRole('textbox', { name: 'Link do Google Maps ou coordenadas' }).fill('-23.5505, -46.6333');
    await form.getByRole('button', { name: 'Aplicar' }).click();
    await form.getByRole('status').filter({ hasText: 'Latitude -23.5505, longitude -46.6333' }).waitFor();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/rentals$/);
    await page.getByTestId('listing-row').filter({ hasText: 'Chalé da Serra' }).waitFor();

    const saved = (await company.api.get('/rentals', { name: 'Chalé da Serra' })).body.data[0];
    expect(saved).toMatchObject({
      maxNumPeople: 4,
      checkinTime: '14:00',
      checkoutTime: '11:00',
      defaultPrice: 25000,
      pricesByDay: [...WEEK_CENTS, 40000],
      tax: 10,
      addressPosition: [-23.5505, -46.6333],
    });
    expect(saved.images).toHaveLength(2);
    expect(uploaded[1]).toContain(saved.images[0]);

    await rowAction(page, 'Chalé da Serra', 'Editar');
    await page.waitForURL(/\/rental\/\d+$/);
    await expect.poll(() => form.getByRole('textbox', { name: /^Nome/ }).inputValue()).toBe('Chalé da Serra');
    expect(await form.getByRole('textbox', { name: /^Horário de check-in/ }).inputValue()).toBe('14:00');
    await toStep(page, 2);
    expect(await form.getByRole('textbox', { name: /^Preço padrão da diária/ }).inputValue()).toBe('250,00');
    expect(await form.getByRole('textbox', { name: 'Sexta', exact: true }).inputValue()).toBe('240,00');
    expect(await form.getByRole('textbox', { name: 'Feriados', exact: true }).inputValue()).toBe('400,00');
    const tax = form.getByRole('textbox', { name: /^Taxa de serviço/ });
    expect(await tax.inputValue()).toBe('10');
    // A fee with decimals is typed with the Brazilian comma.
    await tax.fill('12,5');
    expect(await tax.inputValue()).toBe('12,5');
    await toStep(page, 3);
    expect(await images.first().getAttribute('src')).toBe(uploaded[1]);
    await toStep(page, 4);
    await toStep(page, 5);
    await form.getByRole('status').filter({ hasText: 'Latitude -23.5505, longitude -46.6333' }).waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/rentals$/);
    await page.getByTestId('listing-row').filter({ hasText: '12,5' }).waitFor();
    expect((await company.api.get(`/rentals/${saved.id}`)).body.tax).toBe(12.5);
  });
});

describe('products', () => {
  it('creates a product from the list and shows its price in reais', async () => {
    const { page } = await signedIn();
    await page.goto('/products');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.waitForURL(/\/product$/);
    const form = page.getByRole('form', { name: 'Produto' });
    await form.getByRole('textbox', { name: /^Nome/ }).fill('Café da manhã');
    await form.getByRole('textbox', { name: /^Preço/ }).fill('4500');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/products$/);
    await page
      .getByTestId('listing-row')
      .filter({ hasText: 'Café da manhã' })
      .filter({ hasText: 'R$ 45,00' })
      .waitFor();
  });
});

describe('holidays', () => {
  it("imports the year's national holidays and edits one in the inline form above the list", async () => {
    const { page } = await signedIn();
    await page.goto('/settings/holidays');
    const year = today.slice(0, 4);
    await page.getByRole('combobox', { name: 'Ano' }).click();
    await page.getByRole('option', { name: year }).click();
    await page.getByRole('button', { name: 'Importar feriados nacionais' }).click();
    const imported = page.getByText(/^\d+ feriados importados\.$/);
    await imported.waitFor();
    const created = Number((await imported.textContent())?.match(/\d+/)?.[0]);
    expect(created).toBeGreaterThanOrEqual(8);
    expect((await company.api.get('/holidays', { pageSize: 100 })).body.total).toBe(created);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Natal');
    await expectRowCount(page, 1);

    // 'Editar' loads the row into the form above the list; saving puts the change in the list.
    await rowAction(page, 'Natal', 'Editar');
    const form = page.getByRole('form', { name: 'Feriado' });
    const name = form.getByRole('textbox', { name: /^Nome/ });
    await expect.poll(() => name.inputValue()).toBe('Natal');
    await page.getByRole('heading', { name: 'Editar: Natal' }).waitFor();
    await name.fill('Natal em família');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByTestId('listing-row').filter({ hasText: 'Natal em família' }).waitFor();
    await page.getByRole('heading', { name: 'Novo feriado' }).waitFor();
    expect(await name.inputValue()).toBe('');

    // Importing again adds nothing: the dates are already there.
    await page.getByRole('button', { name: 'Importar feriados nacionais' }).click();
    await page.getByText('Nenhum feriado importado: todos já estavam cadastrados.').waitFor();
  });
});

describe('integrations', () => {
  it('creates an integration, copies its feed link (12 s notice), syncs it and shows its health, blocks and conflicts', async () => {
    const rental = await company.api.post('/rentals', {
      name: 'Casa do Lago',
      defaultPrice: 30000,
      pricesByDay: [30000, 30000, 30000, 30000, 30000, 30000, 30000, 30000],
      images: [await uploadPhoto()],
      tax: 0,
    });
    expect(rental.status).toBe(201);
    const first = addDays(today, 20);
    const clash = addDays(today, 40);
    const order = await company.api.post('/orders', {
      rentalId: rental.body.id,
      status: 'paid',
      days: [clash, addDays(clash, 1)],
      valuesDaily: [30000, 30000],
      clients: [{ name: 'Ana Souza', phone: '(11) 98765-4321', email: 'ana@example.com' }],
    });
    expect(order.status).toBe(201);
    feedBody = otaFeed([
      { uid: 'airbnb-1@airbnb.com', start: first, end: addDays(first, 3) },
      { uid: 'airbnb-2@airbnb.com', start: addDays(clash, 1), end: addDays(clash, 3) },
    ]);

    const { page, context } = await signedIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e.t.url });
    await page.goto('/settings/integrations');
    const form = page.getByRole('form', { name: 'Integração' });
    await form.getByRole('textbox', { name: /^Nome/ }).fill('Airbnb');
    await expect.poll(() => form.getByRole('option', { name: 'Casa do Lago' }).count()).toBe(1);
    await form.getByLabel(/^Hospedagem/).selectOption({ label: 'Casa do Lago' });
    await form.getByRole('textbox', { name: /^Link iCal/ }).fill(feedUrl);
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByTestId('listing-row').filter({ hasText: 'Airbnb' }).waitFor();

    await rowAction(page, 'Airbnb', 'Copiar link do calendário');
    await page.getByText(INTEGRATION_LINK_COPIED).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const integration = (await company.api.get('/integrations', { pageSize: 10 })).body.data[0];
    expect(copied).toBe(`${e.t.url}/api/ical/generate/${integration.id}?key=${integration.feedKey}`);
    const feed = await fetch(copied);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    // Still on screen after the default 6 s: the link notice stays 12 s.
    await page.waitForTimeout(7_000);
    expect(await page.getByText(INTEGRATION_LINK_COPIED).isVisible()).toBe(true);

    await rowAction(page, 'Airbnb', 'Sincronizar agora');
    await page.getByText(/^Sincronizado: 2 eventos lidos, 1 conflito com reservas\.$/).waitFor();
    const row = page.getByTestId('listing-row').filter({ hasText: 'Airbnb' });
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('200');
    // The conflict count is drawn in the theme's error colour, unlike the events read beside it.
    const colorOf = (text: RegExp) =>
      row
        .getByRole('cell')
        .filter({ hasText: text })
        .first()
        .evaluate((cell) => getComputedStyle(cell.firstElementChild ?? cell).color);
    expect(await colorOf(/^1$/)).not.toBe(await colorOf(/^2$/));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'integrations.png') });

    await rowAction(page, 'Airbnb', 'Detalhes');
    const drawer = page.getByRole('dialog', { name: /^Integração: Airbnb/ });
    const blocks = drawer.getByTestId('imported-block');
    await expect.poll(() => blocks.count()).toBe(2);
    await drawer.locator('[data-testid="imported-block"][data-conflict="true"]').getByText('Conflito').waitFor();
    await drawer.getByText(`Coincide com a reserva ${order.body.code}`).waitFor();
    await drawer.getByRole('button', { name: 'Fechar' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: 'Gerar novo link' }).waitFor();

    // A new link revokes the old one once confirmed.
    await rowAction(page, 'Airbnb', 'Gerar novo link');
    await page.getByText(/O link atual deixará de funcionar/).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText(/^Novo link gerado\./).waitFor();
    expect((await fetch(copied)).status).toBe(404);

    // A feed that fails shows its error on the row, and the attempt turns red at the start of the row.
    feedStatus = 503;
    // The page is back in the accessibility tree once the dialog's exit has finished.
    await row.getByRole('button', { name: 'Sincronizar agora' }).waitFor();
    await rowAction(page, 'Airbnb', 'Sincronizar agora');
    await page.getByText(/^Falha na sincronização: /).waitFor();
    await row.getByRole('cell', { name: '503', exact: true }).waitFor();
    await row.getByRole('cell').filter({ hasText: 'O calendário respondeu com HTTP 503' }).waitFor();
    await row.getByLabel('Falhou').waitFor();
  });
});
