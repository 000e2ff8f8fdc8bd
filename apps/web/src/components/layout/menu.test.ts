import { describe, expect, it } from 'vitest';
import { canAccessRoute, type TAccessSubject } from '../../app/access.ts';
import { findRoute, routeTrail } from '../../app/routes.ts';
import { activeItemId, MAIN_MENU, SETTINGS_MENU, type TMenuContext, visibleItems, visibleMenu } from './menu.ts';

const admin: TAccessSubject = { type: 'admin', companyId: null, permissions: [] };
const everything = ['ORDER', 'CLIENT', 'RENTAL', 'PRODUCT', 'WITHDRAWAL', 'INTEGRATION', 'USER', 'ROLE', 'HOLIDAY']
  .concat(['RECEIVERBANKACCOUNT', 'COMPANY', 'PLAN', 'COUPONCODE', 'ASAASDIGITALACCOUNT'])
  .map((resource) => `${resource}:LIST`);
const owner: TAccessSubject = { type: 'company', companyId: 7, permissions: everything };
const receptionist: TAccessSubject = { type: 'company', companyId: 7, permissions: ['CLIENT:LIST', 'ORDER:LIST'] };

const titles = (context: TMenuContext) =>
  visibleMenu(MAIN_MENU, context).flatMap((group) => group.items.map((item) => item.title));
const ids = (context: TMenuContext) =>
  visibleMenu(MAIN_MENU, context).flatMap((group) => group.items.map((item) => item.id));

describe('main menu', () => {
  it('shows admins the platform entries but not the company finance ones', () => {
    expect(ids({ user: admin, selectedOwner: null })).toEqual([
      'dashboard',
      'orders',
      'companys',
      'clients',
      'rentals',
      'products',
      'asaasDigitalAccounts',
      'settings',
    ]);
  });

  it('adds withdrawals for an admin who picked a branch', () => {
    expect(ids({ user: admin, selectedOwner: 3 })).toContain('withdrawals');
  });

  it('shows a company owner the finance entries and never the admin ones', () => {
    expect(titles({ user: owner, selectedOwner: null })).toEqual([
      'Painel',
      'Reservas',
      'Hóspedes',
      'Hospedagens',
      'Meus Produtos',
      'Saques',
      'Conta Digital',
      'Painel Financeiro',
      'Configurações',
    ]);
  });

  it('filters by permission', () => {
    expect(titles({ user: receptionist, selectedOwner: null })).toEqual([
      'Painel',
      'Reservas',
      'Hóspedes',
      'Conta Digital',
      'Configurações',
    ]);
  });

  it('shows nothing without a user', () => {
    expect(visibleMenu(MAIN_MENU, { user: null, selectedOwner: null })).toEqual([]);
  });
});

describe('settings menu', () => {
  it('keeps plans and coupons for admins', () => {
    const forAdmin = visibleItems(SETTINGS_MENU, { user: admin, selectedOwner: null }).map((item) => item.title);
    expect(forAdmin).toEqual([
      'Meu Perfil',
      'Integrações',
      'Usuários',
      'Planos',
      'Cupons de desconto',
      'Perfís de Acesso',
      'Feriados',
      'Contas Bancárias',
    ]);
    const forOwner = visibleItems(SETTINGS_MENU, { user: owner, selectedOwner: null }).map((item) => item.id);
    expect(forOwner).not.toContain('plans');
    expect(forOwner).not.toContain('couponCodes');
    expect(visibleItems(SETTINGS_MENU, { user: receptionist, selectedOwner: null }).map((i) => i.id)).toEqual([
      'profile',
    ]);
  });
});

describe('menu and route access agree', () => {
  it('never offers an entry whose page would be denied', () => {
    for (const user of [admin, owner, receptionist]) {
      for (const selectedOwner of [null, 3]) {
        const items = [...MAIN_MENU.flatMap((group) => group.items), ...SETTINGS_MENU];
        for (const item of visibleItems(items, { user, selectedOwner })) {
          const route = findRoute(item.url);
          expect(route && canAccessRoute(route, user), `${user.type} ${item.url}`).toBe(true);
        }
      }
    }
  });
});

describe('activeItemId', () => {
  const trailOf = (path: string) => {
    const route = findRoute(path);
    return route ? routeTrail(route).map((r) => r.path) : [];
  };

  it('lights the deepest entry of the current trail', () => {
    expect(activeItemId(SETTINGS_MENU, trailOf('/settings/user/3'))).toBe('users');
    expect(activeItemId(SETTINGS_MENU, trailOf('/settings'))).toBe('profile');
    expect(activeItemId(MAIN_MENU[1]?.items ?? [], trailOf('/settings/roles'))).toBe('settings');
    expect(activeItemId(MAIN_MENU[0]?.items ?? [], trailOf('/client/2'))).toBe('clients');
    expect(activeItemId(MAIN_MENU[0]?.items ?? [], trailOf('/withdrawalRequest'))).toBe('financialPanel');
    expect(activeItemId(MAIN_MENU[0]?.items ?? [], trailOf('/settings'))).toBeUndefined();
  });
});
