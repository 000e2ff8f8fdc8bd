import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPath } from './access.ts';
import { DEFAULT_ROUTE, LOGIN_ROUTE } from './routes.ts';
import { useSession } from './session-context.tsx';

/** Anonymous visitors go to login, which remembers where they were headed. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={LOGIN_ROUTE} replace state={{ from }} />;
  }
  return <Outlet />;
}

/** Login and password-reset pages: a signed-in visitor goes to the remembered page or the default one. */
export function PublicOnly() {
  const { user } = useSession();
  const location = useLocation();
  if (user) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={returnPath(from, DEFAULT_ROUTE)} replace />;
  }
  return <Outlet />;
}
