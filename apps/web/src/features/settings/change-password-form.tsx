import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { ApiError, api } from '../../app/api-client.ts';
import { useSession } from '../../app/session-context.tsx';
import { useFeedback } from '../../components/feedback/feedback-provider.tsx';
import { PasswordStrength } from '../../components/form/password-strength.tsx';
import { confirmationOf, validateNewPassword } from '../auth/auth-validation.ts';
import { fieldProps } from '../auth/field-props.ts';

interface TPasswordChange {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: TPasswordChange = { oldPassword: '', password: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof TPasswordChange)[];

/** Current password, new password and confirmation → PUT /login/change-logged-user-password (backoffice §2.8). */
export function ChangePasswordForm() {
  const { user, signOut } = useSession();
  const { notify, showError, track } = useFeedback();
  const { register, handleSubmit, formState, watch, getValues, reset, setError } = useForm({ defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    try {
      await track(api.put('/login/change-logged-user-password', values));
      reset(EMPTY);
      notify('Senha alterada com sucesso', { severity: 'success' });
    } catch (error) {
      const fields = error instanceof ApiError ? ((error.additionalData ?? {}) as Record<string, unknown>) : {};
      const known = FIELDS.filter((field) => typeof fields[field] === 'string');
      for (const field of known) setError(field, { message: String(fields[field]) });
      if (!known.length) showError(error instanceof Error ? error.message : undefined);
    }
  });

  // A reset by e-mail ends every session of the user, so the way there starts by signing out; a full page load
  // gets past the session guard, which would otherwise send the signed-out visitor to login first.
  const forgotPassword = async () => {
    const email = user?.email ?? '';
    await signOut();
    window.location.replace(`/forgot-password?${new URLSearchParams({ email })}`);
  };

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Alterar Senha
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <TextField
            label="Senha atual"
            type="password"
            autoComplete="current-password"
            fullWidth
            {...fieldProps(
              register('oldPassword', { validate: (value) => !!value || 'Campo obrigatório' }),
              formState.errors.oldPassword,
            )}
          />
          <div>
            <TextField
              label="Nova senha"
              type="password"
              autoComplete="new-password"
              fullWidth
              {...fieldProps(register('password', { validate: validateNewPassword }), formState.errors.password)}
            />
            <PasswordStrength password={watch('password')} />
          </div>
          <TextField
            label="Confirmar nova senha"
            type="password"
            autoComplete="new-password"
            fullWidth
            {...fieldProps(
              register('confirmPassword', { validate: confirmationOf(() => getValues('password')) }),
              formState.errors.confirmPassword,
            )}
          />
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Link component="button" type="button" onClick={forgotPassword}>
              Esqueci minha senha
            </Link>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Alterar Senha
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
