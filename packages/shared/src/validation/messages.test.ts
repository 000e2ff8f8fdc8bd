import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';

describe('MSG', () => {
  it('keeps the required message the API uses to detect missing fields', () => {
    expect(MSG.required).toBe('Campo obrigatório');
  });

  it('builds the length messages from the given number', () => {
    expect(MSG.passwordLength(8)).toBe('A senha deve ter pelo menos 8 caracteres');
    expect(MSG.tooLong(255)).toBe('Deve ter no máximo 255 caracteres');
  });
});
