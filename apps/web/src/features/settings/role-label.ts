import type { TLoggedUser } from '@estadia/shared/api/login';

export const USER_TYPE_TITLES = { admin: 'Administrador', company: 'Empresa' } as const;

/** Profile card label (booking-and-account §2): admins 'Administrador'; company users their role, else the default. */
export function roleLabelOf(user: Pick<TLoggedUser, 'type' | 'roleName'>): string {
  if (user.type === 'admin') return 'Administrador';
  return user.roleName || 'Administrador de empresa';
}
