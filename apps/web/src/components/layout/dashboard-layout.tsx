import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { canAccessRoute } from '../../app/access.ts';
import { routeTrail } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.tsx';
import { useThemeSettings } from '../../app/theme/app-theme-provider.tsx';
import { LAYOUT } from '../../app/theme/create-app-theme.ts';
import { NotFoundContent } from '../../features/not-found/not-found-page.tsx';
import { AppFooter } from './app-footer.tsx';
import { HorizontalMenu } from './horizontal-menu.tsx';
import { useLayoutData } from './layout-data.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { PageHeader } from './page-header.tsx';
import { SettingsMenu } from './settings-menu.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useCurrentRoute, useRouteIdValid } from './use-current-route.ts';

/**
 * The signed-in shell (backoffice §2.3): top bar, side drawer (full on md and up, mini below), or a horizontal
 * menu bar, the page with its breadcrumbs, and the footer. A page the user may not open shows the not-found screen.
 */
export function DashboardLayout() {
  const data = useLayoutData();
  const { settings, setIdentityColor } = useThemeSettings();
  const { user } = useSession();
  const route = useCurrentRoute();
  const idValid = useRouteIdValid();
  const { pathname } = useLocation();
  const upMd = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    setIdentityColor(data.identityColor);
    return () => setIdentityColor(null);
  }, [data.identityColor, setIdentityColor]);

  // A page change closes the overlay menu of small screens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setMobileOpen(false), [pathname]);

  if (data.loading) return <LoadingScreen />;

  const horizontal = upMd && settings.menuOrientation === 'horizontal';
  const mini = !upMd || collapsed;
  const drawerWidth = mini ? LAYOUT.miniDrawerWidth : LAYOUT.drawerWidth;
  const allowed = idValid && (!route || canAccessRoute(route, user));
  const trail = route && allowed ? routeTrail(route) : [];
  const inSettings = trail[0]?.path === '/settings';
  // MUI leaves mirroring a drawer's side to an RTL style plugin, which is not installed: pick the side here.
  const drawerSide = settings.direction === 'rtl' ? 'right' : 'left';

  const toggle = horizontal
    ? undefined
    : upMd
      ? {
          label: collapsed ? 'Expandir menu' : 'Recolher menu',
          expanded: !collapsed,
          onClick: () => setCollapsed(!collapsed),
        }
      : { label: 'Abrir menu', expanded: mobileOpen, onClick: () => setMobileOpen(true) };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar owners={data.owners} toggle={toggle}>
        {horizontal && <HorizontalMenu />}
      </TopBar>
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {!horizontal && (
          <Drawer
            variant="permanent"
            anchor={drawerSide}
            sx={{ width: drawerWidth, flexShrink: 0, transition: 'width 200ms' }}
            slotProps={{
              paper: {
                sx: {
                  width: drawerWidth,
                  top: LAYOUT.headerHeight,
                  height: `calc(100% - ${LAYOUT.headerHeight}px)`,
                  pt: 1,
                  overflowX: 'hidden',
                  transition: 'width 200ms',
                },
              },
            }}
          >
            <SideMenu mini={mini} />
          </Drawer>
        )}
        {!upMd && (
          <Drawer
            variant="temporary"
            anchor={drawerSide}
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            slotProps={{ paper: { sx: { width: LAYOUT.drawerWidth } } }}
          >
            <Typography variant="h6" sx={{ px: 3, py: 2, color: 'primary.main', fontWeight: 700 }}>
              Estadia
            </Typography>
            <SideMenu mini={false} onNavigate={() => setMobileOpen(false)} />
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
            {allowed ? (
              <>
                <PageHeader trail={trail} />
                {inSettings && <SettingsMenu />}
                <Outlet />
              </>
            ) : (
              <NotFoundContent />
            )}
          </Box>
          <AppFooter text={data.footerText} logo={data.logo} />
        </Box>
      </Box>
    </Box>
  );
}
