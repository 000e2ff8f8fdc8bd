import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';
import { activeItemId } from './menu.ts';
import { MENU_ICONS } from './menu-icons.tsx';
import { useMenu } from './use-menu.ts';

/** The settings menu as tabs over the /settings pages; the current entry is the selected tab. */
export function SettingsMenu() {
  const { settingsItems, trailPaths } = useMenu();
  const active = activeItemId(settingsItems, trailPaths) ?? false;
  return (
    <Box component="nav" aria-label="Menu de configurações" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        aria-label="Menu de configurações"
        value={active}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {settingsItems.map((item) => {
          const Icon = MENU_ICONS[item.icon];
          return (
            <Tab
              key={item.id}
              value={item.id}
              label={item.title}
              icon={<Icon fontSize="small" />}
              iconPosition="start"
              component={Link}
              to={item.url}
              aria-current={item.id === active ? 'page' : undefined}
              sx={{ minHeight: 48, textTransform: 'none' }}
            />
          );
        })}
      </Tabs>
    </Box>
  );
}
