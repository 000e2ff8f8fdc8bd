import type { TLoggedUser } from '@estadia/shared/api/login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { api } from '../../app/api-client.ts';
import { useSession } from '../../app/session-context.tsx';
import { useFeedback } from '../../components/feedback/feedback-provider.tsx';
import { AuthLayout, errorMessage } from './auth-layout.tsx';
import { validateEmail, validateLoginPassword } from './auth-validation.ts';
import { CodeStep } from './code-step.tsx';
import { fieldProps } from './field-props.ts';

interface TCredentials {
  userName: string;
  password: string;
}

const FRONT = 'web';

/**
 * Sign-in (booking-and-account §2, §4): the password step asks whether a second factor is needed (which also
 * e-mails the code), then signs in directly or after the six-digit code. The session guard then leaves this page.
 * The 'Registrar' link stays hidden: whether registration is open is not readable without a session.
 */
export function LoginPage() {
  const { signIn } = useSession();
  const { track } = useFeedback();
  const [pending, setPending] = useState<TCredentials | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<TCredentials>({
    defaultValues: { userName: '', password: '' },
  });

  const login = async (credentials: TCredentials, tfaToken?: string) => {
    const user = await track(
      api.post<TLoggedUser & { token: string }>('/login/login', { ...credentials, tfaToken, front: FRONT }),
    );
    signIn(user);
  };

  const createTfaToken = (credentials: TCredentials) =>
    track(api.post<{ needsTfa: boolean }>('/login/createTfaToken', { ...credentials, front: FRONT }));

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const credentials = { userName: values.userName.trim(), password: values.password };
    try {
      const { needsTfa } = await createTfaToken(credentials);
      if (needsTfa) setPending(credentials);
      else await login(credentials);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  if (pending) {
    return (
      <CodeStep
        title="Verificação em duas etapas"
        email={pending.userName}
        submitLabel="Continuar"
        onSubmit={(code) => login(pending, code).then(() => undefined)}
        onResend={() => createTfaToken(pending).then(() => undefined)}
      />
    );
  }

  return (
    <AuthLayout title="Acesse sua conta">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          {...fieldProps(register('userName', { validate: validateEmail }), formState.errors.userName)}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="current-password"
          fullWidth
          {...fieldProps(register('password', { validate: validateLoginPassword }), formState.errors.password)}
        />
        <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'flex-end' }}>
          Esqueceu a senha?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          Entrar
        </Button>
        {serverError && <Alert severity="error">{serverError}</Alert>}
      </Stack>
    </AuthLayout>
  );
}
