import { useLocation, useMatches } from 'react-router';
import { findRoute, parseRouteId, type TAppRoute } from '../../app/routes.ts';

export interface TRouteHandle {
  route: TAppRoute;
}

function routeOfHandle(handle: unknown): TAppRoute | undefined {
  return handle && typeof handle === 'object' && 'route' in handle ? (handle as TRouteHandle).route : undefined;
}

/** The route-table entry of the page on screen (the router's match handle, else the table by path). */
export function useCurrentRoute(): TAppRoute | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const route = routeOfHandle(matches[i]?.handle);
    if (route) return route;
  }
  return findRoute(pathname);
}

/** False when the URL's :id is not a record id ('/client/abc'): such a page does not exist. */
export function useRouteIdValid(): boolean {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.params.id;
  return parseRouteId(id) !== null;
}
