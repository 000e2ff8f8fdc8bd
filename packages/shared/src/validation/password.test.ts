import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems, passwordStrength } from './password.ts';

describe('password limits', () => {
  it('are 8 and 255 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(255);
  });
});

describe('passwordProblems', () => {
  it('returns nothing for a good password', () => {
    expect(passwordProblems('Senha123')).toEqual([]);
  });

  it('lists problems in the order length, digit, upper, lower', () => {
    expect(passwordProblems('')).toEqual([
      MSG.passwordLength(8),
      MSG.passwordDigit,
      MSG.passwordUpper,
      MSG.passwordLower,
    ]);
    expect(passwordProblems('abcdefgh')).toEqual([MSG.passwordDigit, MSG.passwordUpper]);
    expect(passwordProblems('ABCDEFG1')).toEqual([MSG.passwordLower]);
    expect(passwordProblems('Abc1')).toEqual([MSG.passwordLength(8)]);
  });

  it('uses the given minimum length', () => {
    expect(passwordProblems('Abc1234', 6)).toEqual([]);
    expect(passwordProblems('Senha123', 10)).toEqual([MSG.passwordLength(10)]);
  });

  it('counts accented letters as upper and lower case', () => {
    expect(passwordProblems('ÁÉÍÓÚ123ção')).toEqual([]);
  });
});

describe('passwordStrength', () => {
  it('scores an empty or short plain password as Ruim', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Ruim' });
    expect(passwordStrength('abcdef')).toEqual({ score: 1, label: 'Ruim' });
  });

  it('gives one point each for length > 5, length > 7, digit, special character and mixed case', () => {
    expect(passwordStrength('abcdefgh')).toEqual({ score: 2, label: 'Fraco' });
    expect(passwordStrength('abcdefg1')).toEqual({ score: 3, label: 'Normal' });
    expect(passwordStrength('abcdef1!')).toEqual({ score: 4, label: 'Bom' });
    expect(passwordStrength('Abcdef1!')).toEqual({ score: 5, label: 'Forte' });
  });

  it('needs both cases for the mixed case point', () => {
    expect(passwordStrength('ABCDEFGH').score).toBe(2);
    expect(passwordStrength('ABCDEFGh').score).toBe(3);
  });

  it('does not count accented letters as special characters', () => {
    expect(passwordStrength('ação').score).toBe(0);
    expect(passwordStrength('a ç').score).toBe(1);
  });
});
