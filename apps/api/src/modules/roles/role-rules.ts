import { can, grantablePermissions, type TUserType } from '@estadia/shared';
import { AppError } from '../../core/app-error.ts';
import type { TAuthUser } from '../../core/auth-user.ts';
import { fieldErrorsToAppError } from '../../core/http-errors.ts';

/**
 * A role may hold only permissions of its type, and a company user may grant only what it holds itself:
 * nobody raises their own (or a colleague's) access above their own.
 */
export function checkGrantable(caller: TAuthUser, type: TUserType, permissions: readonly string[]) {
  const allowed = new Set<string>(grantablePermissions(type));
  const foreign = permissions.filter((p) => !allowed.has(p));
  if (foreign.length) {
    throw fieldErrorsToAppError({ permissions: `Permissões não permitidas para este tipo: ${foreign.join(', ')}` });
  }
  if (caller.type !== 'admin' && permissions.some((p) => !can(caller, p))) {
    throw AppError.forbidden('Você não pode conceder permissões que você não possui.');
  }
}

/**
 * A company user may change or delete a role, or a colleague holding a role, only when it holds every permission of
 * that role itself: otherwise a user with ROLE:UPDATE or USER:UPDATE could strip the company administrator or take
 * over its account.
 */
export function checkCanManage(caller: TAuthUser, heldPermissions: readonly string[], what: 'perfil' | 'usuário') {
  if (caller.type === 'admin') return;
  if (heldPermissions.some((p) => !can(caller, p))) {
    throw AppError.forbidden(`Você não pode alterar um ${what} com permissões que você não possui.`);
  }
}

/** Company users manage only company records of their own company. */
export function companyTypeFor(caller: TAuthUser, requested: unknown): TUserType {
  if (caller.type === 'admin') return requested === 'admin' ? 'admin' : 'company';
  if (requested === 'admin')
    throw AppError.forbidden('Apenas administradores da plataforma podem usar o tipo administrador.');
  return 'company';
}
