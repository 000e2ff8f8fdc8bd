import { AVAILABILITY_MAX_DAYS, addDays, dayRange, todayIn } from '@estadia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarBlocks, occupancies } from '../src/db/schema.ts';
import { createCompany, createCompanyUser, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import {
  createOrder,
  createProduct,
  createRental,
  expectStatus,
  freeDays,
  guest,
  nights,
  WEEK_PRICES,
} from './helpers/lodging.ts';
import { startTestApp, type TApiClient, type TResponse, type TTestApp } from './helpers/test-app.ts';

type TRow = Record<string, any>;

let t: TTestApp;
let admin: TApiClient;
/** Anonymous: the quote and the availability are public (the booking pages call them). */
let visitor: TApiClient;
let host: TCompanyFixture;
let other: TCompanyFixture;

const STAY_TAKEN = 'As datas escolhidas não estão disponíveis para esta hospedagem.';
const required = (name: string, operation: string) =>
  `Required parameter "${name}" was null or undefined when calling ${operation}().`;

beforeAll(async () => {
  t = await startTestApp();
  admin = await platformAdmin(t);
  visitor = t.api;
  host = await createCompany(t, admin, 'Pousada do Farol');
  other = await createCompany(t, admin, 'Hotel Montanha');
});
afterAll(() => t.close());

function expectError(res: TResponse, statusCode: number, message: string, additionalData: unknown = null) {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
  };
  expect({ status: res.status, body: res.body }).toEqual({
    status: statusCode,
    body: { statusCode, error: names[statusCode], message, additionalData },
  });
}

const quote = (query: Record<string, string | number | string[] | undefined>) =>
  visitor.get('/reservation/calcReservationPrices', query);
const availability = (api: TApiClient, query: Record<string, string | number | undefined>) =>
  api.get('/reservation/getRentalAvailability', query);

/** A block imported from another platform's calendar, as the iCal sync stores it: the block and its nights. */
async function importedBlock(company: TCompanyFixture, rentalId: number, startDay: string, endDay: string) {
  const integration = expectStatus(
    await company.api.post('/integrations', {
      name: 'Airbnb',
      rentalId,
      icalLink: 'https://www.airbnb.com.br/calendar/ical/123.ics?s=abc',
    }),
    201,
  );
  const [block] = await t.db
    .insert(calendarBlocks)
    .values({
      companyId: company.id,
      integrationId: integration.id,
      rentalId,
      uid: `evt-${startDay}@airbnb.com`,
      summary: 'Reserved',
      startDay,
      endDay,
    })
    .returning();
  await t.db
    .insert(occupancies)
    .values({ companyId: company.id, rentalId, blockId: block!.id, stay: `[${startDay},${endDay})` });
  return { integration, block: block! };
}

