import { useMemo } from 'react';
import { routeTrail } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.tsx';
import { MAIN_MENU, SETTINGS_MENU, visibleItems, visibleMenu } from './menu.ts';
import { useCurrentRoute } from './use-current-route.ts';

/** The menus filtered for the signed-in user and selected owner, plus the current route's trail for highlighting. */
export function useMenu() {
  const { user, selectedOwner } = useSession();
  const route = useCurrentRoute();
  return useMemo(() => {
    const context = { user, selectedOwner };
    const trail = route ? routeTrail(route) : [];
    return {
      groups: visibleMenu(MAIN_MENU, context),
      settingsItems: visibleItems(SETTINGS_MENU, context),
      trail,
      trailPaths: trail.map((r) => r.path),
    };
  }, [user, selectedOwner, route]);
}
