import Link from '@mui/material/Link';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../app/api-client.ts';
import { LOGIN_ROUTE } from '../../app/routes.ts';
import { useFeedback } from '../../components/feedback/feedback-provider.tsx';
import { INVALID_CODE } from './auth-validation.ts';
import { CodeStep } from './code-step.tsx';

/** The six-digit reset code for the e-mail in the query; a right code leads to the new-password screen. */
export function CodeVerificationPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const navigate = useNavigate();
  const { track } = useFeedback();

  if (!email) return <Navigate to="/forgot-password" replace />;

  const verify = async (code: string) => {
    const { correct } = await track(
      api.post<{ correct: boolean }>('/login/check-reset-password-code', { email, code }),
    );
    if (!correct) return INVALID_CODE;
    navigate(`/reset-password?${new URLSearchParams({ email, code })}`);
    return undefined;
  };

  return (
    <CodeStep
      title="Verificação de código"
      email={email}
      submitLabel="Verificar"
      onSubmit={verify}
      onResend={() => track(api.post('/login/send-reset-password-code', { email })).then(() => undefined)}
    >
      <Link component={RouterLink} to={LOGIN_ROUTE} sx={{ alignSelf: 'center' }}>
        Voltar ao login
      </Link>
    </CodeStep>
  );
}
