import { can, type TPermissionSubject } from '@estadia/shared/permissions/permissions';
import type { TAppRoute } from './routes.ts';

export interface TAccessSubject extends TPermissionSubject {
  companyId: number | null;
}

/** Company users act for their own company; an admin for the branch chosen in the selector (null means all). */
export function effectiveCompanyId(user: TAccessSubject | null, selectedOwner: number | null): number | null {
  if (!user) return null;
  return user.type === 'company' ? user.companyId : selectedOwner;
}

export function isCompanyUserWithCompany(user: TAccessSubject | null): boolean {
  return !!user && user.type === 'company' && !!user.companyId;
}

/**
 * Backoffice §2.2 and §6: the user type gate first, then the LIST permission of the resource the path belongs to.
 * Admins pass the permission check; paths without a resource need no permission.
 */
export function canAccessRoute(route: Pick<TAppRoute, 'access' | 'permission'>, user: TAccessSubject | null): boolean {
  if (!user) return false;
  if (route.access === 'admin' && user.type !== 'admin') return false;
  if (route.access === 'companyUser' && !isCompanyUserWithCompany(user)) return false;
  return !route.permission || can(user, `${route.permission}:LIST`);
}

/** Where to go after login: back to the remembered page, never to an auth page or another origin. */
export function returnPath(from: unknown, fallback: string): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  const path = from.split(/[?#]/)[0] ?? '';
  if (['/login', '/forgot-password', '/code-verification', '/reset-password'].includes(path) || path === '/') {
    return fallback;
  }
  return from;
}
