import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useSession } from '../../app/session-context.tsx';
import { initialsOf } from '../../components/layout/profile-menu.tsx';
import { roleLabelOf } from './role-label.ts';

/** Name, role label and the (not editable) e-mail of the signed-in user. */
export function ProfileCard() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <Avatar sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}>{initialsOf(user.name)}</Avatar>
          <div>
            <Typography variant="h6" component="h2">
              {user.name}
            </Typography>
            <Typography color="text.secondary">{roleLabelOf(user)}</Typography>
          </div>
        </Stack>
        <TextField label="E-mail" value={user.email} disabled fullWidth />
        <Button component={Link} to="/settings/userdata" sx={{ mt: 2 }} fullWidth>
          Meus Dados
        </Button>
      </CardContent>
    </Card>
  );
}
