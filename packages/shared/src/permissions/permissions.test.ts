import { describe, expect, it } from 'vitest';
import { can, grantablePermissions, isPermission, PERMISSION_RESOURCES } from './permissions.ts';

const company = (permissions: string[]) => ({ type: 'company' as const, permissions });

describe('can', () => {
  it('lets an admin do everything, even without permissions', () => {
    expect(can({ type: 'admin', permissions: [] }, 'COMPANY:DELETE')).toBe(true);
  });

  it('allows a company user exactly the permissions of its role', () => {
    const user = company(['CLIENT:LIST', 'CLIENT:CREATE']);
    expect(can(user, 'CLIENT:LIST')).toBe(true);
    expect(can(user, 'CLIENT:CREATE')).toBe(true);
    expect(can(user, 'CLIENT:DELETE')).toBe(false);
    expect(can(user, 'RENTAL:LIST')).toBe(false);
  });

  it('denies admin-only resources to company users even if the permission is in their list', () => {
    for (const resource of ['COMPANY', 'PLAN', 'COUPONCODE', 'ASAASDIGITALACCOUNT']) {
      expect(can(company([`${resource}:LIST`]), `${resource}:LIST`)).toBe(false);
    }
  });

  it('grants a resource through a dependant permission holding the same action only', () => {
    const user = company(['WITHDRAWAL:LIST']);
    expect(can(user, 'TRANSACTION:LIST')).toBe(true);
    expect(can(user, 'TRANSACTION:CREATE')).toBe(false);
  });

  it('denies nobody and unknown permissions', () => {
    expect(can(null, 'CLIENT:LIST')).toBe(false);
    expect(can(company(['FOO:LIST']), 'FOO:LIST')).toBe(false);
    expect(can(company(['CLIENT:FLY']), 'CLIENT:FLY')).toBe(false);
  });

  it('gives a user without a role (no permissions) no resource access', () => {
    expect(can(company([]), 'CLIENT:LIST')).toBe(false);
  });
});

describe('grantablePermissions', () => {
  it('offers company roles every action of the non-admin resources, without dependant ones', () => {
    const list = grantablePermissions('company');
    expect(list).toContain('CLIENT:DELETE');
    expect(list).not.toContain('COMPANY:LIST');
    expect(list).not.toContain('TRANSACTION:LIST');
    const companyResources = Object.entries(PERMISSION_RESOURCES).filter(
      ([, d]) => !('userTypes' in d) && !('dependantPermissions' in d),
    );
    expect(list).toHaveLength(companyResources.length * 4);
  });

  it('offers admin roles the admin-only resources too', () => {
    expect(grantablePermissions('admin')).toContain('COMPANY:LIST');
  });
});

describe('isPermission', () => {
  it('recognises RESOURCE:ACTION strings of known resources and actions', () => {
    expect(isPermission('ROLE:UPDATE')).toBe(true);
    expect(isPermission('ROLE:update')).toBe(false);
    expect(isPermission('ROLE')).toBe(false);
  });
});
