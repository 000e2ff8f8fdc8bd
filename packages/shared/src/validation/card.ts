import { todayInSaoPaulo } from './dates.ts';

export type TCardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard';

// Elo 6-digit BIN ranges (inclusive). Checked before Visa/Mastercard because some start with 4 or 5.
const ELO_BINS: [number, number][] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

const stripCardMask = (v: string): string => v.replace(/[\s.-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): TCardBrand | null {
  const digits = stripCardMask(number);
  if (!/^\d+$/.test(digits)) return null;
  const bin = Number(digits.slice(0, 6));
  if (digits.length >= 6 && ELO_BINS.some(([from, to]) => bin >= from && bin <= to)) return 'elo';
  if (digits.startsWith('606282') || digits.startsWith('3841')) return 'hipercard';
  if (/^3[47]/.test(digits)) return 'amex';
  const first4 = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (digits.length >= 4 && first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return null;
}

export function isValidCardNumber(v: string): boolean {
  const digits = stripCardMask(v);
  return /^\d{13,19}$/.test(digits) && luhnValid(digits);
}

// As a string the leading zeros count ('012'); as a number they are lost, hence the 100 floor.
export function isValidCvv(v: string | number): boolean {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 100 && v <= 9999;
  return /^\d{3,4}$/.test(v);
}

export function isValidCardMonth(m: string | number): boolean {
  const month = typeof m === 'number' ? m : /^\d{1,2}$/.test(m) ? Number(m) : Number.NaN;
  return Number.isInteger(month) && month >= 1 && month <= 12;
}

// Business time zone, so the year turns at midnight in São Paulo whatever the process TZ.
export function isValidCardYear(y: string | number, now: Date = new Date()): boolean {
  const year = typeof y === 'number' ? y : /^(\d{2}|\d{4})$/.test(y) ? Number(y) : Number.NaN;
  if (!Number.isInteger(year)) return false;
  const current = Number(todayInSaoPaulo(now).slice(0, 4));
  return year < 100 ? year >= current % 100 : year >= current && year <= 9999;
}
