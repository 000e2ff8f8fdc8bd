import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { activeItemId } from './menu.ts';
import { MENU_ICONS } from './menu-icons.tsx';
import { useMenu } from './use-menu.ts';

/** The menu as a bar under the top bar (horizontal orientation, md and up). */
export function HorizontalMenu() {
  const { groups, trailPaths } = useMenu();
  const items = groups.flatMap((group) => group.items);
  const active = activeItemId(items, trailPaths);
  return (
    <Box
      component="nav"
      aria-label="Menu principal"
      sx={{ display: 'flex', gap: 0.5, px: 2, py: 1, overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}
    >
      {items.map((item) => {
        const Icon = MENU_ICONS[item.icon];
        const selected = item.id === active;
        return (
          <Button
            key={item.id}
            component={Link}
            to={item.url}
            startIcon={<Icon />}
            color={selected ? 'primary' : 'inherit'}
            variant={selected ? 'contained' : 'text'}
            aria-current={selected ? 'page' : undefined}
            sx={{ flexShrink: 0, textTransform: 'none' }}
          >
            {item.title}
          </Button>
        );
      })}
    </Box>
  );
}
