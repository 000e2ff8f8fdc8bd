/** Input masks of the form's string kinds and the currency field: they format while the user types. */

const digitsOf = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);

/** '(00) 0000-0000' while up to ten digits, '(00) 00000-0000' with eleven (mobiles). */
export function maskPhone(v: string): string {
  const d = digitsOf(v, 11);
  if (!d) return '';
  if (d.length <= 2) return `(${d}`;
  const middle = d.length === 11 ? 5 : 4;
  const head = `(${d.slice(0, 2)}) ${d.slice(2, 2 + middle)}`;
  const tail = d.slice(2 + middle);
  return tail ? `${head}-${tail}` : head;
}

/** Places separators after the given character counts: pattern [3, 3, 3] with ['.', '.', '-']. */
function group(chars: string, sizes: number[], separators: string[]): string {
  let out = '';
  let start = 0;
  sizes.forEach((size, i) => {
    const part = chars.slice(start, start + size);
    if (!part) return;
    out += (i > 0 ? separators[i - 1] : '') + part;
    start += size;
  });
  return out;
}

/**
 * CPF (###.###.###-##) while the input is at most eleven digits, otherwise CNPJ (##.###.###/####-##).
 * The CNPJ in force from July 2026 allows uppercase letters in its first twelve characters; the two check
 * characters stay digits.
 */
export function maskCpfCnpj(v: string): string {
  const clean = v.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (clean.length <= 11 && /^\d*$/.test(clean)) return group(clean, [3, 3, 3, 2], ['.', '.', '-']);
  const base = clean.slice(0, 12);
  const checks = clean.slice(12).replace(/\D/g, '').slice(0, 2);
  return group(base + checks, [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/** '00000-000'. */
export function maskCep(v: string): string {
  return group(digitsOf(v, 8), [5, 3], ['-']);
}

/** 'HH:MM'. */
export function maskTime(v: string): string {
  return group(digitsOf(v, 4), [2, 2], [':']);
}

// 13 digits keep cents far inside Number.MAX_SAFE_INTEGER .
const MAX_CENT_DIGITS = 13;

/** Currency is typed as reais, from the right: '12345' reads R$ 123,45 and is held as 12345 cents. */
export function centsFromInput(v: string): number {
  const d = digitsOf(v, MAX_CENT_DIGITS);
  return d ? Number(d) : 0;
}

const reais = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents shown in reais without the symbol (the field shows R$ beside it): 123456 → '1.234,56'. */
export function formatCentsInput(cents: unknown): string {
  const n = Number(cents);
  if (cents === null || cents === undefined || cents === '' || Number.isNaN(n)) return '';
  return reais.format(n / 100).replace(/\u00a0/g, ' ');
}

/** Whole, non-negative numbers (counts, people); an empty box means 0, the integer type's default. */
export function integerFromInput(v: string): number {
  const d = digitsOf(v, 15);
  return d ? Number(d) : 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored ISO datetime as the 'YYYY-MM-DDTHH:mm' a datetime-local input shows, in the browser's time zone. */
export function toDateTimeInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The datetime-local input's text back to an ISO string (dates travel as ISO strings); empty means null. */
export function fromDateTimeInput(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
