import { describe, expect, it } from 'vitest';
import { APP_ROUTES, findRoute, matchesPattern, parseRouteId, routeTrail } from './routes.ts';

describe('matchesPattern', () => {
  it('matches static segments case-insensitively', () => {
    expect(matchesPattern('/AsaasAccountSetup', '/asaasaccountsetup')).toBe(true);
    expect(matchesPattern('/clients', '/clients/')).toBe(true);
    expect(matchesPattern('/clients', '/client')).toBe(false);
  });

  it('handles required and optional parameters', () => {
    expect(matchesPattern('/client/:id?', '/client')).toBe(true);
    expect(matchesPattern('/client/:id?', '/client/4')).toBe(true);
    expect(matchesPattern('/client/:id?', '/client/4/x')).toBe(false);
    expect(matchesPattern('/settings/company-plan-details/:id', '/settings/company-plan-details')).toBe(false);
    expect(matchesPattern('/settings/company-plan-details/:id', '/settings/company-plan-details/2')).toBe(true);
  });
});

describe('route table', () => {
  it('has every route of backoffice §2.1 once', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(36);
  });

  it('points every parent at an existing route', () => {
    for (const route of APP_ROUTES) {
      if (route.parent) expect(findRoute(route.parent), route.path).toBeDefined();
    }
  });

  it('finds the route of a concrete path', () => {
    expect(findRoute('/settings/user/3')?.title).toBe('Usuário');
    expect(findRoute('/settings/users')?.title).toBe('Usuários');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});

describe('routeTrail', () => {
  it('walks the parents, outermost first', () => {
    const route = findRoute('/settings/user/3');
    expect(route && routeTrail(route).map((r) => r.title)).toEqual(['Configurações', 'Usuários', 'Usuário']);
    const request = findRoute('/withdrawalRequest');
    expect(request && routeTrail(request).map((r) => r.title)).toEqual(['Painel Financeiro', 'Saque']);
  });
});

describe('parseRouteId', () => {
  it('tells a new record, an id and garbage apart', () => {
    expect(parseRouteId(undefined)).toBeUndefined();
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('0')).toBeNull();
    expect(parseRouteId('abc')).toBeNull();
    expect(parseRouteId('1e3')).toBeNull();
  });
});
