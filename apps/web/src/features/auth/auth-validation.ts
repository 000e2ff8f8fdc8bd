import { isValidEmail } from '@estadia/shared/validation/email';
import { MSG } from '@estadia/shared/validation/messages';
import { PASSWORD_MAX_LENGTH, passwordProblems } from '@estadia/shared/validation/password';

/**
 * Field rules of booking-and-account §5 as react-hook-form validators (true or the message). Deep imports keep
 * zod out of the login route's code.
 */
type TValidator = (value: string) => true | string;

export const INVALID_CODE = 'Código inválido ou expirado.';
export const PASSWORDS_DIFFER = 'As senha devem ser iguais';

export const validateEmail: TValidator = (value) => {
  const email = value.trim();
  if (!email) return MSG.required;
  return (email.length <= 255 && isValidEmail(email)) || MSG.email;
};

export const validateLoginPassword: TValidator = (value) => {
  if (!value) return MSG.required;
  return value.length <= PASSWORD_MAX_LENGTH || 'Senha inválida';
};

export const validateCode: TValidator = (value) => {
  const code = value.trim();
  if (!code) return MSG.required;
  return /^\d{6}$/.test(code) || INVALID_CODE;
};

/** The configured policy: at least 8 characters with a digit, an upper and a lower case letter. */
export const validateNewPassword: TValidator = (value) => {
  if (!value) return MSG.required;
  if (value.length > PASSWORD_MAX_LENGTH) return 'Senha inválida';
  return passwordProblems(value)[0] ?? true;
};

export const confirmationOf =
  (password: () => string): TValidator =>
  (value) => {
    if (!value) return MSG.required;
    return value === password() || PASSWORDS_DIFFER;
  };
