import { addDays, dayRange } from '@estadia/shared';
import sharp from 'sharp';
import type { TCompanyFixture } from './fixtures.ts';
import type { TApiClient, TResponse, TTestApp } from './test-app.ts';

type TRow = Record<string, any>;

/** Monday to Sunday, then holidays, in cents: every slot different so a test sees which one priced a night. */
export const WEEK_PRICES = [10_000, 11_000, 12_000, 13_000, 14_000, 20_000, 19_000, 30_000];

let seq = 0;
const pad = (n: number, size: number) => String(n).padStart(size, '0');

/** A valid, unique mobile number: (48) 9NNNN-NNNN. */
export const guestPhone = (n = ++seq) => `(48) 9${pad(n % 10_000, 4)}-${pad(n, 4)}`;

/** A guest as the order form sends it. */
export function guest(name: string, extra: TRow = {}) {
  const n = ++seq;
  return { name, phone: guestPhone(n), email: `hospede${n}.${Date.now()}@example.com`, ...extra };
}

/** The nights from `first`, `count` of them. */
export const nights = (first: string, count: number) => dayRange(first, addDays(first, count - 1));

export function expectStatus(res: TResponse, status: number) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A real picture uploaded the way the gallery does it; returns its stored name. */
export async function uploadImage(t: TTestApp, api: TApiClient, color = { r: 40, g: 120, b: 200 }): Promise<string> {
  const body = await sharp({ create: { width: 32, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(body)], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${t.url}/api/uploads/uploadFiles?accept=images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  const stored = (await res.json()) as { fileName: string }[];
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(stored)}`);
  return (stored[0] as { fileName: string }).fileName;
}

const pictures = new WeakMap<TTestApp, Map<number, string>>();

/** One uploaded picture per company, for every rental of it that needs a gallery. */
export async function pictureOf(t: TTestApp, company: TCompanyFixture): Promise<string> {
  const known = pictures.get(t) ?? new Map<number, string>();
  pictures.set(t, known);
  const kept = known.get(company.id);
  if (kept) return kept;
  const fileName = await uploadImage(t, company.api);
  known.set(company.id, fileName);
  return fileName;
}

/** A rental of the company (created by its administrator) with an uploaded photo and the week prices. */
export async function createRental(t: TTestApp, company: TCompanyFixture, values: TRow = {}): Promise<TRow> {
  const images = values.images ?? [await uploadImage(t, company.api)];
  const res = await company.api.post('/rentals', {
    name: `Chalé ${++seq}`,
    defaultPrice: 15_000,
    useDefaultPrice: false,
    pricesByDay: WEEK_PRICES,
    tax: 0,
    checkinTime: '14:00',
    checkoutTime: '11:00',
    ...values,
    images,
  });
  return expectStatus(res, 201);
}

export async function createProduct(company: TCompanyFixture, values: TRow = {}): Promise<TRow> {
  return expectStatus(await company.api.post('/products', { name: `Produto ${++seq}`, price: 5_000, ...values }), 201);
}

/** The order form's body: one value per night from the week prices unless given. */
export function orderBody(rentalId: number, days: string[], values: TRow = {}) {
  return {
    rentalId,
    status: 'pending',
    days,
    valuesDaily: days.map(() => 10_000),
    clients: [guest('Hóspede Teste')],
    products: [],
    ...values,
  };
}

export function createOrder(api: TApiClient, rentalId: number, days: string[], values: TRow = {}) {
  return api.post('/orders', orderBody(rentalId, days, values));
}

/** Dates of an availability answer that are free. */
export const freeDays = (res: TResponse) =>
  (res.body as { date: string; isAvailable: boolean }[]).filter((d) => d.isAvailable).map((d) => d.date);
