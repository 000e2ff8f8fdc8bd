import { isPermission, type TAction, type TResourceView } from '@estadia/shared';
import type { TRow } from './format-value.ts';

export interface TPermissionCheck {
  isAdmin: boolean;
  can(permission: string): boolean;
}

/** Spec §6 UI mapping: CREATE → 'Adicionar', UPDATE → edit, DELETE → delete and (in)activate. */
export function canDo(view: TResourceView, session: TPermissionCheck, action: TAction) {
  // A view without a permission entry is readable by every user and written by admins only.
  if (view.permission === null) return action === 'LIST' || session.isAdmin;
  return session.can(`${view.permission}:${action}`);
}

/**
 * Spec §2.4: roles and users are changed by admins, or by others only when the record belongs to a company.
 * Generalised: a record that carries an empty companyId is a platform record, so only admins change it.
 */
export function canChangeRow(row: TRow, session: TPermissionCheck) {
  return session.isAdmin || !('companyId' in row) || (row.companyId !== null && row.companyId !== undefined);
}

/** A select fed by another resource needs LIST on it ('companys' → COMPANY:LIST); unknown paths are allowed. */
export function canListSource(resource: string, session: TPermissionCheck) {
  const permission = `${resource.replace(/s$/, '').toUpperCase()}:LIST`;
  return !isPermission(permission) || session.can(permission);
}
