import type { TPriceQuote } from '@estadia/shared';
import { describe, expect, it } from 'vitest';
import { panelTotals, quoteKey, valuesDailyOf } from './order-prices.ts';

const quote: TPriceQuote = {
  rentalId: 1,
  pricesByDay: [
    { date: '2026-03-10', price: 15000 },
    { date: '2026-03-11', price: 18000 },
  ],
  dailysTotalPrice: 33000,
  productsTotalPrice: 5000,
  taxValue: 3800,
  totalPrice: 41800,
};

describe('order price panel figures', () => {
  it('recomputes the fee and total from nights the host adjusted, with the shared rounding rule', () => {
    // (15000 + 17999 + 5000) × 12.5 % = 4749.875 → 4750.
    expect(panelTotals([15000, 17999], quote, 12.5)).toEqual({
      dailysTotalPrice: 32999,
      productsTotalPrice: 5000,
      taxValue: 4750,
      totalPrice: 42749,
    });
  });

  it("uses the quote's figures while the nights keep the quoted prices and the fee percentage is unknown", () => {
    expect(panelTotals([15000, 18000], quote, null)).toEqual({
      dailysTotalPrice: 33000,
      productsTotalPrice: 5000,
      taxValue: 3800,
      totalPrice: 41800,
    });
    expect(panelTotals([15000, 10000], quote, null)).toEqual({
      dailysTotalPrice: 25000,
      productsTotalPrice: 5000,
      taxValue: null,
      totalPrice: null,
    });
  });

  it('keys the quote by rental and nights, and has none without either', () => {
    expect(quoteKey(3, ['2026-03-10', '2026-03-11'])).toBe('3:2026-03-10,2026-03-11');
    expect(quoteKey(null, ['2026-03-10'])).toBeNull();
    expect(quoteKey(3, [])).toBeNull();
  });

  it('reads held values as numbers, zero for anything else', () => {
    expect(valuesDailyOf([100, '5', null])).toEqual([100, 0, 0]);
    expect(valuesDailyOf(undefined)).toEqual([]);
  });
});
