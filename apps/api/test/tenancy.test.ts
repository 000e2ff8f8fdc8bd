import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayIn, weekdaySlot } from '@estadia/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createCompany, createCompanyUser, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import { createProduct, createRental, guest, nights, uploadImage, WEEK_PRICES } from './helpers/lodging.ts';
import { otaFeed } from './helpers/ota-feed.ts';
import {
  apiClient,
  loginAs,
  startTestApp,
  type TApiClient,
  type TResponse,
  type TTestApp,
} from './helpers/test-app.ts';

/**
 * Company A's users attack company B (and the platform's own records) through every call of every resource:
 * nothing of B is ever answered, and nothing of B (or of the platform) ever changes.
 */

type TPath = 'users' | 'roles' | 'clients' | 'rentals' | 'products' | 'holidays' | 'orders' | 'integrations';
type TUser = Awaited<ReturnType<typeof createCompanyUser>>;

const ALL = (resource: string) => ['LIST', 'CREATE', 'UPDATE', 'DELETE'].map((a) => `${resource}:${a}`);
const FORBIDDEN = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Você não tem permissão para esta ação.',
  additionalData: null,
};
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Registro não encontrado.', additionalData: null };
const UNAUTHORIZED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Sessão expirada ou inválida. Entre novamente.',
  additionalData: null,
};
const SELF_LOCKED = 'Você não pode alterar o próprio tipo, empresa, perfil de acesso ou situação.';
const ONLY_ADMINS = 'Apenas administradores da plataforma podem usar o tipo administrador.';
const PHONE = '(11) 98765-4321';
// The smallest body the upload sniffer accepts as a PNG: the signature plus a few bytes.
// A real 1×1 picture: uploaded images must decode (their thumbnail is made on upload).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TTestApp;
let admin: TApiClient;
let A: TCompanyFixture;
let B: TCompanyFixture;
/** A user of A holding every CLIENT, ROLE and USER permission (and nothing else). */
let manager: TUser;
/** A user of A holding only CLIENT:LIST. */
let reader: TUser;
/** A user of A without any role. */
let roleless: TApiClient;
let seq = 0;
const ids = {
  aAdminUser: 0,
  aAdminRole: 0,
  aClients: [] as number[],
  bAdminUser: 0,
  bAdminRole: 0,
  bUser: 0,
  bRole: 0,
  bClients: [] as number[],
  platformUser: 0,
  platformRole: 0,
  aImage: '',
  bImage: '',
  aRentals: [] as number[],
  bRentals: [] as number[],
  aProducts: [] as number[],
  bProducts: [] as number[],
  aHolidays: [] as number[],
  bHolidays: [] as number[],
  aOrders: [] as number[],
  bOrders: [] as number[],
  bOrderCodes: [] as string[],
  aIntegrations: [] as number[],
  bIntegrations: [] as number[],
  bFeedKey: '',
};

/** The lodging resources' permission names: the lodging manager holds all four actions of each. */
const LODGING = ['RENTAL', 'PRODUCT', 'HOLIDAY', 'ORDER', 'INTEGRATION'];
const LODGING_PATHS = ['rentals', 'products', 'holidays', 'orders', 'integrations'] as const;
/** Tables of company-owned lodging rows (each with company_id), compared whole before and after every attack. */
const LODGING_TABLES = ['rentals', 'products', 'holidays', 'orders', 'integrations', 'calendar_blocks', 'occupancies'];
/** A user of A holding every RENTAL, PRODUCT, HOLIDAY, ORDER and INTEGRATION permission (and nothing else). */
let lodgingManager: TUser;
/** A user of A holding only the LIST permission of each lodging resource. */
let lodgingReader: TUser;
/** A user of A holding only RENTAL:LIST (no ORDER:LIST: the dashboard's calendar is not for it). */
let rentalReader: TUser;

/** A day counted from today in São Paulo (the business day the API uses). */
const D = (n: number) => addDays(todayIn('America/Sao_Paulo'), n);
/** Nights the setup books: A's and B's first reservations, on different rentals. */
const BOOKED = () => nights(D(10), 2);
/** The nights each company's imported feed blocks: [D(20), D(23)). */
const BLOCKED = () => ({ start: D(20), end: D(23) });
/** A's holiday (its own rentals price it with the holiday slot; B's must not). */
const A_HOLIDAY = () => D(50);
const B_HOLIDAY = () => D(51);

// A local server answering like Airbnb's iCal export: one feed per company, counted per request.
let feedServer: http.Server;
let feedBase = '';
const feedHits = new Map<string, number>();

const email = (who: string) => `${who}${++seq}.${Date.now()}@alfa.test`;

/** Texts that only B's and the platform's records contain: none may ever reach company A. */
function leaks(value: unknown): string[] {
  const text = (typeof value === 'string' ? value : JSON.stringify(value)).toLowerCase();
  return ['beta', 'plataforma', B.adminEmail, 'admin@test.local'].filter((s) => text.includes(s.toLowerCase()));
}

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((x, y) => x - y);

/** B's rows and the platform's own rows, read as the platform admin and straight from the tables. */
async function foreignState() {
  const calls = await Promise.all([
    admin.get(`/companys/${B.id}`),
    admin.get('/users', { companyId: B.id, pageSize: 100 }),
    admin.get('/roles', { companyId: B.id, pageSize: 100 }),
    admin.get('/clients', { companyId: B.id, pageSize: 100 }),
    admin.get('/users', { type: 'admin', pageSize: 100 }),
    admin.get('/roles', { type: 'admin', pageSize: 100 }),
    admin.get('/settings/1'),
    ...LODGING_PATHS.map((p) => admin.get(`/${p}`, { companyId: B.id, pageSize: 100 })),
    ...ids.bIntegrations.flatMap((id) => [admin.get(`/integrations/${id}`), admin.get('/integrations/blocks', { id })]),
  ]);
  for (const c of calls) expect(c.status).toBe(200);
  const rows = await queryRows(
    t.db,
    sql`SELECT
      (SELECT json_agg(row_to_json(c)) FROM companies c WHERE c.id = ${B.id}) AS companies,
      (SELECT json_agg(row_to_json(u) ORDER BY u.id) FROM users u WHERE u.company_id = ${B.id} OR u.company_id IS NULL) AS users,
      (SELECT json_agg(row_to_json(r) ORDER BY r.id) FROM roles r WHERE r.company_id = ${B.id} OR r.company_id IS NULL) AS roles,
      (SELECT json_agg(row_to_json(k) ORDER BY k.id) FROM clients k WHERE k.company_id = ${B.id}) AS clients,
      (SELECT json_agg(row_to_json(s)) FROM settings s) AS settings`,
  );
  return { api: calls.map((c) => c.body), rows, lodging: await lodgingRows(B.id) };
}

