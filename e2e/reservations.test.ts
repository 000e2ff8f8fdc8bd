import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { addDays, todayIn } from '@estadia/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, platformAdmin, type TCompanyFixture } from '../apps/api/test/helpers/fixtures.ts';
import { otaFeed } from '../apps/api/test/helpers/ota-feed.ts';
import { seriousViolations } from './helpers/axe.ts';
import { PHONE, SCREENSHOTS, startE2E, type TE2E } from './helpers/browser.ts';
import { signIn } from './helpers/ui.ts';

let e: TE2E;
let company: TCompanyFixture;
let rentalId: number;
let breakfastId: number;
let feedServer: http.Server;
let feedUrl: string;
/** What the 'Airbnb' calendar of the rental says: set by the test that imports it. */
let feedBody = '';

const RENTAL = 'Chalé da Serra';
const today = todayIn('America/Sao_Paulo');
/** A night a few days ahead: past nights are never open. */
const night = addDays(today, 3);
const br = (day: string) => day.split('-').reverse().join('/');
const CONFLICT = 'As datas escolhidas não estão disponíveis para esta hospedagem.';

/** A feed shaped like Airbnb's export: all-day events, DTEND exclusive. */
/** A real PNG stored through the upload call: a rental only takes images its company uploaded. */
async function uploadPng() {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'chale.png');
  const res = await fetch(`${e.t.url}/api/uploads/uploadFiles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${company.api.token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { fileName: string }[])[0]?.fileName;
}

beforeAll(async () => {
  e = await startE2E();
  company = await createCompany(e.t, await platformAdmin(e.t), 'Pousada Reservas');
  const rental = await company.api.post('/rentals', {
    name: RENTAL,
    defaultPrice: 25000,
    useDefaultPrice: false,
    // R$ 250,00 every night of the week, R$ 400,00 on holidays (the company has none); a 10% service fee.
    pricesByDay: [25000, 25000, 25000, 25000, 25000, 25000, 25000, 40000],
    tax: 10,
    images: [await uploadPng()],
  });
  expect(rental.status).toBe(201);
  rentalId = rental.body.id;
  const breakfast = await company.api.post('/products', { name: 'Café da manhã', price: 3000 });
  expect(breakfast.status).toBe(201);
  breakfastId = breakfast.body.id;
  feedServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(feedBody);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/airbnb.ics`;
});
afterAll(async () => {
  await e?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

/** The dashboard's month showing `day` (the calendar opens on today's month). */
async function showMonthOf(page: Page, day: string) {
  const calendar = page.getByTestId('reservations-calendar');
  await calendar.locator('.rbc-month-view').waitFor();
  if (day.slice(0, 7) !== today.slice(0, 7)) await calendar.getByRole('button', { name: 'Próximo' }).click();
  return calendar;
}

/** Clicks the empty lower part of a day's cell (its top holds the events), which rbc reads as a date click. */
async function clickDateCell(page: Page, day: string) {
  const calendar = await showMonthOf(page, day);
  const cell = calendar.locator(`.rbc-month-view [data-date="${day}"]`).first();
  const box = await cell.boundingBox();
  if (!box) throw new Error(`no cell for ${day}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 6);
  await page.waitForURL((url) => url.pathname === '/order' && url.searchParams.get('days') === JSON.stringify([day]));
}

async function chooseRental(page: Page) {
  const form = page.getByRole('form', { name: 'Reserva' });
  await expect.poll(() => form.getByRole('option', { name: RENTAL }).count()).toBe(1);
  await form.getByLabel(/^Hospedagem/).selectOption({ label: RENTAL });
  return form;
}

async function addGuest(page: Page, name: string, email: string) {
  const form = page.getByRole('form', { name: 'Reserva' });
  await form.getByRole('button', { name: 'Adicionar hóspede' }).click();
  const guest = form.getByRole('group', { name: 'Hóspedes' });
  await guest.getByRole('textbox', { name: /^Nome/ }).last().fill(name);
  await guest
    .getByRole('textbox', { name: /^Telefone/ })
    .last()
    .fill('11987654321');
  await guest
    .getByRole('textbox', { name: /^E-mail/ })
    .last()
    .fill(email);
}

/** The company's reservation whose guests include this name. */
async function savedOrderOf(guest: string) {
  const list = await company.api.get('/orders', { pageSize: 100 });
  expect(list.status).toBe(200);
  return (list.body.data as { guestNames: string; [key: string]: unknown }[]).find((o) => o.guestNames.includes(guest));
}

describe('reservations from the dashboard', () => {
  it('creates a reservation from a date on the calendar, with the quoted price, and shows it on that date', async () => {
    const { page } = await e.newPage();
    await signIn(page, company.adminEmail, company.adminPassword);
    await clickDateCell(page, night);

    // The date came along: one night, leaving the next day.
    const form = page.getByRole('form', { name: 'Reserva' });
    await form.getByText(`Entrada: ${br(night)} · Saída: ${br(addDays(night, 1))} · 1 diária`).waitFor();
    await chooseRental(page);

    // The calendar follows the spec's clicks: a later day sets the end, clicking the end again clears it.
    const dayButton = (day: string) => form.locator(`button[data-day="${day}"]`);
    // Days become clickable once the rental's availability has answered.
    await form.locator(`button[data-day="${addDays(night, 1)}"]:not([aria-disabled])`).waitFor();
    await dayButton(addDays(night, 1)).click();
    await form.getByText(`Saída: ${br(addDays(night, 2))} · 2 diárias`).waitFor();
    await form.getByText('R$ 550,00').waitFor(); // 2 × 250 + 10%
    await dayButton(addDays(night, 1)).click();
    await form.getByText(`Saída: ${br(addDays(night, 1))} · 1 diária`).waitFor();

    await addGuest(page, 'Maria Souza', 'maria.souza@example.com');
    // The quote: R$ 250,00 for the night, R$ 25,00 of service fee, R$ 275,00 in all.
    const prices = form.getByRole('group', { name: /^Valores das diárias/ });
    await prices.getByText('R$ 275,00').waitFor();
    await prices.getByText('R$ 25,00').waitFor();
    // A product changes the quote: (250 + 30) + 10% = R$ 308,00.
    await form.getByRole('combobox', { name: 'Produtos' }).click();
    await page.getByRole('option', { name: 'Café da manhã' }).click();
    await page.keyboard.press('Escape');
    await prices.getByText('R$ 308,00').waitFor();
    await prices.getByText('R$ 30,00').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'order-form.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/orders$/);

    const order = await savedOrderOf('Maria Souza');
    if (!order) throw new Error('the reservation was not saved');
    expect(order).toMatchObject({ rentalId, status: 'pending', days: [night], valuesDaily: [25000] });
    expect(order.products).toEqual([breakfastId]);
    expect(order.totalValue).toBe(30800);

    await page.goto('/dashboard');
    const calendar = await showMonthOf(page, night);
    const event = calendar.locator('.rbc-event', { hasText: `${RENTAL} — Maria Souza` }).first();
    await event.waitFor();
    // The event starts in the column of its first night (12:00 there, 12:00 on the check-out day).
    const cell = await calendar.locator(`.rbc-month-view [data-date="${night}"]`).first().boundingBox();
    const box = await event.boundingBox();
    expect(cell && box).toBeTruthy();
    if (cell && box) {
      expect(box.x).toBeGreaterThanOrEqual(cell.x - 2);
      expect(box.x).toBeLessThan(cell.x + cell.width);
      expect(box.y).toBeGreaterThanOrEqual(cell.y - 2);
      expect(box.y).toBeLessThan(cell.y + cell.height);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await event.click();
    await page.waitForURL(new RegExp(`/order/${order.id}$`));
    // Editing its own reservation, the night is free to keep (the order's own nights do not count as taken).
    await page
      .getByRole('form', { name: 'Reserva' })
      .locator(`button[data-day="${night}"]`)
      .and(page.locator('[aria-label*="primeira diária"]'))
      .waitFor();
    expect(await page.locator(`button[data-day="${night}"][aria-label*="indisponível"]`).count()).toBe(0);
  });

  it('refuses a second reservation of the same night with the 409 message', async () => {
    const { page } = await e.newPage();
    await signIn(page, company.adminEmail, company.adminPassword);
    await clickDateCell(page, night);
    const form = await chooseRental(page);
    // The calendar already shows the night taken.
    await form.locator(`button[data-day="${night}"][aria-label*="indisponível"]`).waitFor();
    await addGuest(page, 'João Lima', 'joao.lima@example.com');
    await form
      .getByRole('group', { name: /^Valores das diárias/ })
      .getByText('R$ 275,00')
      .waitFor();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erro!' });
    await dialog.getByText(CONFLICT).waitFor();
    expect(page.url()).toMatch(/\/order\?/);
    expect(await savedOrderOf('João Lima')).toBeUndefined();
  });

  it('offers only the day and agenda views at 375 px, the agenda first', async () => {
    const { page } = await e.newPage(PHONE);
    await signIn(page, company.adminEmail, company.adminPassword);
    const calendar = page.getByTestId('reservations-calendar');
    await calendar.locator('.rbc-agenda-view').waitFor();
    const views = calendar.locator('.rbc-toolbar .rbc-btn-group').last().getByRole('button');
    expect(await views.allTextContents()).toEqual(['Dia', 'Agenda']);
    expect(await calendar.getByRole('button', { name: 'Agenda' }).getAttribute('class')).toContain('rbc-active');
    // The agenda lists the next 30 days: the reservation is there.
    // (an event spanning two days is listed on both).
    await calendar.getByText(`${RENTAL} — Maria Souza`).first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-phone.png') });
    expect(await seriousViolations(page)).toEqual([]);
    // The month before has nothing.
    await calendar.getByRole('button', { name: 'Anterior' }).click();
    await calendar.getByText('Sem eventos nesta data').waitFor();
  });

  it('greys imported blocks and shows a collision in red, listed above the calendar with a link to the integrations', async () => {
    const blocked = addDays(night, 5);
    feedBody = otaFeed([
      { uid: 'free@airbnb.com', start: blocked, end: addDays(blocked, 2) },
      // Airbnb also sold the night reserved here: stored as a conflict, never over the reservation.
      { uid: 'clash@airbnb.com', start: night, end: addDays(night, 1) },
    ]);
    const integration = await company.api.post('/integrations', { name: 'Airbnb', rentalId, icalLink: feedUrl });
    expect(integration.status).toBe(201);
    const synced = await company.api.post('/integrations/syncNow', undefined, { id: integration.body.id });
    expect(synced.status).toBe(200);

    const { page } = await e.newPage();
    await signIn(page, company.adminEmail, company.adminPassword);
    const alert = page.getByRole('alert').filter({ hasText: 'Conflito de calendário' });
    await alert
      .getByText(`Conflito de calendário: ${RENTAL} — Reserved (Airbnb), de ${br(night)} a ${br(addDays(night, 1))}`)
      .waitFor();
    const calendar = await showMonthOf(page, night);
    const conflict = calendar.locator('.rbc-event', { hasText: 'Conflito: Reserved (Airbnb)' }).first();
    await conflict.waitFor();
    // MUI's error red; the reservation keeps its own colour beside it.
    expect(await conflict.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(211, 47, 47)');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-conflict.png') });
    expect(await seriousViolations(page)).toEqual([]);

    await calendar.getByRole('button', { name: 'Agenda' }).click();
    await calendar.getByText('Bloqueado: Reserved (Airbnb)').first().waitFor();
    await alert.getByRole('link', { name: 'Ver integrações' }).click();
    await page.waitForURL(/\/settings\/integrations$/);
  });
});
