import {
  ZChangePasswordBody,
  ZCheckResetCodeBody,
  ZCreateTfaTokenQuery,
  ZLoginQuery,
  ZResetWithCodeBody,
  ZSendResetCodeBody,
} from '@estadia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authenticated, requireUser } from '../../core/guards.ts';
import type { TDb } from '../../db/client.ts';
import type { TLoginService } from './login-service.ts';
import { listOwnerItems, visualIdentity } from './owner-repository.ts';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export function loginRoutes(app: FastifyInstance, deps: { db: TDb; login: TLoginService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { login, db } = deps;
  const tags = ['login'];

  // The spec's GET with the credentials in the query, and the same call as POST with a JSON body, so the web app
  // keeps passwords out of URLs and browser history.
  const getAndPost = <T extends typeof ZCreateTfaTokenQuery | typeof ZLoginQuery>(
    path: string,
    operationId: string,
    schema: T,
    handle: (input: z.infer<T>, request: FastifyRequest) => Promise<unknown>,
  ) => {
    r.get(path, { schema: { tags, operationId, querystring: schema } }, (request) =>
      handle(request.query as z.infer<T>, request),
    );
    r.post(path, { schema: { tags, operationId: `${operationId}Post`, body: schema } }, (request) =>
      handle(request.body as z.infer<T>, request),
    );
  };
  getAndPost('/login/login', 'login', ZLoginQuery, (input, request) =>
    login.login(input.userName, input.password, input.tfaToken, clientOf(request)),
  );
  getAndPost('/login/createTfaToken', 'createTfaToken', ZCreateTfaTokenQuery, (input, request) =>
    login.createTfaToken(input.userName, input.password, clientOf(request)),
  );
  r.post('/login/logout', { schema: { tags, operationId: 'logout' }, onRequest: authenticated }, async (request) => {
    await login.logout(requireUser(request).sessionId);
    return { success: true };
  });
  r.get('/login/logged-user', { schema: { tags, operationId: 'loggedUser' }, onRequest: authenticated }, (request) =>
    login.loggedUser(requireUser(request).id),
  );
  r.post(
    '/login/user-visual-identity',
    { schema: { tags, operationId: 'userVisualIdentity' }, onRequest: authenticated },
    (request) => visualIdentity(db, requireUser(request).companyId),
  );
  r.post(
    '/login/user-owner-items',
    { schema: { tags, operationId: 'userOwnerItems' }, onRequest: authenticated },
    (request) => listOwnerItems(db, requireUser(request)),
  );
  r.post(
    '/login/deleteItself',
    { schema: { tags, operationId: 'deleteItself' }, onRequest: authenticated },
    async (request) => {
      await login.deleteItself(requireUser(request).id);
      return { success: true };
    },
  );
  r.put(
    '/login/change-logged-user-password',
    // onRequest, not preHandler: a caller without a session gets 401 before its body is validated, never a 400.
    { schema: { tags, operationId: 'changeLoggedUserPassword', body: ZChangePasswordBody }, onRequest: authenticated },
    async (request) => {
      const user = requireUser(request);
      await login.changePassword(
        user.id,
        user.sessionId,
        request.body.oldPassword,
        request.body.password,
        clientOf(request),
      );
      return { success: true, message: 'Senha alterada com sucesso' };
    },
  );
  r.post(
    '/login/send-reset-password-code',
    { schema: { tags, operationId: 'sendResetPasswordCode', body: ZSendResetCodeBody } },
    (request) => login.sendResetCode(request.body.email, clientOf(request)),
  );
  r.post(
    '/login/check-reset-password-code',
    { schema: { tags, operationId: 'checkResetPasswordCode', body: ZCheckResetCodeBody } },
    (request) => login.checkResetCode(request.body.email, request.body.code, clientOf(request)),
  );
  r.post(
    '/login/reset-password-with-code',
    { schema: { tags, operationId: 'resetPasswordWithCode', body: ZResetWithCodeBody } },
    async (request) => {
      await login.resetWithCode(request.body.email, request.body.code, request.body.newPassword, clientOf(request));
      return { success: true, message: 'Senha alterada com sucesso' };
    },
  );
}
