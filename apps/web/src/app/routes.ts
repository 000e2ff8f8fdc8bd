import type { TPermissionResource } from '@estadia/shared/permissions/permissions';

/** Screens with their own code; every other route shows the 'Em breve' placeholder until its feature arrives. */
export type TPageKey =
  | 'dashboard'
  | 'settings'
  | 'userData'
  | 'companyList'
  | 'companyForm'
  | 'clientList'
  | 'clientForm'
  | 'userList'
  | 'userForm'
  | 'roleList'
  | 'roleForm'
  | 'rentalList'
  | 'rentalForm'
  | 'productList'
  | 'productForm'
  | 'holidays'
  | 'integrations'
  | 'orderList'
  | 'orderForm'
  | 'comingSoon';

/** Who may open a route (backoffice §2.2): any signed-in user, admins, or company users with a company. */
export type TRouteAccess = 'user' | 'admin' | 'companyUser';

export interface TAppRoute {
  /** Absolute react-router path. */
  path: string;
  /** Breadcrumb text. */
  title: string;
  /** Page heading when it differs from the breadcrumb. */
  heading?: string;
  /** The page shows its own heading (the generic listing does, beside its 'Adicionar' button). */
  selfTitled?: boolean;
  page: TPageKey;
  access: TRouteAccess;
  /** Resource whose LIST permission the route needs (§6). */
  permission?: TPermissionResource;
  /** Link target of the parent breadcrumb and menu entry. */
  parent?: string;
}

export const DEFAULT_ROUTE = '/dashboard';
export const LOGIN_ROUTE = '/login';

const soon = (path: string, title: string, extra: Partial<TAppRoute> = {}): TAppRoute => ({
  path,
  title,
  page: 'comingSoon',
  access: 'user',
  ...extra,
});

