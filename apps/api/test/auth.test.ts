import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createCompany, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import { ADMIN, loginAs, startTestApp, type TApiClient, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let admin: TApiClient;
let company: TCompanyFixture;

beforeAll(async () => {
  t = await startTestApp();
  admin = await platformAdmin(t);
  company = await createCompany(t, admin, 'Pousada Autenticação');
});
afterAll(() => t.close());

function codeIn(text: string | undefined) {
  const code = text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in mail: ${text}`);
  return code;
}

async function newUser(opts: { tfaEnabled?: boolean } = {}) {
  const email = `pessoa.${Math.random().toString(36).slice(2)}@empresa.test`;
  const password = 'Senha123!';
  const res = await company.api.post('/users', { name: 'Pessoa Teste', type: 'company', email, password, ...opts });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, email, password };
}

describe('login', () => {
  it('answers the user with a bearer token that opens protected calls', async () => {
    const res = await t.api.get('/login/login', { userName: ADMIN.email, password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: ADMIN.email, type: 'admin', companyId: null });
    expect(res.body.token).toMatch(/^[\w-]{40,}$/);
    const me = await t.api.as(res.body.token).get('/login/logged-user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(ADMIN.email);
    expect(me.body.token).toBeUndefined();
  });

  it('accepts the same credentials in a POST body and treats the e-mail case-insensitively', async () => {
    const res = await t.api.post('/login/login', { userName: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeTruthy();
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    const wrong = await t.api.get('/login/login', { userName: ADMIN.email, password: 'Errada123!' });
    const unknown = await t.api.get('/login/login', { userName: 'ninguem@x.test', password: 'Errada123!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'E-mail ou senha inválidos.',
      additionalData: null,
    });
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await queryRows<{ h: string }>(
      t.db,
      sql`SELECT password_hash AS h FROM users WHERE email = ${ADMIN.email}`,
    );
    expect(row!.h.startsWith('$argon2id$')).toBe(true);
  });

  it('says a user without the second factor needs no code', async () => {
    const res = await t.api.get('/login/createTfaToken', {
      userName: ADMIN.email,
      password: ADMIN.password,
      front: 'web',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ needsTfa: false });
  });
});

describe('second factor', () => {
  it('e-mails a six-digit code and signs in only with it, once', async () => {
    const user = await newUser({ tfaEnabled: true });
    const ask = await t.api.get('/login/createTfaToken', {
      userName: user.email,
      password: user.password,
      front: 'web',
    });
    expect(ask.body).toEqual({ needsTfa: true });
    const code = codeIn((await t.lastMail(user.email))?.text);

    const withoutCode = await t.api.get('/login/login', { userName: user.email, password: user.password });
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.additionalData).toEqual({ needsTfa: true });

    const ok = await t.api.get('/login/login', { userName: user.email, password: user.password, tfaToken: code });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toBeTruthy();

    const again = await t.api.get('/login/login', { userName: user.email, password: user.password, tfaToken: code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Código inválido ou expirado.');
  });

  it('a new code replaces the one sent before (resend)', async () => {
    const user = await newUser({ tfaEnabled: true });
    await t.api.get('/login/createTfaToken', { userName: user.email, password: user.password });
    const first = codeIn((await t.lastMail(user.email))?.text);
    await t.api.get('/login/createTfaToken', { userName: user.email, password: user.password });
    const second = codeIn((await t.lastMail(user.email))?.text);
    if (first !== second) {
      const old = await t.api.get('/login/login', { userName: user.email, password: user.password, tfaToken: first });
      expect(old.status).toBe(400);
    }
    const ok = await t.api.get('/login/login', { userName: user.email, password: user.password, tfaToken: second });
    expect(ok.status).toBe(200);
  });

  it('asks for the password before sending any code', async () => {
    const user = await newUser({ tfaEnabled: true });
    const res = await t.api.get('/login/createTfaToken', { userName: user.email, password: 'Errada123!' });
    expect(res.status).toBe(401);
    expect(await t.lastMail(user.email)).toBeUndefined();
  });
});

describe('password reset', () => {
  it('sends a code, checks it, resets the password, ends old sessions and signs in with the new one', async () => {
    const user = await newUser();
    const oldSession = await loginAs(t, user.email, user.password);

    const sent = await t.api.post('/login/send-reset-password-code', { email: user.email });
    expect(sent.status).toBe(200);
    const mail = await t.lastMail(user.email);
    expect(mail?.subject).toContain('redefinir sua senha');
    const code = codeIn(mail?.text);

    const check = await t.api.post('/login/check-reset-password-code', { email: user.email, code });
    expect(check.body).toEqual({ correct: true });

    const reset = await t.api.post('/login/reset-password-with-code', {
      email: user.email,
      code,
      newPassword: 'NovaSenha9',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Senha alterada com sucesso');

    expect((await oldSession.get('/login/logged-user')).status).toBe(401);
    expect((await t.api.get('/login/login', { userName: user.email, password: user.password })).status).toBe(401);
    expect((await t.api.get('/login/login', { userName: user.email, password: 'NovaSenha9' })).status).toBe(200);

    const reuse = await t.api.post('/login/reset-password-with-code', {
      email: user.email,
      code,
      newPassword: 'Outra1234',
    });
    expect(reuse.status).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await t.api.post('/login/send-reset-password-code', { email: 'nao.existe@empresa.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    expect(await t.lastMail('nao.existe@empresa.test')).toBeUndefined();
  });

  it('refuses a new password that breaks the policy, with the spec message', async () => {
    const user = await newUser();
    await t.api.post('/login/send-reset-password-code', { email: user.email });
    const code = codeIn((await t.lastMail(user.email))?.text);
    const res = await t.api.post('/login/reset-password-with-code', {
      email: user.email,
      code,
      newPassword: 'semdigitos',
    });
    expect(res.status).toBe(400);
    expect(res.body.additionalData.newPassword).toBe('A senha deve conter pelo menos um dígito');
  });

  it('rejects an expired code', async () => {
    const user = await newUser();
    await t.api.post('/login/send-reset-password-code', { email: user.email });
    const code = codeIn((await t.lastMail(user.email))?.text);
    await t.db.execute(
      sql`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id} AND used_at IS NULL`,
    );
    const res = await t.api.post('/login/check-reset-password-code', { email: user.email, code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Código inválido ou expirado.');
  });

  it('issues codes that live at most 10 minutes', async () => {
    const user = await newUser();
    await t.api.post('/login/send-reset-password-code', { email: user.email });
    const [row] = await queryRows<{ seconds: number }>(
      t.db,
      sql`SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM auth_codes WHERE user_id = ${user.id}`,
    );
    expect(Number(row!.seconds)).toBeLessThanOrEqual(600);
  });

  it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
    const user = await newUser();
    await t.api.post('/login/send-reset-password-code', { email: user.email });
    const code = codeIn((await t.lastMail(user.email))?.text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.api.post('/login/check-reset-password-code', { email: user.email, code: wrong });
      expect(res.status).toBe(400);
    }
    const right = await t.api.post('/login/check-reset-password-code', { email: user.email, code });
    expect(right.status).toBe(400);
    const reset = await t.api.post('/login/reset-password-with-code', {
      email: user.email,
      code,
      newPassword: 'NovaSenha9',
    });
    expect(reset.status).toBe(400);
  });
});

describe('sessions', () => {
  it('logout ends the session of that token only', async () => {
    const user = await newUser();
    const a = await loginAs(t, user.email, user.password);
    const b = await loginAs(t, user.email, user.password);
    expect((await a.post('/login/logout')).status).toBe(200);
    expect((await a.get('/login/logged-user')).status).toBe(401);
    expect((await b.get('/login/logged-user')).status).toBe(200);
  });

  it('changing the password keeps the current session and ends the others', async () => {
    const user = await newUser();
    const current = await loginAs(t, user.email, user.password);
    const other = await loginAs(t, user.email, user.password);
    const res = await current.put('/login/change-logged-user-password', {
      oldPassword: user.password,
      password: 'Trocada123',
      confirmPassword: 'Trocada123',
    });
    expect(res.status).toBe(200);
    expect((await current.get('/login/logged-user')).status).toBe(200);
    expect((await other.get('/login/logged-user')).status).toBe(401);
    expect((await t.api.get('/login/login', { userName: user.email, password: 'Trocada123' })).status).toBe(200);
  });

  it('refuses a password change with a wrong current password or a mismatched confirmation', async () => {
    const user = await newUser();
    const api = await loginAs(t, user.email, user.password);
    const wrong = await api.put('/login/change-logged-user-password', {
      oldPassword: 'Errada123!',
      password: 'Trocada123',
      confirmPassword: 'Trocada123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.additionalData).toEqual({ oldPassword: 'Senha atual incorreta.' });
    const mismatch = await api.put('/login/change-logged-user-password', {
      oldPassword: user.password,
      password: 'Trocada123',
      confirmPassword: 'Trocada124',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.additionalData).toEqual({ confirmPassword: 'As senha devem ser iguais' });
  });

  it('an inactive user cannot sign in and its open sessions end', async () => {
    const user = await newUser();
    const session = await loginAs(t, user.email, user.password);
    expect((await company.api.put('/users', { id: user.id, isActive: false })).status).toBe(200);
    expect((await session.get('/login/logged-user')).status).toBe(401);
    const res = await t.api.get('/login/login', { userName: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Usuário ou empresa inativos. Fale com o administrador.');
  });

  it('unauthenticated and garbage tokens get 401 in the error shape', async () => {
    for (const api of [t.api, t.api.as('x'.repeat(43))]) {
      const res = await api.get('/login/logged-user');
      expect(res.status).toBe(401);
      expect(Object.keys(res.body).sort()).toEqual(['additionalData', 'error', 'message', 'statusCode']);
    }
  });
});

describe('account calls', () => {
  it('lists the owner units: all active companies for an admin, its own for a company user', async () => {
    const adminItems = await admin.post('/login/user-owner-items');
    expect(adminItems.body).toEqual(expect.arrayContaining([{ id: company.id, name: company.name }]));
    const own = await company.api.post('/login/user-owner-items');
    expect(own.body).toEqual([{ id: company.id, name: company.name }]);
  });

  it('gives the visual identity of the user: company logo over the platform one, platform colour', async () => {
    await admin.put('/settings', { id: 1, visualIdentityColor: '#112233', logo: 'plataforma.png' });
    await admin.put('/companys', { id: company.id, logo: 'empresa.png' });
    expect((await company.api.post('/login/user-visual-identity')).body).toEqual({
      logo: 'empresa.png',
      visualIdentityColor: '#112233',
    });
    expect((await admin.post('/login/user-visual-identity')).body).toEqual({
      logo: 'plataforma.png',
      visualIdentityColor: '#112233',
    });
  });

  it('deletes the caller only when its account allows it', async () => {
    const blocked = await newUser();
    const blockedApi = await loginAs(t, blocked.email, blocked.password);
    expect((await blockedApi.post('/login/deleteItself')).status).toBe(403);

    const free = await newUser();
    await company.api.put('/users', { id: free.id, canDeleteItself: true });
    const freeApi = await loginAs(t, free.email, free.password);
    expect((await freeApi.post('/login/deleteItself')).status).toBe(200);
    expect((await freeApi.get('/login/logged-user')).status).toBe(401);
    expect((await company.api.get(`/users/${free.id}`)).status).toBe(404);
  });
});

describe('rate limiting', () => {
  let limited: TTestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      loginLimits: { perAccount: { limit: 3, windowSeconds: 600 }, perIp: { limit: 6, windowSeconds: 600 } },
    });
  });
  afterAll(() => limited.close());

  it('stops login attempts on one account after the limit, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await limited.api.get('/login/login', { userName: ADMIN.email, password: 'Errada123!' })).status).toBe(
        401,
      );
    }
    const blocked = await limited.api.get('/login/login', { userName: ADMIN.email, password: ADMIN.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });

  it('stops one address trying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.api.post('/login/send-reset-password-code', { email: `alvo${i}@empresa.test` });
      statuses.push(res.status);
    }
    // 3 login calls above + these share the address budget of 6 only per scope: reset has its own.
    const more = await Promise.all(
      [4, 5, 6].map((i) => limited.api.post('/login/send-reset-password-code', { email: `alvo${i}@empresa.test` })),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(more.map((r) => r.status)).toContain(429);
  });
});
