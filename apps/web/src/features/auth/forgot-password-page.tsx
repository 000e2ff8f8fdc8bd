import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../app/api-client.ts';
import { LOGIN_ROUTE } from '../../app/routes.ts';
import { useFeedback } from '../../components/feedback/feedback-provider.tsx';
import { AuthLayout, errorMessage } from './auth-layout.tsx';
import { validateEmail } from './auth-validation.ts';
import { fieldProps } from './field-props.ts';
import { useDelayedNavigate } from './use-delayed-navigate.ts';

/** Asks for a reset code by e-mail, then goes to the code screen after 1.5 s (booking-and-account §2). */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const { notify, track } = useFeedback();
  const navigateLater = useDelayedNavigate(useNavigate());
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { email: params.get('email') ?? '' } });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const email = values.email.trim();
    try {
      await track(api.post('/login/send-reset-password-code', { email }));
      setSent(true);
      notify('E-mail enviado!', { severity: 'success' });
      navigateLater(`/code-verification?${new URLSearchParams({ email })}`);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <AuthLayout title="Esqueceu a senha?" subtitle="Informe seu e-mail para receber um código de verificação.">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          {...fieldProps(register('email', { validate: validateEmail }), formState.errors.email)}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting || sent}>
          Enviar código
        </Button>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Link component={RouterLink} to={LOGIN_ROUTE} sx={{ alignSelf: 'center' }}>
          Voltar ao login
        </Link>
      </Stack>
    </AuthLayout>
  );
}
