import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { activeItemId } from './menu.ts';
import { MENU_ICONS } from './menu-icons.tsx';
import { useMenu } from './use-menu.ts';

/** The vertical menu; 'mini' shows icons only, named by tooltips and aria-labels. */
export function SideMenu({ mini, onNavigate }: { mini: boolean; onNavigate?: () => void }) {
  const { groups, trailPaths } = useMenu();
  return (
    <nav aria-label="Menu principal">
      {groups.map((group, index) => {
        const active = activeItemId(group.items, trailPaths);
        return (
          <Fragment key={group.id}>
            {index > 0 && <Divider sx={{ my: 1 }} />}
            <List
              component="div"
              dense={!mini}
              subheader={
                mini ? undefined : (
                  <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
                    {group.title}
                  </ListSubheader>
                )
              }
              sx={{ px: 1.5 }}
            >
              {group.items.map((item) => {
                const Icon = MENU_ICONS[item.icon];
                const selected = item.id === active;
                const button = (
                  <ListItemButton
                    key={item.id}
                    component={Link}
                    to={item.url}
                    selected={selected}
                    aria-current={selected ? 'page' : undefined}
                    aria-label={mini ? item.title : undefined}
                    onClick={onNavigate}
                    sx={{
                      borderRadius: 2,
                      mb: 0.5,
                      minHeight: 44,
                      justifyContent: mini ? 'center' : 'flex-start',
                      '&.Mui-selected': { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: mini ? 0 : 40 }}>
                      <Icon />
                    </ListItemIcon>
                    {!mini && <ListItemText primary={item.title} />}
                  </ListItemButton>
                );
                return mini ? (
                  <Tooltip key={item.id} title={item.title} placement="right">
                    {button}
                  </Tooltip>
                ) : (
                  button
                );
              })}
            </List>
          </Fragment>
        );
      })}
    </nav>
  );
}
