import { clientView, companyView, type TResourceView } from '@estadia/shared';
import { describe, expect, it } from 'vitest';
import { canChangeRow, canDo, canListSource } from './listing-permissions.ts';

const admin = { isAdmin: true, can: () => true };
const clerk = (permissions: string[]) => ({ isAdmin: false, can: (p: string) => permissions.includes(p) });

describe('canDo', () => {
  it('maps actions to the view permission', () => {
    const user = clerk(['CLIENT:LIST', 'CLIENT:UPDATE']);
    expect(canDo(clientView, user, 'UPDATE')).toBe(true);
    expect(canDo(clientView, user, 'CREATE')).toBe(false);
    expect(canDo(clientView, user, 'DELETE')).toBe(false);
    expect(canDo(companyView, admin, 'DELETE')).toBe(true);
  });

  it('keeps writes of a view without permission to admins', () => {
    const open: TResourceView = { ...clientView, permission: null };
    expect(canDo(open, clerk([]), 'LIST')).toBe(true);
    expect(canDo(open, clerk([]), 'CREATE')).toBe(false);
    expect(canDo(open, admin, 'CREATE')).toBe(true);
  });
});

describe('canChangeRow', () => {
  it('lets only admins change a platform record (empty companyId)', () => {
    expect(canChangeRow({ id: 1, companyId: null }, clerk([]))).toBe(false);
    expect(canChangeRow({ id: 1, companyId: null }, admin)).toBe(true);
    expect(canChangeRow({ id: 1, companyId: 4 }, clerk([]))).toBe(true);
    expect(canChangeRow({ id: 1, name: 'Empresa' }, clerk([]))).toBe(true);
  });
});

describe('canListSource', () => {
  it('needs LIST on the resource feeding a select', () => {
    expect(canListSource('roles', clerk(['ROLE:LIST']))).toBe(true);
    expect(canListSource('companys', clerk(['ROLE:LIST']))).toBe(false);
    expect(canListSource('receiverBankAccounts', clerk(['RECEIVERBANKACCOUNT:LIST']))).toBe(true);
    expect(canListSource('somethingElse', clerk([]))).toBe(true);
  });
});
