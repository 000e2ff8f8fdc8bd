import { describe, expect, it } from 'vitest';
import {
  confirmationOf,
  validateCode,
  validateEmail,
  validateLoginPassword,
  validateNewPassword,
} from './auth-validation.ts';

describe('auth validators', () => {
  it('checks the e-mail', () => {
    expect(validateEmail('')).toBe('Campo obrigatório');
    expect(validateEmail('ana@')).toBe('E-mail inválido');
    expect(validateEmail(`${'a'.repeat(250)}@x.com`)).toBe('E-mail inválido');
    expect(validateEmail(' ana@estadia.local ')).toBe(true);
  });

  it('checks the login password', () => {
    expect(validateLoginPassword('')).toBe('Campo obrigatório');
    expect(validateLoginPassword('x'.repeat(256))).toBe('Senha inválida');
    expect(validateLoginPassword('x')).toBe(true);
  });

  it('checks the six-digit code', () => {
    expect(validateCode('')).toBe('Campo obrigatório');
    expect(validateCode('12345')).toBe('Código inválido ou expirado.');
    expect(validateCode('12a456')).toBe('Código inválido ou expirado.');
    expect(validateCode('123456')).toBe(true);
  });

  it('applies the password policy to a new password', () => {
    expect(validateNewPassword('')).toBe('Campo obrigatório');
    expect(validateNewPassword('Ab1')).toBe('A senha deve ter pelo menos 8 caracteres');
    expect(validateNewPassword('abcdefgh1')).toBe('A senha deve conter pelo menos uma letra maiúscula');
    expect(validateNewPassword('Abcdefgh1')).toBe(true);
  });

  it('needs an equal confirmation', () => {
    const confirm = confirmationOf(() => 'Abcdefgh1');
    expect(confirm('')).toBe('Campo obrigatório');
    expect(confirm('Abcdefgh2')).toBe('As senha devem ser iguais');
    expect(confirm('Abcdefgh1')).toBe(true);
  });
});
