// Area codes never start with 0; landlines have 8 digits, mobiles 9.
const PHONE_FORMAT = /^\([1-9]\d\) \d{4,5}-\d{4}$/;

export function isValidPhone(v: string): boolean {
  return PHONE_FORMAT.test(v);
}

// Leaves the input untouched when it cannot be a Brazilian number, so partial input is not mangled.
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length !== 10 && d.length !== 11) return digits;
  return `(${d.slice(0, 2)}) ${d.slice(2, -4)}-${d.slice(-4)}`;
}
