const CEP_FORMAT = /^\d{5}-\d{3}$/;

export function isValidCep(v: string): boolean {
  return CEP_FORMAT.test(v) && v !== '00000-000';
}

// Postal lookups take the bare 8 digits; accepts the masked or unmasked form.
export function cepDigits(v: string): string | null {
  if (!/^\d{5}-?\d{3}$/.test(v)) return null;
  const digits = v.replace('-', '');
  return digits === '00000000' ? null : digits;
}
