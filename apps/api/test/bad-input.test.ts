import { addDays, MISSING_FIELDS_MARKER, todayIn } from '@estadia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createCompany, createCompanyUser, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import { createProduct, createRental, guest, nights, uploadImage, WEEK_PRICES } from './helpers/lodging.ts';
import { apiClient, startTestApp, type TApiClient, type TResponse, type TTestApp } from './helpers/test-app.ts';

/**
 * Every create and update body (and the login module's bodies) fed with bad input: each answer is a 4xx in the
 * spec's error shape with pt-BR texts, never a 500, and the database stays exactly as it was.
 */

type TBody = Record<string, unknown>;

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
};
const INVALID = 'Dados inválidos, verifique os campos em additionalData.';
const MISSING = `Preencha os campos obrigatórios (${MISSING_FIELDS_MARKER}).`;
const PHONE = '(11) 98765-4321';
const ONE_MIB = 1024 * 1024;

let t: TTestApp;
let admin: TApiClient;
let company: TCompanyFixture;
let member: Awaited<ReturnType<typeof createCompanyUser>>;
const target = {
  client: 0,
  role: 0,
  user: 0,
  image: '',
  rental: 0,
  product: 0,
  holiday: 0,
  order: 0,
  otherOrder: 0,
  canceledOrder: 0,
  integration: 0,
};

/** A day counted from today in São Paulo. */
const D = (n: number) => addDays(todayIn('America/Sao_Paulo'), n);
/** The nights the fixture reservation holds; the order bodies below ask for others. */
const BOOKED = nights(D(30), 2);
const STAY = nights(D(40), 2);
const UNAVAILABLE = 'As datas escolhidas não estão disponíveis para esta hospedagem.';
const ICAL_LINK = 'https://www.airbnb.com.br/calendar/ical/1234567.ics?s=abc123';
/** A reservation body the route accepts: the fixture rental, free nights, one guest, one product. */
const orderBody = (values: TBody = {}): TBody => ({
  rentalId: target.rental,
  status: 'pending',
  days: STAY,
  valuesDaily: STAY.map(() => 10_000),
  clients: [{ name: 'Ana Hóspede', phone: PHONE, email: 'ana.hospede@exemplo.test' }],
  products: [target.product],
  ...values,
});

