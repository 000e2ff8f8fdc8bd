import { MSG } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

export type TPasswordLabel = 'Ruim' | 'Fraco' | 'Normal' | 'Bom' | 'Forte';
export type TPasswordStrength = { score: number; label: TPasswordLabel };

// Unicode classes so accented letters (common in pt-BR) count as letters, not as symbols.
const hasDigit = (pw: string) => /\d/.test(pw);
const hasUpper = (pw: string) => /\p{Lu}/u.test(pw);
const hasLower = (pw: string) => /\p{Ll}/u.test(pw);
const hasSpecial = (pw: string) => /[^\p{L}\p{N}]/u.test(pw);

// Order matters: forms show only the first problem.
export function passwordProblems(pw: string, minLength: number = PASSWORD_MIN_LENGTH): string[] {
  const problems: string[] = [];
  if (pw.length < minLength) problems.push(MSG.passwordLength(minLength));
  if (!hasDigit(pw)) problems.push(MSG.passwordDigit);
  if (!hasUpper(pw)) problems.push(MSG.passwordUpper);
  if (!hasLower(pw)) problems.push(MSG.passwordLower);
  return problems;
}

const LABELS: TPasswordLabel[] = ['Ruim', 'Ruim', 'Fraco', 'Normal', 'Bom', 'Forte'];

export function passwordStrength(pw: string): TPasswordStrength {
  const points = [pw.length > 5, pw.length > 7, hasDigit(pw), hasSpecial(pw), hasUpper(pw) && hasLower(pw)];
  const score = points.filter(Boolean).length;
  return { score, label: LABELS[score] ?? 'Ruim' };
}
