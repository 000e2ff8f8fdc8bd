import Box from '@mui/material/Box';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileCard } from './profile-card.tsx';

/** 'Meu Perfil' (backoffice §2.8): the profile card beside the change-password form. */
export function SettingsPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' } }}>
      <ProfileCard />
      <ChangePasswordForm />
    </Box>
  );
}