/** Row count and a hash of the rows of every table: any write, anywhere, shows. */
async function dbState() {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const state: Record<string, unknown> = {};
  for (const { name } of tables) {
    [state[name]] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n, coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS hash
          FROM ${sql.identifier(name)} x`,
    );
  }
  return state;
}

/** Sends the request and checks: the status, the spec's error shape (§8), and a database left untouched. */
async function refused(send: () => Promise<TResponse>, status: number) {
  const before = await dbState();
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(Object.keys(res.body)).toEqual(['statusCode', 'error', 'message', 'additionalData']);
  expect(res.body).toMatchObject({ statusCode: status, error: STATUS_NAMES[status] });
  expect(res.body.message).toMatch(/\S/);
  expect(await dbState()).toEqual(before);
  return res.body as { message: string; additionalData: any };
}

const email = () => `pessoa.${Date.now()}.${Math.random().toString(36).slice(2)}@exemplo.test`;

interface TRoute {
  method: 'POST' | 'PUT';
  path: string;
  caller: () => TApiClient;
  /** A body the route accepts; each case spoils one part of it. */
  valid: () => TBody;
  required: string[];
  unknown: string[];
  /** Wrong-type patches and the field errors each one gives. */
  wrongTypes: [TBody, TBody][];
  /** A field that takes a string, and its message for a string of a million characters. */
  long: [string, string];
  /** Blank values that count as missing for every required field (passwords keep spaces, codes have a format). */
  blanks?: (string | null)[];
}

const ROUTES: TRoute[] = [
  {
    method: 'POST',
    path: '/companys',
    caller: () => admin,
    valid: () => ({ name: 'Pousada Nova', adminEmail: email(), adminPassword: 'Senha123' }),
    required: ['name', 'adminEmail', 'adminPassword'],
    unknown: ['userAdminId', 'isAdmin'],
    wrongTypes: [
      [{ name: 123 }, { name: 'Valor inválido' }],
      [
        { isActive: 'sim', uf: 35 },
        { isActive: 'Valor inválido', uf: 'Valor inválido' },
      ],
      [{ addressPosition: { lat: 1, lng: 2 } }, { addressPosition: 'Coordenadas inválidas' }],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'PUT',
    path: '/companys',
    caller: () => admin,
    valid: () => ({ id: company.id, name: 'Pousada Renomeada' }),
    required: ['id'],
    unknown: ['userAdminId', 'adminEmail'],
    wrongTypes: [
      [{ id: 'abc' }, { id: 'Valor inválido' }],
      [
        { name: ['Pousada'], isActive: 'no' },
        { name: 'Valor inválido', isActive: 'Valor inválido' },
      ],
    ],
    long: ['city', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'POST',
    path: '/users',
    caller: () => company.api,
    valid: () => ({ name: 'Ana', type: 'company', email: email(), password: 'Senha123', password_confirm: 'Senha123' }),
    required: ['name', 'type', 'email', 'password'],
    unknown: ['passwordHash', 'isAdmin'],
    wrongTypes: [
      [
        { type: 1, isActive: 'true' },
        { type: 'Valor inválido', isActive: 'Valor inválido' },
      ],
      [
        { roleId: '1', email: ['a@b.com'] },
        { roleId: 'Valor inválido', email: 'Valor inválido' },
      ],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'PUT',
    path: '/users',
    caller: () => company.api,
    valid: () => ({ id: target.user, name: 'Ana Maria' }),
    required: ['id'],
    unknown: ['passwordHash', 'isAdmin'],
    wrongTypes: [
      [{ id: 'abc' }, { id: 'Valor inválido' }],
      [
        { canDeleteItself: 'yes', tfaEnabled: 1 },
        { canDeleteItself: 'Valor inválido', tfaEnabled: 'Valor inválido' },
      ],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'POST',
    path: '/roles',
    caller: () => company.api,
    valid: () => ({ name: 'Recepção', type: 'company', permissions: ['CLIENT:LIST'] }),
    required: ['name', 'permissions', 'type'],
    unknown: ['isAdmin', 'searchText'],
    wrongTypes: [
      [{ name: 7 }, { name: 'Valor inválido' }],
      [{ permissions: 'CLIENT:LIST' }, { permissions: 'Valor inválido' }],
      [{ permissions: [{ CLIENT: 'LIST' }] }, { 'permissions.0': 'Valor inválido' }],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'PUT',
    path: '/roles',
    caller: () => company.api,
    valid: () => ({ id: target.role, name: 'Recepção 2' }),
    required: ['id'],
    unknown: ['isAdmin', 'dtCreated'],
    wrongTypes: [
      [{ id: true }, { id: 'Valor inválido' }],
      [{ permissions: { CLIENT: 'LIST' } }, { permissions: 'Valor inválido' }],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'POST',
    path: '/clients',
    caller: () => company.api,
    valid: () => ({ name: 'Ana', phone: PHONE, email: email() }),
    required: ['name', 'phone', 'email'],
    unknown: ['type', 'isAdmin'],
    wrongTypes: [
      [
        { name: 1, phone: 11987654321 },
        { name: 'Valor inválido', phone: 'Valor inválido' },
      ],
      [{ companyId: 'abc' }, { companyId: 'Valor inválido' }],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'PUT',
    path: '/clients',
    caller: () => company.api,
    valid: () => ({ id: target.client, name: 'Ana Souza' }),
    required: ['id'],
    unknown: ['type', 'dtCreated'],
    wrongTypes: [
      [{ id: 1.5 }, { id: 'Valor inválido' }],
      [{ email: { address: 'a@b.com' } }, { email: 'Valor inválido' }],
    ],
    long: ['email', 'E-mail inválido'],
  },
  {
    method: 'PUT',
    path: '/settings',
    caller: () => admin,
    valid: () => ({ id: 1, footerText: 'Rodapé' }),
    required: ['id'],
    unknown: ['isAdmin', 'dtUpdated'],
    wrongTypes: [
      [{ registrationEnabled: 'true' }, { registrationEnabled: 'Valor inválido' }],
      [
        { footerText: 1, logo: [] },
        { footerText: 'Valor inválido', logo: 'Valor inválido' },
      ],
    ],
    long: ['footerText', 'Deve ter no máximo 500 caracteres'],
  },
  {
    method: 'POST',
    path: '/rentals',
    caller: () => company.api,
    valid: () => ({ name: 'Chalé Novo', defaultPrice: 15_000, pricesByDay: WEEK_PRICES, images: [target.image] }),
    required: ['name', 'defaultPrice', 'pricesByDay', 'images'],
    unknown: ['searchText', 'dtCreated'],
    wrongTypes: [
      [
        { name: 5, defaultPrice: '150' },
        { name: 'Valor inválido', defaultPrice: 'Valor inválido' },
      ],
      [{ pricesByDay: { segunda: 100 } }, { pricesByDay: 'Valor inválido' }],
      [{ pricesByDay: ['100', ...WEEK_PRICES.slice(1)] }, { 'pricesByDay.0': 'Valor inválido' }],
      [
        { images: 'foto.png', useDefaultPrice: 'sim' },
        { images: 'Valor inválido', useDefaultPrice: 'Valor inválido' },
      ],
      [
        { tax: '10', maxNumPeople: '4' },
        { tax: 'Valor inválido', maxNumPeople: 'Valor inválido' },
      ],
      [{ addressPosition: { lat: -27.6, lng: -48.5 } }, { addressPosition: 'Coordenadas inválidas' }],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'PUT',
    path: '/rentals',
    caller: () => company.api,
    valid: () => ({ id: target.rental, name: 'Chalé Renomeado' }),
    required: ['id'],
    unknown: ['searchText', 'feedKey'],
    wrongTypes: [
      [{ id: 'abc' }, { id: 'Valor inválido' }],
      [{ images: [7] }, { 'images.0': 'Valor inválido' }],
      [{ checkinTime: 1400 }, { checkinTime: 'Valor inválido' }],
    ],
    long: ['description', 'Deve ter no máximo 5000 caracteres'],
  },
  {
    method: 'POST',
    path: '/products',
    caller: () => company.api,
    valid: () => ({ name: 'Café da manhã', price: 4_500, image: target.image }),
    required: ['name', 'price'],
    unknown: ['stock', 'searchText'],
    wrongTypes: [
      [
        { name: ['Café'], price: '45,00' },
        { name: 'Valor inválido', price: 'Valor inválido' },
      ],
      [{ image: { url: 'x' } }, { image: 'Valor inválido' }],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'PUT',
    path: '/products',
    caller: () => company.api,
    valid: () => ({ id: target.product, price: 5_000 }),
    required: ['id'],
    unknown: ['stock', 'dtUpdated'],
    wrongTypes: [
      [{ id: [1] }, { id: 'Valor inválido' }],
      [{ price: 45.5 }, { price: 'Deve ser um número inteiro' }],
    ],
    long: ['description', 'Deve ter no máximo 5000 caracteres'],
  },
  {
    method: 'POST',
    path: '/holidays',
    caller: () => company.api,
    valid: () => ({ name: 'Aniversário da cidade', date: D(100) }),
    required: ['date'],
    unknown: ['year', 'isAdmin'],
    wrongTypes: [
      [
        { date: 20301225, name: true },
        { date: 'Valor inválido', name: 'Valor inválido' },
      ],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'PUT',
    path: '/holidays',
    caller: () => company.api,
    valid: () => ({ id: target.holiday, name: 'Feriado municipal' }),
    required: ['id'],
    unknown: ['year', 'dtCreated'],
    wrongTypes: [
      [
        { id: '1a', date: ['2030-01-01'] },
        { id: 'Valor inválido', date: 'Valor inválido' },
      ],
      [{ date: { day: 1 } }, { date: 'Valor inválido' }],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'POST',
    path: '/holidays/importNationalHolidays',
    caller: () => company.api,
    valid: () => ({ year: 2031 }),
    required: ['year'],
    unknown: ['holidays', 'isAdmin'],
    wrongTypes: [
      [{ year: 'dois mil' }, { year: 'Ano inválido' }],
      [{ year: 2030.5 }, { year: 'Ano inválido' }],
      [{ companyId: 'abc' }, { companyId: 'Valor inválido' }],
      [{ year: [2030] }, { year: 'Ano inválido' }],
    ],
    long: ['year', 'Ano inválido'],
  },
  {
    method: 'POST',
    path: '/orders',
    caller: () => company.api,
    valid: () => orderBody(),
    required: ['rentalId', 'status', 'days', 'valuesDaily', 'clients'],
    unknown: ['code', 'totalValue', 'taxValue'],
    wrongTypes: [
      [
        { rentalId: '1', status: 1 },
        { rentalId: 'Valor inválido', status: 'Valor inválido' },
      ],
      [{ days: STAY.join(',') }, { days: 'Valor inválido' }],
      [{ days: [20300101, 20300102] }, { 'days.0': 'Valor inválido', 'days.1': 'Valor inválido' }],
      [{ valuesDaily: ['100,00', 10_000] }, { 'valuesDaily.0': 'Valor inválido' }],
      [{ clients: { name: 'Ana' } }, { clients: 'Valor inválido' }],
      [
        { clients: [{ name: 'Ana', phone: PHONE, email: 'ana@exemplo.test', cpf: '1' }] },
        { 'clients.0.cpf': 'Campo não permitido' },
      ],
      [{ clients: ['Ana'] }, { 'clients.0': 'Valor inválido' }],
      [{ products: '1' }, { products: 'Valor inválido' }],
    ],
    long: ['status', 'Valor inválido'],
  },
  {
    method: 'PUT',
    path: '/orders',
    caller: () => company.api,
    valid: () => ({ id: target.order, status: 'paid' }),
    required: ['id'],
    unknown: ['code', 'checkIn'],
    wrongTypes: [
      [{ id: 'abc' }, { id: 'Valor inválido' }],
      [
        { status: true, valuesDaily: 100 },
        { status: 'Valor inválido', valuesDaily: 'Valor inválido' },
      ],
    ],
    long: ['status', 'Valor inválido'],
  },
  {
    method: 'POST',
    path: '/integrations',
    caller: () => company.api,
    valid: () => ({ name: 'Airbnb', rentalId: target.rental, icalLink: ICAL_LINK }),
    required: ['name', 'rentalId', 'icalLink'],
    unknown: ['feedKey', 'lastICalFile'],
    wrongTypes: [
      [
        { name: 1, rentalId: 'um' },
        { name: 'Valor inválido', rentalId: 'Valor inválido' },
      ],
      [{ icalLink: ['https://a.test/x.ics'] }, { icalLink: 'Valor inválido' }],
    ],
    long: ['name', 'Deve ter no máximo 255 caracteres'],
  },
  {
    method: 'PUT',
    path: '/integrations',
    caller: () => company.api,
    valid: () => ({ id: target.integration, name: 'Booking.com' }),
    required: ['id'],
    unknown: ['feedKey', 'lastSyncAt'],
    wrongTypes: [
      [{ id: -3 }, { id: 'Valor inválido' }],
      [{ rentalId: true }, { rentalId: 'Valor inválido' }],
    ],
    long: ['icalLink', 'Deve ter no máximo 2000 caracteres'],
  },
  {
    method: 'PUT',
    path: '/login/change-logged-user-password',
    caller: () => member.api,
    valid: () => ({ oldPassword: member.password, password: 'Nova12345', confirmPassword: 'Nova12345' }),
    required: ['oldPassword', 'password', 'confirmPassword'],
    unknown: ['isAdmin', 'userId'],
    wrongTypes: [
      [
        { oldPassword: 123, password: true },
        { oldPassword: 'Valor inválido', password: 'Valor inválido' },
      ],
    ],
    long: ['oldPassword', 'Senha inválida'],
    blanks: [null, ''],
  },
  {
    method: 'POST',
    path: '/login/send-reset-password-code',
    caller: () => apiClient(t.url),
    valid: () => ({ email: 'ninguem@exemplo.test' }),
    required: ['email'],
    unknown: ['isAdmin'],
    wrongTypes: [[{ email: 42 }, { email: 'Valor inválido' }]],
    long: ['email', 'E-mail inválido'],
  },
  {
    method: 'POST',
    path: '/login/check-reset-password-code',
    caller: () => apiClient(t.url),
    valid: () => ({ email: 'ninguem@exemplo.test', code: '123456' }),
    required: ['email', 'code'],
    unknown: ['isAdmin'],
    wrongTypes: [[{ code: 123456 }, { code: 'Valor inválido' }]],
    long: ['email', 'E-mail inválido'],
    blanks: [null],
  },
  {
    method: 'POST',
    path: '/login/reset-password-with-code',
    caller: () => apiClient(t.url),
    valid: () => ({ email: 'ninguem@exemplo.test', code: '123456', newPassword: 'Nova12345' }),
    required: ['email', 'code', 'newPassword'],
    unknown: ['isAdmin'],
    wrongTypes: [
      [
        { newPassword: 12345678, email: [] },
        { newPassword: 'Valor inválido', email: 'Valor inválido' },
      ],
    ],
    long: ['email', 'E-mail inválido'],
    blanks: [null],
  },
];

const send = (route: TRoute, body: unknown) => route.caller().call(route.method, route.path, { body });
const sendRaw = (route: TRoute, rawBody: string, contentType = 'application/json') =>
  route.caller().call(route.method, route.path, { rawBody, headers: { 'content-type': contentType } });

beforeAll(async () => {
  t = await startTestApp();
  admin = await platformAdmin(t);
  company = await createCompany(t, admin, 'Pousada Entrada Ruim');
  member = await createCompanyUser(t, company, ['CLIENT:LIST']);
  const client = await company.api.post('/clients', { name: 'Hóspede Alvo', phone: PHONE, email: email() });
  Object.assign(target, { client: client.body.id, role: member.roleId, user: member.id });

  const image = await uploadImage(t, company.api);
  const rental = await createRental(t, company, { images: [image] });
  const product = await createProduct(company);
  const holiday = await company.api.post('/holidays', { name: 'Padroeira', date: D(90) });
  const order = await company.api.post('/orders', {
    rentalId: rental.id,
    status: 'pending',
    days: BOOKED,
    valuesDaily: BOOKED.map(() => 10_000),
    clients: [guest('Hóspede Reservado')],
    products: [product.id],
  });
  // Never fetched: the sync job is off in tests and no test here asks for a sync.
  const integration = await company.api.post('/integrations', {
    name: 'VRBO',
    rentalId: rental.id,
    icalLink: ICAL_LINK,
  });
  const other = await company.api.post('/orders', {
    rentalId: rental.id,
    status: 'paid',
    days: nights(D(34), 2),
    valuesDaily: [10_000, 10_000],
    clients: [guest('Hóspede Outro')],
  });
  // Canceled at first, its nights then taken by a newer reservation.
  const canceled = await company.api.post('/orders', {
    rentalId: rental.id,
    status: 'canceled',
    days: nights(D(50), 2),
    valuesDaily: [10_000, 10_000],
    clients: [guest('Hóspede Cancelado')],
  });
  const newer = await company.api.post('/orders', {
    rentalId: rental.id,
    status: 'pending',
    days: nights(D(51), 1),
    valuesDaily: [10_000],
    clients: [guest('Hóspede Novo')],
  });
  for (const res of [holiday, order, integration, other, canceled, newer]) {
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  Object.assign(target, {
    otherOrder: other.body.id,
    canceledOrder: canceled.body.id,
    image,
    rental: rental.id,
    product: product.id,
    holiday: holiday.body.id,
    order: order.body.id,
    integration: integration.body.id,
  });
});
afterAll(() => t.close());

describe.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
  it('answers malformed JSON with 400 and the pt-BR message', async () => {
    const body = await refused(() => sendRaw(route, '{"name":'), 400);
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'JSON inválido no corpo da requisição.',
      additionalData: null,
    });
  });

  it.each(['[]', '[{"name":"Ana"}]', '"texto"', '42', 'true'])(
    'answers a body that is %s, not an object, with 400',
    async (raw) => {
      const body = await refused(() => sendRaw(route, raw), 400);
      expect(body.message).toBe(INVALID);
      expect(Object.keys(body.additionalData)).toEqual(['_']);
    },
  );

  it('answers an empty object with the missing-fields error, each required field marked', async () => {
    const body = await refused(() => send(route, {}), 400);
    expect(body.message).toBe(MISSING);
    expect(body.message).toContain('Missing fields, see additionalData');
    expect(body.additionalData).toEqual(Object.fromEntries(route.required.map((f) => [f, 'Campo obrigatório'])));
  });

  it.each(route.blanks ?? [null, '', '   '])('counts required fields sent as %j as missing', async (blank) => {
    // A form sends a password and its confirmation together: both go blank.
    const valid = route.valid();
    const blanked = route.required
      .flatMap((f) => [f, `${f}_confirm`])
      .filter((f) => route.required.includes(f) || f in valid);
    const spoiled = { ...valid, ...Object.fromEntries(blanked.map((f) => [f, blank])) };
    const body = await refused(() => send(route, spoiled), 400);
    expect(body.message).toBe(MISSING);
    expect(body.additionalData).toEqual(Object.fromEntries(route.required.map((f) => [f, 'Campo obrigatório'])));
  });

  it('names each unknown field in additionalData', async () => {
    const extra = Object.fromEntries(route.unknown.map((f) => [f, f === 'isAdmin' ? true : 'x']));
    const body = await refused(() => send(route, { ...route.valid(), ...extra }), 400);
    expect(body.message).toBe(INVALID);
    expect(body.additionalData).toEqual(Object.fromEntries(route.unknown.map((f) => [f, 'Campo não permitido'])));
  });

  it('answers wrong types with 400 naming each field', async () => {
    for (const [patch, fields] of route.wrongTypes) {
      const body = await refused(() => send(route, { ...route.valid(), ...patch }), 400);
      expect(body).toMatchObject({ message: INVALID, additionalData: fields });
      expect(body.additionalData).toEqual(fields);
    }
  });

  it('answers a 1 MiB string with 413', async () => {
    const body = await refused(() => send(route, { ...route.valid(), [route.long[0]]: 'x'.repeat(ONE_MIB) }), 413);
    expect(body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Requisição grande demais.',
      additionalData: null,
    });
  });

  it('answers a string of a million characters (under the body limit) with 400 on that field', async () => {
    const [field, message] = route.long;
    const body = await refused(() => send(route, { ...route.valid(), [field]: 'x'.repeat(1_000_000) }), 400);
    expect(body).toMatchObject({ message: INVALID, additionalData: { [field]: message } });
  });

  it('answers Content-Type text/plain with 415', async () => {
    const body = await refused(() => sendRaw(route, JSON.stringify(route.valid()), 'text/plain'), 415);
    expect(body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Tipo de conteúdo não suportado.',
      additionalData: null,
    });
  });
});

describe('resource bodies', () => {
  const operations: [string, 'POST' | 'PUT', string][] = [
    ['createCompanys', 'POST', '/companys'],
    ['updateCompanys', 'PUT', '/companys'],
    ['createUsers', 'POST', '/users'],
    ['updateUsers', 'PUT', '/users'],
    ['createRoles', 'POST', '/roles'],
    ['updateRoles', 'PUT', '/roles'],
    ['createClients', 'POST', '/clients'],
    ['updateClients', 'PUT', '/clients'],
    ['updateSettings', 'PUT', '/settings'],
    ...(['rentals', 'products', 'holidays', 'orders', 'integrations'] as const).flatMap(
      (path): [string, 'POST' | 'PUT', string][] => {
        const entity = path.charAt(0).toUpperCase() + path.slice(1);
        return [
          [`create${entity}`, 'POST', `/${path}`],
          [`update${entity}`, 'PUT', `/${path}`],
        ];
      },
    ),
    ['importNationalHolidays', 'POST', '/holidays/importNationalHolidays'],
  ];
  it.each(operations)(
    'no body at all on %s answers the spec’s required-parameter error',
    async (operation, method, path) => {
      const body = await refused(() => admin.call(method, path), 400);
      expect(body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `Required parameter "body" was null or undefined when calling ${operation}().`,
        additionalData: { body: 'Campo obrigatório' },
      });
    },
  );

  it('a NUL character in a text field answers 400', async () => {
    for (const [path, body] of [
      ['/clients', { name: 'Ana\u0000', phone: PHONE, email: email() }],
      ['/roles', { name: '\u0000', type: 'company', permissions: ['CLIENT:LIST'] }],
    ] as const) {
      const res = await refused(() => company.api.post(path, body), 400);
      expect(res.message).toBe('Texto com caracteres não permitidos.');
    }
    const settings = await refused(() => admin.put('/settings', { id: 1, footerText: 'a\u0000b' }), 400);
    expect(settings.message).toBe('Texto com caracteres não permitidos.');
  });

  const lodgingNul: [string, () => Promise<TResponse>][] = [
    ['a rental name', () => company.api.put('/rentals', { id: target.rental, name: 'Chalé\u0000' })],
    ['a product description', () => company.api.put('/products', { id: target.product, description: '\u0000' })],
    ['a holiday name', () => company.api.post('/holidays', { name: 'Feriado\u0000', date: D(101) })],
    ['an integration name', () => company.api.put('/integrations', { id: target.integration, name: 'X\u0000' })],
    // The guest is written inside the reservation's transaction: nothing of the reservation stays.
    [
      'a reservation guest’s name',
      () => company.api.post('/orders', orderBody({ clients: [{ name: 'Ana\u0000', phone: PHONE, email: email() }] })),
    ],
  ];
  it.each(lodgingNul)('a NUL character in %s answers 400', async (_case, send) => {
    expect((await refused(send, 400)).message).toBe('Texto com caracteres não permitidos.');
  });

  const references: [string, () => Promise<TResponse>, number, string][] = [
    [
      'a client of a company that does not exist',
      () => admin.post('/clients', { name: 'Ana', phone: PHONE, email: email(), companyId: 999_999 }),
      400,
      'Registro relacionado não encontrado.',
    ],
    [
      'a role of a company that does not exist',
      () => admin.post('/roles', { name: 'R', type: 'company', permissions: ['CLIENT:LIST'], companyId: 999_999 }),
      400,
      'Registro relacionado não encontrado.',
    ],
    [
      'a user of a company that does not exist',
      () =>
        admin.post('/users', { name: 'U', type: 'company', email: email(), password: 'Senha123', companyId: 999_999 }),
      400,
      'Registro relacionado não encontrado.',
    ],
    [
      'a companyId beyond the integer range',
      () => admin.post('/clients', { name: 'Ana', phone: PHONE, email: email(), companyId: 2 ** 31 }),
      400,
      'Valor numérico fora do intervalo permitido.',
    ],
    [
      'an update id beyond the integer range',
      () => company.api.put('/clients', { id: 2 ** 31, name: 'Ana' }),
      400,
      'Valor numérico fora do intervalo permitido.',
    ],
    [
      'a roleId beyond the integer range',
      () =>
        company.api.post('/users', { name: 'U', type: 'company', email: email(), password: 'Senha123', roleId: 1e10 }),
      400,
      'Valor numérico fora do intervalo permitido.',
    ],
    [
      'a user with an e-mail already in use',
      () => company.api.post('/users', { name: 'U', type: 'company', email: member.email, password: 'Senha123' }),
      409,
      'Já existe um usuário com este e-mail.',
    ],
    [
      'a company whose administrator e-mail is already in use (nothing of the company is kept)',
      () => admin.post('/companys', { name: 'Pousada Duplicada', adminEmail: member.email, adminPassword: 'Senha123' }),
      409,
      'Já existe um usuário com este e-mail.',
    ],
    [
      'a client without companyId, by the platform admin',
      () => admin.post('/clients', { name: 'Ana', phone: PHONE, email: email() }),
      400,
      MISSING,
    ],
    [
      'a rental without companyId, by the platform admin',
      () => admin.post('/rentals', { name: 'Chalé', defaultPrice: 100, pricesByDay: WEEK_PRICES, images: ['x.png'] }),
      400,
      MISSING,
    ],
    [
      'a reservation on nights another reservation holds',
      () => company.api.post('/orders', orderBody({ days: BOOKED, valuesDaily: BOOKED.map(() => 1) })),
      409,
      UNAVAILABLE,
    ],
    [
      'a reservation overlapping one night of another (a new guest is not kept either)',
      () => {
        const days = nights(addDays(BOOKED[0] as string, -1), 2);
        return company.api.post(
          '/orders',
          orderBody({ days, valuesDaily: days.map(() => 1), clients: [guest('Hóspede Desistente')] }),
        );
      },
      409,
      UNAVAILABLE,
    ],
    [
      'a reservation moved onto nights another holds',
      () => company.api.put('/orders', { id: target.otherOrder, days: BOOKED, valuesDaily: [1, 1] }),
      409,
      UNAVAILABLE,
    ],
    [
      'a canceled reservation set back to pending while another holds its nights',
      // Canceled, its nights went to a newer reservation: reviving it would hold one of them twice.
      () => company.api.put('/orders', { id: target.canceledOrder, status: 'pending' }),
      409,
      UNAVAILABLE,
    ],
    [
      'a holiday on a date the company already has',
      () => company.api.post('/holidays', { name: 'Outro', date: D(90) }),
      409,
      'Já existe um feriado nesta data.',
    ],
    [
      'deleting a rental that has reservations (its integrations are not deleted either)',
      () => company.api.del('/rentals', { id: target.rental }),
      409,
      'Esta hospedagem tem reservas e não pode ser excluída.',
    ],
    [
      'deleting a product a reservation holds',
      () => company.api.del('/products', { id: target.product }),
      409,
      'Este produto está em reservas e não pode ser excluído.',
    ],
    [
      'deleting a guest of a reservation',
      async () => {
        const order = await company.api.get(`/orders/${target.order}`);
        return company.api.del('/clients', { id: order.body.clients[0].id });
      },
      409,
      'Este hóspede está em reservas e não pode ser excluído.',
    ],
    [
      'a reservation id beyond the integer range',
      () => company.api.put('/orders', { id: 2 ** 31, status: 'paid' }),
      400,
      'Valor numérico fora do intervalo permitido.',
    ],
    [
      'a reservation product id beyond the integer range',
      () => company.api.post('/orders', orderBody({ products: [2 ** 31] })),
      400,
      'Valor numérico fora do intervalo permitido.',
    ],
    [
      'an integration of a rental that does not exist',
      () => company.api.post('/integrations', { name: 'Airbnb', rentalId: 999_999, icalLink: ICAL_LINK }),
      400,
      INVALID,
    ],
  ];
  it.each(references)('refuses %s', async (_case, attempt, status, message) => {
    expect((await refused(attempt, status)).message).toBe(message);
  });
});

describe('invalid values give the spec’s pt-BR messages', () => {
  const route = (method: TRoute['method'], path: string) =>
    ROUTES.find((r) => r.method === method && r.path === path) as TRoute;
  const cases: [string, TRoute['method'], string, TBody, TBody][] = [
    [
      'a CPF with wrong check digits',
      'POST',
      '/companys',
      { cpfCnpj: '529.982.247-24' },
      { cpfCnpj: 'CPF ou CNPJ inválido' },
    ],
    [
      'a CNPJ with wrong check digits',
      'PUT',
      '/companys',
      { cpfCnpj: '11.222.333/0001-82' },
      { cpfCnpj: 'CPF ou CNPJ inválido' },
    ],
    ['an all-same-digit CPF', 'PUT', '/companys', { cpfCnpj: '111.111.111-11' }, { cpfCnpj: 'CPF ou CNPJ inválido' }],
    ['a phone without area code', 'POST', '/companys', { phone: '98765-4321' }, { phone: 'Telefone inválido' }],
    [
      'a WhatsApp with area code 0X',
      'PUT',
      '/companys',
      { whatsapp: '(01) 98765-4321' },
      { whatsapp: 'Telefone inválido' },
    ],
    ['a company e-mail without domain', 'PUT', '/companys', { email: 'contato@' }, { email: 'E-mail inválido' }],
    ['the all-zero CEP', 'POST', '/companys', { cep: '00000-000' }, { cep: 'CEP inválido' }],
    ['a CEP without the dash', 'PUT', '/companys', { cep: '01310100' }, { cep: 'CEP inválido' }],
    [
      'an administrator e-mail without @',
      'POST',
      '/companys',
      { adminEmail: 'admin.empresa' },
      { adminEmail: 'E-mail inválido' },
    ],
    [
      'an administrator password without a digit',
      'POST',
      '/companys',
      { adminPassword: 'SenhaForte' },
      { adminPassword: 'A senha deve conter pelo menos um dígito' },
    ],
    ['a guest phone with 7 digits', 'POST', '/clients', { phone: '(11) 876-5432' }, { phone: 'Telefone inválido' }],
    ['a guest e-mail with spaces', 'PUT', '/clients', { email: 'ana souza@exemplo.com' }, { email: 'E-mail inválido' }],
    ['a user e-mail without @', 'POST', '/users', { email: 'ana.exemplo.com' }, { email: 'E-mail inválido' }],
    [
      'a short password',
      'POST',
      '/users',
      { password: 'Ab1', password_confirm: 'Ab1' },
      { password: 'A senha deve ter pelo menos 8 caracteres' },
    ],
    [
      'a password without a digit',
      'POST',
      '/users',
      { password: 'Abcdefgh', password_confirm: 'Abcdefgh' },
      { password: 'A senha deve conter pelo menos um dígito' },
    ],
    [
      'a password without an uppercase letter',
      'PUT',
      '/users',
      { password: 'abcdefg1', password_confirm: 'abcdefg1' },
      { password: 'A senha deve conter pelo menos uma letra maiúscula' },
    ],
    [
      'a password without a lowercase letter',
      'PUT',
      '/users',
      { password: 'ABCDEFG1', password_confirm: 'ABCDEFG1' },
      { password: 'A senha deve conter pelo menos uma letra minúscula' },
    ],
    [
      'a password confirmation that differs (create)',
      'POST',
      '/users',
      { password: 'Senha123', password_confirm: 'Senha124' },
      { password_confirm: 'Senhas devem ser iguais' },
    ],
    [
      'a password confirmation that differs (update)',
      'PUT',
      '/users',
      { password: 'Senha123', password_confirm: 'Senha321' },
      { password_confirm: 'Senhas devem ser iguais' },
    ],
    [
      'an unknown permission',
      'POST',
      '/roles',
      { permissions: ['CLIENT:FLY'] },
      { 'permissions.0': 'Permissão desconhecida' },
    ],
    ['an empty permission list', 'PUT', '/roles', { permissions: [] }, { permissions: 'Adicione pelo menos um item' }],
    [
      'a colour that is not #RRGGBB',
      'PUT',
      '/settings',
      { visualIdentityColor: 'azul' },
      { visualIdentityColor: 'Cor inválida (use #RRGGBB)' },
    ],
    [
      'a new password without an uppercase letter',
      'PUT',
      '/login/change-logged-user-password',
      { password: 'nova12345', confirmPassword: 'nova12345' },
      { password: 'A senha deve conter pelo menos uma letra maiúscula' },
    ],
    [
      'a new password confirmation that differs',
      'PUT',
      '/login/change-logged-user-password',
      { confirmPassword: 'Outra12345' },
      { confirmPassword: 'As senha devem ser iguais' },
    ],
    [
      'a reset e-mail without domain',
      'POST',
      '/login/send-reset-password-code',
      { email: 'ana@' },
      { email: 'E-mail inválido' },
    ],
    [
      'a code of letters',
      'POST',
      '/login/check-reset-password-code',
      { code: 'abcdef' },
      { code: 'Código inválido ou expirado.' },
    ],
    [
      'a reset password without a digit',
      'POST',
      '/login/reset-password-with-code',
      { newPassword: 'SemDigitos' },
      { newPassword: 'A senha deve conter pelo menos um dígito' },
    ],
    ['a service fee over 100%', 'POST', '/rentals', { tax: 100.5 }, { tax: 'Deve ser no máximo 100%' }],
    ['a service fee with 3 decimals', 'PUT', '/rentals', { tax: 12.345 }, { tax: 'Use no máximo duas casas decimais' }],
    ['a negative service fee', 'POST', '/rentals', { tax: -1 }, { tax: 'Valor inválido' }],
    [
      'seven prices by day',
      'POST',
      '/rentals',
      { pricesByDay: WEEK_PRICES.slice(0, 7) },
      { pricesByDay: 'Informe os 8 preços: segunda a domingo e feriados' },
    ],
    [
      'a price by day with cents fractions',
      'PUT',
      '/rentals',
      { pricesByDay: [10_000, 10_000, 99.5, 10_000, 10_000, 10_000, 10_000, 10_000] },
      { 'pricesByDay.2': 'Deve ser um número inteiro' },
    ],
    [
      'a negative price by day',
      'POST',
      '/rentals',
      { pricesByDay: [...WEEK_PRICES.slice(0, 7), -1] },
      { 'pricesByDay.7': 'Valor inválido' },
    ],
    ['a negative default price', 'POST', '/rentals', { defaultPrice: -100 }, { defaultPrice: 'Valor inválido' }],
    [
      'a default price in reais',
      'PUT',
      '/rentals',
      { defaultPrice: 150.9 },
      { defaultPrice: 'Deve ser um número inteiro' },
    ],
    ['an empty gallery', 'POST', '/rentals', { images: [] }, { images: 'Adicione pelo menos uma imagem' }],
    [
      'eleven images',
      'POST',
      '/rentals',
      { images: Array.from({ length: 11 }, (_, i) => `foto${i}.png`) },
      { images: 'Adicione no máximo 10 imagens' },
    ],
    [
      'an image never uploaded',
      'PUT',
      '/rentals',
      { images: ['nunca-enviada.webp'] },
      { 'images.0': 'Imagem não encontrada. Envie a imagem novamente.' },
    ],
    ['a check-in at 25:00', 'POST', '/rentals', { checkinTime: '25:00' }, { checkinTime: 'Hora e minuto inválidos' }],
    ['a rental CEP of zeros', 'PUT', '/rentals', { cep: '00000-000' }, { cep: 'CEP inválido' }],
    ['a rental UF that does not exist', 'POST', '/rentals', { uf: 'XX' }, { uf: 'Valor inválido' }],
    ['room for zero people', 'POST', '/rentals', { maxNumPeople: 0 }, { maxNumPeople: 'Valor inválido' }],
    ['a negative product price', 'POST', '/products', { price: -1 }, { price: 'Valor inválido' }],
    [
      'a product picture never uploaded',
      'PUT',
      '/products',
      { image: 'nunca-enviada.png' },
      { image: 'Imagem não encontrada. Envie a imagem novamente.' },
    ],
    ['a holiday on 30 February', 'POST', '/holidays', { date: '2030-02-30' }, { date: 'Data inválida' }],
    ['a holiday date as dd/mm/yyyy', 'PUT', '/holidays', { date: '25/12/2030' }, { date: 'Data inválida' }],
    ['a year before 1900', 'POST', '/holidays/importNationalHolidays', { year: 1899 }, { year: 'Ano inválido' }],
    ['a year after 2099', 'POST', '/holidays/importNationalHolidays', { year: 2100 }, { year: 'Ano inválido' }],
    ['nights with a gap', 'POST', '/orders', { days: [D(40), D(42)] }, { days: 'As diárias devem ser consecutivas.' }],
    [
      'nights out of order',
      'POST',
      '/orders',
      { days: [D(41), D(40)] },
      { days: 'As diárias devem ser consecutivas.' },
    ],
    [
      'the same night twice',
      'PUT',
      '/orders',
      { days: [D(40), D(40)], valuesDaily: [1, 1] },
      { days: 'As diárias devem ser consecutivas.' },
    ],
    [
      'a night on 30 February',
      'POST',
      '/orders',
      { days: ['2030-02-30'], valuesDaily: [1] },
      { 'days.0': 'Data inválida' },
    ],
    [
      'nights that are not dates',
      'POST',
      '/orders',
      { days: ['amanhã', 'depois'] },
      { 'days.0': 'Data inválida', 'days.1': 'Data inválida' },
    ],
    ['no nights', 'POST', '/orders', { days: [], valuesDaily: [] }, { days: 'Adicione pelo menos um item' }],
    [
      '367 nights',
      'POST',
      '/orders',
      { days: nights(D(400), 367), valuesDaily: Array(366).fill(1) },
      { days: 'No máximo 366 diárias' },
    ],
    [
      'one price for two nights',
      'POST',
      '/orders',
      { valuesDaily: [10_000] },
      { valuesDaily: 'Informe um valor para cada diária (2).' },
    ],
    [
      'new nights without their prices',
      'PUT',
      '/orders',
      { days: nights(D(60), 3) },
      { valuesDaily: 'Informe um valor para cada diária (3).' },
    ],
    ['a negative night price', 'POST', '/orders', { valuesDaily: [-1, 100] }, { 'valuesDaily.0': 'Valor inválido' }],
    [
      'a night price with cents fractions',
      'PUT',
      '/orders',
      { valuesDaily: [100.5, 100] },
      { 'valuesDaily.0': 'Deve ser um número inteiro' },
    ],
    ['a status that does not exist', 'PUT', '/orders', { status: 'confirmed' }, { status: 'Valor inválido' }],
    ['no guests', 'POST', '/orders', { clients: [] }, { clients: 'Adicione pelo menos um item' }],
    [
      'a guest with a bad phone and e-mail',
      'POST',
      '/orders',
      { clients: [{ name: 'Ana', phone: '1234', email: 'ana@' }] },
      { 'clients.0.phone': 'Telefone inválido', 'clients.0.email': 'E-mail inválido' },
    ],
    [
      'the same guest twice (e-mail letter case aside)',
      'POST',
      '/orders',
      {
        clients: [
          { name: 'Ana', phone: PHONE, email: 'ana@exemplo.test' },
          { name: 'Ana Maria', phone: PHONE, email: 'ANA@exemplo.test' },
        ],
      },
      { 'clients.1.email': 'Hóspede repetido nesta reserva.' },
    ],
    ['a product id 0', 'POST', '/orders', { products: [0] }, { 'products.0': 'Valor inválido' }],
    [
      'a product that does not exist',
      'PUT',
      '/orders',
      { products: [999_999] },
      { 'products.0': 'Produto não encontrado na empresa da hospedagem.' },
    ],
    [
      'a rental that does not exist',
      'POST',
      '/orders',
      { rentalId: 999_999 },
      { rentalId: 'Hospedagem não encontrada nesta empresa.' },
    ],
    [
      'an iCal link on FTP',
      'POST',
      '/integrations',
      { icalLink: 'ftp://exemplo.com/calendario.ics' },
      { icalLink: 'Link inválido: informe o endereço http(s) do calendário iCal' },
    ],
    [
      'an iCal link that is not an address',
      'PUT',
      '/integrations',
      { icalLink: 'calendário do airbnb' },
      { icalLink: 'Link inválido: informe o endereço http(s) do calendário iCal' },
    ],
    [
      'an integration on a rental that does not exist',
      'PUT',
      '/integrations',
      { rentalId: 999_999 },
      { rentalId: 'Hospedagem não encontrada nesta empresa.' },
    ],
  ];
  it.each(cases)('%s → 400 with the field’s message', async (_case, method, path, patch, fields) => {
    const r = route(method, path);
    const body = await refused(() => send(r, { ...r.valid(), ...patch }), 400);
    expect(body.message).toBe(INVALID);
    expect(body.additionalData).toEqual(fields);
  });
});

describe('missing values the server requires', () => {
  it('weekday prices of 0 when the default price does not cover every night', async () => {
    const body = await refused(
      () => company.api.put('/rentals', { id: target.rental, useDefaultPrice: false, pricesByDay: Array(8).fill(0) }),
      400,
    );
    expect(body.message).toBe(MISSING);
    expect(body.additionalData).toEqual(
      Object.fromEntries(WEEK_PRICES.map((_, i) => [`pricesByDay.${i}`, 'Campo obrigatório'])),
    );
  });

  it('a guest without a name', async () => {
    const body = await refused(
      () => company.api.post('/orders', orderBody({ clients: [{ name: ' ', phone: PHONE, email: email() }] })),
      400,
    );
    expect(body).toMatchObject({ message: MISSING, additionalData: { 'clients.0.name': 'Campo obrigatório' } });
  });

  it('a rental price of 0 (a required amount)', async () => {
    const body = await refused(() => company.api.put('/rentals', { id: target.rental, defaultPrice: 0 }), 400);
    expect(body).toMatchObject({ message: MISSING, additionalData: { defaultPrice: 'Campo obrigatório' } });
  });
});

describe('query strings', () => {
  const PATHS = [
    'companys',
    'users',
    'roles',
    'clients',
    'settings',
    'rentals',
    'products',
    'holidays',
    'orders',
    'integrations',
  ];
  const listCases: [string, TBody, TBody][] = [
    ['pageSize=abc', { pageSize: 'abc' }, { pageSize: 'Valor inválido' }],
    ['pageIndex=-1', { pageIndex: -1 }, { pageIndex: 'Valor inválido' }],
    ['pageSize=7', { pageSize: 7 }, { pageSize: 'Tamanho de página inválido (10, 25, 50 ou 100)' }],
    ['id=abc', { id: 'abc' }, { id: 'Valor inválido' }],
    ['id=0', { id: 0 }, { id: 'Valor inválido' }],
    [
      'a 201-character searchTerm',
      { searchTerm: 's'.repeat(201) },
      { searchTerm: 'Deve ter no máximo 200 caracteres' },
    ],
    ['an unknown filter', { isAdmin: true }, { isAdmin: 'Campo não permitido' }],
  ];
  describe.each(PATHS)('/%s', (path) => {
    it.each(listCases)('list and listSimple with %s answer 400 naming the parameter', async (_case, query, fields) => {
      for (const suffix of ['', '/listSimple']) {
        const body = await refused(() => admin.get(`/${path}${suffix}`, query as never), 400);
        expect(body).toMatchObject({ message: INVALID, additionalData: fields });
        expect(body.additionalData).toEqual(fields);
      }
    });

    it('list with orderBy of a column it cannot sort by answers 400', async () => {
      const body = await refused(() => admin.get(`/${path}`, { orderBy: 'passwordHash' }), 400);
      expect(body).toMatchObject({
        message: 'Ordenação inválida.',
        additionalData: { orderBy: 'Não é possível ordenar por "passwordHash"' },
      });
    });

    it('list with an id beyond the integer range answers 400', async () => {
      const body = await refused(() => admin.get(`/${path}`, { id: 2 ** 31 }), 400);
      expect(body.message).toBe('Valor numérico fora do intervalo permitido.');
    });

    it('get by an id that is not a number answers 400, beyond the integer range 400', async () => {
      for (const id of ['abc', '1.5', '-1', '12345678901']) {
        expect((await refused(() => admin.get(`/${path}/${id}`), 400)).additionalData).toEqual({ id: 'Id inválido' });
      }
      expect((await refused(() => admin.get(`/${path}/${2 ** 31}`), 400)).message).toBe(
        'Valor numérico fora do intervalo permitido.',
      );
    });

    const operation = `generateReportFile${path.charAt(0).toUpperCase()}${path.slice(1)}`;
    it('the report without fileType or columns answers the spec’s required-parameter error', async () => {
      const noType = await refused(() => admin.get(`/${path}/generateReportFile`, { columns: 'id' }), 400);
      expect(noType.message).toBe(`Required parameter "fileType" was null or undefined when calling ${operation}().`);
      const noColumns = await refused(() => admin.get(`/${path}/generateReportFile`, { fileType: 'pdf' }), 400);
      expect(noColumns.message).toBe(`Required parameter "columns" was null or undefined when calling ${operation}().`);
    });

    it('the report with an unknown column or file type answers 400', async () => {
      const columns = await refused(
        () => admin.get(`/${path}/generateReportFile`, { fileType: 'excel', columns: 'id,passwordHash' }),
        400,
      );
      expect(columns).toMatchObject({
        message: 'Colunas inválidas.',
        additionalData: { columns: 'Colunas desconhecidas: passwordHash' },
      });
      const fileType = await refused(
        () => admin.get(`/${path}/generateReportFile`, { fileType: 'doc', columns: 'id' }),
        400,
      );
      expect(Object.keys(fileType.additionalData)).toEqual(['fileType']);
    });
  });

  const DELETABLE = [
    'companys',
    'users',
    'roles',
    'clients',
    'rentals',
    'products',
    'holidays',
    'orders',
    'integrations',
  ];
  it.each(DELETABLE)('/%s: a NUL character in searchTerm answers 400', async (path) => {
    const body = await refused(() => admin.get(`/${path}`, { searchTerm: 'a\u0000' }), 400);
    expect(body.message).toBe('Texto com caracteres não permitidos.');
  });

  it.each(DELETABLE)('DELETE /%s without id or with a bad id answers 400', async (path) => {
    const operation = `delete${path.charAt(0).toUpperCase()}${path.slice(1)}`;
    expect((await refused(() => admin.del(`/${path}`), 400)).message).toBe(
      `Required parameter "id" was null or undefined when calling ${operation}().`,
    );
    expect((await refused(() => admin.del(`/${path}`, { id: 'abc' }), 400)).additionalData).toEqual({
      id: 'Id inválido',
    });
  });
});

describe('lodging filters', () => {
  const cases: [string, string, TBody, TBody][] = [
    ['a tax that is not a number', 'rentals', { tax: 'dez' }, { tax: 'Valor inválido' }],
    ['a default price with letters', 'rentals', { defaultPrice: '15O' }, { defaultPrice: 'Valor inválido' }],
    ['a product price with letters', 'products', { price: 'R$ 10' }, { price: 'Valor inválido' }],
    ['a holiday date as dd/mm/yyyy', 'holidays', { date: '25/12/2030' }, { date: 'Data inválida' }],
    ['a reservation status that does not exist', 'orders', { status: 'confirmed' }, { status: 'Valor inválido' }],
    ['reservation nights that are not dates', 'orders', { days: 'ontem,hoje' }, { 'days.0': 'Data inválida' }],
    [
      'an integration companyId that is not an id',
      'integrations',
      { companyId: 'abc' },
      { companyId: 'Valor inválido' },
    ],
  ];
  it.each(cases)(
    '%s answers 400 naming the filter, in list, listSimple and the report',
    async (_case, path, query, fields) => {
      for (const suffix of ['', '/listSimple']) {
        const body = await refused(() => company.api.get(`/${path}${suffix}`, query as never), 400);
        expect(body).toMatchObject({ message: INVALID });
        expect(body.additionalData).toMatchObject(fields);
      }
      const report = await refused(
        () =>
          company.api.get(`/${path}/generateReportFile`, {
            fileType: 'pdf',
            columns: 'id',
            ...(query as Record<string, string>),
          }),
        400,
      );
      expect(report.additionalData).toMatchObject(fields);
    },
  );
});

describe('reservation calls', () => {
  const required = (name: string, operation: string) => ({
    statusCode: 400,
    error: 'Bad Request',
    message: `Required parameter "${name}" was null or undefined when calling ${operation}().`,
    additionalData: { [name]: 'Campo obrigatório' },
  });
  const END_BEFORE_START = 'A data final deve ser igual ou posterior à data inicial.';
  const RANGE_TOO_LONG = 'O período deve ter no máximo 731 dias.';
  const quote = (query: TBody) => apiClient(t.url).get('/reservation/calcReservationPrices', query as never);
  const availability = (query: TBody) => apiClient(t.url).get('/reservation/getRentalAvailability', query as never);
  const events = (query: TBody) => company.api.get('/reservation/getCalendarEvents', query as never);
  const quoteQuery = () => ({ rentalId: target.rental, days: STAY.join(','), productsIds: String(target.product) });
  const availabilityQuery = () => ({ rentalId: target.rental, startDate: D(0), endDate: D(364) });
  const eventsQuery = () => ({ startDate: D(0), endDate: D(30) });

  it('the valid queries below answer 200 (each case spoils one part of them)', async () => {
    expect((await quote(quoteQuery())).status).toBe(200);
    expect((await availability(availabilityQuery())).status).toBe(200);
    expect((await events(eventsQuery())).status).toBe(200);
  });

  type TCase = [string, () => Promise<TResponse>, number, unknown];
  const cases: TCase[] = [
    ...['rentalId', 'days'].flatMap((name): TCase[] => [
      [
        `calcReservationPrices without ${name}`,
        () => quote({ ...quoteQuery(), [name]: undefined }),
        400,
        required(name, 'calcReservationPrices'),
      ],
      [
        `calcReservationPrices with an empty ${name}`,
        () => quote({ ...quoteQuery(), [name]: '' }),
        400,
        required(name, 'calcReservationPrices'),
      ],
    ]),
    ...['rentalId', 'startDate', 'endDate'].flatMap((name): TCase[] => [
      [
        `getRentalAvailability without ${name}`,
        () => availability({ ...availabilityQuery(), [name]: undefined }),
        400,
        required(name, 'getRentalAvailability'),
      ],
      [
        `getRentalAvailability with an empty ${name}`,
        () => availability({ ...availabilityQuery(), [name]: '' }),
        400,
        required(name, 'getRentalAvailability'),
      ],
    ]),
    ...['startDate', 'endDate'].map(
      (name): TCase => [
        `getCalendarEvents without ${name}`,
        () => events({ ...eventsQuery(), [name]: undefined }),
        400,
        required(name, 'getCalendarEvents'),
      ],
    ),
    [
      'calcReservationPrices with a rentalId that is not a number',
      () => quote({ ...quoteQuery(), rentalId: 'chale' }),
      400,
      { rentalId: 'Valor inválido' },
    ],
    [
      'calcReservationPrices with a night on 30 February',
      () => quote({ ...quoteQuery(), days: '2030-02-30' }),
      400,
      { 'days.0': 'Data inválida' },
    ],
    [
      'calcReservationPrices with nights as dd/mm/yyyy',
      () => quote({ ...quoteQuery(), days: '10/01/2030,11/01/2030' }),
      400,
      { 'days.0': 'Data inválida', 'days.1': 'Data inválida' },
    ],
    [
      'calcReservationPrices with 367 nights',
      () => quote({ ...quoteQuery(), days: JSON.stringify(nights(D(1), 367)) }),
      400,
      { days: 'No máximo 366 diárias' },
    ],
    [
      'calcReservationPrices with a product id that is not a number',
      () => quote({ ...quoteQuery(), productsIds: 'cafe' }),
      400,
      { 'productsIds.0': 'Valor inválido' },
    ],
    [
      'calcReservationPrices with an unknown parameter',
      () => quote({ ...quoteQuery(), discount: '50' }),
      400,
      { discount: 'Campo não permitido' },
    ],
    [
      'calcReservationPrices with a product of no company of the rental',
      () => quote({ ...quoteQuery(), productsIds: '999999' }),
      400,
      {
        message: 'Produto não disponível para esta hospedagem.',
        additionalData: { productsIds: 'Produto não disponível para esta hospedagem. (999999)' },
      },
    ],
    [
      'calcReservationPrices of a rental that does not exist',
      () => quote({ ...quoteQuery(), rentalId: 999_999 }),
      404,
      'Hospedagem não encontrada.',
    ],
    [
      'getRentalAvailability with startDate on 31 April',
      () => availability({ ...availabilityQuery(), startDate: '2030-04-31' }),
      400,
      { startDate: 'Data inválida' },
    ],
    [
      'getRentalAvailability with endDate as dd/mm/yyyy',
      () => availability({ ...availabilityQuery(), endDate: '31/12/2030' }),
      400,
      { endDate: 'Data inválida' },
    ],
    [
      'getRentalAvailability with endDate before startDate',
      () => availability({ ...availabilityQuery(), startDate: D(10), endDate: D(9) }),
      400,
      { message: END_BEFORE_START, additionalData: { endDate: END_BEFORE_START } },
    ],
    [
      'getRentalAvailability over 732 days',
      () => availability({ ...availabilityQuery(), startDate: D(0), endDate: D(731) }),
      400,
      { message: RANGE_TOO_LONG, additionalData: { endDate: RANGE_TOO_LONG } },
    ],
    [
      'getRentalAvailability with an exceptOrderId that is not a number',
      () => availability({ ...availabilityQuery(), exceptOrderId: 'abc' }),
      400,
      { exceptOrderId: 'Valor inválido' },
    ],
    [
      'getRentalAvailability of a rental that does not exist',
      () => availability({ ...availabilityQuery(), rentalId: 999_999 }),
      404,
      'Hospedagem não encontrada.',
    ],
    [
      'getCalendarEvents with endDate before startDate',
      () => events({ startDate: D(30), endDate: D(0) }),
      400,
      { message: END_BEFORE_START, additionalData: { endDate: END_BEFORE_START } },
    ],
    [
      'getCalendarEvents over 732 days',
      () => events({ startDate: D(0), endDate: D(731) }),
      400,
      { message: RANGE_TOO_LONG, additionalData: { endDate: RANGE_TOO_LONG } },
    ],
    [
      'getCalendarEvents with a startDate that is not a date',
      () => events({ ...eventsQuery(), startDate: 'hoje' }),
      400,
      { startDate: 'Data inválida' },
    ],
    [
      'getCalendarEvents with a companyId that is not an id',
      () => events({ ...eventsQuery(), companyId: 'beta' }),
      400,
      { companyId: 'Valor inválido' },
    ],
  ];
  it.each(cases)('%s answers the spec’s error', async (_case, send, status, expected) => {
    const body = await refused(send, status);
    if (typeof expected === 'string') expect(body.message).toBe(expected);
    else if ('statusCode' in (expected as object)) expect(body).toEqual(expected);
    else if ('additionalData' in (expected as object)) expect(body).toMatchObject(expected as object);
    else expect(body).toMatchObject({ message: INVALID, additionalData: expected });
  });

  it('the longest ranges allowed answer: 731 days of availability, 366 nights of quote', async () => {
    const year = await availability({ ...availabilityQuery(), startDate: D(0), endDate: D(730) });
    expect(year.status).toBe(200);
    expect(year.body).toHaveLength(731);
    const nightsQuote = await quote({ ...quoteQuery(), days: JSON.stringify(nights(D(1), 366)) });
    expect(nightsQuote.status, JSON.stringify(nightsQuote.body)).toBe(200);
    expect(nightsQuote.body.pricesByDay).toHaveLength(366);
  });
});
