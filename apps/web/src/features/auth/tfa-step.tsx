import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFeedback } from '../../components/feedback/feedback-provider.tsx';
import { AuthLayout, errorMessage } from './auth-layout.tsx';
import { validateCode } from './auth-validation.ts';
import { fieldProps } from './field-props.ts';

interface TTfaStepProps {
  email: string;
  onSubmit(code: string): Promise<void>;
  onResend(): Promise<void>;
}

/** The second-factor step of the sign-in: the six-digit code sent by e-mail, with a resend. */
export function TfaStep({ email, onSubmit, onResend }: TTfaStepProps) {
  const { notify } = useFeedback();
  const [serverError, setServerError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await onSubmit(code.trim());
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  const resend = async () => {
    setServerError(null);
    setResending(true);
    try {
      await onResend();
      notify('Código reenviado com sucesso!', { severity: 'success' });
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout title="Verificação em duas etapas" subtitle={`Digite o código de 6 dígitos enviado para ${email}.`}>
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
          Continuar
        </Button>
        <Button onClick={resend} disabled={resending}>
          Reenviar código
        </Button>
        {serverError && <Alert severity="error">{serverError}</Alert>}
      </Stack>
    </AuthLayout>
  );
}
