import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj, onlyDigits } from './cpf-cnpj.ts';

describe('onlyDigits', () => {
  it('removes every non-digit character', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('isValidCpf', () => {
  it('accepts a valid CPF masked or as digits only', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('rejects a CPF whose digits are all the same', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
  });

  it('rejects a wrong first or second check digit', () => {
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('529.982.247-24')).toBe(false);
  });

  it('rejects wrong lengths and partial masks', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529.982.24725')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it('accepts a valid numeric CNPJ masked or as digits only', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('rejects a numeric CNPJ with a wrong check digit', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
  });

  it('accepts the official alphanumeric example', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
  });

  it('accepts an alphanumeric CNPJ computed with the algorithm', () => {
    expect(isValidCnpj('1A.2B3.C4D/5E6F-34')).toBe(true);
    expect(isValidCnpj('AB.12C.D34/EF56-02')).toBe(true);
  });

  it('uppercases lowercase letters before validating', () => {
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('rejects an alphanumeric CNPJ with either check digit changed', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-45')).toBe(false);
  });

  it('rejects letters in the check digits', () => {
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
  });

  it('rejects all-same characters, wrong lengths and other symbols', () => {
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('AAAAAAAAAAAAAA')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8')).toBe(false);
    expect(isValidCnpj('11 222 333 0001 81')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });
});

describe('isValidCpfOrCnpj', () => {
  it('validates up to 11 characters as CPF', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('529.982.247-24')).toBe(false);
  });

  it('validates longer values as CNPJ, including alphanumeric', () => {
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-80')).toBe(false);
  });
});
