import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brazilianNationalHolidays, todayIn } from '@estadia/shared';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { bootstrap } from '../src/db/bootstrap.ts';
import { holidays, occupancies, orders, products, rentals } from '../src/db/schema.ts';
import { ORDER_CODE_ALPHABET, uniqueOrderCode } from '../src/modules/orders/order-code.ts';
import { createCompany, createCompanyUser, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import {
  createOrder,
  createProduct,
  createRental,
  expectStatus,
  guest,
  nights,
  orderBody,
  uploadImage,
  WEEK_PRICES,
} from './helpers/lodging.ts';
import { openTestDatabase, startTestApp, type TApiClient, type TResponse, type TTestApp } from './helpers/test-app.ts';

type TRow = Record<string, any>;

let t: TTestApp;
let admin: TApiClient;
let host: TCompanyFixture;
let other: TCompanyFixture;

const STAY_TAKEN = 'As datas escolhidas não estão disponíveis para esta hospedagem.';
const MISSING = 'Preencha os campos obrigatórios (Missing fields, see additionalData).';
const INVALID = 'Dados inválidos, verifique os campos em additionalData.';

beforeAll(async () => {
  t = await startTestApp();
  admin = await platformAdmin(t);
  host = await createCompany(t, admin, 'Pousada das Dunas');
  other = await createCompany(t, admin, 'Hotel Serra Azul');
});
afterAll(() => t.close());

function expectError(res: TResponse, statusCode: number, message: string, additionalData: unknown = null) {
  const names: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' };
  expect({ status: res.status, body: res.body }).toEqual({
    status: statusCode,
    body: { statusCode, error: names[statusCode], message, additionalData },
  });
}

const namesOf = (res: TResponse) => (res.body.data as TRow[]).map((row) => row.name).sort();
const idsOf = (res: TResponse) => (res.body.data as TRow[]).map((row) => row.id as number).sort((a, b) => a - b);

async function excelCells(res: TResponse): Promise<string[]> {
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.raw);
  const cells: string[] = [];
  book.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => {
      cells.push(String(cell.value));
    });
  });
  return cells;
}