/** A company's lodging rows, its reservations' guests and products, and its uploads, straight from the tables. */
function lodgingRows(companyId: number) {
  const ofCompany = LODGING_TABLES.map(
    (name) =>
      sql`(SELECT json_agg(row_to_json(x) ORDER BY x::text) FROM ${sql.identifier(name)} x
            WHERE x.company_id = ${companyId}) AS ${sql.identifier(name)}`,
  );
  return queryRows(
    t.db,
    sql`SELECT ${sql.join(ofCompany, sql`, `)},
      (SELECT json_agg(row_to_json(x) ORDER BY x::text) FROM order_clients x JOIN orders o ON o.id = x.order_id
        WHERE o.company_id = ${companyId}) AS order_clients,
      (SELECT json_agg(row_to_json(x) ORDER BY x::text) FROM order_products x JOIN orders o ON o.id = x.order_id
        WHERE o.company_id = ${companyId}) AS order_products,
      (SELECT json_agg(row_to_json(x) ORDER BY x::text) FROM uploads x WHERE x.company_id = ${companyId}) AS uploads`,
  );
}

/** Company A's own rows, straight from the tables (for the refused self-escalations). */
async function ownRows() {
  const rows = await queryRows(
    t.db,
    sql`SELECT
      (SELECT json_agg(row_to_json(u) ORDER BY u.id) FROM users u WHERE u.company_id = ${A.id}) AS users,
      (SELECT json_agg(row_to_json(r) ORDER BY r.id) FROM roles r WHERE r.company_id = ${A.id}) AS roles,
      (SELECT json_agg(row_to_json(k) ORDER BY k.id) FROM clients k WHERE k.company_id = ${A.id}) AS clients`,
  );
  return { rows, lodging: await lodgingRows(A.id) };
}

/** Runs the attack and checks that B and the platform records read the same before and after. */
async function leavesForeignDataUnchanged<T>(attack: () => Promise<T>): Promise<T> {
  const before = await foreignState();
  const result = await attack();
  expect(await foreignState()).toEqual(before);
  return result;
}

async function leavesOwnDataUnchanged<T>(attack: () => Promise<T>): Promise<T> {
  const before = await ownRows();
  const result = await attack();
  expect(await ownRows()).toEqual(before);
  return result;
}

/** The cells of every row below the header row of the report's sheet. */
async function xlsxDataRows(res: TResponse): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.raw);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell((cell) => void cells.push(cell.text));
    rows.push(cells);
  });
  return rows.slice(1);
}

async function pdfText(res: TResponse) {
  // A plain copy: pdf.js inside pdf-parse misreads Buffers that are views into a larger pool.
  return (await pdfParse(new Uint8Array(res.raw))).text;
}

function rawGet(rawPath: string): Promise<{ status: number; body: string; contentType: string }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, contentType: `${res.headers['content-type']}` }),
        );
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await platformAdmin(t);
  A = await createCompany(t, admin, 'Alfa Hospedagens');
  B = await createCompany(t, admin, 'Beta Pousadas');

  for (const [company, names] of [
    [A, ['Alfa Cliente Um', 'Alfa Cliente Dois']],
    [B, ['Beta Cliente Um', 'Beta Cliente Dois']],
  ] as const) {
    for (const name of names) {
      const res = await company.api.post('/clients', { name, phone: PHONE, email: email('cliente') });
      expect(res.status).toBe(201);
      (company === A ? ids.aClients : ids.bClients).push(res.body.id);
    }
  }
  const bRole = await B.api.post('/roles', { name: 'Beta Recepção', type: 'company', permissions: ['CLIENT:LIST'] });
  const bUser = await B.api.post('/users', {
    name: 'Beta Recepcionista',
    type: 'company',
    email: email('beta'),
    password: 'Beta12345',
    roleId: bRole.body.id,
  });
  const platformRole = await admin.post('/roles', {
    name: 'Plataforma Suporte',
    type: 'admin',
    permissions: ['COMPANY:LIST'],
  });
  const platformUser = await admin.post('/users', {
    name: 'Plataforma Operador',
    type: 'admin',
    email: email('operador'),
    password: 'Operador123',
    roleId: platformRole.body.id,
  });
  for (const res of [bRole, bUser, platformRole, platformUser]) expect(res.status).toBe(201);
  Object.assign(ids, {
    bRole: bRole.body.id,
    bUser: bUser.body.id,
    platformRole: platformRole.body.id,
    platformUser: platformUser.body.id,
  });
  for (const company of [A, B]) {
    const { userAdminId } = (await admin.get(`/companys/${company.id}`)).body;
    const { roleId } = (await admin.get(`/users/${userAdminId}`)).body;
    if (company === A) Object.assign(ids, { aAdminUser: userAdminId, aAdminRole: roleId });
    else Object.assign(ids, { bAdminUser: userAdminId, bAdminRole: roleId });
  }

  manager = await createCompanyUser(t, A, [...ALL('CLIENT'), ...ALL('ROLE'), ...ALL('USER')]);
  reader = await createCompanyUser(t, A, ['CLIENT:LIST']);
  const noRole = { name: 'Alfa Sem Perfil', type: 'company', email: email('semperfil'), password: 'SemPerfil1' };
  expect((await A.api.post('/users', noRole)).status).toBe(201);
  roleless = await loginAs(t, noRole.email, noRole.password);

  lodgingManager = await createCompanyUser(t, A, LODGING.flatMap(ALL));
  lodgingReader = await createCompanyUser(
    t,
    A,
    LODGING.map((r) => `${r}:LIST`),
  );
  rentalReader = await createCompanyUser(t, A, ['RENTAL:LIST']);
  await seedLodging();
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => (feedServer ? feedServer.close(resolve) : resolve(undefined)));
});

/**
 * Each company gets two rentals (a photo of its own), two products, a holiday, a pending reservation on its first
 * rental with one guest and one product, and an integration whose feed (served here) blocks a few nights.
 */
