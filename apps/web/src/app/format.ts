/** Display formats of the spec (§9): money in cents, dates dd/MM/yyyy, datetimes dd/MM/yyyy HH:mm (24 h). */
const BUSINESS_TZ = 'America/Sao_Paulo';

const money = {
  BRL: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  GBP: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }),
};

export function formatMoney(cents: number | null | undefined, currency: 'BRL' | 'GBP' = 'BRL') {
  if (cents === null || cents === undefined || Number.isNaN(Number(cents))) return '';
  return money[currency].format(Number(cents) / 100).replace(/\u00a0/g, ' ');
}

export function formatDay(value: string | null | undefined) {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function formatDateTime(value: string | Date | null | undefined) {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTime.format(date).replace(',', '');
}

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A number with pt-BR grouping and up to two decimals: 12.5 → '12,5', 1234 → '1.234'. */
export function formatDecimal(value: number | string | null | undefined) {
  if (value === null || value === undefined || value === '' || Number.isNaN(Number(value))) return '';
  return decimal.format(Number(value));
}

export function formatBoolean(value: unknown) {
  return value ? 'Sim' : 'Não';
}
