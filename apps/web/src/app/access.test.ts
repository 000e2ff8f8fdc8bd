import { describe, expect, it } from 'vitest';
import { canAccessRoute, effectiveCompanyId, returnPath, type TAccessSubject } from './access.ts';
import { APP_ROUTES, findRoute } from './routes.ts';

const admin: TAccessSubject = { type: 'admin', companyId: null, permissions: [] };
const owner: TAccessSubject = {
  type: 'company',
  companyId: 7,
  permissions: ['CLIENT:LIST', 'USER:LIST', 'ROLE:LIST', 'WITHDRAWAL:LIST'],
};
const receptionist: TAccessSubject = { type: 'company', companyId: 7, permissions: ['CLIENT:LIST'] };
const orphan: TAccessSubject = { type: 'company', companyId: null, permissions: ['WITHDRAWAL:LIST'] };

const allowed = (path: string, user: TAccessSubject | null) => {
  const route = findRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  return canAccessRoute(route, user);
};

describe('canAccessRoute', () => {
  it('denies everything to anonymous visitors', () => {
    expect(allowed('/dashboard', null)).toBe(false);
  });

  it('lets admins in everywhere except the company-user pages', () => {
    for (const route of APP_ROUTES) {
      expect(canAccessRoute(route, admin)).toBe(route.access !== 'companyUser');
    }
  });

  it('keeps admin-only pages from company users whatever their permissions', () => {
    const all = { ...owner, permissions: ['COMPANY:LIST', 'PLAN:LIST', 'COUPONCODE:LIST'] };
    for (const path of [
      '/companys',
      '/company/3',
      '/asaasDigitalAccounts',
      '/settings/plans',
      '/settings/couponCode',
    ]) {
      expect(allowed(path, all)).toBe(false);
    }
    expect(allowed('/settings/company-plan-details/4', all)).toBe(false);
  });

  it('needs the LIST permission of the resource the path belongs to', () => {
    expect(allowed('/clients', receptionist)).toBe(true);
    expect(allowed('/client/5', receptionist)).toBe(true);
    expect(allowed('/settings/users', receptionist)).toBe(false);
    expect(allowed('/settings/user', receptionist)).toBe(false);
    expect(allowed('/orders', receptionist)).toBe(false);
  });

  it('allows resource-less pages to every signed-in user', () => {
    for (const path of ['/dashboard', '/settings', '/settings/userdata', '/settings/ChangePlanListing']) {
      expect(allowed(path, receptionist)).toBe(true);
    }
  });

  it('opens the financial pages only to company users with a company', () => {
    expect(allowed('/AsaasAccountSetup', owner)).toBe(true);
    expect(allowed('/financialPanel', owner)).toBe(true);
    expect(allowed('/withdrawalRequest', owner)).toBe(true);
    expect(allowed('/financialPanel', orphan)).toBe(false);
    expect(allowed('/AsaasAccountSetup', orphan)).toBe(false);
    // The financial panel also follows the withdrawal permission.
    expect(allowed('/financialPanel', receptionist)).toBe(false);
    expect(allowed('/AsaasAccountSetup', receptionist)).toBe(true);
  });
});

describe('effectiveCompanyId', () => {
  it('is the own company for company users and the selected branch for admins', () => {
    expect(effectiveCompanyId(owner, 99)).toBe(7);
    expect(effectiveCompanyId(admin, null)).toBeNull();
    expect(effectiveCompanyId(admin, 3)).toBe(3);
    expect(effectiveCompanyId(null, 3)).toBeNull();
  });
});

describe('returnPath', () => {
  it('returns to the remembered page', () => {
    expect(returnPath('/client/3?x=1', '/dashboard')).toBe('/client/3?x=1');
  });

  it('falls back for missing, foreign or auth-page origins', () => {
    expect(returnPath(undefined, '/dashboard')).toBe('/dashboard');
    expect(returnPath('//evil.example/x', '/dashboard')).toBe('/dashboard');
    expect(returnPath('https://evil.example', '/dashboard')).toBe('/dashboard');
    expect(returnPath('/login?x=1', '/dashboard')).toBe('/dashboard');
    expect(returnPath('/', '/dashboard')).toBe('/dashboard');
  });
});
