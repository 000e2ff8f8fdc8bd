import type { TLoggedUser } from '@estadia/shared';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../core/app-error.ts';
import { hitRateLimits, type TRateRule } from '../../core/rate-limiter.ts';
import { newToken, sha256, sixDigitCode } from '../../core/tokens.ts';
import type { TDb } from '../../db/client.ts';
import type { TMailer } from '../../integrations/mail/mailer.ts';
import { resetCodeMail, tfaCodeMail } from '../../integrations/mail/templates.ts';
import * as repo from './login-repository.ts';
import { insertSession, revokeSession, revokeUserSessions } from './session-repository.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export interface TLoginLimits {
  perAccount: TRateRule;
  perIp: TRateRule;
}

export const DEFAULT_LOGIN_LIMITS: TLoginLimits = {
  perAccount: { limit: 10, windowSeconds: 15 * 60 },
  perIp: { limit: 50, windowSeconds: 15 * 60 },
};

export function hashPassword(password: string) {
  // The library's default algorithm is argon2id (a test checks the '$argon2id$' prefix).
  return hash(password);
}

const INVALID_CREDENTIALS = 'E-mail ou senha inválidos.';
const INVALID_CODE = 'Código inválido ou expirado.';
// Verifying against a fixed hash when the e-mail is unknown keeps the answer time the same: no account probing.
let dummyHash: Promise<string> | null = null;

export interface TClientInfo {
  ip: string;
  userAgent?: string;
}

export function createLoginService(deps: { db: TDb; mailer: TMailer; sessionTtlHours: number; limits: TLoginLimits }) {
  const { db, mailer, limits } = deps;

  const limitCalls = (scope: string, email: string, client: TClientInfo) =>
    hitRateLimits(db, [
      [`${scope}:ip:${client.ip}`, limits.perIp],
      [`${scope}:acct:${email.toLowerCase()}`, limits.perAccount],
    ]);

  async function checkPassword(email: string, password: string) {
    const user = await repo.findUserByEmail(db, email);
    if (!user) {
      dummyHash ??= hashPassword('nao-existe-Estadia-1');
      await verify(await dummyHash, password);
      throw AppError.unauthorized(INVALID_CREDENTIALS);
    }
    if (!(await verify(user.passwordHash, password))) throw AppError.unauthorized(INVALID_CREDENTIALS);
    if (!user.isActive || user.companyActive === false) {
      throw AppError.forbidden('Usuário ou empresa inativos. Fale com o administrador.');
    }
    return user;
  }

  async function sendCode(user: repo.TLoginUserRow, purpose: repo.TCodePurpose) {
    const code = sixDigitCode();
    await repo.replaceCode(db, user.id, purpose, sha256(`${user.id}:${code}`), new Date(Date.now() + CODE_TTL_MS));
    const mail =
      purpose === 'tfa' ? tfaCodeMail(user.email, user.name, code) : resetCodeMail(user.email, user.name, code);
    await mailer.send(mail);
  }

  /** Checks a code; a wrong one counts a try, and the fifth wrong try kills it. */
  async function verifyCode(user: repo.TLoginUserRow, purpose: repo.TCodePurpose, code: string, consume: boolean) {
    const live = await repo.findLiveCode(db, user.id, purpose);
    if (!live || live.attempts >= MAX_CODE_ATTEMPTS) throw AppError.badRequest(INVALID_CODE);
    if (live.codeHash !== sha256(`${user.id}:${code}`)) {
      await repo.countFailedAttempt(db, live.id);
      throw AppError.badRequest(INVALID_CODE);
    }
    if (consume && !(await repo.consumeCode(db, live.id))) throw AppError.badRequest(INVALID_CODE);
  }

  function toLoggedUser(user: repo.TLoginUserRow): TLoggedUser {
    const { companyActive: _a, companyLogo: _l, passwordHash: _p, isActive: _i, ...visible } = user;
    return visible;
  }

  async function loggedUser(userId: number) {
    const user = await repo.findUserById(db, userId);
    if (!user) throw AppError.unauthorized();
    return toLoggedUser(user);
  }

  return {
    toLoggedUser,
    loggedUser,

    async createTfaToken(email: string, password: string, client: TClientInfo) {
      await limitCalls('login', email, client);
      const user = await checkPassword(email, password);
      if (user.tfaEnabled) await sendCode(user, 'tfa');
      return { needsTfa: user.tfaEnabled };
    },

    async login(email: string, password: string, tfaToken: string | undefined, client: TClientInfo) {
      await limitCalls('login', email, client);
      const user = await checkPassword(email, password);
      if (user.tfaEnabled) {
        if (!tfaToken)
          throw new AppError('unauthorized', 'Informe o código enviado para o seu e-mail.', { needsTfa: true });
        await verifyCode(user, 'tfa', tfaToken, true);
      }
      const token = newToken();
      await insertSession(db, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + deps.sessionTtlHours * 3600_000),
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 300),
      });
      return { ...toLoggedUser(user), token };
    },

    logout: (sessionId: number) => revokeSession(db, sessionId),

    async changePassword(
      userId: number,
      sessionId: number,
      oldPassword: string,
      password: string,
      client: TClientInfo,
    ) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw AppError.unauthorized();
      await limitCalls('password', user.email, client);
      if (!(await verify(user.passwordHash, oldPassword))) {
        throw AppError.validation('Senha atual incorreta.', { oldPassword: 'Senha atual incorreta.' });
      }
      await repo.setPasswordHash(db, userId, await hashPassword(password));
      await revokeUserSessions(db, userId, sessionId);
    },

    /** Always the same answer, whether the e-mail exists or not: nobody learns who has an account. */
    async sendResetCode(email: string, client: TClientInfo) {
      await limitCalls('reset', email, client);
      const user = await repo.findUserByEmail(db, email);
      if (user?.isActive && user.companyActive !== false) await sendCode(user, 'reset');
      return { sent: true };
    },

    async checkResetCode(email: string, code: string, client: TClientInfo) {
      await limitCalls('code', email, client);
      const user = await repo.findUserByEmail(db, email);
      if (!user) throw AppError.badRequest(INVALID_CODE);
      await verifyCode(user, 'reset', code, false);
      return { correct: true };
    },

    async resetWithCode(email: string, code: string, newPassword: string, client: TClientInfo) {
      await limitCalls('code', email, client);
      const user = await repo.findUserByEmail(db, email);
      if (!user) throw AppError.badRequest(INVALID_CODE);
      await verifyCode(user, 'reset', code, true);
      await repo.setPasswordHash(db, user.id, await hashPassword(newPassword));
      await revokeUserSessions(db, user.id);
    },

    async deleteItself(userId: number) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw AppError.unauthorized();
      if (!user.canDeleteItself)
        throw AppError.forbidden('Sua conta não pode ser excluída por você. Fale com o administrador.');
      await repo.deleteUser(db, userId);
    },
  };
}

export type TLoginService = ReturnType<typeof createLoginService>;