// ---------------------------------------------------------------------------------------------------------------
describe('GET /reservation/calcReservationPrices', () => {
  it('prices each night by its weekday slot, Monday to Sunday', async () => {
    const rental = await createRental(t, host);
    // 2031-03-03 is a Monday.
    const week = nights('2031-03-03', 7);
    const res = await quote({ rentalId: rental.id, days: week });
    expect(res.status).toBe(200);
    const weekTotal = WEEK_PRICES.slice(0, 7).reduce((a, b) => a + b, 0);
    expect(res.body).toEqual({
      rentalId: rental.id,
      pricesByDay: week.map((date, i) => ({ date, price: WEEK_PRICES[i] })),
      dailysTotalPrice: weekTotal,
      productsTotalPrice: 0,
      taxValue: 0,
      totalPrice: weekTotal,
    });
  });

  it('prices the company’s holidays with the holiday slot, not another company’s', async () => {
    const rental = await createRental(t, host);
    expectStatus(await host.api.post('/holidays', { name: 'Tiradentes', date: '2031-04-21' }), 201);
    expectStatus(await other.api.post('/holidays', { name: 'Feriado vizinho', date: '2031-04-22' }), 201);
    const res = await quote({ rentalId: rental.id, days: '2031-04-20,2031-04-21,2031-04-22' });
    expect(res.body.pricesByDay).toEqual([
      { date: '2031-04-20', price: WEEK_PRICES[6] },
      { date: '2031-04-21', price: WEEK_PRICES[7] },
      { date: '2031-04-22', price: WEEK_PRICES[1] },
    ]);
  });

  it('prices every night at the default price when the rental uses it', async () => {
    const rental = await createRental(t, host, { useDefaultPrice: true, defaultPrice: 25_000 });
    await host.api.post('/holidays', { name: 'Natal', date: '2031-12-25' });
    const res = await quote({ rentalId: rental.id, days: ['2031-12-24', '2031-12-25', '2031-12-27'] });
    expect(res.body).toMatchObject({
      pricesByDay: [
        { date: '2031-12-24', price: 25_000 },
        { date: '2031-12-25', price: 25_000 },
        { date: '2031-12-27', price: 25_000 },
      ],
      dailysTotalPrice: 75_000,
      totalPrice: 75_000,
    });
  });

  it('adds each chosen product once and the service fee on nights and products, rounded half up', async () => {
    const rental = await createRental(t, host, { tax: 12.5 });
    const a = await createProduct(host, { price: 5_000 });
    const b = await createProduct(host, { price: 3_333 });
    const res = await quote({ rentalId: rental.id, days: '2031-03-03', productsIds: `${a.id},${b.id},${a.id}` });
    // 100,00 + 50,00 + 33,33 = 183,33; 12.5 % = 22,91625 → 22,92.
    expect(res.body).toEqual({
      rentalId: rental.id,
      pricesByDay: [{ date: '2031-03-03', price: 10_000 }],
      dailysTotalPrice: 10_000,
      productsTotalPrice: 8_333,
      taxValue: 2_292,
      totalPrice: 20_625,
    });
  });

  it('prices the nights as a set: sorted, each once', async () => {
    const rental = await createRental(t, host);
    const res = await quote({ rentalId: rental.id, days: ['2031-03-05', '2031-03-03', '2031-03-05'] });
    expect(res.body.pricesByDay).toEqual([
      { date: '2031-03-03', price: WEEK_PRICES[0] },
      { date: '2031-03-05', price: WEEK_PRICES[2] },
    ]);
  });

  it('answers 404 for an unknown rental and 400 for a product of another company', async () => {
    const rental = await createRental(t, host);
    const theirs = await createProduct(other);
    expectError(await quote({ rentalId: 999_999, days: '2031-03-03' }), 404, 'Hospedagem não encontrada.');
    expectError(
      await quote({ rentalId: rental.id, days: '2031-03-03', productsIds: theirs.id }),
      400,
      'Produto não disponível para esta hospedagem.',
      { productsIds: `Produto não disponível para esta hospedagem. (${theirs.id})` },
    );
  });

  it('names a missing parameter as the spec does, and refuses an invalid day', async () => {
    expectError(await quote({ days: '2031-03-03' }), 400, required('rentalId', 'calcReservationPrices'), {
      rentalId: 'Campo obrigatório',
    });
    expectError(await quote({ rentalId: 1 }), 400, required('days', 'calcReservationPrices'), {
      days: 'Campo obrigatório',
    });
    expectError(await quote({ rentalId: 1, days: '' }), 400, required('days', 'calcReservationPrices'), {
      days: 'Campo obrigatório',
    });
    const invalid = await quote({ rentalId: 1, days: '2031-02-30' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.additionalData).toEqual({ 'days.0': 'Data inválida' });
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('GET /reservation/getRentalAvailability', () => {
  it('holds the nights of pending and paid reservations and of imported blocks, not of canceled ones', async () => {
    const rental = await createRental(t, host);
    expectStatus(await createOrder(host.api, rental.id, nights('2031-05-05', 2)), 201);
    expectStatus(await createOrder(host.api, rental.id, nights('2031-05-10', 1), { status: 'paid' }), 201);
    expectStatus(await createOrder(host.api, rental.id, nights('2031-05-12', 1), { status: 'canceled' }), 201);
    await importedBlock(host, rental.id, '2031-05-15', '2031-05-17');
    // Another rental's reservation does not count.
    const neighbour = await createRental(t, host);
    expectStatus(await createOrder(host.api, neighbour.id, nights('2031-05-01', 1)), 201);

    const res = await availability(visitor, { rentalId: rental.id, startDate: '2031-05-01', endDate: '2031-05-20' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(20);
    expect(res.body[0]).toEqual({ date: '2031-05-01', isAvailable: true });
    const held = (res.body as TRow[]).filter((d) => !d.isAvailable).map((d) => d.date);
    expect(held).toEqual(['2031-05-05', '2031-05-06', '2031-05-10', '2031-05-15', '2031-05-16']);
    // A block holds the nights for orders too.
    expectError(await createOrder(host.api, rental.id, nights('2031-05-16', 2)), 409, STAY_TAKEN);
  });

  it('keeps a check-out day free for the next check-in', async () => {
    const rental = await createRental(t, host);
    expectStatus(await createOrder(host.api, rental.id, nights('2031-05-20', 3)), 201);
    const res = await availability(visitor, { rentalId: rental.id, startDate: '2031-05-19', endDate: '2031-05-24' });
    expect(freeDays(res)).toEqual(['2031-05-19', '2031-05-23', '2031-05-24']);
    // The stay before ends on the check-in day, the stay after starts on the check-out day.
    expectStatus(await createOrder(host.api, rental.id, nights('2031-05-23', 2)), 201);
    expectStatus(await createOrder(host.api, rental.id, nights('2031-05-18', 2)), 201);
    expectError(await createOrder(host.api, rental.id, nights('2031-05-22', 1)), 409, STAY_TAKEN);
    expectError(await createOrder(host.api, rental.id, nights('2031-05-15', 10)), 409, STAY_TAKEN);
  });

  it('never offers a day before today in São Paulo', async () => {
    const rental = await createRental(t, host);
    const today = todayIn('America/Sao_Paulo');
    const res = await availability(visitor, {
      rentalId: rental.id,
      startDate: addDays(today, -2),
      endDate: addDays(today, 1),
    });
    expect(res.body).toEqual([
      { date: addDays(today, -2), isAvailable: false },
      { date: addDays(today, -1), isAvailable: false },
      { date: today, isAvailable: true },
      { date: addDays(today, 1), isAvailable: true },
    ]);
  });

  it('counts the edited order’s own nights as free for its company only', async () => {
    const rental = await createRental(t, host);
    const order = expectStatus(await createOrder(host.api, rental.id, nights('2031-06-10', 2)), 201);
    const query = { rentalId: rental.id, startDate: '2031-06-09', endDate: '2031-06-12', exceptOrderId: order.id };
    const all = dayRange('2031-06-09', '2031-06-12');
    const receptionist = await createCompanyUser(t, host, ['ORDER:LIST', 'ORDER:UPDATE']);
    expect(freeDays(await availability(host.api, query))).toEqual(all);
    expect(freeDays(await availability(receptionist.api, query))).toEqual(all);
    expect(freeDays(await availability(admin, query))).toEqual(all);
    // Anyone else sees the nights held.
    expect(freeDays(await availability(visitor, query))).toEqual(['2031-06-09', '2031-06-12']);
    expect(freeDays(await availability(other.api, query))).toEqual(['2031-06-09', '2031-06-12']);
    // Another order's nights stay held even for the company.
    const next = expectStatus(await createOrder(host.api, rental.id, nights('2031-06-12', 1)), 201);
    expect(freeDays(await availability(host.api, query))).toEqual(['2031-06-09', '2031-06-10', '2031-06-11']);
    expect(next.checkIn).toBe('2031-06-12');
  });

  it('answers at most 731 days, refuses an end before the start and an unknown rental', async () => {
    const rental = await createRental(t, host);
    const longest = await availability(visitor, {
      rentalId: rental.id,
      startDate: '2031-01-01',
      endDate: addDays('2031-01-01', AVAILABILITY_MAX_DAYS - 1),
    });
    // Every day once, in order, across month ends and 29 February 2032.
    expect(longest.body.map((d: TRow) => d.date)).toEqual(
      dayRange('2031-01-01', addDays('2031-01-01', AVAILABILITY_MAX_DAYS - 1)),
    );
    expect(longest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectError(
      await availability(visitor, {
        rentalId: rental.id,
        startDate: '2031-01-01',
        endDate: addDays('2031-01-01', AVAILABILITY_MAX_DAYS),
      }),
      400,
      'O período deve ter no máximo 731 dias.',
      { endDate: 'O período deve ter no máximo 731 dias.' },
    );
    expectError(
      await availability(visitor, { rentalId: rental.id, startDate: '2031-01-02', endDate: '2031-01-01' }),
      400,
      'A data final deve ser igual ou posterior à data inicial.',
      { endDate: 'A data final deve ser igual ou posterior à data inicial.' },
    );
    const oneDay = await availability(visitor, { rentalId: rental.id, startDate: '2031-01-02', endDate: '2031-01-02' });
    expect(oneDay.body).toEqual([{ date: '2031-01-02', isAvailable: true }]);
    expectError(
      await availability(visitor, { rentalId: 999_999, startDate: '2031-01-01', endDate: '2031-01-02' }),
      404,
      'Hospedagem não encontrada.',
    );
  });

  it('names a missing parameter as the spec does', async () => {
    for (const name of ['rentalId', 'startDate', 'endDate']) {
      const query: Record<string, string | number> = { rentalId: 1, startDate: '2031-01-01', endDate: '2031-01-02' };
      delete query[name];
      expectError(await availability(visitor, query), 400, required(name, 'getRentalAvailability'), {
        [name]: 'Campo obrigatório',
      });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('GET /reservation/getCalendarEvents', () => {
  it('shows the company’s pending and paid reservations and blocks that touch the range, with the first guest', async () => {
    const company = await createCompany(t, admin, 'Pousada Calendário');
    const rental = await createRental(t, company, { name: 'Chalé Calendário' });
    const before = expectStatus(
      await createOrder(company.api, rental.id, nights('2031-08-29', 4), {
        clients: [guest('Camila Rocha'), guest('Bruno Cardoso')],
      }),
      201,
    );
    const paid = expectStatus(
      await createOrder(company.api, rental.id, nights('2031-09-10', 2), {
        status: 'paid',
        clients: [guest('Tiago Nascimento')],
      }),
      201,
    );
    await createOrder(company.api, rental.id, nights('2031-09-15', 2), { status: 'canceled' });
    // Ends the day the range starts (check-out 2031-09-01 is not a night in it) or starts after it: not shown.
    await createOrder(company.api, rental.id, nights('2031-08-25', 2));
    await createOrder(company.api, rental.id, nights('2031-10-01', 2));
    const { integration, block } = await importedBlock(company, rental.id, '2031-09-20', '2031-09-23');
    const theirs = await createRental(t, other);
    const otherOrder = expectStatus(await createOrder(other.api, theirs.id, nights('2031-09-05', 1)), 201);

    const range = { startDate: '2031-09-01', endDate: '2031-09-30' };
    const res = await company.api.get('/reservation/getCalendarEvents', range);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      orders: [
        {
          id: before.id,
          code: before.code,
          rentalId: rental.id,
          rentalName: 'Chalé Calendário',
          status: 'pending',
          checkIn: '2031-08-29',
          checkOut: '2031-09-02',
          firstGuestName: 'Camila Rocha',
        },
        {
          id: paid.id,
          code: paid.code,
          rentalId: rental.id,
          rentalName: 'Chalé Calendário',
          status: 'paid',
          checkIn: '2031-09-10',
          checkOut: '2031-09-12',
          firstGuestName: 'Tiago Nascimento',
        },
      ],
      blocks: [
        {
          id: block.id,
          integrationId: integration.id,
          integrationName: 'Airbnb',
          rentalId: rental.id,
          rentalName: 'Chalé Calendário',
          startDay: '2031-09-20',
          endDay: '2031-09-23',
          summary: 'Reserved',
          conflict: false,
        },
      ],
    });

    // A company asking for another company gets its own; an admin sees every company or the one asked for.
    const asked = await company.api.get('/reservation/getCalendarEvents', { ...range, companyId: other.id });
    expect(asked.body.orders.map((o: TRow) => o.id)).toEqual([before.id, paid.id]);
    const everyone = await admin.get('/reservation/getCalendarEvents', range);
    expect(everyone.body.orders.map((o: TRow) => o.id)).toEqual(
      expect.arrayContaining([before.id, paid.id, otherOrder.id]),
    );
    const one = await admin.get('/reservation/getCalendarEvents', { ...range, companyId: other.id });
    expect(one.body.orders.map((o: TRow) => o.id)).toEqual([otherOrder.id]);
    expect(one.body.blocks).toEqual([]);
  });

  it('needs a signed-in user allowed to list reservations, and names a missing parameter', async () => {
    const range = { startDate: '2031-09-01', endDate: '2031-09-30' };
    expectError(
      await visitor.get('/reservation/getCalendarEvents', range),
      401,
      'Sessão expirada ou inválida. Entre novamente.',
    );
    const rentalsOnly = await createCompanyUser(t, host, ['RENTAL:LIST']);
    expectError(
      await rentalsOnly.api.get('/reservation/getCalendarEvents', range),
      403,
      'Você não tem permissão para esta ação.',
    );
    const reader = await createCompanyUser(t, host, ['ORDER:LIST']);
    expect((await reader.api.get('/reservation/getCalendarEvents', range)).status).toBe(200);
    expectError(
      await reader.api.get('/reservation/getCalendarEvents', { startDate: '2031-09-01' }),
      400,
      required('endDate', 'getCalendarEvents'),
      { endDate: 'Campo obrigatório' },
    );
  });
});
