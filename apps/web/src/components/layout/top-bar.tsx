import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DEFAULT_ROUTE } from '../../app/routes.ts';
import { LAYOUT } from '../../app/theme/create-app-theme.ts';
import { BranchSelector } from './branch-selector.tsx';
import type { TOwnerItem } from './layout-data.ts';
import { ProfileMenu } from './profile-menu.tsx';
import { ThemePanel } from './theme-panel.tsx';

interface TTopBarProps {
  owners: readonly TOwnerItem[];
  /** The menu toggle; absent when the menu is a horizontal bar. */
  toggle?: { label: string; expanded: boolean; onClick(): void };
  /** Rendered under the toolbar (the horizontal menu). */
  children?: ReactNode;
}

/** Top bar, 80% opaque with a blur behind it (backoffice §2.3). */
export function TopBar({ owners, toggle, children }: TTopBarProps) {
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background.default, 0.8),
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Toolbar sx={{ minHeight: { xs: LAYOUT.headerHeight }, gap: { xs: 1, sm: 2 } }}>
        {toggle && (
          <IconButton aria-label={toggle.label} aria-expanded={toggle.expanded} onClick={toggle.onClick} edge="start">
            {toggle.expanded ? <MenuOpen /> : <MenuIcon />}
          </IconButton>
        )}
        <Typography
          component={Link}
          to={DEFAULT_ROUTE}
          variant="h6"
          sx={{ color: 'primary.main', fontWeight: 700, textDecoration: 'none', display: { xs: 'none', sm: 'block' } }}
        >
          Estadia
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <BranchSelector owners={owners} />
        <ThemePanel />
        <ProfileMenu />
      </Toolbar>
      {children}
    </AppBar>
  );
}
