import { describe, expect, it } from 'vitest';
import { roleLabelOf } from './role-label.ts';

describe('roleLabelOf', () => {
  it('names admins, company users with a role and company users without one', () => {
    expect(roleLabelOf({ type: 'admin', roleName: null })).toBe('Administrador');
    expect(roleLabelOf({ type: 'company', roleName: 'Recepção' })).toBe('Recepção');
    expect(roleLabelOf({ type: 'company', roleName: null })).toBe('Administrador de empresa');
  });
});