// ---------------------------------------------------------------------------------------------------------------
describe('rentals', () => {
  it('are created, read, updated and deleted by their company, with every column and the company name', async () => {
    const image = await uploadImage(t, host.api);
    const created = await createRental(t, host, {
      name: 'Casa da Lagoa',
      images: [image],
      tax: 12.5,
      maxNumPeople: 6,
      addressPosition: [-27.6, -48.47],
      cancelingRule: 'Reembolso integral até 7 dias antes.',
    });
    expect(created).toMatchObject({
      name: 'Casa da Lagoa',
      companyId: host.id,
      companyName: 'Pousada das Dunas',
      tax: 12.5,
      defaultPrice: 15_000,
      useDefaultPrice: false,
      pricesByDay: WEEK_PRICES,
      images: [image],
      maxNumPeople: 6,
      addressPosition: [-27.6, -48.47],
      checkinTime: '14:00',
    });
    expect(created).not.toHaveProperty('searchText');

    expect(expectStatus(await host.api.get(`/rentals/${created.id}`), 200)).toEqual(created);
    const second = await uploadImage(t, host.api, { r: 250, g: 200, b: 10 });
    const updated = expectStatus(
      await host.api.put('/rentals', { id: created.id, images: [second, image], defaultPrice: 18_000 }),
      200,
    );
    expect(updated).toMatchObject({ images: [second, image], defaultPrice: 18_000, name: 'Casa da Lagoa' });

    expect(expectStatus(await host.api.del('/rentals', { id: created.id }), 200)).toEqual({
      success: true,
      id: created.id,
    });
    expect((await host.api.get(`/rentals/${created.id}`)).status).toBe(404);
  });

  it('need every weekday price above zero unless the default price covers every night', async () => {
    const images = [await uploadImage(t, host.api)];
    const body = { name: 'Sem preços', defaultPrice: 20_000, images, pricesByDay: [0, 100, 0, 100, 100, 100, 100, 0] };
    expectError(await host.api.post('/rentals', body), 400, MISSING, {
      'pricesByDay.0': 'Campo obrigatório',
      'pricesByDay.2': 'Campo obrigatório',
      'pricesByDay.7': 'Campo obrigatório',
    });
    const flat = expectStatus(await host.api.post('/rentals', { ...body, useDefaultPrice: true }), 201);
    // Turning the default price off later needs the weekday prices too.
    expectError(await host.api.put('/rentals', { id: flat.id, useDefaultPrice: false }), 400, MISSING, {
      'pricesByDay.0': 'Campo obrigatório',
      'pricesByDay.2': 'Campo obrigatório',
      'pricesByDay.7': 'Campo obrigatório',
    });
  });

  it('show only images uploaded by their company: an unknown name, a PDF or another company’s upload is refused', async () => {
    const ours = await uploadImage(t, host.api);
    const theirs = await uploadImage(t, other.api);
    const pdf = await fetch(`${t.url}/api/uploads/uploadFiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.api.token}` },
      body: (() => {
        const form = new FormData();
        form.append('files', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'doc.pdf');
        return form;
      })(),
    }).then((r) => r.json() as Promise<{ fileName: string }[]>);
    const res = await host.api.post('/rentals', {
      name: 'Galeria inválida',
      defaultPrice: 10_000,
      pricesByDay: WEEK_PRICES,
      images: [ours, 'ffffffffffffffffffffffffffffffff.jpg', theirs, pdf[0]!.fileName],
    });
    const notFound = 'Imagem não encontrada. Envie a imagem novamente.';
    expectError(res, 400, INVALID, { 'images.1': notFound, 'images.2': notFound, 'images.3': notFound });
  });

  it('keep their company: an admin cannot move a rental to another company', async () => {
    const rental = await createRental(t, host);
    expectError(await admin.put('/rentals', { id: rental.id, companyId: other.id }), 400, INVALID, {
      companyId: 'A empresa de uma hospedagem não pode ser alterada.',
    });
  });

  it('are listed by name, default price, tax and company; listSimple gives id, name and company', async () => {
    const company = await createCompany(t, admin, 'Filtros de Hospedagem');
    const a = await createRental(t, company, { name: 'Cabana Ipê', defaultPrice: 31_000, tax: 5 });
    const b = await createRental(t, company, { name: 'Cabana Jatobá', defaultPrice: 32_000, tax: 7.5 });
    await createRental(t, host, { name: 'Cabana Ipê do vizinho', defaultPrice: 31_000 });

    expect(namesOf(await company.api.get('/rentals', { name: 'ipe' }))).toEqual(['Cabana Ipê']);
    expect(namesOf(await company.api.get('/rentals', { defaultPrice: 32_000 }))).toEqual(['Cabana Jatobá']);
    expect(namesOf(await company.api.get('/rentals', { tax: '7,5' }))).toEqual(['Cabana Jatobá']);
    // A company sees only its own rentals, whatever company it asks for; an admin filters by company.
    expect(namesOf(await company.api.get('/rentals', { companyId: host.id }))).toEqual([]);
    expect(idsOf(await admin.get('/rentals', { companyId: company.id }))).toEqual([a.id, b.id]);

    const simple = await company.api.get('/rentals/listSimple', { orderBy: 'name' });
    expect(simple.body).toEqual({
      data: [
        { id: a.id, name: 'Cabana Ipê', companyId: company.id },
        { id: b.id, name: 'Cabana Jatobá', companyId: company.id },
      ],
      total: 2,
    });
    const cells = await excelCells(
      await company.api.get('/rentals/generateReportFile', { fileType: 'excel', columns: 'name,defaultPrice' }),
    );
    expect(cells).toEqual(expect.arrayContaining(['Cabana Ipê', 'Cabana Jatobá']));
  });

  it('with reservations cannot be deleted', async () => {
    const rental = await createRental(t, host);
    expectStatus(await createOrder(host.api, rental.id, nights('2031-08-04', 2)), 201);
    expectError(
      await host.api.del('/rentals', { id: rental.id }),
      409,
      'Esta hospedagem tem reservas e não pode ser excluída.',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('products', () => {
  it('are created, read, updated and deleted, with the company name; listSimple gives id, name, price and image', async () => {
    const image = await uploadImage(t, host.api);
    const created = expectStatus(
      await host.api.post('/products', {
        name: 'Café da manhã',
        price: 4_500,
        description: 'Para duas pessoas',
        image,
      }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Café da manhã',
      price: 4_500,
      description: 'Para duas pessoas',
      image,
      companyId: host.id,
      companyName: 'Pousada das Dunas',
    });
    const updated = expectStatus(await host.api.put('/products', { id: created.id, price: 5_000 }), 200);
    expect(updated).toMatchObject({ price: 5_000, name: 'Café da manhã' });
    const simple = await host.api.get('/products/listSimple', { id: created.id });
    expect(simple.body.data).toEqual([{ id: created.id, name: 'Café da manhã', price: 5_000, image }]);
    expectStatus(await host.api.del('/products', { id: created.id }), 200);
    expect((await host.api.get(`/products/${created.id}`)).status).toBe(404);
  });

  it('need an uploaded image of their company', async () => {
    expectError(
      await host.api.post('/products', {
        name: 'Toalhas',
        price: 1_000,
        image: 'ffffffffffffffffffffffffffffffff.png',
      }),
      400,
      INVALID,
      { image: 'Imagem não encontrada. Envie a imagem novamente.' },
    );
  });

  it('are listed by name, description, price and company name', async () => {
    const company = await createCompany(t, admin, 'Estalagem Filtro Único');
    await createProduct(company, { name: 'Translado aeroporto', price: 12_000, description: 'Ida e volta' });
    await createProduct(company, { name: 'Kit praia', price: 3_000, description: 'Cadeiras e guarda-sol' });
    expect(namesOf(await company.api.get('/products', { name: 'TRANSLADO' }))).toEqual(['Translado aeroporto']);
    expect(namesOf(await company.api.get('/products', { description: 'guarda' }))).toEqual(['Kit praia']);
    expect(namesOf(await company.api.get('/products', { price: 3_000 }))).toEqual(['Kit praia']);
    expect(namesOf(await admin.get('/products', { companyDescription: 'filtro unico' }))).toEqual([
      'Kit praia',
      'Translado aeroporto',
    ]);
    const cells = await excelCells(
      await company.api.get('/products/generateReportFile', { fileType: 'excel', columns: 'name,price' }),
    );
    expect(cells).toEqual(expect.arrayContaining(['Kit praia', 'Translado aeroporto']));
  });

  it('booked in a reservation cannot be deleted', async () => {
    const rental = await createRental(t, host);
    const product = await createProduct(host);
    expectStatus(await createOrder(host.api, rental.id, nights('2031-08-11', 1), { products: [product.id] }), 201);
    expectError(
      await host.api.del('/products', { id: product.id }),
      409,
      'Este produto está em reservas e não pode ser excluído.',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('holidays', () => {
  it('are created, updated, listed by name, date and company, and one date is one holiday', async () => {
    const company = await createCompany(t, admin, 'Refúgio dos Feriados');
    const created = expectStatus(
      await company.api.post('/holidays', { name: 'Aniversário da cidade', date: '2031-03-23' }),
      201,
    );
    expect(created).toEqual({
      id: created.id,
      name: 'Aniversário da cidade',
      date: '2031-03-23',
      companyId: company.id,
      companyName: 'Refúgio dos Feriados',
    });
    expectError(
      await company.api.post('/holidays', { name: 'Outro', date: '2031-03-23' }),
      409,
      'Já existe um feriado nesta data.',
    );
    await company.api.post('/holidays', { name: 'Festa do padroeiro', date: '2031-06-29' });
    expect(namesOf(await company.api.get('/holidays', { date: '2031-06-29' }))).toEqual(['Festa do padroeiro']);
    expect(namesOf(await company.api.get('/holidays', { name: 'aniversario' }))).toEqual(['Aniversário da cidade']);
    expect(namesOf(await admin.get('/holidays', { companyDescription: 'refugio dos' }))).toEqual([
      'Aniversário da cidade',
      'Festa do padroeiro',
    ]);
    const moved = expectStatus(await company.api.put('/holidays', { id: created.id, date: '2031-03-24' }), 200);
    expect(moved.date).toBe('2031-03-24');
    const cells = await excelCells(
      await company.api.get('/holidays/generateReportFile', { fileType: 'excel', columns: 'date,name' }),
    );
    expect(cells).toEqual(expect.arrayContaining(['Festa do padroeiro']));
  });

  it('import the national holidays of a year once: dates the company already has are kept as they are', async () => {
    const company = await createCompany(t, admin, 'Pousada Nacional');
    const expected = brazilianNationalHolidays(2031);
    await company.api.post('/holidays', { name: 'Natal da pousada', date: '2031-12-25' });

    const first = expectStatus(await company.api.post('/holidays/importNationalHolidays', { year: 2031 }), 200);
    expect(first.created).toBe(expected.length - 1);
    expect(first.holidays.map((h: TRow) => h.date)).toEqual(
      expected.map((h) => h.date).filter((d) => d !== '2031-12-25'),
    );
    expect(first.holidays[0]).toEqual({
      id: expect.any(Number),
      name: 'Confraternização Universal',
      date: '2031-01-01',
      companyId: company.id,
      companyName: 'Pousada Nacional',
    });

    const again = expectStatus(await company.api.post('/holidays/importNationalHolidays', { year: 2031 }), 200);
    expect(again).toEqual({ created: 0, holidays: [] });
    const listed = await company.api.get('/holidays', { pageSize: 100 });
    expect(listed.body.total).toBe(expected.length);
    expect((listed.body.data as TRow[]).find((h) => h.date === '2031-12-25')?.name).toBe('Natal da pousada');
  });

  it('import into the caller’s company; an admin names the company', async () => {
    const company = await createCompany(t, admin, 'Pousada Importada');
    // A company user's companyId is ignored: the holidays go to its own company.
    const own = expectStatus(
      await other.api.post('/holidays/importNationalHolidays', { year: 2032, companyId: company.id }),
      200,
    );
    expect(own.holidays.every((h: TRow) => h.companyId === other.id)).toBe(true);

    expectError(await admin.post('/holidays/importNationalHolidays', { year: 2032 }), 400, MISSING, {
      companyId: 'Campo obrigatório',
    });
    const byAdmin = expectStatus(
      await admin.post('/holidays/importNationalHolidays', { year: 2032, companyId: company.id }),
      200,
    );
    expect(byAdmin.created).toBe(brazilianNationalHolidays(2032).length);

    const reader = await createCompanyUser(t, company, ['HOLIDAY:LIST']);
    expectError(
      await reader.api.post('/holidays/importNationalHolidays', { year: 2032 }),
      403,
      'Você não tem permissão para esta ação.',
    );
    const body = await company.api.call('POST', '/holidays/importNationalHolidays');
    expectError(body, 400, 'Required parameter "body" was null or undefined when calling importNationalHolidays().', {
      body: 'Campo obrigatório',
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('orders', () => {
  it('are created with a code, the stay, guests, products and totals the server computes', async () => {
    const rental = await createRental(t, host, { name: 'Bangalô Mar', tax: 10, cancelingRule: 'Sem reembolso.' });
    const product = await createProduct(host, { name: 'Passeio de barco', price: 5_000 });
    const first = guest('Ana Clara');
    const second = guest('Bruno Dias');
    const res = await createOrder(host.api, rental.id, ['2031-03-03', '2031-03-04'], {
      valuesDaily: [10_000, 12_000],
      products: [product.id],
      clients: [first, second],
    });
    const order = expectStatus(res, 201);
    expect(order.code).toMatch(new RegExp(`^[${ORDER_CODE_ALPHABET}]{8}$`));
    expect(order).toMatchObject({
      companyId: host.id,
      companyName: 'Pousada das Dunas',
      rentalId: rental.id,
      rentalName: 'Bangalô Mar',
      rental: { id: rental.id, name: 'Bangalô Mar', images: rental.images, cancelingRule: 'Sem reembolso.' },
      status: 'pending',
      days: ['2031-03-03', '2031-03-04'],
      checkIn: '2031-03-03',
      checkOut: '2031-03-05',
      valuesDaily: [10_000, 12_000],
      products: [product.id],
      productItems: [{ id: product.id, name: 'Passeio de barco', price: 5_000 }],
      productsTotalPrice: 5_000,
      // 10 % of 270,00.
      taxValue: 2_700,
      totalValue: 29_700,
      guestNames: 'Ana Clara, Bruno Dias',
    });
    expect(order.clients).toEqual([
      { id: expect.any(Number), name: 'Ana Clara', phone: first.phone, email: first.email },
      { id: expect.any(Number), name: 'Bruno Dias', phone: second.phone, email: second.email },
    ]);
    expect(expectStatus(await host.api.get(`/orders/${order.id}`), 200)).toEqual(order);
    // The guests became the company's guests.
    const guests = await host.api.get('/clients', { email: first.email });
    expect(guests.body.data.map((c: TRow) => c.id)).toEqual([order.clients[0].id]);
  });

  it('take the host’s nightly values and refuse a list that does not match the nights', async () => {
    const rental = await createRental(t, host, { tax: 12.5 });
    const order = expectStatus(
      await createOrder(host.api, rental.id, nights('2031-03-10', 3), { valuesDaily: [0, 7_777, 10_001] }),
      201,
    );
    // 12.5 % of 177,78 = 22,2225 → 22,22.
    expect(order).toMatchObject({ valuesDaily: [0, 7_777, 10_001], taxValue: 2_222, totalValue: 17_778 + 2_222 });

    expectError(
      await createOrder(host.api, rental.id, nights('2031-03-20', 3), { valuesDaily: [10_000, 10_000] }),
      400,
      INVALID,
      { valuesDaily: 'Informe um valor para cada diária (3).' },
    );
    expectError(
      await createOrder(host.api, rental.id, ['2031-03-20', '2031-03-22'], { valuesDaily: [1, 1] }),
      400,
      INVALID,
      { days: 'As diárias devem ser consecutivas.' },
    );
  });

  it('link guests to the company’s guests by id, else by e-mail, else create them', async () => {
    const known = expectStatus(
      await host.api.post('/clients', {
        name: 'Márcia Lima',
        phone: '(31) 3456-7890',
        email: 'marcia.lima@hospede.test',
      }),
      201,
    );
    const byEmail = expectStatus(
      await host.api.post('/clients', { name: 'João Conceição', phone: '(21) 99876-5432', email: 'joao@hospede.test' }),
      201,
    );
    const foreign = expectStatus(
      await other.api.post('/clients', {
        name: 'De Outra Empresa',
        phone: '(11) 3333-4444',
        email: 'outra@hospede.test',
      }),
      201,
    );
    const rental = await createRental(t, host);
    const fresh = guest('Nova Hóspede');
    const order = expectStatus(
      await createOrder(host.api, rental.id, nights('2031-04-01', 2), {
        clients: [
          // The form edits the guest it shows: a new phone is saved on the guest.
          { id: known.id, name: 'Márcia Lima', phone: '(31) 99999-0000', email: 'marcia.lima@hospede.test' },
          { name: 'João C.', phone: '(21) 99876-5432', email: 'JOAO@hospede.test' },
          // Another company's guest is never touched nor linked: this one is matched or created here.
          { id: foreign.id, name: 'Convidado', phone: '(11) 3333-4444', email: 'convidado@hospede.test' },
          fresh,
        ],
      }),
      201,
    );
    const ids = order.clients.map((c: TRow) => c.id);
    expect(ids.slice(0, 2)).toEqual([known.id, byEmail.id]);
    expect(ids[2]).not.toBe(foreign.id);
    expect(order.clients[0].phone).toBe('(31) 99999-0000');
    // Matched by e-mail, the guest's record is kept as it was.
    expect(order.clients[1]).toMatchObject({ name: 'João Conceição', email: 'joao@hospede.test' });
    expect((await other.api.get(`/clients/${foreign.id}`)).body).toMatchObject({ name: 'De Outra Empresa' });
    expect((await host.api.get(`/clients/${ids[2]}`)).body).toMatchObject({
      companyId: host.id,
      email: 'convidado@hospede.test',
    });

    expectError(
      await createOrder(host.api, rental.id, nights('2031-04-10', 1), {
        clients: [fresh, { ...guest('Repetida'), email: fresh.email.toUpperCase() }],
      }),
      400,
      INVALID,
      { 'clients.1.email': 'Hóspede repetido nesta reserva.' },
    );
    expectError(await createOrder(host.api, rental.id, nights('2031-04-10', 1), { clients: [] }), 400, INVALID, {
      clients: 'Adicione pelo menos um item',
    });
  });

  it('refuse a rental or products of another company; an admin’s order belongs to its rental’s company', async () => {
    const ours = await createRental(t, host);
    const theirs = await createRental(t, other);
    const theirProduct = await createProduct(other);
    expectError(await createOrder(host.api, theirs.id, nights('2031-05-05', 1)), 400, INVALID, {
      rentalId: 'Hospedagem não encontrada nesta empresa.',
    });
    expectError(
      await createOrder(host.api, ours.id, nights('2031-05-05', 1), { products: [theirProduct.id] }),
      400,
      INVALID,
      { 'products.0': 'Produto não encontrado na empresa da hospedagem.' },
    );

    const byAdmin = expectStatus(
      await createOrder(admin, theirs.id, nights('2031-05-05', 1), { companyId: host.id, products: [theirProduct.id] }),
      201,
    );
    expect(byAdmin).toMatchObject({ companyId: other.id, rentalId: theirs.id, products: [theirProduct.id] });
    // Its guest is a guest of that company.
    expect((await other.api.get(`/clients/${byAdmin.clients[0].id}`)).status).toBe(200);
    expect((await host.api.get(`/orders/${byAdmin.id}`)).status).toBe(404);
  });

  it('move their nights when the days or the rental change, and never overlap another reservation', async () => {
    const rental = await createRental(t, host);
    const second = await createRental(t, host);
    const order = expectStatus(await createOrder(host.api, rental.id, nights('2031-06-02', 3)), 201);
    expectError(await createOrder(host.api, rental.id, nights('2031-06-04', 2)), 409, STAY_TAKEN);

    const moved = expectStatus(
      await host.api.put('/orders', { id: order.id, days: nights('2031-06-09', 2), valuesDaily: [9_000, 9_000] }),
      200,
    );
    expect(moved).toMatchObject({ checkIn: '2031-06-09', checkOut: '2031-06-11', totalValue: 18_000 });
    expectStatus(await createOrder(host.api, rental.id, nights('2031-06-04', 2)), 201);

    const otherRental = expectStatus(await host.api.put('/orders', { id: order.id, rentalId: second.id }), 200);
    expect(otherRental).toMatchObject({ rentalId: second.id, rentalName: second.name });
    const held = await t.db.select().from(occupancies).where(eq(occupancies.orderId, order.id));
    expect(held).toEqual([expect.objectContaining({ rentalId: second.id, stay: '[2031-06-09,2031-06-11)' })]);
    expectStatus(await createOrder(host.api, rental.id, nights('2031-06-09', 2)), 201);
  });

  it('free their nights when canceled, and can be reactivated only while the nights are still free', async () => {
    const rental = await createRental(t, host);
    const stay = nights('2031-07-07', 3);
    const order = expectStatus(await createOrder(host.api, rental.id, stay, { status: 'paid' }), 201);
    const canceled = expectStatus(await host.api.put('/orders', { id: order.id, status: 'canceled' }), 200);
    // A status change alone keeps the totals.
    expect(canceled).toMatchObject({ status: 'canceled', totalValue: order.totalValue, code: order.code });
    expect(await t.db.select().from(occupancies).where(eq(occupancies.orderId, order.id))).toEqual([]);

    const reactivated = expectStatus(await host.api.put('/orders', { id: order.id, status: 'pending' }), 200);
    expect(reactivated.status).toBe('pending');
    expectStatus(await host.api.put('/orders', { id: order.id, status: 'canceled' }), 200);

    const taker = expectStatus(await createOrder(host.api, rental.id, nights('2031-07-08', 1)), 201);
    expectError(await host.api.put('/orders', { id: order.id, status: 'paid' }), 409, STAY_TAKEN);
    // The refused reactivation changed nothing.
    expect((await host.api.get(`/orders/${order.id}`)).body.status).toBe('canceled');

    expectStatus(await host.api.del('/orders', { id: taker.id }), 200);
    expectStatus(await host.api.put('/orders', { id: order.id, status: 'paid' }), 200);
  });

  it('free their nights when deleted; their guests stay', async () => {
    const rental = await createRental(t, host);
    const stay = nights('2031-09-01', 2);
    const order = expectStatus(await createOrder(host.api, rental.id, stay), 201);
    expectStatus(await host.api.del('/orders', { id: order.id }), 200);
    expect((await host.api.get(`/orders/${order.id}`)).status).toBe(404);
    expect((await host.api.get(`/clients/${order.clients[0].id}`)).status).toBe(200);
    expectStatus(await createOrder(host.api, rental.id, stay), 201);
  });

  it('keep the price a product was booked at, and recompute the totals when the products change', async () => {
    const rental = await createRental(t, host, { tax: 10 });
    const breakfast = await createProduct(host, { name: 'Café', price: 2_000 });
    const dinner = await createProduct(host, { name: 'Jantar', price: 8_000 });
    const order = expectStatus(
      await createOrder(host.api, rental.id, nights('2031-10-06', 1), { products: [breakfast.id] }),
      201,
    );
    expect(order).toMatchObject({ productsTotalPrice: 2_000, totalValue: 13_200 });
    await host.api.put('/products', { id: breakfast.id, price: 3_000 });
    const updated = expectStatus(
      await host.api.put('/orders', { id: order.id, products: [breakfast.id, dinner.id] }),
      200,
    );
    expect(updated).toMatchObject({
      products: [breakfast.id, dinner.id].sort((a, b) => a - b),
      productsTotalPrice: 10_000,
      taxValue: 2_000,
      totalValue: 22_000,
    });
  });

  it('are listed by status, rental, guest and nights, and reported with their guests', async () => {
    const company = await createCompany(t, admin, 'Pousada Listagem');
    const lagoa = await createRental(t, company, { name: 'Chalé Lagoa' });
    const serra = await createRental(t, company, { name: 'Chalé Serra' });
    const a = expectStatus(
      await createOrder(company.api, lagoa.id, nights('2031-11-03', 3), {
        clients: [guest('Luíza Fernandes', { phone: '(48) 98888-1234' })],
      }),
      201,
    );
    const b = expectStatus(
      await createOrder(company.api, serra.id, nights('2031-11-05', 2), {
        status: 'paid',
        clients: [guest('Pedro Álvares', { email: 'pedro.alvares@example.com' })],
      }),
      201,
    );
    const ids = (query: Record<string, string | number | string[]>) => company.api.get('/orders', query).then(idsOf);

    expect(await ids({ status: 'paid' })).toEqual([b.id]);
    expect(await ids({ rentalDescription: 'lagoa' })).toEqual([a.id]);
    expect(await ids({ clients: 'luiza' })).toEqual([a.id]);
    expect(await ids({ clients: 'pedro.alvares@' })).toEqual([b.id]);
    expect(await ids({ clients: '98888-1234' })).toEqual([a.id]);
    expect(await ids({ days: '2031-11-05' })).toEqual([a.id, b.id]);
    expect(await ids({ days: ['2031-11-06', '2031-11-09'] })).toEqual([b.id]);
    expect(await ids({ days: '["2031-11-03"]' })).toEqual([a.id]);
    expect(await ids({ days: '2031-11-08' })).toEqual([]);
    expect(await ids({ searchTerm: b.code.toLowerCase() })).toEqual([b.id]);
    expect(idsOf(await admin.get('/orders', { companyId: company.id }))).toEqual([a.id, b.id]);

    const sorted = await company.api.get('/orders', { orderBy: 'rentalName', orderDirection: 'desc' });
    expect(sorted.body.data.map((o: TRow) => o.rentalName)).toEqual(['Chalé Serra', 'Chalé Lagoa']);
    const cells = await excelCells(
      await company.api.get('/orders/generateReportFile', { fileType: 'excel', columns: 'code,guestNames,status' }),
    );
    expect(cells).toEqual(expect.arrayContaining([a.code, 'Luíza Fernandes', 'Pedro Álvares', 'Pago', 'Pendente']));
  });

  it('draw their code again when the drawn one is taken', async () => {
    const rental = await createRental(t, host);
    const order = expectStatus(await createOrder(host.api, rental.id, nights('2031-12-01', 1)), 201);
    const draws = [order.code, order.code, 'ZZZZ2222'];
    expect(await uniqueOrderCode(t.db, () => draws.shift() as string)).toBe('ZZZZ2222');
    const [row] = await t.db.select({ code: orders.code }).from(orders).where(eq(orders.id, order.id));
    expect(row?.code).toBe(order.code);
  });

  it('need rental, status, nights, values and guests', async () => {
    const res = await host.api.post('/orders', {});
    expectError(res, 400, MISSING, {
      rentalId: 'Campo obrigatório',
      status: 'Campo obrigatório',
      days: 'Campo obrigatório',
      valuesDaily: 'Campo obrigatório',
      clients: 'Campo obrigatório',
    });
    const body = orderBody(1, nights('2031-12-10', 1));
    expect((await host.api.post('/orders', { ...body, code: 'MEUCODIGO' })).status).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('demo data', () => {
  it('a first local start gives the demo company rentals with photos, a product, holidays and two stays next month', async () => {
    const database = await openTestDatabase();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'estadia-demo-'));
    try {
      await bootstrap(database.db, loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }), Fastify().log);
      const db = database.db;
      const demoRentals = await db.select().from(rentals).orderBy(asc(rentals.name));
      expect(demoRentals.map((r) => r.name)).toEqual(['Casa da Lagoa', 'Chalé Vista Mar']);
      for (const name of demoRentals.flatMap((r) => r.images)) {
        expect((await fs.stat(path.join(dataDir, 'uploads', name))).size).toBeGreaterThan(0);
        expect((await fs.stat(path.join(dataDir, 'uploads', `thumb-${name}.webp`))).size).toBeGreaterThan(0);
      }
      expect(await db.select({ name: products.name }).from(products)).toEqual([{ name: 'Café da manhã colonial' }]);
      expect((await db.select().from(holidays)).length).toBeGreaterThan(20);

      const today = todayIn('America/Sao_Paulo');
      const month = Number(today.slice(5, 7));
      const year = Number(today.slice(0, 4));
      const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
      const stays = await db.select().from(orders).orderBy(asc(orders.checkIn));
      expect(stays.map((o) => [o.status, o.checkIn.slice(0, 7)])).toEqual([
        ['paid', nextMonth],
        ['pending', nextMonth],
      ]);
      expect(stays.every((o) => o.totalValue > 0)).toBe(true);
      expect(await db.select().from(occupancies)).toHaveLength(2);
    } finally {
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
