import { can, type TPermissionResource } from '@estadia/shared/permissions/permissions';
import { effectiveCompanyId, isCompanyUserWithCompany, type TAccessSubject } from '../../app/access.ts';

/** Icon names; menu-icons.tsx maps them to @mui/icons-material components so this module stays pure. */
export type TMenuIcon =
  | 'dashboard'
  | 'orders'
  | 'companies'
  | 'clients'
  | 'rentals'
  | 'products'
  | 'digitalAccounts'
  | 'withdrawals'
  | 'accountSetup'
  | 'financialPanel'
  | 'settings'
  | 'profile'
  | 'integrations'
  | 'users'
  | 'plans'
  | 'coupons'
  | 'roles'
  | 'holidays'
  | 'bankAccounts';

export interface TMenuContext {
  user: TAccessSubject | null;
  selectedOwner: number | null;
}

export interface TMenuItem {
  id: string;
  title: string;
  icon: TMenuIcon;
  url: string;
  /** Resource whose LIST permission the entry needs. */
  permission?: TPermissionResource;
  /** Extra condition on the user and the selected owner. */
  show?(context: TMenuContext): boolean;
}

export interface TMenuGroup {
  id: string;
  title: string;
  items: TMenuItem[];
}

const withCompany = ({ user, selectedOwner }: TMenuContext) => effectiveCompanyId(user, selectedOwner) !== null;
const companyUserWithCompany = ({ user }: TMenuContext) => isCompanyUserWithCompany(user);

/** Backoffice §2.3, main menu. Admin-only entries rely on their permission, which only admins can hold. */
export const MAIN_MENU: TMenuGroup[] = [
  {
    id: 'main',
    title: 'Principal',
    items: [
      { id: 'dashboard', title: 'Painel', icon: 'dashboard', url: '/dashboard' },
      { id: 'orders', title: 'Reservas', icon: 'orders', url: '/orders', permission: 'ORDER' },
      { id: 'companys', title: 'Anfitriões', icon: 'companies', url: '/companys', permission: 'COMPANY' },
      { id: 'clients', title: 'Hóspedes', icon: 'clients', url: '/clients', permission: 'CLIENT' },
      { id: 'rentals', title: 'Hospedagens', icon: 'rentals', url: '/rentals', permission: 'RENTAL' },
      { id: 'products', title: 'Meus Produtos', icon: 'products', url: '/products', permission: 'PRODUCT' },
      {
        id: 'asaasDigitalAccounts',
        title: 'Conta Digital',
        icon: 'digitalAccounts',
        url: '/asaasDigitalAccounts',
        permission: 'ASAASDIGITALACCOUNT',
      },
      {
        id: 'withdrawals',
        title: 'Saques',
        icon: 'withdrawals',
        url: '/withdrawals',
        permission: 'WITHDRAWAL',
        show: withCompany,
      },
      {
        id: 'asaasAccountSetup',
        title: 'Conta Digital',
        icon: 'accountSetup',
        url: '/AsaasAccountSetup',
        show: companyUserWithCompany,
      },
      {
        id: 'financialPanel',
        title: 'Painel Financeiro',
        icon: 'financialPanel',
        url: '/financialPanel',
        permission: 'TRANSACTION',
        show: companyUserWithCompany,
      },
    ],
  },
  {
    id: 'settings',
    title: 'Configurações',
    items: [{ id: 'settings', title: 'Configurações', icon: 'settings', url: '/settings' }],
  },
];

/** Backoffice §2.3, settings menu (shown on the /settings pages). */
export const SETTINGS_MENU: TMenuItem[] = [
  { id: 'profile', title: 'Meu Perfil', icon: 'profile', url: '/settings' },
  {
    id: 'integrations',
    title: 'Integrações',
    icon: 'integrations',
    url: '/settings/integrations',
    permission: 'INTEGRATION',
  },
  { id: 'users', title: 'Usuários', icon: 'users', url: '/settings/users', permission: 'USER' },
  { id: 'plans', title: 'Planos', icon: 'plans', url: '/settings/plans', permission: 'PLAN' },
  {
    id: 'couponCodes',
    title: 'Cupons de desconto',
    icon: 'coupons',
    url: '/settings/couponCodes',
    permission: 'COUPONCODE',
  },
  { id: 'roles', title: 'Perfís de Acesso', icon: 'roles', url: '/settings/roles', permission: 'ROLE' },
  { id: 'holidays', title: 'Feriados', icon: 'holidays', url: '/settings/holidays', permission: 'HOLIDAY' },
  {
    id: 'receiverBankAccounts',
    title: 'Contas Bancárias',
    icon: 'bankAccounts',
    url: '/settings/receiverBankAccounts',
    permission: 'RECEIVERBANKACCOUNT',
  },
];

export function isItemVisible(item: TMenuItem, context: TMenuContext): boolean {
  if (!context.user) return false;
  if (item.permission && !can(context.user, `${item.permission}:LIST`)) return false;
  return !item.show || item.show(context);
}

export function visibleItems(items: readonly TMenuItem[], context: TMenuContext): TMenuItem[] {
  return items.filter((item) => isItemVisible(item, context));
}

/** Groups with their visible entries; a group left empty disappears. */
export function visibleMenu(groups: readonly TMenuGroup[], context: TMenuContext): TMenuGroup[] {
  return groups
    .map((group) => ({ ...group, items: visibleItems(group.items, context) }))
    .filter((group) => group.items.length > 0);
}

/**
 * The entry to highlight: the one whose url is deepest in the current route's trail (its own path, then its
 * parents), so '/settings/user/3' lights 'Usuários' in the settings menu and 'Configurações' in the main one.
 */
export function activeItemId(items: readonly TMenuItem[], trail: readonly string[]): string | undefined {
  const lowered = trail.map((path) => path.toLowerCase());
  let best: { id: string; depth: number } | undefined;
  for (const item of items) {
    const depth = lowered.lastIndexOf(item.url.toLowerCase());
    if (depth >= 0 && (!best || depth > best.depth)) best = { id: item.id, depth };
  }
  return best?.id;
}
