import {
  addDays,
  clientView,
  companyView,
  grantablePermissions,
  holidayView,
  integrationView,
  orderView,
  productView,
  rentalView,
  roleView,
  type TResourceView,
  userView,
} from '@estadia/shared';
import ExcelJS from 'exceljs';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyUser, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import { guest, nights, uploadImage, WEEK_PRICES } from './helpers/lodging.ts';
import { loginAs, startTestApp, type TApiClient, type TResponse, type TTestApp } from './helpers/test-app.ts';

type TQuery = Record<string, string | number | boolean | undefined | string[]>;
type TRow = Record<string, any>;
type TListedPath =
  | 'companys'
  | 'users'
  | 'roles'
  | 'clients'
  | 'rentals'
  | 'products'
  | 'holidays'
  | 'orders'
  | 'integrations';

let t: TTestApp;
let admin: TApiClient;
/** The company whose administrator runs the CRUD tests, and where the paging and sorting rows of its resources live. */
let host: TCompanyFixture;

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

let seq = 0;
const next = () => ++seq;
const pad = (n: number, size: number) => String(n).padStart(size, '0');
/** A valid, unique landline: (61) 2NNN-NNNN. */
const phoneFor = (n: number) => `(61) 2${pad(n % 1000, 3)}-${pad(n, 4)}`;

const ISO_DATE = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** Names of a listing, in pt-BR alphabetical order (so expectations do not depend on the listing's own order). */
function namesOf(res: TResponse, label = 'name') {
  return (res.body.data as TRow[]).map((row) => row[label] as string).sort((a, b) => a.localeCompare(b, 'pt-BR'));
}
/** The field a listing's row is known by in these tables: reservations by their guests (they have no name). */
const LABELS: Partial<Record<TListedPath, string>> = { orders: 'guestNames' };
const labelOf = (path: string) => LABELS[path as TListedPath] ?? 'name';
/** [path, case] pairs, so describe.each titles read 'clients …' rather than a quoted value. */
const byPath = <T extends { path: string }>(cases: T[]) => cases.map((c): [T['path'], T] => [c.path, c]);
const idsOf = (res: TResponse) => (res.body.data as TRow[]).map((row) => row.id as number);

function expectOk(res: TResponse, status = 200) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

function expectError(res: TResponse, statusCode: number, message: string, additionalData: unknown = null) {
  const names: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' };
  const error = names[statusCode];
  expect(res.status).toBe(statusCode);
  expect(res.body).toEqual({ statusCode, error, message, additionalData });
}

async function created(res: Promise<TResponse>) {
  return expectOk(await res, 201) as TRow;
}

/** Every page of a listing for one page size, following pageIndex from 0 until an empty page. */
async function allPages(api: TApiClient, path: string, query: TQuery, pageSize: number) {
  const pages: TResponse[] = [];
  for (let pageIndex = 0; pageIndex < 50; pageIndex++) {
    const res = await api.get(`/${path}`, { ...query, pageSize, pageIndex });
    expectOk(res);
    pages.push(res);
    if (res.body.data.length === 0) break;
  }
  return pages;
}

// São Paulo wall-clock time, computed here independently of the report code.
const saoPaulo = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function saoPauloParts(iso: string) {
  const parts = Object.fromEntries(saoPaulo.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { day: parts.day!, month: parts.month!, year: parts.year!, hour: parts.hour!, minute: parts.minute! };
}

/** A report cell: the text the PDF shows and the value the XLSX cell holds. */
interface TCell {
  pdf: string;
  xlsx: unknown;
}
const cell = {
  text: (value: string | null): TCell => ({ pdf: value ?? '', xlsx: value === null || value === '' ? null : value }),
  int: (value: number): TCell => ({ pdf: new Intl.NumberFormat('pt-BR').format(value), xlsx: value }),
  /** Cents as 'R$ 1.234,56' (plain space); in the XLSX the amount in reais under a currency format. */
  money: (cents: number): TCell => ({
    pdf: `R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(cents / 100)}`,
    xlsx: cents / 100,
  }),
  /** A number with pt-BR decimals ('12,5'); a number in the XLSX. */
  decimal: (value: number): TCell => ({ pdf: new Intl.NumberFormat('pt-BR').format(value), xlsx: value }),
  /** 'YYYY-MM-DD' as 'dd/MM/yyyy'; in the XLSX a date cell at UTC midnight of that day. */
  day: (day: string): TCell => {
    const [year, month, date] = day.split('-');
    return { pdf: `${date}/${month}/${year}`, xlsx: new Date(`${day}T00:00:00.000Z`) };
  },
  yesNo: (value: boolean): TCell => ({ pdf: value ? 'Sim' : 'Não', xlsx: value ? 'Sim' : 'Não' }),
  /** 'dd/MM/yyyy HH:mm' in São Paulo; in the XLSX a date cell whose UTC fields hold that wall-clock time. */
  dateTime: (iso: string): TCell => {
    const { day, month, year, hour, minute } = saoPauloParts(iso);
    return {
      pdf: `${day}/${month}/${year} ${hour}:${minute}`,
      xlsx: new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute))),
    };
  },
};

interface TReportExpectation {
  path: string;
  query: TQuery;
  columns: string[];
  /** The file name's slug (the title without accents). */
  slug: string;
  title: string;
  headers: string[];
  rows: TCell[][];
}

/** pdf.js reads a Node Buffer's whole pool; a Uint8Array copy of the body owns its memory. */
async function pdfLines(res: TResponse) {
  const { text, numpages } = await pdfParse(new Uint8Array(res.raw));
  return { numpages, lines: text.split('\n').filter((line) => line !== '') };
}

