import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_ROUTE } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.tsx';
import { LAYOUT } from '../../app/theme/create-app-theme.ts';

export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** Avatar button with the user's name and e-mail, 'Configurações' and 'Sair' (backoffice §2.3). */
export function ProfileMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  const close = () => setAnchor(null);
  const goToSettings = () => {
    close();
    navigate('/settings');
  };
  const leave = async () => {
    close();
    // signOut only logs a failed logout call and always ends the local session. A full load of the login page
    // drops every cached answer of this user and wins over the session guard's own redirect (which remembers
    // the page for a return that a deliberate sign-out should not get).
    await signOut();
    window.location.replace(LOGIN_ROUTE);
  };

  return (
    <>
      <IconButton
        aria-label={`Perfil: ${user.name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'profile-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {/* Initials drawn by CSS: the button's name is 'Perfil: …', and visible text must not contradict it. */}
        <Box
          component="span"
          aria-hidden
          data-initials={initialsOf(user.name)}
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 16,
            '&::before': { content: 'attr(data-initials)' },
          }}
        />
      </IconButton>
      <Menu
        id="profile-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: { xs: 250, md: LAYOUT.popupWidth }, minWidth: 240, mt: 1 } },
        }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={goToSettings}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          Configurações
        </MenuItem>
        <MenuItem onClick={leave}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          Sair
        </MenuItem>
      </Menu>
    </>
  );
}
