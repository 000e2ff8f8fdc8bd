import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../app/api-client.ts';
import { LOGIN_ROUTE } from '../../app/routes.ts';
import { useFeedback } from '../../components/feedback/feedback-provider.tsx';
import { PasswordStrength } from '../../components/form/password-strength.tsx';
import { AuthLayout, errorMessage } from './auth-layout.tsx';
import { confirmationOf, validateNewPassword } from './auth-validation.ts';
import { fieldProps } from './field-props.ts';
import { useDelayedNavigate } from './use-delayed-navigate.ts';

/** The new password for the e-mail and code in the query, with the strength meter; then back to login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const { notify, track } = useFeedback();
  const navigateLater = useDelayedNavigate(useNavigate());
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, watch, getValues } = useForm({
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!email || !code) return <Navigate to="/forgot-password" replace />;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await track(api.post('/login/reset-password-with-code', { email, code, newPassword: values.password }));
      setDone(true);
      notify('Senha alterada com sucesso', { severity: 'success' });
      navigateLater(LOGIN_ROUTE);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <AuthLayout title="Redefinir senha" subtitle={`Crie uma nova senha para ${email}.`}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <div>
          <TextField
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            autoFocus
            fullWidth
            {...fieldProps(register('password', { validate: validateNewPassword }), formState.errors.password)}
          />
          <PasswordStrength password={watch('password')} />
        </div>
        <TextField
          label="Confirmar senha"
          type="password"
          autoComplete="new-password"
          fullWidth
          {...fieldProps(
            register('confirmPassword', { validate: confirmationOf(() => getValues('password')) }),
            formState.errors.confirmPassword,
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting || done}>
          Redefinir senha
        </Button>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Link component={RouterLink} to={LOGIN_ROUTE} sx={{ alignSelf: 'center' }}>
          Voltar ao login
        </Link>
      </Stack>
    </AuthLayout>
  );
}