async function expectPdfReport(api: TApiClient, report: TReportExpectation) {
  // The columns go as one comma-separated value here and as repeated values for the XLSX: both are accepted.
  const res = await api.get(`/${report.path}/generateReportFile`, {
    ...report.query,
    fileType: 'pdf',
    columns: report.columns.join(','),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="${report.slug}-\\d{8}-\\d{4}\\.pdf"$`),
  );
  const { numpages, lines } = await pdfLines(res);
  expect(numpages).toBe(1);
  // Footer (title + page), title, generation time, header row, then one line per row with its cells in order.
  expect(lines).toEqual([
    `${report.title}Página 1 de 1`,
    report.title,
    expect.stringMatching(/^Gerado em \d\d\/\d\d\/\d{4} \d\d:\d\d$/),
    report.headers.join(''),
    ...report.rows.map((row) => row.map((c) => c.pdf).join('')),
  ]);
}

async function expectXlsxReport(api: TApiClient, report: TReportExpectation) {
  const res = await api.get(`/${report.path}/generateReportFile`, {
    ...report.query,
    fileType: 'excel',
    columns: report.columns,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="${report.slug}-\\d{8}-\\d{4}\\.xlsx"$`),
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.raw as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe(report.title);
  expect(sheet.rowCount).toBe(report.rows.length + 1);
  const rowValues = (rowNumber: number) =>
    report.headers.map((_, index) => sheet.getRow(rowNumber).getCell(index + 1).value ?? null);
  expect(rowValues(1)).toEqual(report.headers);
  report.rows.forEach((row, index) => {
    expect(rowValues(index + 2)).toEqual(row.map((c) => c.xlsx));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Shared data: three companies with roles, users and guests that the filter, search and report tests look for.
// Every text below is unique in this file's database, so each filter's answer is known exactly.
// ---------------------------------------------------------------------------------------------------------------

const data = {} as {
  alpha: TRow;
  beta: TRow;
  gamma: TRow;
  roles: Record<'recepcaoAguas' | 'recepcaoBeira' | 'suporte', TRow>;
  users: Record<'joao' | 'luiza' | 'marcia' | 'operadora', TRow>;
  clients: Record<'joao' | 'joana' | 'marcia', TRow>;
  rentals: Record<'ipe' | 'oceano' | 'copacabana' | 'serra', TRow>;
  products: Record<'colonial' | 'escuna' | 'cafe' | 'fondue', TRow>;
  holidays: Record<'floripa' | 'natalAguas' | 'sebastiao' | 'natalBeira', TRow>;
  orders: Record<'joao' | 'joana' | 'marcia', TRow>;
  integrations: Record<'airbnbIpe' | 'bookingOceano' | 'airbnbCopacabana', TRow>;
};

/**
 * Lodging rows of the three companies, made by the platform admin through the API (the photo is the admin's
 * upload, which every company may show). Texts are unique in this file's database, like the rows above.
 */
/** The platform admin's upload: a photo every company's rental may show. */
let adminImage = '';

async function seedLodgingData() {
  const image = await uploadImage(t, admin);
  adminImage = image;
  const rental = (body: TRow) =>
    created(admin.post('/rentals', { pricesByDay: WEEK_PRICES, images: [image], checkinTime: '14:00', ...body }));
  data.rentals = {
    ipe: await rental({
      name: 'Chalé Ipê Amarelo',
      companyId: data.alpha.id,
      defaultPrice: 25_000,
      useDefaultPrice: true,
      tax: 10,
      city: 'Florianópolis',
      neibor: 'Lagoa da Conceição',
      logradouro: 'Rua das Rendeiras',
    }),
    oceano: await rental({
      name: 'Suíte Oceano',
      companyId: data.alpha.id,
      defaultPrice: 40_000,
      useDefaultPrice: true,
      tax: 12.5,
      city: 'Florianópolis',
      neibor: 'Jurerê',
    }),
    copacabana: await rental({
      name: 'Apartamento Copacabana',
      companyId: data.beta.id,
      defaultPrice: 40_000,
      tax: 0,
      city: 'Rio de Janeiro',
      neibor: 'Copacabana',
      logradouro: 'Avenida Atlântica',
    }),
    serra: await rental({
      name: 'Cabana da Serra',
      companyId: data.gamma.id,
      defaultPrice: 18_000,
      tax: 5,
      city: 'Campos do Jordão',
    }),
  };

  const product = (body: TRow) => created(admin.post('/products', body));
  data.products = {
    colonial: await product({
      name: 'Café colonial',
      price: 4_500,
      description: 'Pães, bolos e frutas da estação',
      companyId: data.alpha.id,
    }),
    escuna: await product({
      name: 'Passeio de escuna',
      price: 12_000,
      description: 'Saída às 9h da Lagoa',
      companyId: data.alpha.id,
    }),
    cafe: await product({
      name: 'Café da manhã',
      price: 4_500,
      description: 'Servido no quarto',
      companyId: data.beta.id,
    }),
    fondue: await product({
      name: 'Fondue',
      price: 9_000,
      description: 'Queijo e chocolate',
      companyId: data.gamma.id,
    }),
  };

  const holiday = (body: TRow) => created(admin.post('/holidays', body));
  data.holidays = {
    floripa: await holiday({ name: 'Aniversário de Florianópolis', date: '2031-03-23', companyId: data.alpha.id }),
    natalAguas: await holiday({ name: 'Natal', date: '2031-12-25', companyId: data.alpha.id }),
    sebastiao: await holiday({ name: 'São Sebastião', date: '2031-01-20', companyId: data.beta.id }),
    natalBeira: await holiday({ name: 'Natal', date: '2031-12-25', companyId: data.beta.id }),
  };

  // The guests are the companies' own clients (linked by id): the client tables above stay exactly as they are.
  const order = (rentalRow: TRow, first: string, count: number, client: TRow, status: string) =>
    created(
      admin.post('/orders', {
        rentalId: rentalRow.id,
        status,
        days: nights(first, count),
        valuesDaily: Array(count).fill(rentalRow.defaultPrice),
        clients: [{ id: client.id, name: client.name, phone: client.phone, email: client.email }],
        products: [],
        companyId: rentalRow.companyId,
      }),
    );
  data.orders = {
    joao: await order(data.rentals.ipe, '2031-07-10', 2, data.clients.joao, 'pending'),
    joana: await order(data.rentals.oceano, '2031-07-11', 2, data.clients.joana, 'paid'),
    marcia: await order(data.rentals.copacabana, '2031-07-10', 1, data.clients.marcia, 'canceled'),
  };

  // Never fetched: the sync job is off in tests.
  const integration = (name: string, rentalRow: TRow) =>
    created(
      admin.post('/integrations', {
        name,
        rentalId: rentalRow.id,
        icalLink: `https://www.airbnb.com.br/calendar/ical/${rentalRow.id}.ics?s=abc`,
        companyId: rentalRow.companyId,
      }),
    );
  data.integrations = {
    airbnbIpe: await integration('Airbnb Ipê', data.rentals.ipe),
    bookingOceano: await integration('Booking Oceano', data.rentals.oceano),
    airbnbCopacabana: await integration('Airbnb Copacabana', data.rentals.copacabana),
  };
}

async function seedSharedData() {
  const company = (body: TRow) => created(admin.post('/companys', { adminPassword: 'Empresa123!', ...body }));
  data.alpha = await company({
    name: 'Pousada Águas Claras',
    cpfCnpj: '11.222.333/0001-81',
    phone: '(48) 3333-4444',
    email: 'reservas@aguasclaras.test',
    city: 'Florianópolis',
    uf: 'SC',
    adminName: 'Gerente Águas',
    adminEmail: 'gerente@aguasclaras.test',
  });
  data.beta = await company({
    name: 'Hotel Beira-Mar',
    cpfCnpj: '529.982.247-25',
    phone: '(21) 99888-7766',
    email: 'contato@beiramar.test',
    city: 'Rio de Janeiro',
    uf: 'RJ',
    adminName: 'Gerente Beira',
    adminEmail: 'gerente@beiramar.test',
  });
  data.gamma = await company({
    name: 'Chalé Serra Azul',
    phone: '(12) 3662-1000',
    email: 'reservas@serraazul.test',
    city: 'Campos do Jordão',
    uf: 'SP',
    isActive: false,
    adminName: 'Gerente Serra',
    adminEmail: 'gerente@serraazul.test',
  });

  const role = (body: TRow) => created(admin.post('/roles', body));
  data.roles = {
    recepcaoAguas: await role({
      name: 'Recepção Águas',
      type: 'company',
      companyId: data.alpha.id,
      permissions: ['CLIENT:LIST', 'CLIENT:CREATE'],
    }),
    recepcaoBeira: await role({
      name: 'Recepção Beira',
      type: 'company',
      companyId: data.beta.id,
      permissions: ['CLIENT:LIST'],
    }),
    suporte: await role({ name: 'Suporte Recepção', type: 'admin', permissions: ['COMPANY:LIST'] }),
  };

  const user = (body: TRow) =>
    created(admin.post('/users', { password: 'Usuario123!', password_confirm: 'Usuario123!', ...body }));
  data.users = {
    joao: await user({
      name: 'João Conceição',
      type: 'company',
      companyId: data.alpha.id,
      roleId: data.roles.recepcaoAguas.id,
      email: 'joao.conceicao@hospedagem.test',
    }),
    luiza: await user({
      name: 'Luíza Fernandes',
      type: 'company',
      companyId: data.alpha.id,
      email: 'luiza.fernandes@hospedagem.test',
    }),
    marcia: await user({
      name: 'Márcia Conceição',
      type: 'company',
      companyId: data.beta.id,
      roleId: data.roles.recepcaoBeira.id,
      email: 'marcia@beira.test',
      isActive: false,
    }),
    operadora: await user({
      name: 'Conceição Operadora',
      type: 'admin',
      roleId: data.roles.suporte.id,
      email: 'operadora@plataforma.test',
    }),
  };

  const client = (body: TRow) => created(admin.post('/clients', body));
  data.clients = {
    joao: await client({
      name: 'João Conceição',
      phone: '(11) 98765-4321',
      email: 'joao.conceicao@praia.test',
      companyId: data.alpha.id,
    }),
    joana: await client({
      name: 'Joana Prado',
      phone: '(21) 3456-7890',
      email: 'joana.prado@serra.test',
      companyId: data.alpha.id,
    }),
    marcia: await client({
      name: 'Márcia Conceição',
      phone: '(31) 99876-1234',
      email: 'marcia.conceicao@praia.test',
      companyId: data.beta.id,
    }),
  };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await platformAdmin(t);
  host = await createCompany(t, admin, 'Pousada Lista');
  await seedSharedData();
  await seedLodgingData();
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------------------------
// Filters, quick search and listSimple: one table per resource over the shared data.
// ---------------------------------------------------------------------------------------------------------------

interface TFilterCase {
  label: string;
  query: () => TQuery;
  names: string[];
}

/** The listing and listSimple answer exactly these rows for the query; listSimple carries only its simple fields. */
async function expectFiltered(path: string, simpleKeys: string[], query: TQuery, names: string[]) {
  const list = await admin.get(`/${path}`, query);
  expectOk(list);
  expect(namesOf(list, labelOf(path))).toEqual(names);
  expect(list.body.total).toBe(names.length);

  const simple = await admin.get(`/${path}/listSimple`, query);
  expectOk(simple);
  expect(simple.body.total).toBe(names.length);
  expect([...idsOf(simple)].sort()).toEqual([...idsOf(list)].sort());
  for (const row of simple.body.data as TRow[]) expect(Object.keys(row).sort()).toEqual([...simpleKeys].sort());
}

const SIMPLE_KEYS: Record<TListedPath | 'settings', string[]> = {
  companys: ['id', 'name'],
  users: ['id', 'name', 'email'],
  roles: ['id', 'name', 'type', 'companyId'],
  clients: ['id', 'name', 'email', 'phone'],
  settings: ['id', 'visualIdentityColor'],
  rentals: ['id', 'name', 'companyId'],
  products: ['id', 'name', 'price', 'image'],
  holidays: ['id', 'name', 'date'],
  orders: ['id', 'code', 'rentalId', 'status'],
  integrations: ['id', 'name', 'rentalId'],
};

interface TFilterTable {
  path: TListedPath;
  filters: TFilterCase[];
  searches: [term: string, names: string[]][];
}

const FILTER_TABLES: TFilterTable[] = [
  {
    path: 'clients',
    filters: [
      { label: 'companyId', query: () => ({ companyId: data.alpha.id }), names: ['Joana Prado', 'João Conceição'] },
      {
        label: 'email (case-insensitive)',
        query: () => ({ email: 'PRAIA' }),
        names: ['João Conceição', 'Márcia Conceição'],
      },
      { label: 'phone', query: () => ({ phone: '98765' }), names: ['João Conceição'] },
      { label: 'phone with its mask', query: () => ({ phone: '(21) 3456' }), names: ['Joana Prado'] },
      {
        label: 'name (accent-insensitive)',
        query: () => ({ name: 'conceicao' }),
        names: ['João Conceição', 'Márcia Conceição'],
      },
      {
        label: 'companyId and name together',
        query: () => ({ companyId: data.beta.id, name: 'CONCEIÇÃO' }),
        names: ['Márcia Conceição'],
      },
      { label: 'name with a LIKE wildcard (taken literally)', query: () => ({ name: '%' }), names: [] },
    ],
    searches: [
      ['joao', ['João Conceição']],
      ['JOÃO', ['João Conceição']],
      ['joão conceição', ['João Conceição']],
      ['CONCEICAO', ['João Conceição', 'Márcia Conceição']],
      ['serra.test', ['Joana Prado']],
      ['3456-7890', ['Joana Prado']],
      ['(31) 99876', ['Márcia Conceição']],
      // LIKE wildcards are searched for literally.
      ['%', []],
      ['_', []],
    ],
  },
  {
    path: 'companys',
    filters: [
      { label: 'email', query: () => ({ email: 'RESERVAS@' }), names: ['Chalé Serra Azul', 'Pousada Águas Claras'] },
      { label: 'email domain', query: () => ({ email: 'beiramar' }), names: ['Hotel Beira-Mar'] },
      { label: 'phone', query: () => ({ phone: '99888' }), names: ['Hotel Beira-Mar'] },
      { label: 'phone area code', query: () => ({ phone: '(48)' }), names: ['Pousada Águas Claras'] },
      { label: 'cpfCnpj (CNPJ)', query: () => ({ cpfCnpj: '11.222.333' }), names: ['Pousada Águas Claras'] },
      { label: 'cpfCnpj (CPF)', query: () => ({ cpfCnpj: '529.982' }), names: ['Hotel Beira-Mar'] },
      { label: 'name (accent-insensitive)', query: () => ({ name: 'aguas' }), names: ['Pousada Águas Claras'] },
      { label: 'name (case-insensitive)', query: () => ({ name: 'CHALE' }), names: ['Chalé Serra Azul'] },
      {
        label: 'email and name together',
        query: () => ({ email: 'reservas', name: 'serra' }),
        names: ['Chalé Serra Azul'],
      },
    ],
    searches: [
      ['aguas claras', ['Pousada Águas Claras']],
      ['ÁGUAS', ['Pousada Águas Claras']],
      ['jordao', ['Chalé Serra Azul']],
      ['FLORIANÓPOLIS', ['Pousada Águas Claras']],
      ['beiramar.test', ['Hotel Beira-Mar']],
      ['99888-7766', ['Hotel Beira-Mar']],
      ['529.982.247-25', ['Hotel Beira-Mar']],
    ],
  },
  {
    path: 'users',
    filters: [
      {
        label: 'companyId',
        query: () => ({ companyId: data.alpha.id }),
        names: ['Gerente Águas', 'João Conceição', 'Luíza Fernandes'],
      },
      {
        label: 'companyDescription (company name text)',
        query: () => ({ companyDescription: 'aguas claras' }),
        names: ['Gerente Águas', 'João Conceição', 'Luíza Fernandes'],
      },
      {
        label: 'companyDescription (case-insensitive)',
        query: () => ({ companyDescription: 'BEIRA-MAR' }),
        names: ['Gerente Beira', 'Márcia Conceição'],
      },
      { label: 'type admin', query: () => ({ type: 'admin' }), names: ['Administrador', 'Conceição Operadora'] },
      {
        label: 'type company and name',
        query: () => ({ type: 'company', name: 'CONCEIÇÃO' }),
        names: ['João Conceição', 'Márcia Conceição'],
      },
      {
        label: 'name (accent-insensitive)',
        query: () => ({ name: 'conceicao' }),
        names: ['Conceição Operadora', 'João Conceição', 'Márcia Conceição'],
      },
    ],
    searches: [
      ['joao', ['João Conceição']],
      ['JOÃO', ['João Conceição']],
      ['hospedagem.test', ['João Conceição', 'Luíza Fernandes']],
      ['OPERADORA@PLATAFORMA', ['Conceição Operadora']],
      ['luiza', ['Luíza Fernandes']],
    ],
  },
  {
    path: 'roles',
    filters: [
      {
        label: 'companyId',
        query: () => ({ companyId: data.alpha.id }),
        names: ['Administrador da empresa', 'Recepção Águas'],
      },
      {
        label: 'name (accent-insensitive)',
        query: () => ({ name: 'recepcao' }),
        names: ['Recepção Águas', 'Recepção Beira', 'Suporte Recepção'],
      },
      { label: 'type admin', query: () => ({ type: 'admin' }), names: ['Suporte Recepção'] },
      {
        label: 'type company and name',
        query: () => ({ type: 'company', name: 'RECEPÇÃO' }),
        names: ['Recepção Águas', 'Recepção Beira'],
      },
      {
        label: 'companyId and type',
        query: () => ({ companyId: data.beta.id, type: 'company' }),
        names: ['Administrador da empresa', 'Recepção Beira'],
      },
    ],
    searches: [
      ['RECEPÇÃO ÁGUAS', ['Recepção Águas']],
      ['recepcao', ['Recepção Águas', 'Recepção Beira', 'Suporte Recepção']],
      ['Suporte', ['Suporte Recepção']],
    ],
  },
];

FILTER_TABLES.push(
  {
    path: 'rentals',
    filters: [
      { label: 'companyId', query: () => ({ companyId: data.alpha.id }), names: ['Chalé Ipê Amarelo', 'Suíte Oceano'] },
      { label: 'name (accent-insensitive)', query: () => ({ name: 'ipe' }), names: ['Chalé Ipê Amarelo'] },
      {
        label: 'defaultPrice (cents)',
        query: () => ({ defaultPrice: 40_000 }),
        names: ['Apartamento Copacabana', 'Suíte Oceano'],
      },
      { label: 'tax with a decimal comma', query: () => ({ tax: '12,5' }), names: ['Suíte Oceano'] },
      { label: 'tax 0', query: () => ({ tax: 0 }), names: ['Apartamento Copacabana'] },
      {
        label: 'companyId and defaultPrice together',
        query: () => ({ companyId: data.beta.id, defaultPrice: 40_000 }),
        names: ['Apartamento Copacabana'],
      },
    ],
    searches: [
      ['ipê amarelo', ['Chalé Ipê Amarelo']],
      ['florianopolis', ['Chalé Ipê Amarelo', 'Suíte Oceano']],
      ['CONCEIÇÃO', ['Chalé Ipê Amarelo']],
      ['atlantica', ['Apartamento Copacabana']],
      ['jordão', ['Cabana da Serra']],
      ['%', []],
    ],
  },
  {
    path: 'products',
    filters: [
      {
        label: 'companyId',
        query: () => ({ companyId: data.alpha.id }),
        names: ['Café colonial', 'Passeio de escuna'],
      },
      {
        label: 'companyDescription (company name text)',
        query: () => ({ companyDescription: 'AGUAS claras' }),
        names: ['Café colonial', 'Passeio de escuna'],
      },
      {
        label: 'name (accent-insensitive)',
        query: () => ({ name: 'CAFE' }),
        names: ['Café colonial', 'Café da manhã'],
      },
      { label: 'price (cents)', query: () => ({ price: 4_500 }), names: ['Café colonial', 'Café da manhã'] },
      { label: 'description', query: () => ({ description: 'estacao' }), names: ['Café colonial'] },
    ],
    searches: [
      ['cafe', ['Café colonial', 'Café da manhã']],
      ['CHOCOLATE', ['Fondue']],
      ['escuna', ['Passeio de escuna']],
    ],
  },
  {
    path: 'holidays',
    filters: [
      {
        label: 'companyId',
        query: () => ({ companyId: data.alpha.id }),
        names: ['Aniversário de Florianópolis', 'Natal'],
      },
      { label: 'date', query: () => ({ date: '2031-12-25' }), names: ['Natal', 'Natal'] },
      { label: 'name (accent-insensitive)', query: () => ({ name: 'sebastiao' }), names: ['São Sebastião'] },
      {
        label: 'companyDescription',
        query: () => ({ companyDescription: 'beira-mar' }),
        names: ['Natal', 'São Sebastião'],
      },
      {
        label: 'companyId and date together',
        query: () => ({ companyId: data.beta.id, date: '2031-12-25' }),
        names: ['Natal'],
      },
    ],
    searches: [
      ['florianopolis', ['Aniversário de Florianópolis']],
      ['NATAL', ['Natal', 'Natal']],
      ['são sebastião', ['São Sebastião']],
    ],
  },
  {
    path: 'orders',
    filters: [
      { label: 'companyId', query: () => ({ companyId: data.alpha.id }), names: ['Joana Prado', 'João Conceição'] },
      { label: 'status paid', query: () => ({ status: 'paid' }), names: ['Joana Prado'] },
      { label: 'status canceled', query: () => ({ status: 'canceled' }), names: ['Márcia Conceição'] },
      { label: 'rentalDescription', query: () => ({ rentalDescription: 'COPACABANA' }), names: ['Márcia Conceição'] },
      {
        label: 'clients (a guest’s name, accent-insensitive)',
        query: () => ({ clients: 'conceicao' }),
        names: ['João Conceição', 'Márcia Conceição'],
      },
      { label: 'clients (a guest’s e-mail)', query: () => ({ clients: 'serra.test' }), names: ['Joana Prado'] },
      {
        label: 'days (one night)',
        query: () => ({ days: '2031-07-10' }),
        names: ['João Conceição', 'Márcia Conceição'],
      },
      {
        label: 'days (any of several nights)',
        query: () => ({ days: '2031-07-12,2031-07-20' }),
        names: ['Joana Prado'],
      },
      {
        label: 'companyId and status together',
        query: () => ({ companyId: data.alpha.id, status: 'pending' }),
        names: ['João Conceição'],
      },
    ],
    // Reservations are searched by code (drawn by the server: resolved when the test runs).
    searches: [
      ['{code:joao}', ['João Conceição']],
      ['{lowercase-code:joana}', ['Joana Prado']],
      ['Conceição', []],
    ],
  },
  {
    path: 'integrations',
    filters: [
      { label: 'companyId', query: () => ({ companyId: data.alpha.id }), names: ['Airbnb Ipê', 'Booking Oceano'] },
    ],
    searches: [
      ['airbnb', ['Airbnb Copacabana', 'Airbnb Ipê']],
      ['IPE', ['Airbnb Ipê']],
      ['booking', ['Booking Oceano']],
    ],
  },
);

/** A search term as written in the tables: '{code:joaquim}' is that reservation's code, drawn by the server. */
function searchTerm(term: string) {
  return term.replace(/\{(code|lowercase-code):(\w+)\}/g, (_, kind: string, key: string) => {
    const code = data.orders[key as keyof typeof data.orders].code as string;
    return kind === 'code' ? code : code.toLowerCase();
  });
}

describe.each(byPath(FILTER_TABLES))('%s filters and quick search', (path, { filters, searches }) => {
  it.each(filters.map((c) => [c.label, c] as const))(
    'filter on %s answers exactly the matching rows, in list and listSimple',
    async (_label, c) => {
      await expectFiltered(path, SIMPLE_KEYS[path], c.query(), c.names);
    },
  );

  it.each(searches)('searchTerm %j finds exactly %j (accent- and case-insensitive)', async (term, names) => {
    await expectFiltered(path, SIMPLE_KEYS[path], { searchTerm: searchTerm(term) }, names);
  });

  it('searchTerm combines with the id filter', async () => {
    const [written, names] = searches[0]!;
    const term = searchTerm(written);
    await expectFiltered(path, SIMPLE_KEYS[path], { searchTerm: term, id: 999_999 }, []);
    const first = await admin.get(`/${path}`, { searchTerm: term });
    const id = (first.body.data as TRow[]).find((row) => row[labelOf(path)] === names[0])!.id;
    await expectFiltered(path, SIMPLE_KEYS[path], { searchTerm: term, id }, [names[0]!]);
  });

  it('a search that matches nothing answers an empty page', async () => {
    await expectFiltered(path, SIMPLE_KEYS[path], { searchTerm: 'zzz-nada-aqui' }, []);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Reports over the shared data, with filters, chosen columns and pt-BR formatting.
// ---------------------------------------------------------------------------------------------------------------

const REPORTS: { path: TListedPath; report: () => TReportExpectation }[] = [
  {
    path: 'clients',
    report: () => ({
      path: 'clients',
      query: { name: 'conceicao', orderBy: 'name' },
      columns: ['id', 'name', 'phone', 'companyName', 'dtCreated'],
      slug: 'hospedes',
      title: 'Hóspedes',
      headers: ['ID', 'Nome', 'Telefone', 'Empresa', 'Criado em'],
      rows: [data.clients.joao, data.clients.marcia].map((c) => [
        cell.int(c.id),
        cell.text(c.name),
        cell.text(c.phone),
        cell.text(c.companyName),
        cell.dateTime(c.dtCreated),
      ]),
    }),
  },
  {
    path: 'companys',
    report: () => ({
      path: 'companys',
      query: { email: 'reservas@', orderBy: 'name', orderDirection: 'desc' },
      columns: ['name', 'cpfCnpj', 'city', 'isActive', 'dtCreated'],
      slug: 'anfitrioes',
      title: 'Anfitriões',
      headers: ['Nome', 'CPF/CNPJ', 'Cidade', 'Ativo', 'Criado em'],
      rows: [
        [
          cell.text('Pousada Águas Claras'),
          cell.text('11.222.333/0001-81'),
          cell.text('Florianópolis'),
          cell.yesNo(true),
          cell.dateTime(data.alpha.dtCreated),
        ],
        [
          cell.text('Chalé Serra Azul'),
          cell.text(null),
          cell.text('Campos do Jordão'),
          cell.yesNo(false),
          cell.dateTime(data.gamma.dtCreated),
        ],
      ],
    }),
  },
  {
    path: 'users',
    report: () => ({
      path: 'users',
      query: { name: 'conceicao', orderBy: 'name' },
      columns: ['name', 'email', 'type', 'roleName', 'companyName', 'isActive'],
      slug: 'usuarios',
      title: 'Usuários',
      headers: ['Nome', 'E-mail', 'Tipo', 'Perfil de acesso', 'Empresa', 'Ativo'],
      rows: [
        ['Conceição Operadora', 'operadora@plataforma.test', 'Administrador', 'Suporte Recepção', null, true],
        ['João Conceição', 'joao.conceicao@hospedagem.test', 'Empresa', 'Recepção Águas', 'Pousada Águas Claras', true],
        ['Márcia Conceição', 'marcia@beira.test', 'Empresa', 'Recepção Beira', 'Hotel Beira-Mar', false],
      ].map(([name, email, type, role, company, active]) => [
        cell.text(name as string),
        cell.text(email as string),
        cell.text(type as string),
        cell.text(role as string),
        cell.text(company as string | null),
        cell.yesNo(active as boolean),
      ]),
    }),
  },
  {
    path: 'roles',
    report: () => ({
      path: 'roles',
      query: { name: 'recepcao', orderBy: 'name' },
      columns: ['name', 'type', 'companyName', 'dtCreated'],
      slug: 'perfis-de-acesso',
      title: 'Perfís de Acesso',
      headers: ['Nome', 'Tipo', 'Empresa', 'Criado em'],
      rows: [
        [data.roles.recepcaoAguas, 'Empresa', 'Pousada Águas Claras'],
        [data.roles.recepcaoBeira, 'Empresa', 'Hotel Beira-Mar'],
        [data.roles.suporte, 'Administrador', null],
      ].map(([role, type, company]) => [
        cell.text((role as TRow).name),
        cell.text(type as string),
        cell.text(company as string | null),
        cell.dateTime((role as TRow).dtCreated),
      ]),
    }),
  },
];

REPORTS.push(
  {
    path: 'rentals',
    report: () => ({
      path: 'rentals',
      query: { companyId: data.alpha.id, orderBy: 'defaultPrice', orderDirection: 'desc' },
      columns: ['name', 'defaultPrice', 'tax', 'city', 'companyName'],
      slug: 'hospedagens',
      title: 'Hospedagens',
      headers: ['Nome', 'Preço padrão', 'Taxa de serviço (%)', 'Cidade', 'Empresa'],
      rows: [
        [data.rentals.oceano, 40_000, 12.5],
        [data.rentals.ipe, 25_000, 10],
      ].map(([rental, price, tax]) => [
        cell.text((rental as TRow).name),
        cell.money(price as number),
        cell.decimal(tax as number),
        cell.text('Florianópolis'),
        cell.text('Pousada Águas Claras'),
      ]),
    }),
  },
  {
    path: 'products',
    report: () => ({
      path: 'products',
      query: { name: 'cafe', orderBy: 'companyName' },
      columns: ['name', 'price', 'description', 'companyName'],
      slug: 'meus-produtos',
      title: 'Meus Produtos',
      headers: ['Nome', 'Preço', 'Descrição', 'Empresa'],
      rows: [
        [cell.text('Café da manhã'), cell.money(4_500), cell.text('Servido no quarto'), cell.text('Hotel Beira-Mar')],
        [
          cell.text('Café colonial'),
          cell.money(4_500),
          cell.text('Pães, bolos e frutas da estação'),
          cell.text('Pousada Águas Claras'),
        ],
      ],
    }),
  },
  {
    path: 'holidays',
    report: () => ({
      path: 'holidays',
      query: { companyId: data.alpha.id, orderBy: 'id' },
      columns: ['date', 'name', 'companyName'],
      slug: 'feriados',
      title: 'Feriados',
      headers: ['Data', 'Nome', 'Empresa'],
      rows: [
        [cell.day('2031-03-23'), cell.text('Aniversário de Florianópolis'), cell.text('Pousada Águas Claras')],
        [cell.day('2031-12-25'), cell.text('Natal'), cell.text('Pousada Águas Claras')],
      ],
    }),
  },
  {
    path: 'orders',
    report: () => ({
      path: 'orders',
      query: { companyId: data.alpha.id, orderBy: 'id' },
      columns: ['code', 'checkIn', 'checkOut', 'status', 'totalValue'],
      slug: 'reservas',
      title: 'Reservas',
      headers: ['Código', 'Entrada', 'Saída', 'Situação', 'Total'],
      // Two nights at the rental's price plus its service fee: 2 × R$ 250 + 10 %, 2 × R$ 400 + 12,5 %.
      rows: [
        [data.orders.joao, '2031-07-10', '2031-07-12', 'Pendente', 55_000],
        [data.orders.joana, '2031-07-11', '2031-07-13', 'Pago', 90_000],
      ].map(([order, checkIn, checkOut, status, total]) => [
        cell.text((order as TRow).code),
        cell.day(checkIn as string),
        cell.day(checkOut as string),
        cell.text(status as string),
        cell.money(total as number),
      ]),
    }),
  },
  {
    path: 'integrations',
    report: () => ({
      path: 'integrations',
      query: { companyId: data.alpha.id, orderBy: 'name', orderDirection: 'desc' },
      columns: ['name', 'rentalName', 'lastSyncAt', 'conflicts', 'companyName'],
      slug: 'integracoes',
      title: 'Integrações',
      headers: ['Nome', 'Hospedagem', 'Última tentativa', 'Conflitos', 'Empresa'],
      rows: [
        ['Booking Oceano', 'Suíte Oceano'],
        ['Airbnb Ipê', 'Chalé Ipê Amarelo'],
      ].map(([name, rental]) => [
        cell.text(name as string),
        cell.text(rental as string),
        cell.text(null),
        cell.int(0),
        cell.text('Pousada Águas Claras'),
      ]),
    }),
  },
);

describe.each(byPath(REPORTS))('%s generateReportFile', (_path, { report }) => {
  it('exports a PDF with the title, pt-BR headers of the chosen columns and formatted, filtered rows', async () => {
    await expectPdfReport(admin, report());
  });

  it('exports an XLSX with the pt-BR header titles and typed, filtered rows of the chosen columns', async () => {
    await expectXlsxReport(admin, report());
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The generic machinery per resource: 404, delete without id, report parameters, paging and sorting.
// ---------------------------------------------------------------------------------------------------------------

interface TListCase {
  path: TListedPath;
  entity: string;
  /** Creates one row with this name as the platform admin; company-owned rows go to the host company. */
  create(name: string): Promise<TRow>;
  /** The query that finds exactly the rows made with names containing `tag` (default: the name filter). */
  find?: (tag: string) => TQuery;
  /** The text column the rows are named by, sorted on and reported (default: name). */
  label?: string;
  /** Whether creation time is a sort column (holidays list by date instead). */
  sortsByCreation?: boolean;
}

let listSeq = 0;
/** A rental of the host company for the rows that need one (integrations), made once. */
let hostRental: Promise<TRow> | undefined;
const lodgingRental = (name: string) =>
  created(
    admin.post('/rentals', {
      name,
      defaultPrice: 15_000,
      useDefaultPrice: true,
      pricesByDay: WEEK_PRICES,
      tax: 3,
      images: [adminImage],
      companyId: host.id,
    }),
  );

const LIST_CASES: TListCase[] = [
  {
    path: 'companys',
    entity: 'Companys',
    create: (name) => {
      const n = next();
      return created(
        admin.post('/companys', {
          name,
          email: `lista${n}@lista.test`,
          adminName: 'Gerente Lista',
          adminEmail: `gerente.lista${n}@lista.test`,
          adminPassword: 'Empresa123!',
        }),
      );
    },
  },
  {
    path: 'users',
    entity: 'Users',
    create: (name) =>
      created(
        admin.post('/users', {
          name,
          type: 'company',
          companyId: host.id,
          email: `usuario.lista${next()}@lista.test`,
          password: 'Usuario123!',
          password_confirm: 'Usuario123!',
        }),
      ),
  },
  {
    path: 'roles',
    entity: 'Roles',
    create: (name) =>
      created(admin.post('/roles', { name, type: 'company', companyId: host.id, permissions: ['CLIENT:LIST'] })),
  },
  {
    path: 'clients',
    entity: 'Clients',
    create: (name) => {
      const n = next();
      return created(
        admin.post('/clients', { name, phone: phoneFor(n), email: `hospede${n}@lista.test`, companyId: host.id }),
      );
    },
  },
  { path: 'rentals', entity: 'Rentals', create: lodgingRental },
  {
    path: 'products',
    entity: 'Products',
    create: (name) => created(admin.post('/products', { name, price: 1_000 + next(), companyId: host.id })),
  },
  {
    path: 'holidays',
    entity: 'Holidays',
    // One holiday a day: the company may not have two on one date.
    create: (name) =>
      created(admin.post('/holidays', { name, date: addDays('2040-01-01', ++listSeq), companyId: host.id })),
    sortsByCreation: false,
  },
  {
    path: 'orders',
    entity: 'Orders',
    // Reservations have no name: each one books its own rental, named by the test, and is found by it.
    create: async (name) => {
      const rental = await lodgingRental(name);
      return created(
        admin.post('/orders', {
          rentalId: rental.id,
          status: 'pending',
          days: nights('2032-02-01', 1),
          valuesDaily: [15_000],
          clients: [guest('Hóspede Lista')],
          companyId: host.id,
        }),
      );
    },
    find: (tag) => ({ rentalDescription: tag }),
    label: 'rentalName',
  },
  {
    path: 'integrations',
    entity: 'Integrations',
    create: async (name) => {
      hostRental ??= lodgingRental('Chalé das Integrações');
      const rental = await hostRental;
      return created(
        admin.post('/integrations', {
          name,
          rentalId: rental.id,
          icalLink: `https://www.airbnb.com.br/calendar/ical/${next()}.ics`,
          companyId: host.id,
        }),
      );
    },
    // Integrations have no name filter: the quick search looks at the name.
    find: (tag) => ({ searchTerm: tag }),
  },
];

/** What each listing screen shows: the columns it lets the user sort by must sort. */
const VIEWS: Record<TListedPath, TResourceView> = {
  companys: companyView,
  users: userView,
  roles: roleView,
  clients: clientView,
  rentals: rentalView,
  products: productView,
  holidays: holidayView,
  orders: orderView,
  integrations: integrationView,
};

const PAGED_ROWS = 105;
const SORT_NAMES = ['Beatriz', 'álvaro', 'Émerson', 'Ana', 'caio', 'Ângela'];
const SORTED_NAMES = ['álvaro', 'Ana', 'Ângela', 'Beatriz', 'caio', 'Émerson'];

describe.each(byPath(LIST_CASES))('%s listing machinery', (path, listCase) => {
  const { entity, create } = listCase;
  const find = listCase.find ?? ((tag: string) => ({ name: tag }));
  const label = listCase.label ?? 'name';
  it('answers 404 for an id that does not exist', async () => {
    expectError(await admin.get(`/${path}/999999`), 404, 'Registro não encontrado.');
  });

  it('refuses a delete without id with the spec message naming the call', async () => {
    expectError(
      await admin.del(`/${path}`),
      400,
      `Required parameter "id" was null or undefined when calling delete${entity}().`,
      { id: 'Campo obrigatório' },
    );
  });

  it('refuses a report without fileType or without columns with the spec message', async () => {
    expectError(
      await admin.get(`/${path}/generateReportFile`, { columns: 'name' }),
      400,
      `Required parameter "fileType" was null or undefined when calling generateReportFile${entity}().`,
      { fileType: 'Campo obrigatório' },
    );
    for (const columns of [undefined, '', ' , ']) {
      expectError(
        await admin.get(`/${path}/generateReportFile`, { fileType: 'pdf', columns }),
        400,
        `Required parameter "columns" was null or undefined when calling generateReportFile${entity}().`,
        { columns: 'Campo obrigatório' },
      );
    }
  });

  it('refuses report columns the resource does not have', async () => {
    expectError(
      await admin.get(`/${path}/generateReportFile`, { fileType: 'excel', columns: `${label},passwordHash,senha` }),
      400,
      'Colunas inválidas.',
      { columns: 'Colunas desconhecidas: passwordHash, senha' },
    );
  });

  it('refuses a page size outside 10, 25, 50 and 100', async () => {
    expectError(
      await admin.get(`/${path}`, { pageSize: 7 }),
      400,
      'Dados inválidos, verifique os campos em additionalData.',
      {
        pageSize: 'Tamanho de página inválido (10, 25, 50 ou 100)',
      },
    );
  });

  it('refuses an unknown orderBy with 400', async () => {
    for (const orderBy of ['senha', 'passwordHash', 'searchText']) {
      expectError(await admin.get(`/${path}`, { orderBy }), 400, 'Ordenação inválida.', {
        orderBy: `Não é possível ordenar por "${orderBy}"`,
      });
    }
  });

  it('sorts by every column its screen offers to sort, both ways', async () => {
    const sortable = VIEWS[path].columns.filter((c) => c.sortable).map((c) => c.key);
    const all = await admin.get(`/${path}`, { pageSize: 100 });
    expect(all.status).toBe(200);
    for (const orderBy of sortable) {
      for (const orderDirection of ['asc', 'desc']) {
        const res = await admin.get(`/${path}`, { orderBy, orderDirection, pageSize: 100 });
        expect(res.status, `${orderBy} ${orderDirection}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.total).toBe(all.body.total);
      }
    }
  });

  describe('paging', () => {
    const tag = `Paginado ${path}`;
    let ids: number[] = [];

    beforeAll(async () => {
      // A few at a time: company and user creation hash passwords.
      for (let start = 1; start <= PAGED_ROWS; start += 8) {
        const batch = Array.from({ length: Math.min(8, PAGED_ROWS - start + 1) }, (_, i) => start + i);
        const rows = await Promise.all(batch.map((i) => create(`${tag} ${pad(i, 3)}`)));
        ids.push(...rows.map((row) => row.id as number));
      }
      ids = ids.sort((a, b) => b - a);
    }, 120_000);

    it.each([10, 25, 50, 100])(
      'pageSize %i walks every row once with zero-based pageIndex and the right total',
      async (pageSize) => {
        const pages = await allPages(admin, path, find(tag), pageSize);
        const expectedPages = Math.ceil(PAGED_ROWS / pageSize);
        expect(pages).toHaveLength(expectedPages + 1);
        pages.forEach((page, index) => {
          expect(page.body.total).toBe(PAGED_ROWS);
          expect(page.body.data).toHaveLength(Math.max(0, Math.min(pageSize, PAGED_ROWS - index * pageSize)));
        });
        // Without orderBy the newest row comes first.
        expect(pages.flatMap(idsOf)).toEqual(ids);
      },
    );

    it('keeps a sort across pages', async () => {
      const pages = await allPages(admin, path, { ...find(tag), orderBy: label, orderDirection: 'asc' }, 25);
      const names = pages.flatMap((page) => (page.body.data as TRow[]).map((row) => row[label]));
      expect(names).toEqual(Array.from({ length: PAGED_ROWS }, (_, i) => `${tag} ${pad(i + 1, 3)}`));
    });

    it('listSimple pages the same way', async () => {
      const res = await admin.get(`/${path}/listSimple`, { ...find(tag), pageSize: 100, pageIndex: 1 });
      expectOk(res);
      expect(res.body.total).toBe(PAGED_ROWS);
      expect(idsOf(res)).toEqual(ids.slice(100));
    });

    it('answers the first page of 10 by default', async () => {
      const res = await admin.get(`/${path}`, find(tag));
      expect(res.body.total).toBe(PAGED_ROWS);
      expect(idsOf(res)).toEqual(ids.slice(0, 10));
    });
  });

  describe('sorting', () => {
    const tag = `Ordenação ${path}`;
    const rows: TRow[] = [];

    beforeAll(async () => {
      // One by one, so ids and creation times follow this order.
      for (const name of SORT_NAMES) rows.push(await create(`${name} ${tag}`));
    });

    const list = (query: TQuery) => admin.get(`/${path}`, { ...find(tag), ...query });
    const names = (res: TResponse) =>
      (res.body.data as TRow[]).map((row) => (row[label] as string).replace(` ${tag}`, ''));

    it('orders a text column accent- and case-insensitively, ascending and descending', async () => {
      expect(names(await list({ orderBy: label, orderDirection: 'asc' }))).toEqual(SORTED_NAMES);
      expect(names(await list({ orderBy: label, orderDirection: 'desc' }))).toEqual([...SORTED_NAMES].reverse());
      // Without a direction the order is ascending.
      expect(names(await list({ orderBy: label }))).toEqual(SORTED_NAMES);
    });

    it('orders by the numeric id and by the creation date', async () => {
      const createdOrder = rows.map((row) => row.id as number);
      expect(idsOf(await list({ orderBy: 'id', orderDirection: 'asc' }))).toEqual(createdOrder);
      expect(idsOf(await list({ orderBy: 'id', orderDirection: 'desc' }))).toEqual([...createdOrder].reverse());
      if (listCase.sortsByCreation === false) return;
      expect(idsOf(await list({ orderBy: 'dtCreated', orderDirection: 'asc' }))).toEqual(createdOrder);
      expect(idsOf(await list({ orderBy: 'dtCreated', orderDirection: 'desc' }))).toEqual([...createdOrder].reverse());
    });

    it('listSimple follows the same order', async () => {
      const query = { ...find(tag), orderBy: label, orderDirection: 'desc' };
      const res = await admin.get(`/${path}/listSimple`, query);
      // listSimple rows may not carry the label (a reservation's has its code): the same rows in the same order.
      expect(idsOf(res)).toEqual(idsOf(await admin.get(`/${path}`, query)));
      expect(names(await list({ orderBy: label, orderDirection: 'desc' }))).toEqual([...SORTED_NAMES].reverse());
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Create / get / update / delete per resource.
// ---------------------------------------------------------------------------------------------------------------

interface TCrudCase {
  path: TListedPath;
  /** Who does it: the platform admin for companies, the host company's administrator for the rest. */
  api: () => TApiClient;
  body: () => TRow;
  /** The whole row the API answers after create (without id and timestamps). */
  expected: () => TRow;
  changes: TRow;
}

const CRUD_CASES: TCrudCase[] = [
  {
    path: 'clients',
    api: () => host.api,
    body: () => ({ name: 'Paula Teixeira', phone: '(11) 91234-5678', email: 'paula@crud.test' }),
    expected: () => ({
      name: 'Paula Teixeira',
      phone: '(11) 91234-5678',
      email: 'paula@crud.test',
      companyId: host.id,
      companyName: host.name,
    }),
    changes: { name: 'Paula Teixeira Lima', email: 'paula.lima@crud.test' },
  },
  {
    path: 'roles',
    api: () => host.api,
    body: () => ({ name: 'Governança', type: 'company', permissions: ['CLIENT:LIST', 'CLIENT:UPDATE'] }),
    expected: () => ({
      name: 'Governança',
      type: 'company',
      permissions: ['CLIENT:LIST', 'CLIENT:UPDATE'],
      companyId: host.id,
      companyName: host.name,
    }),
    changes: { name: 'Governança Geral', permissions: ['CLIENT:LIST'] },
  },
  {
    path: 'users',
    api: () => host.api,
    body: () => ({
      name: 'Otávio Mendes',
      type: 'company',
      email: 'otavio@crud.test',
      password: 'Senha123!',
      password_confirm: 'Senha123!',
    }),
    // Exactly these keys: never a password or its hash.
    expected: () => ({
      name: 'Otávio Mendes',
      email: 'otavio@crud.test',
      type: 'company',
      companyId: host.id,
      companyName: host.name,
      roleId: null,
      roleName: null,
      isActive: true,
      canDeleteItself: false,
      tfaEnabled: false,
    }),
    changes: { name: 'Otávio Mendes Filho', isActive: false },
  },
  {
    path: 'companys',
    api: () => admin,
    body: () => ({
      name: 'Pousada do Farol',
      cpfCnpj: '11.444.777/0001-61',
      phone: '(47) 3344-5566',
      whatsapp: '(47) 99911-2233',
      email: 'contato@farol.test',
      addressPosition: [-27.1, -48.5],
      cep: '88215-000',
      logradouro: 'Rua das Gaivotas',
      number: '120',
      neibor: 'Centro',
      uf: 'SC',
      city: 'Bombinhas',
      adminName: 'Gerente Farol',
      adminEmail: 'gerente@farol.test',
      adminPassword: 'Farol123!',
    }),
    expected: () => ({
      logo: null,
      name: 'Pousada do Farol',
      cpfCnpj: '11.444.777/0001-61',
      phone: '(47) 3344-5566',
      whatsapp: '(47) 99911-2233',
      email: 'contato@farol.test',
      addressPosition: [-27.1, -48.5],
      cep: '88215-000',
      logradouro: 'Rua das Gaivotas',
      number: '120',
      complement: null,
      neibor: 'Centro',
      uf: 'SC',
      city: 'Bombinhas',
      isActive: true,
      currentPurchasedPlanId: null,
      stripeCustomerId: null,
      userAdminId: expect.any(Number),
    }),
    changes: { name: 'Pousada do Farol Azul', complement: 'Fundos', addressPosition: null },
  },
];

describe.each(byPath(CRUD_CASES))('%s create, get, update and delete', (path, { api, body, expected, changes }) => {
  let row: TRow;

  it('create answers 201 with the created row', async () => {
    const res = await api().post(`/${path}`, body());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ...expected(), id: expect.any(Number), dtCreated: ISO_DATE, dtUpdated: ISO_DATE });
    row = res.body;
  });

  it('get by id answers the same row', async () => {
    const res = await api().get(`/${path}/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(row);
  });

  it('update changes only the fields sent and answers the updated row', async () => {
    const res = await api().put(`/${path}`, { id: row.id, ...changes });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...row, ...changes, dtUpdated: ISO_DATE });
    expect(new Date(res.body.dtUpdated).getTime()).toBeGreaterThan(new Date(row.dtUpdated).getTime());
    expect((await api().get(`/${path}/${row.id}`)).body).toEqual(res.body);
    row = res.body;
  });

  it('delete removes it: get answers 404 and a second delete too', async () => {
    const res = await api().del(`/${path}`, { id: row.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, id: row.id });
    expectError(await api().get(`/${path}/${row.id}`), 404, 'Registro não encontrado.');
    expectError(await api().del(`/${path}`, { id: row.id }), 404, 'Registro não encontrado.');
    expect((await api().get(`/${path}`, { id: row.id })).body).toEqual({ data: [], total: 0 });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Companies: the administrator created with them, the transaction, deactivation.
// ---------------------------------------------------------------------------------------------------------------

describe('companys', () => {
  it('creating a company also creates its administrator user and a role with every company permission', async () => {
    const company = await created(
      admin.post('/companys', {
        name: 'Pousada Vento Sul',
        adminName: 'Helena Duarte',
        adminEmail: 'helena@ventosul.test',
        adminPassword: 'VentoSul123!',
      }),
    );
    expect(company.userAdminId).toEqual(expect.any(Number));

    const user = await admin.get(`/users/${company.userAdminId}`);
    expect(user.status).toBe(200);
    expect(user.body).toEqual({
      id: company.userAdminId,
      name: 'Helena Duarte',
      email: 'helena@ventosul.test',
      type: 'company',
      companyId: company.id,
      companyName: 'Pousada Vento Sul',
      roleId: expect.any(Number),
      roleName: 'Administrador da empresa',
      isActive: true,
      canDeleteItself: false,
      tfaEnabled: false,
      dtCreated: ISO_DATE,
      dtUpdated: ISO_DATE,
    });

    const role = await admin.get(`/roles/${user.body.roleId}`);
    expect(role.body).toMatchObject({ companyId: company.id, type: 'company', name: 'Administrador da empresa' });
    expect(role.body.permissions).toEqual(grantablePermissions('company'));
    expect((await admin.get('/roles', { companyId: company.id })).body.total).toBe(1);

    const companyAdmin = await loginAs(t, 'helena@ventosul.test', 'VentoSul123!');
    const me = await companyAdmin.get('/login/logged-user');
    expect(me.body).toMatchObject({ id: company.userAdminId, companyId: company.id, type: 'company' });
    expect(me.body.permissions).toEqual(grantablePermissions('company'));
    // The new administrator works inside its company right away.
    expect(
      (
        await companyAdmin.post('/clients', {
          name: 'Primeiro Hóspede',
          phone: '(48) 3222-1111',
          email: 'primeiro@ventosul.test',
        })
      ).status,
    ).toBe(201);
  });

  it('a duplicate administrator e-mail answers 409 and leaves no company, role or user behind', async () => {
    const before = {
      companys: (await admin.get('/companys')).body.total,
      roles: (await admin.get('/roles')).body.total,
      users: (await admin.get('/users')).body.total,
    };
    // E-mails are unique whatever their case.
    const res = await admin.post('/companys', {
      name: 'Pousada Duplicada',
      adminEmail: 'GERENTE@AGUASCLARAS.TEST',
      adminPassword: 'Empresa123!',
    });
    expectError(res, 409, 'Já existe um usuário com este e-mail.');
    expect((await admin.get('/companys', { name: 'Duplicada' })).body).toEqual({ data: [], total: 0 });
    expect({
      companys: (await admin.get('/companys')).body.total,
      roles: (await admin.get('/roles')).body.total,
      users: (await admin.get('/users')).body.total,
    }).toEqual(before);
  });

  it('deactivating a company ends its users’ sessions and they cannot sign in until it is active again', async () => {
    const company = await createCompany(t, admin, 'Pousada Desativada');
    const staff = await createCompanyUser(t, company, ['CLIENT:LIST']);
    expect((await company.api.get('/clients')).status).toBe(200);
    expect((await staff.api.get('/clients')).status).toBe(200);

    const res = await admin.put('/companys', { id: company.id, isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);

    for (const api of [company.api, staff.api]) expect((await api.get('/login/logged-user')).status).toBe(401);
    for (const [email, password] of [
      [company.adminEmail, company.adminPassword],
      [staff.email, staff.password],
    ]) {
      expectError(
        await t.api.get('/login/login', { userName: email!, password: password! }),
        403,
        'Usuário ou empresa inativos. Fale com o administrador.',
      );
    }

    // An update that leaves isActive out keeps the company inactive.
    const renamed = await admin.put('/companys', { id: company.id, name: 'Pousada Desativada Renomeada' });
    expect(renamed.body).toMatchObject({ name: 'Pousada Desativada Renomeada', isActive: false });

    await admin.put('/companys', { id: company.id, isActive: true });
    const again = await loginAs(t, staff.email, staff.password);
    expect((await again.get('/clients')).status).toBe(200);
    // The sessions ended by the deactivation stay ended.
    expect((await staff.api.get('/login/logged-user')).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Users: no password material in answers, password change ends sessions.
// ---------------------------------------------------------------------------------------------------------------

describe('users', () => {
  const noPassword = (row: TRow) => {
    expect(row).not.toHaveProperty('passwordHash');
    expect(row).not.toHaveProperty('password');
    expect(row).not.toHaveProperty('password_confirm');
  };

  it('no call answers a password or its hash', async () => {
    const createdUser = await created(
      admin.post('/users', {
        name: 'Sigilo Total',
        type: 'company',
        companyId: host.id,
        email: 'sigilo@crud.test',
        password: 'Sigilo123!',
        password_confirm: 'Sigilo123!',
      }),
    );
    noPassword(createdUser);
    noPassword((await admin.get(`/users/${createdUser.id}`)).body);
    noPassword(
      (await admin.put('/users', { id: createdUser.id, password: 'Sigilo456!', password_confirm: 'Sigilo456!' })).body,
    );
    const list = await admin.get('/users', { pageSize: 100 });
    expect(list.body.data.length).toBeGreaterThan(5);
    for (const row of list.body.data) noPassword(row);
    for (const row of (await admin.get('/users/listSimple', { pageSize: 100 })).body.data) noPassword(row);
    expect(JSON.stringify(list.body)).not.toMatch(/argon2/);
  });

  it('a new password ends the user’s sessions; the new password signs in and the old one no longer does', async () => {
    const staff = await createCompanyUser(t, host, ['CLIENT:LIST']);
    const second = await loginAs(t, staff.email, staff.password);
    expect((await staff.api.get('/clients')).status).toBe(200);

    const res = await host.api.put('/users', {
      id: staff.id,
      password: 'Trocada123!',
      password_confirm: 'Trocada123!',
    });
    expect(res.status).toBe(200);

    for (const api of [staff.api, second]) expect((await api.get('/login/logged-user')).status).toBe(401);
    expect((await t.api.get('/login/login', { userName: staff.email, password: staff.password })).status).toBe(401);
    const renewed = await loginAs(t, staff.email, 'Trocada123!');
    expect((await renewed.get('/clients')).status).toBe(200);
    // The administrator who changed it keeps working.
    expect((await host.api.get('/users', { id: staff.id })).body.total).toBe(1);
  });

  it('a second user with the same e-mail, in any case, answers 409', async () => {
    const res = await admin.post('/users', {
      name: 'João Repetido',
      type: 'company',
      companyId: host.id,
      email: 'JOAO.CONCEICAO@HOSPEDAGEM.TEST',
      password: 'Usuario123!',
      password_confirm: 'Usuario123!',
    });
    expectError(res, 409, 'Já existe um usuário com este e-mail.');
    expect((await admin.get('/users', { name: 'Repetido' })).body).toEqual({ data: [], total: 0 });
  });

  it('deactivating a user ends its sessions and it cannot sign in (403)', async () => {
    const staff = await createCompanyUser(t, host, ['CLIENT:LIST']);
    const res = await host.api.put('/users', { id: staff.id, isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);
    expect((await staff.api.get('/login/logged-user')).status).toBe(401);
    expectError(
      await t.api.get('/login/login', { userName: staff.email, password: staff.password }),
      403,
      'Usuário ou empresa inativos. Fale com o administrador.',
    );
  });

  it('an update with an empty password keeps the password and the sessions', async () => {
    const staff = await createCompanyUser(t, host, ['CLIENT:LIST']);
    const res = await host.api.put('/users', {
      id: staff.id,
      name: 'Nome Trocado',
      password: '',
      password_confirm: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Nome Trocado');
    expect((await staff.api.get('/clients')).status).toBe(200);
    await loginAs(t, staff.email, staff.password);
  });

  it('a user changing its own password keeps the current session and ends its other ones', async () => {
    const staff = await createCompanyUser(t, host, ['USER:LIST', 'USER:UPDATE']);
    const other = await loginAs(t, staff.email, staff.password);
    const res = await staff.api.put('/users', {
      id: staff.id,
      password: 'Propria123!',
      password_confirm: 'Propria123!',
    });
    expect(res.status).toBe(200);
    expect((await staff.api.get('/login/logged-user')).status).toBe(200);
    expect((await other.get('/login/logged-user')).status).toBe(401);
    await loginAs(t, staff.email, 'Propria123!');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Settings: the single record 1; anyone signed in reads it, only admins change it.
// ---------------------------------------------------------------------------------------------------------------

describe('settings', () => {
  let company: TCompanyFixture;
  beforeAll(async () => {
    company = await createCompany(t, admin, 'Pousada Leitora');
  });

  const initial = {
    id: 1,
    logo: null,
    visualIdentityColor: '#1e6fd9',
    footerText: null,
    registrationEnabled: false,
    dtCreated: ISO_DATE,
    dtUpdated: ISO_DATE,
  };

  it('get, list and listSimple answer the single record 1', async () => {
    const one = await admin.get('/settings/1');
    expect(one.status).toBe(200);
    expect(one.body).toEqual(initial);
    expect((await admin.get('/settings')).body).toEqual({ data: [one.body], total: 1 });
    expect((await admin.get('/settings/listSimple')).body).toEqual({
      data: [{ id: 1, visualIdentityColor: '#1e6fd9' }],
      total: 1,
    });
    expectError(await admin.get('/settings/2'), 404, 'Registro não encontrado.');
  });

  it('pages, sorts by id and refuses other orderBy and page sizes', async () => {
    expect((await admin.get('/settings', { pageSize: 10, pageIndex: 1 })).body).toEqual({ data: [], total: 1 });
    for (const orderDirection of ['asc', 'desc']) {
      expect(idsOf(await admin.get('/settings', { orderBy: 'id', orderDirection, pageSize: 25 }))).toEqual([1]);
    }
    expectError(await admin.get('/settings', { orderBy: 'footerText' }), 400, 'Ordenação inválida.', {
      orderBy: 'Não é possível ordenar por "footerText"',
    });
    expect((await admin.get('/settings', { pageSize: 7 })).status).toBe(400);
  });

  it('has no create or delete call', async () => {
    expect((await admin.post('/settings', { footerText: 'x' })).status).toBe(404);
    expect((await admin.del('/settings', { id: 1 })).status).toBe(404);
  });

  it('a company user reads it but cannot update it (403, nothing changes)', async () => {
    const before = (await admin.get('/settings/1')).body;
    const read = await company.api.get('/settings/1');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(before);
    expect((await company.api.get('/settings')).body).toEqual({ data: [before], total: 1 });
    expectError(
      await company.api.put('/settings', { id: 1, footerText: 'Invadido' }),
      403,
      'Você não tem permissão para esta ação.',
    );
    expect((await admin.get('/settings/1')).body).toEqual(before);
  });

  it('the platform admin updates it; fields left out keep their values', async () => {
    const first = await admin.put('/settings', {
      id: 1,
      visualIdentityColor: '#0a7f5c',
      footerText: 'Estadia © 2024',
      registrationEnabled: true,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      ...initial,
      visualIdentityColor: '#0a7f5c',
      footerText: 'Estadia © 2024',
      registrationEnabled: true,
    });
    const second = await admin.put('/settings', { id: 1, footerText: 'Rodapé novo' });
    expect(second.body).toEqual({ ...first.body, footerText: 'Rodapé novo', dtUpdated: ISO_DATE });
    expect((await company.api.get('/settings/1')).body).toEqual(second.body);
  });

  describe('generateReportFile', () => {
    const report = (): TReportExpectation => ({
      path: 'settings',
      query: {},
      columns: ['id', 'visualIdentityColor', 'footerText', 'registrationEnabled'],
      slug: 'configuracoes',
      title: 'Configurações',
      headers: ['ID', 'Cor da identidade visual', 'Texto do rodapé', 'Cadastro de empresas aberto'],
      rows: [[cell.int(1), cell.text('#0a7f5c'), cell.text('Rodapé novo'), cell.yesNo(true)]],
    });

    it('exports a PDF with the formatted record', async () => {
      await expectPdfReport(company.api, report());
    });

    it('exports an XLSX with the formatted record', async () => {
      await expectXlsxReport(company.api, report());
    });

    it('refuses a report without fileType or columns with the spec message', async () => {
      expectError(
        await admin.get('/settings/generateReportFile', { columns: 'id' }),
        400,
        'Required parameter "fileType" was null or undefined when calling generateReportFileSettings().',
        { fileType: 'Campo obrigatório' },
      );
      expectError(
        await admin.get('/settings/generateReportFile', { fileType: 'excel' }),
        400,
        'Required parameter "columns" was null or undefined when calling generateReportFileSettings().',
        { columns: 'Campo obrigatório' },
      );
    });
  });
});
