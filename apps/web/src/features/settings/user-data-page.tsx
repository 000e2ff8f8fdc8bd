import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSession } from '../../app/session-context.tsx';
import { roleLabelOf, USER_TYPE_TITLES } from './role-label.ts';

/** The signed-in user's own data, read-only. */
export function UserDataPage() {
  const { user } = useSession();
  if (!user) return null;
  const rows = [
    { label: 'Nome', value: user.name },
    { label: 'E-mail', value: user.email },
    { label: 'Tipo', value: USER_TYPE_TITLES[user.type] },
    { label: 'Empresa', value: user.companyName ?? '—' },
    { label: 'Perfil de acesso', value: roleLabelOf(user) },
  ];
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2}>
          {rows.map((row) => (
            <TextField
              key={row.label}
              label={row.label}
              value={row.value}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
