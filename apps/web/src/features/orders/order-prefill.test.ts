import { describe, expect, it } from 'vitest';
import { newOrderRoute, orderPrefill } from './order-prefill.ts';

const prefillOf = (query: string) => orderPrefill(new URLSearchParams(query));

describe('new reservation from the route query', () => {
  it('pre-fills the nights from the JSON list in days, sorted', () => {
    expect(prefillOf(`days=${encodeURIComponent('["2026-03-11","2026-03-10"]')}`)).toEqual({
      days: ['2026-03-10', '2026-03-11'],
    });
  });

  it('accepts a single plain date and a rental id', () => {
    expect(prefillOf('days=2026-03-10&rentalId=7')).toEqual({ days: ['2026-03-10'], rentalId: 7 });
  });

  it('ignores unreadable or non-consecutive dates and a malformed rental id', () => {
    expect(prefillOf(`days=${encodeURIComponent('["2026-03-10","2026-03-14"]')}&rentalId=abc`)).toEqual({});
    expect(prefillOf(`days=${encodeURIComponent('["2026-02-30"]')}`)).toEqual({});
    expect(prefillOf('days=%5Bbroken')).toEqual({});
    expect(prefillOf('')).toEqual({});
  });

  it('builds the route the dashboard opens, which reads back the same nights', () => {
    const route = newOrderRoute(['2026-03-10']);
    expect(route).toBe(`/order?days=${encodeURIComponent('["2026-03-10"]')}`);
    expect(orderPrefill(new URL(route, 'http://x').searchParams)).toEqual({ days: ['2026-03-10'] });
  });
});
