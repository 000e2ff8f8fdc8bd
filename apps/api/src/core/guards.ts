import { can } from '@estadia/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { TAuthUser } from './auth-user.ts';

export function requireUser(request: FastifyRequest): TAuthUser {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

export function requireAdmin(request: FastifyRequest): TAuthUser {
  const user = requireUser(request);
  if (user.type !== 'admin') throw AppError.forbidden();
  return user;
}

export function requirePermission(request: FastifyRequest, permission: string): TAuthUser {
  const user = requireUser(request);
  if (!can(user, permission)) throw AppError.forbidden();
  return user;
}

/** preHandler for routes that only need a signed-in caller. */
export async function authenticated(request: FastifyRequest, _reply: FastifyReply) {
  requireUser(request);
}