async function seedLodging() {
  feedServer = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://feed').pathname.slice(1);
    feedHits.set(name, (feedHits.get(name) ?? 0) + 1);
    const label = name.startsWith('beta') ? 'Beta' : 'Alfa';
    const { start, end } = BLOCKED();
    res
      .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
      .end(otaFeed([{ uid: `${name}-1@airbnb.com`, summary: `${label} Reservado`, start, end }]));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;

  for (const [company, label] of [
    [A, 'Alfa'],
    [B, 'Beta'],
  ] as const) {
    const image = await uploadImage(t, company.api);
    const rentals: number[] = [];
    for (const name of ['Um', 'Dois']) {
      rentals.push((await createRental(t, company, { name: `${label} Chalé ${name}`, images: [image] })).id);
    }
    const products = [
      (
        await createProduct(company, {
          name: `${label} Café da Manhã`,
          description: `${label} descrição`,
          price: 4_000,
        })
      ).id,
      (await createProduct(company, { name: `${label} Passeio de Barco`, price: 9_000 })).id,
    ];
    const holiday = await company.api.post('/holidays', {
      name: `${label} Feriado`,
      date: company === A ? A_HOLIDAY() : B_HOLIDAY(),
    });
    const order = await company.api.post('/orders', {
      rentalId: rentals[0],
      status: 'pending',
      days: BOOKED(),
      valuesDaily: BOOKED().map(() => 10_000),
      clients: [guest(`${label} Hóspede`)],
      products: [products[0]],
    });
    const integration = await company.api.post('/integrations', {
      name: `${label} Airbnb`,
      rentalId: rentals[0],
      icalLink: `${feedBase}/${label.toLowerCase()}.ics`,
    });
    for (const res of [holiday, order, integration]) expect(res.status, JSON.stringify(res.body)).toBe(201);
    const synced = await company.api.post('/integrations/syncNow', undefined, { id: integration.body.id });
    expect(synced.body).toMatchObject({ lastError: null, lastEventsRead: 1, conflicts: 0 });
    expect((await company.api.get('/integrations/blocks', { id: integration.body.id })).body).toHaveLength(1);

    const side = company === A ? 'a' : 'b';
    Object.assign(ids, {
      [`${side}Image`]: image,
      [`${side}Rentals`]: rentals,
      [`${side}Products`]: products,
      [`${side}Holidays`]: [holiday.body.id],
      [`${side}Orders`]: [order.body.id],
      [`${side}Integrations`]: [integration.body.id],
    });
    if (company === B) Object.assign(ids, { bOrderCodes: [order.body.code], bFeedKey: integration.body.feedKey });
  }
}

interface TResourceCase {
  path: TPath;
  /** B's rows of this resource. */
  foreign: () => number[];
  /** A row of A this caller may update. */
  own: () => number;
  create: () => Record<string, unknown>;
  /** Report columns: the second one is always the row's label. */
  columns: string;
  /** The field a row is known by (the report's second column); 'name' unless told. */
  label?: 'name' | 'code';
  /** A change the update body accepts (the schema refuses unknown fields before any lookup). */
  change?: Record<string, unknown>;
  /** Filters and searches naming B's (or the platform's) texts. */
  searches?: () => Record<string, string | number | undefined>[];
}

const RESOURCES: TResourceCase[] = [
  {
    path: 'clients',
    foreign: () => ids.bClients,
    own: () => ids.aClients[0]!,
    create: () => ({ name: 'Alfa Cliente Novo', phone: PHONE, email: email('novo') }),
    columns: 'id,name,email,companyName',
  },
  {
    path: 'roles',
    foreign: () => [ids.bAdminRole, ids.bRole, ids.platformRole],
    own: () => reader.roleId,
    create: () => ({ name: 'Alfa Perfil Novo', type: 'company', permissions: ['CLIENT:LIST'] }),
    columns: 'id,name,type,companyName',
  },
  {
    path: 'users',
    foreign: () => [ids.bAdminUser, ids.bUser, ids.platformUser],
    own: () => reader.id,
    create: () => ({ name: 'Alfa Usuário Novo', type: 'company', email: email('novo'), password: 'Novo12345' }),
    columns: 'id,name,email,type,roleName,companyName',
  },
];

// Each created reservation and holiday takes days nobody else has.
let nightSeq = 0;
let holidaySeq = 0;

const LODGING_RESOURCES: TResourceCase[] = [
  {
    path: 'rentals',
    foreign: () => ids.bRentals,
    own: () => ids.aRentals[0]!,
    create: () => ({
      name: 'Alfa Chalé Novo',
      defaultPrice: 15_000,
      pricesByDay: WEEK_PRICES,
      images: [ids.aImage],
    }),
    columns: 'id,name,defaultPrice,city,companyName',
    searches: () => [{ searchTerm: 'Beta' }, { name: 'Beta' }, { searchTerm: 'Plataforma' }],
  },
  {
    path: 'products',
    foreign: () => ids.bProducts,
    own: () => ids.aProducts[1]!,
    create: () => ({ name: 'Alfa Passeio a Cavalo', price: 7_500 }),
    columns: 'id,name,price,companyName',
    searches: () => [{ searchTerm: 'Beta' }, { name: 'Beta' }, { description: 'Beta' }, { companyDescription: 'Beta' }],
  },
  {
    path: 'holidays',
    foreign: () => ids.bHolidays,
    own: () => ids.aHolidays[0]!,
    create: () => ({ name: 'Alfa Feriado Novo', date: D(200 + ++holidaySeq) }),
    columns: 'id,name,date,companyName',
    searches: () => [{ searchTerm: 'Beta' }, { name: 'Beta' }, { companyDescription: 'Beta' }, { date: B_HOLIDAY() }],
  },
  {
    path: 'orders',
    foreign: () => ids.bOrders,
    own: () => ids.aOrders[0]!,
    create: () => {
      const days = nights(D(60 + 3 * ++nightSeq), 2);
      return {
        rentalId: ids.aRentals[1],
        status: 'pending',
        days,
        valuesDaily: days.map(() => 12_000),
        clients: [guest('Alfa Hóspede Novo')],
        products: [ids.aProducts[1]],
      };
    },
    columns: 'id,code,rentalName,checkIn,guestNames',
    label: 'code',
    change: { status: 'canceled' },
    searches: () => [
      ...ids.bOrderCodes.map((code) => ({ searchTerm: code })),
      { searchTerm: 'Beta' },
      { clients: 'Beta' },
      { rentalDescription: 'Beta' },
      { days: BOOKED().join(','), companyId: B.id },
    ],
  },
  {
    path: 'integrations',
    foreign: () => ids.bIntegrations,
    own: () => ids.aIntegrations[0]!,
    create: () => ({ name: 'Alfa Booking', rentalId: ids.aRentals[1], icalLink: `${feedBase}/alfa-booking.ics` }),
    columns: 'id,name,rentalName,companyName',
    searches: () => [{ searchTerm: 'Beta' }, { searchTerm: 'Plataforma' }],
  },
];

const LISTS = [
  ['list', ''],
  ['listSimple', '/listSimple'],
];
const REPORTS = ['excel', 'pdf'];

const CALLERS: [string, () => TApiClient][] = [
  ["company A's administrator", () => A.api],
  ["company A's user holding every CLIENT, ROLE and USER permission", () => manager.api],
];
const LODGING_CALLERS: [string, () => TApiClient][] = [
  ["company A's administrator", () => A.api],
  [
    "company A's user holding every RENTAL, PRODUCT, HOLIDAY, ORDER and INTEGRATION permission",
    () => lodgingManager.api,
  ],
];

