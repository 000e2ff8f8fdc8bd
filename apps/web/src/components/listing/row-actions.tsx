import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';

export interface TRowActionItem {
  key: string;
  label: string;
  icon: ReactNode;
  onClick(): void;
  /** Stays a visible button on narrow screens (the picker's 'Selecionar'). */
  primary?: boolean;
}

/** Icon buttons named by their pt-BR label; on narrow screens all but the primary go into an 'Ações' menu. */
export function RowActions({ items, compact }: { items: TRowActionItem[]; compact: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inline = compact ? items.filter((item) => item.primary) : items;
  const inMenu = compact ? items.filter((item) => !item.primary) : [];

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {inline.map((item) => (
        <Tooltip key={item.key} title={item.label}>
          <IconButton size="small" aria-label={item.label} onClick={item.onClick}>
            {item.icon}
          </IconButton>
        </Tooltip>
      ))}
      {inMenu.length > 0 && (
        <>
          <IconButton
            size="small"
            aria-label="Ações"
            aria-haspopup="menu"
            aria-expanded={!!anchor}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {inMenu.map((item) => (
              <MenuItem
                key={item.key}
                onClick={() => {
                  setAnchor(null);
                  item.onClick();
                }}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText>{item.label}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}
