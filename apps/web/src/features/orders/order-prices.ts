import { orderTotals, type TPriceQuote } from '@estadia/shared';

/** The nights the quote priced, for a rental: when it changes, the per-night values are filled again. */
export function quoteKey(rentalId: number | null, nights: readonly string[]): string | null {
  return rentalId && nights.length ? `${rentalId}:${nights.join(',')}` : null;
}

/** Per-night values in cents as held by the form: a list of whole non-negative numbers, or nothing. */
export function valuesDailyOf(value: unknown): number[] {
  return Array.isArray(value) ? value.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)) : [];
}

export interface TPanelTotals {
  dailysTotalPrice: number;
  productsTotalPrice: number;
  /** Null when the fee cannot be known here (edited nights and no access to the rental's fee). */
  taxValue: number | null;
  totalPrice: number | null;
}

/**
 * The panel's figures. The server computes the fee and total from the nightly values the host typed, so the panel
 * does the same with the shared rule when it knows the rental's fee percentage; without it, the quote's figures
 * hold only while the nights keep the quoted prices.
 */
export function panelTotals(valuesDaily: readonly number[], quote: TPriceQuote, tax: number | null): TPanelTotals {
  const { productsTotalPrice } = quote;
  if (tax !== null) return orderTotals({ valuesDaily, productsTotalPrice, tax });
  const dailysTotalPrice = valuesDaily.reduce((sum, v) => sum + v, 0);
  const asQuoted =
    valuesDaily.length === quote.pricesByDay.length && valuesDaily.every((v, i) => v === quote.pricesByDay[i]?.price);
  return asQuoted
    ? { dailysTotalPrice, productsTotalPrice, taxValue: quote.taxValue, totalPrice: quote.totalPrice }
    : { dailysTotalPrice, productsTotalPrice, taxValue: null, totalPrice: null };
}
