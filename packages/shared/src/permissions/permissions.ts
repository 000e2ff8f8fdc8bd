/** Resource × action permissions (spec §6), one implementation for server checks and menu filtering. */
export const USER_TYPES = ['admin', 'company'] as const;
export type TUserType = (typeof USER_TYPES)[number];

export const ACTIONS = ['LIST', 'UPDATE', 'CREATE', 'DELETE'] as const;
export type TAction = (typeof ACTIONS)[number];
export const ACTION_LABELS: Record<TAction, string> = {
  LIST: 'visualizar',
  UPDATE: 'alterar',
  CREATE: 'cadastrar',
  DELETE: 'deletar',
};

export interface TResourcePermission {
  label: string;
  /** Only these user types may ever hold it; everyone else is denied. */
  userTypes?: readonly TUserType[];
  /** Access is granted when any of these resources holds the same action. */
  dependantPermissions?: readonly string[];
}

export const PERMISSION_RESOURCES = {
  INTEGRATION: { label: 'Integrações' },
  COMPANY: { label: 'Anfitriões', userTypes: ['admin'] },
  USER: { label: 'Usuários' },
  PLAN: { label: 'Planos', userTypes: ['admin'] },
  COUPONCODE: { label: 'Cupons de desconto', userTypes: ['admin'] },
  ROLE: { label: 'Perfís de Acesso' },
  CLIENT: { label: 'Hóspedes' },
  RENTAL: { label: 'Hospedagens' },
  ORDER: { label: 'Reservas' },
  HOLIDAY: { label: 'Feriados' },
  PRODUCT: { label: 'Meus Produtos' },
  ASAASDIGITALACCOUNT: { label: 'Conta Digital', userTypes: ['admin'] },
  RECEIVERBANKACCOUNT: { label: 'Contas Bancárias' },
  WITHDRAWAL: { label: 'Saques' },
  REPORTS: { label: 'Relatórios' },
  // Reading the financial movements follows the withdrawal permission: whoever may see withdrawals sees movements.
  TRANSACTION: { label: 'Transações', dependantPermissions: ['WITHDRAWAL'] },
} as const satisfies Record<string, TResourcePermission>;

export type TPermissionResource = keyof typeof PERMISSION_RESOURCES;
export type TPermission = `${TPermissionResource}:${TAction}`;

export interface TPermissionSubject {
  type: TUserType;
  permissions: readonly string[];
}

function resourceOf(name: string): TResourcePermission | undefined {
  return (PERMISSION_RESOURCES as Record<string, TResourcePermission>)[name];
}

export function isAllowedForType(resource: string, type: TUserType): boolean {
  const def = resourceOf(resource);
  return !!def && (!def.userTypes || def.userTypes.includes(type));
}

/** can(user, 'RENTAL:UPDATE'): admins pass; others need the permission (or a dependant one) and the right type. */
export function can(user: TPermissionSubject | null | undefined, permission: string): boolean {
  if (!user) return false;
  if (user.type === 'admin') return true;
  const [resource = '', action = ''] = permission.split(':');
  const def = resourceOf(resource);
  if (!def || !(ACTIONS as readonly string[]).includes(action)) return false;
  if (!isAllowedForType(resource, user.type)) return false;
  if (user.permissions.includes(permission)) return true;
  return (def.dependantPermissions ?? []).some((dep) => user.permissions.includes(`${dep}:${action}`));
}

/** Every permission string a role of this type may hold: the matrix of the role editor's 'Acessos' step. */
export function grantablePermissions(type: TUserType): TPermission[] {
  const list: TPermission[] = [];
  for (const [resource, def] of Object.entries(PERMISSION_RESOURCES) as [TPermissionResource, TResourcePermission][]) {
    if (def.dependantPermissions || !isAllowedForType(resource, type)) continue;
    for (const action of ACTIONS) list.push(`${resource}:${action}`);
  }
  return list;
}

export function isPermission(value: string): value is TPermission {
  const [resource = '', action = ''] = value.split(':');
  return !!resourceOf(resource) && (ACTIONS as readonly string[]).includes(action);
}