/** The per-resource attacks: every generic call of each resource, with B's ids, filters and company. */
function describeIsolation(caller: () => TApiClient, resources: TResourceCase[]) {
  describe.each(resources.map((r) => [r.path, r] as const))('on /%s', (_path, r) => {
    const label = r.label ?? 'name';
    const ownRowsAsAdmin = async () =>
      (await admin.get(`/${r.path}`, { companyId: A.id, pageSize: 100 })).body.data as Record<string, any>[];

    it.each(LISTS)('%s with companyId=B answers no rows (the filter only narrows A’s scope)', async (_call, suffix) => {
      const res = await leavesForeignDataUnchanged(() =>
        caller().get(`/${r.path}${suffix}`, { companyId: B.id, pageSize: 100 }),
      );
      expect(res.body).toEqual({ data: [], total: 0 });
    });

    it.each(LISTS)('%s, unfiltered or with companyId=A, answers exactly A’s rows', async (_call, suffix) => {
      const own = idsOf((await ownRowsAsAdmin()) as { id: number }[]);
      expect(own.length).toBeGreaterThan(0);
      for (const query of [{}, { companyId: A.id }]) {
        const res = await caller().get(`/${r.path}${suffix}`, { ...query, pageSize: 100 });
        expect(res.status).toBe(200);
        expect(idsOf(res.body.data)).toEqual(own);
        expect(res.body.total).toBe(own.length);
        expect(leaks(res.body)).toEqual([]);
      }
    });

    it.each(LISTS)('%s with id=<B id>, alone or with companyId=B, answers no rows', async (_call, suffix) => {
      for (const id of r.foreign()) {
        for (const query of [{ id }, { id, companyId: B.id }]) {
          expect((await caller().get(`/${r.path}${suffix}`, query)).body).toEqual({ data: [], total: 0 });
        }
      }
    });

    it('list with B’s texts as searchTerm or filters answers no rows', async () => {
      const searches = r.searches?.() ?? [{ searchTerm: 'Beta' }, { name: 'Beta' }, { searchTerm: 'Plataforma' }];
      for (const query of searches) {
        expect((await caller().get(`/${r.path}`, query)).body).toEqual({ data: [], total: 0 });
      }
    });

    it('GET, PUT and DELETE of B’s ids answer 404 and change nothing', async () => {
      await leavesForeignDataUnchanged(async () => {
        for (const id of r.foreign()) {
          const got = await caller().get(`/${r.path}/${id}`);
          const put = await caller().put(`/${r.path}`, { id, ...(r.change ?? { name: 'Alfa Invadiu' }) });
          const putWithCompany = await caller().put(`/${r.path}`, { id, companyId: B.id });
          const del = await caller().del(`/${r.path}`, { id });
          for (const res of [got, put, putWithCompany, del]) expect(res.body).toEqual(NOT_FOUND);
        }
      });
    });

    it('POST with companyId=B lands in A', async () => {
      const res = await leavesForeignDataUnchanged(() =>
        caller().post(`/${r.path}`, { ...r.create(), companyId: B.id }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.companyId).toBe(A.id);
      expect((await admin.get(`/${r.path}/${res.body.id}`)).body.companyId).toBe(A.id);
    });

    it('PUT of an A row with companyId=B keeps it in A', async () => {
      const res = await leavesForeignDataUnchanged(() => caller().put(`/${r.path}`, { id: r.own(), companyId: B.id }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.companyId).toBe(A.id);
      expect((await admin.get(`/${r.path}/${r.own()}`)).body.companyId).toBe(A.id);
    });

    it.each(REPORTS)('the %s report with companyId=B or id=<B id> holds no rows', async (fileType) => {
      for (const query of [{ companyId: B.id }, ...r.foreign().map((id) => ({ id }))]) {
        const res = await leavesForeignDataUnchanged(() =>
          caller().get(`/${r.path}/generateReportFile`, { fileType, columns: r.columns, ...query }),
        );
        expect(res.status).toBe(200);
        if (fileType === 'excel') expect(await xlsxDataRows(res)).toEqual([]);
        else expect(await pdfText(res)).toContain('Nenhum item encontrado!');
      }
    });

    it.each(REPORTS)('the unfiltered %s report holds exactly A’s rows', async (fileType) => {
      const res = await caller().get(`/${r.path}/generateReportFile`, { fileType, columns: r.columns });
      expect(res.status).toBe(200);
      const labels = (await ownRowsAsAdmin()).map((row) => String(row[label])).sort();
      if (fileType === 'excel') {
        const rows = await xlsxDataRows(res);
        expect(leaks(rows)).toEqual([]);
        // The label is the second column of every report asked for here.
        expect(rows.map((row) => row[1]).sort()).toEqual(labels);
      } else {
        const text = await pdfText(res);
        expect(leaks(text)).toEqual([]);
        // Table cells may wrap: compare without white space.
        for (const name of labels) expect(text.replace(/\s+/g, '')).toContain(name.replace(/\s+/g, ''));
      }
    });
  });
}

describe.each(CALLERS)('%s', (_who, caller) => {
  describeIsolation(caller, RESOURCES);

  it('a user body naming B’s role answers as for a role that does not exist, and changes nothing', async () => {
    const invalidRole = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Dados inválidos, verifique os campos em additionalData.',
      additionalData: { roleId: 'Perfil de acesso inválido para este usuário.' },
    };
    await leavesOwnDataUnchanged(() =>
      leavesForeignDataUnchanged(async () => {
        for (const roleId of [ids.bRole, ids.bAdminRole, ids.platformRole, 999_999]) {
          const body = { name: 'Alfa Intruso', type: 'company', email: email('intruso'), password: 'Intruso123' };
          expect((await caller().post('/users', { ...body, roleId })).body).toEqual(invalidRole);
          expect((await caller().put('/users', { id: reader.id, roleId })).body).toEqual(invalidRole);
        }
      }),
    );
  });

  it('lists hide platform administrators, admin roles and other companies’ roles and users', async () => {
    for (const path of ['users', 'roles']) {
      for (const query of [{}, { type: 'admin' }, { companyId: B.id }]) {
        for (const suffix of ['', '/listSimple']) {
          const res = await caller().get(`/${path}${suffix}`, { ...query, pageSize: 100 });
          expect(res.status).toBe(200);
          expect(leaks(res.body)).toEqual([]);
          if ('type' in query) expect(res.body).toEqual({ data: [], total: 0 });
        }
      }
    }
    const roles = (await caller().get('/roles', { pageSize: 100 })).body.data;
    expect(
      roles.every((role: { type: string; companyId: number }) => role.type === 'company' && role.companyId === A.id),
    ).toBe(true);
  });

  const companyCalls: [string, (api: TApiClient) => Promise<TResponse>][] = [
    ['GET /companys', (api) => api.get('/companys')],
    ['GET /companys/listSimple', (api) => api.get('/companys/listSimple')],
    ['GET /companys/<B>', (api) => api.get(`/companys/${B.id}`)],
    ['GET /companys/<A, its own>', (api) => api.get(`/companys/${A.id}`)],
    [
      'POST /companys',
      (api) => api.post('/companys', { name: 'Alfa Filial', adminEmail: email('f'), adminPassword: 'Filial123' }),
    ],
    ['PUT /companys <B>', (api) => api.put('/companys', { id: B.id, name: 'Alfa Tomou', isActive: false })],
    ['PUT /companys <A>', (api) => api.put('/companys', { id: A.id, name: 'Alfa Renomeada' })],
    ['DELETE /companys?id=<B>', (api) => api.del('/companys', { id: B.id })],
    [
      'generateReportFile excel',
      (api) => api.get('/companys/generateReportFile', { fileType: 'excel', columns: 'name' }),
    ],
    ['generateReportFile pdf', (api) => api.get('/companys/generateReportFile', { fileType: 'pdf', columns: 'name' })],
  ];
  it.each(companyCalls)('%s answers 403 (companys is for platform admins only)', async (_call, call) => {
    const res = await leavesOwnDataUnchanged(() => leavesForeignDataUnchanged(() => call(caller())));
    expect(res.body).toEqual(FORBIDDEN);
  });

  it('settings: reads the platform record, but PUT answers 403 and POST/DELETE do not exist', async () => {
    const list = await caller().get('/settings');
    expect(list.status).toBe(200);
    expect(idsOf(list.body.data)).toEqual([1]);
    expect((await caller().get('/settings/1')).status).toBe(200);
    await leavesForeignDataUnchanged(async () => {
      expect((await caller().put('/settings', { id: 1, footerText: 'Alfa manda aqui' })).body).toEqual(FORBIDDEN);
      expect((await caller().post('/settings', { footerText: 'x' })).status).toBe(404);
      expect((await caller().del('/settings', { id: 1 })).status).toBe(404);
    });
    // Settings are not a company's: a companyId filter is an unknown field there.
    const filtered = await caller().get('/settings', { companyId: B.id });
    expect(filtered.status).toBe(400);
    expect(filtered.body.additionalData).toEqual({ companyId: 'Campo não permitido' });
  });
});

const RENTAL_NOT_IN_COMPANY = 'Hospedagem não encontrada nesta empresa.';
const PRODUCT_NOT_IN_COMPANY = 'Produto não encontrado na empresa da hospedagem.';
const IMAGE_NOT_FOUND = 'Imagem não encontrada. Envie a imagem novamente.';
const INVALID = 'Dados inválidos, verifique os campos em additionalData.';

/** A new reservation body of A on its second rental, on nights nobody holds. */
function aOrder(values: Record<string, unknown> = {}) {
  const days = nights(D(60 + 3 * ++nightSeq), 2);
  return {
    rentalId: ids.aRentals[1],
    status: 'pending',
    days,
    valuesDaily: days.map(() => 12_000),
    clients: [guest('Alfa Hóspede Extra')],
    products: [],
    ...values,
  };
}

describe.each(LODGING_CALLERS)('%s', (_who, caller) => {
  describeIsolation(caller, LODGING_RESOURCES);

  describe('references to B’s rows inside A’s bodies', () => {
    it('a reservation on B’s rental answers 400 (created or moved there), and nothing changes', async () => {
      await leavesOwnDataUnchanged(() =>
        leavesForeignDataUnchanged(async () => {
          for (const rentalId of ids.bRentals) {
            const created = await caller().post('/orders', aOrder({ rentalId }));
            const moved = await caller().put('/orders', { id: ids.aOrders[0], rentalId, days: nights(D(70), 2) });
            for (const res of [created, moved]) {
              expect(res.body).toMatchObject({ statusCode: 400, additionalData: { rentalId: RENTAL_NOT_IN_COMPANY } });
            }
          }
        }),
      );
    });

    it('a reservation with B’s products answers 400 naming each one, and nothing changes', async () => {
      await leavesOwnDataUnchanged(() =>
        leavesForeignDataUnchanged(async () => {
          const created = await caller().post('/orders', aOrder({ products: [ids.bProducts[0]] }));
          expect(created.body).toEqual({
            statusCode: 400,
            error: 'Bad Request',
            message: INVALID,
            additionalData: { 'products.0': PRODUCT_NOT_IN_COMPANY },
          });
          const updated = await caller().put('/orders', {
            id: ids.aOrders[0],
            products: [ids.aProducts[0], ids.bProducts[1]],
          });
          expect(updated.body.additionalData).toEqual({ 'products.1': PRODUCT_NOT_IN_COMPANY });
        }),
      );
    });

    it('a guest sent with the id (and e-mail) of B’s client becomes a guest of A; B’s client is untouched', async () => {
      const bClient = (await admin.get(`/clients/${ids.bClients[0]}`)).body;
      const res = await leavesForeignDataUnchanged(() =>
        caller().post(
          '/orders',
          aOrder({ clients: [{ id: bClient.id, name: 'Alfa Hóspede Trocado', phone: PHONE, email: bClient.email }] }),
        ),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [linked] = res.body.clients;
      expect(linked.id).not.toBe(bClient.id);
      expect(linked).toMatchObject({ name: 'Alfa Hóspede Trocado', email: bClient.email });
      expect((await admin.get(`/clients/${linked.id}`)).body.companyId).toBe(A.id);
      expect(leaks(res.body)).toEqual([]);
    });

    it('an integration on B’s rental answers 400 (created or moved there), and nothing changes', async () => {
      await leavesOwnDataUnchanged(() =>
        leavesForeignDataUnchanged(async () => {
          const created = await caller().post('/integrations', {
            name: 'Alfa Intrusa',
            rentalId: ids.bRentals[0],
            icalLink: `${feedBase}/alfa-intrusa.ics`,
          });
          const moved = await caller().put('/integrations', { id: ids.aIntegrations[0], rentalId: ids.bRentals[1] });
          for (const res of [created, moved]) {
            expect(res.body).toMatchObject({ statusCode: 400, additionalData: { rentalId: RENTAL_NOT_IN_COMPANY } });
          }
        }),
      );
    });

    it('a rental gallery or product picture naming B’s upload answers 400, and nothing changes', async () => {
      await leavesOwnDataUnchanged(() =>
        leavesForeignDataUnchanged(async () => {
          const rental = await caller().post('/rentals', {
            ...LODGING_RESOURCES[0]!.create(),
            images: [ids.bImage],
          });
          expect(rental.body).toMatchObject({ statusCode: 400, additionalData: { 'images.0': IMAGE_NOT_FOUND } });
          const gallery = await caller().put('/rentals', { id: ids.aRentals[0], images: [ids.aImage, ids.bImage] });
          expect(gallery.body).toMatchObject({ statusCode: 400, additionalData: { 'images.1': IMAGE_NOT_FOUND } });
          const product = await caller().post('/products', { name: 'Alfa Foto Alheia', price: 100, image: ids.bImage });
          expect(product.body).toMatchObject({ statusCode: 400, additionalData: { image: IMAGE_NOT_FOUND } });
        }),
      );
    });

    it('importNationalHolidays with companyId=B imports into A only', async () => {
      const res = await leavesForeignDataUnchanged(() =>
        caller().post('/holidays/importNationalHolidays', { year: 2031, companyId: B.id }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const holiday of res.body.holidays) expect(holiday.companyId).toBe(A.id);
      // Tiradentes, whichever caller imported the year first.
      expect((await admin.get('/holidays', { companyId: A.id, date: '2031-04-21' })).body.total).toBe(1);
      expect((await admin.get('/holidays', { companyId: B.id, date: '2031-04-21' })).body.total).toBe(0);
    });
  });

  describe('reservation calls', () => {
    const range = () => ({ startDate: D(0), endDate: D(120) });

    it('getCalendarEvents answers A’s reservations and blocks only, whatever companyId it sends', async () => {
      const aOrders = (await admin.get('/orders', { companyId: A.id, pageSize: 100 })).body.data as {
        id: number;
        status: string;
      }[];
      const holding = aOrders
        .filter((o) => o.status !== 'canceled')
        .map((o) => o.id)
        .sort((x, y) => x - y);
      for (const query of [{}, { companyId: A.id }, { companyId: B.id }]) {
        const res = await leavesForeignDataUnchanged(() =>
          caller().get('/reservation/getCalendarEvents', { ...range(), ...query }),
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(idsOf(res.body.orders)).toEqual(holding);
        expect(res.body.blocks.map((b: { integrationId: number }) => b.integrationId)).toEqual(ids.aIntegrations);
        expect(leaks(res.body)).toEqual([]);
      }
    });

    it('getRentalAvailability ignores exceptOrderId naming B’s reservation', async () => {
      const booked = BOOKED();
      const ask = (api: TApiClient, rentalId: number, exceptOrderId: number) =>
        api.get('/reservation/getRentalAvailability', {
          rentalId,
          startDate: booked[0],
          endDate: booked[booked.length - 1],
          exceptOrderId,
        });
      // On B's rental and on A's own: B's reservation's nights, and A's, stay taken for A.
      for (const rentalId of [ids.bRentals[0]!, ids.aRentals[0]!]) {
        const res = await ask(caller(), rentalId, ids.bOrders[0]!);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toEqual(booked.map((date) => ({ date, isAvailable: false })));
      }
      // The control: B editing its own reservation sees those nights free.
      expect((await ask(B.api, ids.bRentals[0]!, ids.bOrders[0]!)).body).toEqual(
        booked.map((date) => ({ date, isAvailable: true })),
      );
    });

    it('the quote of B’s rental ignores A’s holidays and refuses A’s products', async () => {
      const quote = (rentalId: number, productsIds?: number[]) =>
        caller().get('/reservation/calcReservationPrices', {
          rentalId,
          days: [A_HOLIDAY()],
          productsIds: productsIds?.map(String),
        });
      // A's holiday prices A's night with the holiday slot…
      expect((await quote(ids.aRentals[0]!)).body.pricesByDay).toEqual([{ date: A_HOLIDAY(), price: WEEK_PRICES[7] }]);
      // …but B's night on that date with its weekday slot.
      const weekday = WEEK_PRICES[weekdaySlot(A_HOLIDAY())];
      expect((await quote(ids.bRentals[0]!)).body.pricesByDay).toEqual([{ date: A_HOLIDAY(), price: weekday }]);
      const refused = await quote(ids.bRentals[0]!, [ids.aProducts[0]!]);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Produto não disponível para esta hospedagem.');
    });

    it('syncNow, regenerateFeedKey and blocks of B’s integration answer 404; B’s feed is not even fetched', async () => {
      const hits = feedHits.get('beta.ics');
      await leavesForeignDataUnchanged(async () => {
        for (const id of ids.bIntegrations) {
          for (const res of [
            await caller().post('/integrations/syncNow', undefined, { id }),
            await caller().post('/integrations/regenerateFeedKey', undefined, { id }),
            await caller().get('/integrations/blocks', { id }),
          ]) {
            expect(res.body).toEqual(NOT_FOUND);
          }
        }
      });
      expect(feedHits.get('beta.ics')).toBe(hits);
    });

    it('B’s export feed opens only with B’s own key', async () => {
      const own = (await caller().get(`/integrations/${ids.aIntegrations[0]}`)).body.feedKey as string;
      const wrong = await caller().get(`/ical/generate/${ids.bIntegrations[0]}`, { key: own });
      expect(wrong.body).toEqual(NOT_FOUND);
      const right = await apiClient(t.url).get(`/ical/generate/${ids.bIntegrations[0]}`, { key: ids.bFeedKey });
      expect(right.status).toBe(200);
      expect(right.headers.get('content-type')).toContain('text/calendar');
    });
  });
});

describe('a company user cannot raise its own access', () => {
  const selfChanges: [string, () => TApiClient, () => Record<string, unknown>][] = [
    ['the administrator makes itself a platform admin', () => A.api, () => ({ id: ids.aAdminUser, type: 'admin' })],
    ['a user makes itself a platform admin', () => manager.api, () => ({ id: manager.id, type: 'admin' })],
    ['a user takes the administrator role', () => manager.api, () => ({ id: manager.id, roleId: ids.aAdminRole })],
    ['a user drops its own role', () => manager.api, () => ({ id: manager.id, roleId: null })],
    ['a user deactivates itself', () => manager.api, () => ({ id: manager.id, isActive: false })],
    ['the administrator deactivates itself', () => A.api, () => ({ id: ids.aAdminUser, isActive: false })],
  ];
  it.each(selfChanges)('%s → 403, nothing changes', async (_case, caller, body) => {
    const res = await leavesOwnDataUnchanged(() => caller().put('/users', body()));
    expect(res.body).toEqual({ ...FORBIDDEN, message: SELF_LOCKED });
  });

  it('its own companyId cannot be changed: the server keeps it in its company', async () => {
    const res = await leavesForeignDataUnchanged(() => manager.api.put('/users', { id: manager.id, companyId: B.id }));
    expect(res.status).toBe(200);
    expect((await admin.get(`/users/${manager.id}`)).body).toMatchObject({ companyId: A.id, roleId: manager.roleId });
  });

  const refusals: [string, () => Promise<TResponse>, number, unknown][] = [
    [
      'create a platform-admin user',
      () => manager.api.post('/users', { name: 'Alfa Adm', type: 'admin', email: email('adm'), password: 'Admin1234' }),
      403,
      ONLY_ADMINS,
    ],
    [
      'make a colleague a platform admin',
      () => manager.api.put('/users', { id: reader.id, type: 'admin' }),
      403,
      ONLY_ADMINS,
    ],
    [
      'create an admin-type role',
      () => manager.api.post('/roles', { name: 'Alfa Adm', type: 'admin', permissions: ['CLIENT:LIST'] }),
      403,
      ONLY_ADMINS,
    ],
    [
      'turn a role into an admin-type role',
      () => manager.api.put('/roles', { id: reader.roleId, type: 'admin' }),
      403,
      ONLY_ADMINS,
    ],
    [
      'create a role with COMPANY:LIST (a platform permission)',
      () =>
        manager.api.post('/roles', { name: 'Alfa Anf', type: 'company', permissions: ['CLIENT:LIST', 'COMPANY:LIST'] }),
      400,
      { permissions: 'Permissões não permitidas para este tipo: COMPANY:LIST' },
    ],
    [
      'create a role with ORDER:CREATE (a permission it does not hold)',
      () =>
        manager.api.post('/roles', { name: 'Alfa Res', type: 'company', permissions: ['CLIENT:LIST', 'ORDER:CREATE'] }),
      403,
      'Você não pode conceder permissões que você não possui.',
    ],
    [
      'add ORDER:CREATE to its own role',
      () => manager.api.put('/roles', { id: manager.roleId, permissions: [...ALL('CLIENT'), 'ORDER:CREATE'] }),
      403,
      'Você não pode conceder permissões que você não possui.',
    ],
    [
      "add ORDER:LIST to a colleague's role",
      () => manager.api.put('/roles', { id: reader.roleId, permissions: ['CLIENT:LIST', 'ORDER:LIST'] }),
      403,
      'Você não pode conceder permissões que você não possui.',
    ],
    [
      'create a user with the company-admin role',
      () =>
        manager.api.post('/users', {
          name: 'Alfa Comparsa',
          type: 'company',
          email: email('comparsa'),
          password: 'Comparsa123',
          roleId: ids.aAdminRole,
        }),
      403,
      'Você não pode atribuir um perfil com permissões que você não possui.',
    ],
    [
      'give a colleague the company-admin role',
      () => manager.api.put('/users', { id: reader.id, roleId: ids.aAdminRole }),
      403,
      'Você não pode atribuir um perfil com permissões que você não possui.',
    ],
    [
      "take over the administrator's account (new password)",
      () => manager.api.put('/users', { id: ids.aAdminUser, password: 'Tomada123', password_confirm: 'Tomada123' }),
      403,
      'Você não pode alterar um usuário com permissões que você não possui.',
    ],
    [
      'delete the company administrator',
      () => manager.api.del('/users', { id: ids.aAdminUser }),
      403,
      'Você não pode alterar um usuário com permissões que você não possui.',
    ],
  ];
  it.each(refusals)('refuses to %s, and nothing changes', async (_case, attempt, status, detail) => {
    const res = await leavesOwnDataUnchanged(() => leavesForeignDataUnchanged(attempt));
    expect(res.status).toBe(status);
    if (typeof detail === 'string') expect(res.body.message).toBe(detail);
    else expect(res.body.additionalData).toEqual(detail);
  });

  it('the refused administrator password still signs in and the manager cannot sign in with the attempted one', async () => {
    await expect(loginAs(t, A.adminEmail, A.adminPassword)).resolves.toBeDefined();
    await expect(loginAs(t, A.adminEmail, 'Tomada123')).rejects.toThrow(/401/);
  });
});

describe('permissions are enforced per call', () => {
  it('a user without CLIENT:CREATE gets 403 on POST /clients, and nothing is written', async () => {
    const res = await leavesOwnDataUnchanged(() =>
      reader.api.post('/clients', { name: 'Alfa Sem Permissão', phone: PHONE, email: email('sp') }),
    );
    expect(res.body).toEqual(FORBIDDEN);
    for (const call of [
      reader.api.put('/clients', { id: ids.aClients[0], name: 'x' }),
      reader.api.del('/clients', { id: ids.aClients[0] }),
    ]) {
      expect((await call).body).toEqual(FORBIDDEN);
    }
  });

  const everyCall = (path: string): [string, (api: TApiClient) => Promise<TResponse>][] => [
    [`GET /${path}`, (api) => api.get(`/${path}`)],
    [`GET /${path}/listSimple`, (api) => api.get(`/${path}/listSimple`)],
    [`GET /${path}/1`, (api) => api.get(`/${path}/1`)],
    [`POST /${path}`, (api) => api.post(`/${path}`, {})],
    [`PUT /${path}`, (api) => api.put(`/${path}`, {})],
    [`DELETE /${path}`, (api) => api.del(`/${path}`, { id: 1 })],
    [`GET /${path}/generateReportFile (excel)`, (api) => api.get(`/${path}/generateReportFile`, { fileType: 'excel' })],
    [`GET /${path}/generateReportFile (pdf)`, (api) => api.get(`/${path}/generateReportFile`, { fileType: 'pdf' })],
  ];
  const resourceCalls = ['companys', 'users', 'roles', 'clients', ...LODGING_PATHS].flatMap(everyCall);
  /** The lodging calls beyond the generic set that need a signed-in user with a permission. */
  const lodgingCalls: [string, (api: TApiClient) => Promise<TResponse>][] = [
    ['POST /holidays/importNationalHolidays', (api) => api.post('/holidays/importNationalHolidays', { year: 2032 })],
    ['POST /integrations/syncNow', (api) => api.post('/integrations/syncNow', undefined, { id: ids.aIntegrations[0] })],
    [
      'POST /integrations/regenerateFeedKey',
      (api) => api.post('/integrations/regenerateFeedKey', undefined, { id: ids.aIntegrations[0] }),
    ],
    ['GET /integrations/blocks', (api) => api.get('/integrations/blocks', { id: ids.aIntegrations[0] })],
    [
      'GET /reservation/getCalendarEvents',
      (api) => api.get('/reservation/getCalendarEvents', { startDate: D(0), endDate: D(30) }),
    ],
  ];

  it.each([...resourceCalls, ...lodgingCalls])('a user without a role gets 403 on %s', async (_call, call) => {
    const res = await leavesOwnDataUnchanged(() => call(roleless));
    expect(res.body).toEqual(FORBIDDEN);
  });

  const writes = (path: (typeof LODGING_PATHS)[number], own: () => number, body: () => Record<string, unknown>) =>
    [
      [`POST /${path}`, (api: TApiClient) => api.post(`/${path}`, body())],
      [`PUT /${path}`, (api: TApiClient) => api.put(`/${path}`, { id: own(), ...body() })],
      [`DELETE /${path}`, (api: TApiClient) => api.del(`/${path}`, { id: own() })],
    ] as [string, (api: TApiClient) => Promise<TResponse>][];
  const lodgingWrites = [
    ...LODGING_RESOURCES.flatMap((r) => writes(r.path as (typeof LODGING_PATHS)[number], r.own, r.create)),
    [
      'POST /holidays/importNationalHolidays',
      (api: TApiClient) => api.post('/holidays/importNationalHolidays', { year: 2033 }),
    ],
    [
      'POST /integrations/syncNow',
      (api: TApiClient) => api.post('/integrations/syncNow', undefined, { id: ids.aIntegrations[0] }),
    ],
    [
      'POST /integrations/regenerateFeedKey',
      (api: TApiClient) => api.post('/integrations/regenerateFeedKey', undefined, { id: ids.aIntegrations[0] }),
    ],
  ] as [string, (api: TApiClient) => Promise<TResponse>][];

  it.each(lodgingWrites)(
    'a user holding only the LIST permissions of the lodging resources gets 403 on %s, and nothing is written',
    async (_call, call) => {
      const res = await leavesOwnDataUnchanged(() => leavesForeignDataUnchanged(() => call(lodgingReader.api)));
      expect(res.body).toEqual(FORBIDDEN);
    },
  );

  it('a user holding only the LIST permissions reads the lodging lists, blocks and calendar', async () => {
    for (const path of LODGING_PATHS) expect((await lodgingReader.api.get(`/${path}`)).status).toBe(200);
    expect((await lodgingReader.api.get('/integrations/blocks', { id: ids.aIntegrations[0] })).status).toBe(200);
    const events = await lodgingReader.api.get('/reservation/getCalendarEvents', { startDate: D(0), endDate: D(30) });
    expect(events.status).toBe(200);
    expect(idsOf(events.body.orders)).toEqual(ids.aOrders);
  });

  it('a user without ORDER:LIST gets 403 on the dashboard calendar', async () => {
    const res = await rentalReader.api.get('/reservation/getCalendarEvents', { startDate: D(0), endDate: D(30) });
    expect(res.body).toEqual(FORBIDDEN);
    expect((await rentalReader.api.get('/rentals')).status).toBe(200);
    expect((await rentalReader.api.get('/orders')).body).toEqual(FORBIDDEN);
  });

  it('the quote and the availability are public: they answer without a session', async () => {
    const anonymous = apiClient(t.url);
    const quote = await anonymous.get('/reservation/calcReservationPrices', {
      rentalId: ids.aRentals[0],
      days: BOOKED().join(','),
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const booked = BOOKED();
    const availability = await anonymous.get('/reservation/getRentalAvailability', {
      rentalId: ids.aRentals[0],
      startDate: booked[0],
      endDate: booked[booked.length - 1],
      exceptOrderId: ids.aOrders[0],
    });
    // exceptOrderId frees nothing for a caller who is nobody.
    expect(availability.body).toEqual(booked.map((date) => ({ date, isAvailable: false })));
  });

  it('a user without a role reads the platform settings, but cannot change them', async () => {
    expect((await roleless.get('/settings')).status).toBe(200);
    expect((await roleless.put('/settings', { id: 1, footerText: 'x' })).body).toEqual(FORBIDDEN);
  });

  const settingsCalls: [string, (api: TApiClient) => Promise<TResponse>][] = [
    ['GET /settings', (api) => api.get('/settings')],
    ['GET /settings/listSimple', (api) => api.get('/settings/listSimple')],
    ['GET /settings/1', (api) => api.get('/settings/1')],
    ['PUT /settings', (api) => api.put('/settings', { id: 1 })],
    ['GET /settings/generateReportFile', (api) => api.get('/settings/generateReportFile', { fileType: 'pdf' })],
  ];
  const sessionCalls: [string, (api: TApiClient) => Promise<TResponse>][] = [
    ['GET /login/logged-user', (api) => api.get('/login/logged-user')],
    ['POST /login/logout', (api) => api.post('/login/logout')],
    ['POST /login/user-visual-identity', (api) => api.post('/login/user-visual-identity')],
    ['POST /login/user-owner-items', (api) => api.post('/login/user-owner-items')],
    ['POST /login/deleteItself', (api) => api.post('/login/deleteItself')],
    ['PUT /login/change-logged-user-password', (api) => api.put('/login/change-logged-user-password', {})],
    ['POST /uploads/uploadFiles', (api) => api.post('/uploads/uploadFiles')],
  ];
  const tokens: [string, () => Promise<TApiClient>][] = [
    ['no token', async () => apiClient(t.url)],
    ['a garbage token', async () => apiClient(t.url, 'x'.repeat(43))],
    [
      'a revoked token',
      async () => {
        const api = await loginAs(t, reader.email, reader.password);
        expect((await api.post('/login/logout')).status).toBe(200);
        return api;
      },
    ],
  ];
  describe.each(tokens)('with %s', (_token, client) => {
    it.each([...resourceCalls, ...lodgingCalls, ...settingsCalls, ...sessionCalls])(
      '%s answers 401',
      async (_call, call) => {
        const res = await leavesOwnDataUnchanged(async () => call(await client()));
        expect(res.body).toEqual(UNAUTHORIZED);
      },
    );
  });
});

describe('uploaded files', () => {
  let stored = '';
  beforeAll(async () => {
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), 'fachada.png');
    const res = await fetch(`${t.url}/api/uploads/uploadFiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${A.api.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    stored = ((await res.json()) as { fileName: string }[])[0]!.fileName;
  });

  it('are public by name: B and anonymous callers read the file A uploaded', async () => {
    for (const api of [B.api, apiClient(t.url)]) {
      const res = await api.get(`/uploads/files/${stored}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(res.raw)).toEqual(PNG);
    }
  });

  it.each([
    '/api/uploads/files/../../etc/passwd',
    '/api/uploads/files/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/uploads/files/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/uploads/files/..%5C..%5C..%5Cetc%5Cpasswd',
    '/api/uploads/files/%2Fetc%2Fpasswd',
    '/api/uploads/files/....%2F%2F....%2F%2Fetc%2Fpasswd',
    '/api/uploads/files/..%2F..%2F..%2F..%2F..%2Fwork%2Fmain%2Fpackage.json',
    '/api/uploads/files/..%2Fuploads%2F{stored}',
    '/api/uploads/files/{stored}%00.png',
    '/api/uploads/files/{stored}%2F..%2F..%2Fetc%2Fpasswd',
  ])('GET %s answers 404 and nothing else', async (template) => {
    const res = await rawGet(template.replace('{stored}', stored));
    expect(res.status).toBe(404);
    expect(res.contentType).toContain('application/json');
    const body = JSON.parse(res.body);
    expect(Object.keys(body)).toEqual(['statusCode', 'error', 'message', 'additionalData']);
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found', additionalData: null });
    expect(res.body).not.toMatch(/root:|"workspaces"/);
  });
});
