import { MISSING_FIELDS_MARKER } from '@estadia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createCompany, createCompanyUser, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
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
const target = { client: 0, role: 0, user: 0 };

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
  ];
  it.each(cases)('%s → 400 with the field’s message', async (_case, method, path, patch, fields) => {
    const r = route(method, path);
    const body = await refused(() => send(r, { ...r.valid(), ...patch }), 400);
    expect(body.message).toBe(INVALID);
    expect(body.additionalData).toEqual(fields);
  });
});

describe('query strings', () => {
  const PATHS = ['companys', 'users', 'roles', 'clients', 'settings'];
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

  it.each(['companys', 'users', 'roles', 'clients'])('/%s: a NUL character in searchTerm answers 400', async (path) => {
    const body = await refused(() => admin.get(`/${path}`, { searchTerm: 'a\u0000' }), 400);
    expect(body.message).toBe('Texto com caracteres não permitidos.');
  });

  it.each(['companys', 'users', 'roles', 'clients'])(
    'DELETE /%s without id or with a bad id answers 400',
    async (path) => {
      const operation = `delete${path.charAt(0).toUpperCase()}${path.slice(1)}`;
      expect((await refused(() => admin.del(`/${path}`), 400)).message).toBe(
        `Required parameter "id" was null or undefined when calling ${operation}().`,
      );
      expect((await refused(() => admin.del(`/${path}`, { id: 'abc' }), 400)).additionalData).toEqual({
        id: 'Id inválido',
      });
    },
  );
});
