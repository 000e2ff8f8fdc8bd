import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFeedback } from '../../components/feedback/feedback-provider.tsx';
import { AuthLayout, errorMessage } from './auth-layout.tsx';
import { validateCode } from './auth-validation.ts';
import { fieldProps } from './field-props.ts';

interface TCodeStepProps {
  title: string;
  email: string;
  submitLabel: string;
  /** Answers a message when the code is turned down without a failure (a failure's own message shows otherwise). */
  onSubmit(code: string): Promise<string | undefined>;
  onResend(): Promise<void>;
  /** Shown under the error, e.g. a way back. */
  children?: ReactNode;
}

/** The six-digit code sent by e-mail, with a resend: the sign-in's second factor and the password reset share it. */
export function CodeStep({ title, email, submitLabel, onSubmit, onResend, children }: TCodeStepProps) {
  const { notify } = useFeedback();
  const [serverError, setServerError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      const refusal = await onSubmit(code.trim());
      if (refusal) setServerError(refusal);
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
    <AuthLayout title={title} subtitle={`Digite o código de 6 dígitos enviado para ${email}.`}>
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
          {submitLabel}
        </Button>
        <Button onClick={resend} disabled={resending}>
          Reenviar código
        </Button>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        {children}
      </Stack>
    </AuthLayout>
  );
}