/** The back-office routes of backoffice §2.1, in the order of the spec. */
export const APP_ROUTES: TAppRoute[] = [
  {
    path: '/companys',
    title: 'Anfitriões',
    page: 'companyList',
    selfTitled: true,
    access: 'admin',
    permission: 'COMPANY',
  },
  {
    path: '/company/:id?',
    title: 'Anfitrião',
    page: 'companyForm',
    access: 'admin',
    permission: 'COMPANY',
    parent: '/companys',
  },
  { path: '/clients', title: 'Hóspedes', page: 'clientList', selfTitled: true, access: 'user', permission: 'CLIENT' },
  {
    path: '/client/:id?',
    title: 'Hóspede',
    page: 'clientForm',
    access: 'user',
    permission: 'CLIENT',
    parent: '/clients',
  },
  {
    path: '/rentals',
    title: 'Hospedagens',
    page: 'rentalList',
    selfTitled: true,
    access: 'user',
    permission: 'RENTAL',
  },
  {
    path: '/rental/:id?',
    title: 'Hospedagem',
    page: 'rentalForm',
    access: 'user',
    permission: 'RENTAL',
    parent: '/rentals',
  },
  { path: '/orders', title: 'Reservas', page: 'orderList', selfTitled: true, access: 'user', permission: 'ORDER' },
  {
    path: '/order/:id?',
    title: 'Reserva',
    page: 'orderForm',
    access: 'user',
    permission: 'ORDER',
    parent: '/orders',
  },
  {
    path: '/products',
    title: 'Meus Produtos',
    page: 'productList',
    selfTitled: true,
    access: 'user',
    permission: 'PRODUCT',
  },
  {
    path: '/product/:id?',
    title: 'Produto',
    page: 'productForm',
    access: 'user',
    permission: 'PRODUCT',
    parent: '/products',
  },
  soon('/asaasDigitalAccounts', 'Conta Digital', { access: 'admin', permission: 'ASAASDIGITALACCOUNT' }),
  soon('/asaasDigitalAccount/:id?', 'Conta Digital', {
    access: 'admin',
    permission: 'ASAASDIGITALACCOUNT',
    parent: '/asaasDigitalAccounts',
  }),
  soon('/withdrawals', 'Saques', { permission: 'WITHDRAWAL' }),
  soon('/withdrawal/:id?', 'Saque', { permission: 'WITHDRAWAL', parent: '/withdrawals' }),
  { path: DEFAULT_ROUTE, title: 'Painel', page: 'dashboard', access: 'user' },
  { path: '/settings', title: 'Configurações', page: 'settings', access: 'user' },
  soon('/AsaasAccountSetup', 'Conta Digital', { access: 'companyUser' }),
  soon('/asaasAccountCreateSetup/:id?', 'Conta Digital', { access: 'companyUser', parent: '/AsaasAccountSetup' }),
  // Financial movements follow the withdrawal permission (TRANSACTION depends on WITHDRAWAL).
  soon('/financialPanel', 'Painel Financeiro', { access: 'companyUser', permission: 'TRANSACTION' }),
  soon('/withdrawalRequest', 'Saque', {
    heading: 'Solicitar Saque',
    access: 'companyUser',
    permission: 'WITHDRAWAL',
    parent: '/financialPanel',
  }),
  {
    path: '/settings/integrations',
    title: 'Integrações',
    page: 'integrations',
    access: 'user',
    permission: 'INTEGRATION',
    parent: '/settings',
  },
  {
    path: '/settings/users',
    title: 'Usuários',
    page: 'userList',
    selfTitled: true,
    access: 'user',
    permission: 'USER',
    parent: '/settings',
  },
  {
    path: '/settings/user/:id?',
    title: 'Usuário',
    page: 'userForm',
    access: 'user',
    permission: 'USER',
    parent: '/settings/users',
  },
  soon('/settings/plans', 'Planos', { access: 'admin', permission: 'PLAN', parent: '/settings' }),
  soon('/settings/plan/:id?', 'Plano', { access: 'admin', permission: 'PLAN', parent: '/settings/plans' }),
  soon('/settings/couponCodes', 'Cupons de desconto', {
    access: 'admin',
    permission: 'COUPONCODE',
    parent: '/settings',
  }),
  soon('/settings/couponCode/:id?', 'Cupom de desconto', {
    access: 'admin',
    permission: 'COUPONCODE',
    parent: '/settings/couponCodes',
  }),
  {
    path: '/settings/roles',
    title: 'Perfís de Acesso',
    page: 'roleList',
    selfTitled: true,
    access: 'user',
    permission: 'ROLE',
    parent: '/settings',
  },
  {
    path: '/settings/role/:id?',
    title: 'Perfil de Acesso',
    page: 'roleForm',
    access: 'user',
    permission: 'ROLE',
    parent: '/settings/roles',
  },
  {
    path: '/settings/holidays',
    title: 'Feriados',
    page: 'holidays',
    access: 'user',
    permission: 'HOLIDAY',
    parent: '/settings',
  },
  soon('/settings/receiverBankAccounts', 'Contas Bancárias', {
    permission: 'RECEIVERBANKACCOUNT',
    parent: '/settings',
  }),
  soon('/settings/receiverBankAccount/:id?', 'Conta Bancária', {
    permission: 'RECEIVERBANKACCOUNT',
    parent: '/settings/receiverBankAccounts',
  }),
  { path: '/settings/userdata', title: 'Meus Dados', page: 'userData', access: 'user', parent: '/settings' },
  soon('/settings/ChangePlanListing', 'Alterar Plano', { parent: '/settings' }),
  soon('/settings/changePlanCheckout', 'Pagamento', { parent: '/settings/ChangePlanListing' }),
  soon('/settings/company-plan-details/:id', 'Detalhes da assinatura', { access: 'admin', parent: '/companys' }),
];

function segmentsOf(path: string) {
  return path.split('/').filter(Boolean);
}

/** react-router's matching for the patterns used here (static segments, ':param', ':param?'), case-insensitive. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const required = want.filter((s) => !s.endsWith('?')).length;
  if (have.length < required || have.length > want.length) return false;
  return want.every((segment, i) => {
    const value = have[i];
    if (segment.startsWith(':')) return segment.endsWith('?') || value !== undefined;
    return value !== undefined && value.toLowerCase() === segment.toLowerCase();
  });
}

export function findRoute(pathname: string, routes: readonly TAppRoute[] = APP_ROUTES): TAppRoute | undefined {
  return routes.find((route) => matchesPattern(route.path, pathname));
}

/** The route and its parents, outermost first: the breadcrumb trail after 'Home'. */
export function routeTrail(route: TAppRoute, routes: readonly TAppRoute[] = APP_ROUTES): TAppRoute[] {
  const trail = [route];
  let parent = route.parent;
  while (parent && trail.length < 10) {
    const next = findRoute(parent, routes);
    if (!next) break;
    trail.unshift(next);
    parent = next.parent;
  }
  return trail;
}

/** The :id of a form route: undefined for a new record, null when it is not a positive integer. */
export function parseRouteId(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}
