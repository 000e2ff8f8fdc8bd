import type { TListColumn } from '@estadia/shared';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** 'Colunas' button with the count of hidden columns and a menu of checkboxes (spec §2.4). */
export function ColumnChooser(props: {
  columns: TListColumn[];
  visibility: Record<string, boolean>;
  onToggle(column: string, visible: boolean): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hidden = props.columns.filter((column) => props.visibility[column.key] === false).length;

  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          <Badge badgeContent={hidden} color="primary" aria-hidden>
            <ViewColumnIcon />
          </Badge>
        }
      >
        Colunas
        {/* The count is read out as words; the badge only shows the number. */}
        <Box component="span" sx={visuallyHidden}>
          {` (${hidden} ${hidden === 1 ? 'oculta' : 'ocultas'})`}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {props.columns.map((column) => {
          const visible = props.visibility[column.key] !== false;
          return (
            <MenuItem
              key={column.key}
              role="menuitemcheckbox"
              aria-checked={visible}
              dense
              onClick={() => props.onToggle(column.key, !visible)}
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={visible} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{column.title}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
