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
import { AuthLayout, errorMessage } from './auth-layout.tsx';
import { INVALID_CODE, validateCode } from './auth-validation.ts';
import { fieldProps } from './field-props.ts';

/** The six-digit reset code for the e-mail in the query; a right code leads to the new-password screen. */
export function CodeVerificationPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const navigate = useNavigate();
  const { notify, track } = useFeedback();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { code: '' } });

  if (!email) return <Navigate to="/forgot-password" replace />;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const code = values.code.trim();
    try {
      const { correct } = await track(
        api.post<{ correct: boolean }>('/login/check-reset-password-code', { email, code }),
      );
      if (correct) navigate(`/reset-password?${new URLSearchParams({ email, code })}`);
      else setServerError(INVALID_CODE);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  const resend = async () => {
    setServerError(null);
    try {
      await track(api.post('/login/send-reset-password-code', { email }));
      notify('Código reenviado com sucesso!', { severity: 'success' });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <AuthLayout title="Verificação de código" subtitle={`Digite o código de 6 dígitos enviado para ${email}.`}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField
          label="Código"
          autoComplete="one-time-code"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          {...fieldProps(register('code', { validate: validateCode }), formState.errors.code)}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          Verificar
        </Button>
        <Button onClick={resend}>Reenviar código</Button>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Link component={RouterLink} to={LOGIN_ROUTE} sx={{ alignSelf: 'center' }}>
          Voltar ao login
        </Link>
      </Stack>
    </AuthLayout>
  );
}
