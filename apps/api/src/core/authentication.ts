import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client.ts';
import { findSessionUser } from '../modules/login/session-repository.ts';
import { sha256 } from './tokens.ts';

/** Reads the bearer token of every request; routes decide with the guards whether a caller is needed. */
export function registerAuthentication(app: FastifyInstance, db: TDb) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7).trim();
    if (token.length < 20 || token.length > 200) return;
    request.auth = await findSessionUser(db, sha256(token));
  });
}
