const CPF_FORMAT = /^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/;
const CNPJ_FORMAT = /^[0-9A-Z]{12}\d{2}$/;
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export const onlyDigits = (v: string): string => v.replace(/\D/g, '');

const stripMask = (v: string): string => v.replace(/[./-]/g, '');

const allSame = (v: string): boolean => [...v].every((c) => c === v[0]);

// Mod-11 check digit shared by CPF and CNPJ: remainder < 2 gives 0, otherwise 11 - remainder.
const checkDigit = (values: number[], weights: number[]): number => {
  const remainder = values.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0) % 11;
  return remainder < 2 ? 0 : 11 - remainder;
};

export function isValidCpf(v: string): boolean {
  if (!CPF_FORMAT.test(v)) return false;
  const digits = onlyDigits(v);
  if (allSame(digits)) return false;
  const values = [...digits].map(Number);
  const first = checkDigit(values.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(values.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === values[9] && second === values[10];
}

// Alphanumeric CNPJ (valid from July 2026): each character weighs its char code minus 48, so digits keep their value.
export function isValidCnpj(v: string): boolean {
  const cnpj = stripMask(v).toUpperCase();
  if (!CNPJ_FORMAT.test(cnpj) || allSame(cnpj)) return false;
  const values = [...cnpj].map((c) => c.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), CNPJ_WEIGHTS.slice(1));
  const second = checkDigit(values.slice(0, 13), CNPJ_WEIGHTS);
  return first === values[12] && second === values[13];
}

export function isValidCpfOrCnpj(v: string): boolean {
  return stripMask(v).length <= 11 ? isValidCpf(v) : isValidCnpj(v);
}
