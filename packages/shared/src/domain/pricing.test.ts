import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { dayRange } from './days.ts';
import { calcReservationPrices, orderTotals, percentOf, type TPricingRental, taxBasisPoints } from './pricing.ts';

// Monday 100,00 … Sunday 700,00 and holidays 1.000,00: every slot distinct so a wrong slot cannot go unnoticed.
const SLOTS = [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 100_000];
const rental = (over: Partial<TPricingRental> = {}): TPricingRental => ({
  useDefaultPrice: false,
  defaultPrice: 15_000,
  pricesByDay: SLOTS,
  tax: 0,
  ...over,
});
const quote = (days: string[], over: Partial<TPricingRental> = {}, holidays: string[] = [], products = []) =>
  calcReservationPrices({ rental: rental(over), days, holidays, products });

describe('calcReservationPrices: nights', () => {
  it('prices a whole week by its weekday slots, Monday to Sunday', () => {
    const result = quote(dayRange('2025-06-02', '2025-06-08'));
    expect(result.pricesByDay.map((n) => n.price)).toEqual(SLOTS.slice(0, 7));
    expect(result.pricesByDay[0]).toEqual({ date: '2025-06-02', price: 10_000 });
    expect(result.dailysTotalPrice).toBe(280_000);
  });

  it('prices a holiday night by the holiday slot, whatever its weekday', () => {
    // 2025-06-19 (Corpus Christi) is a Thursday; 2025-06-21 a Saturday.
    const result = quote(['2025-06-19', '2025-06-20', '2025-06-21'], {}, ['2025-06-19', '2025-06-21', '2025-07-01']);
    expect(result.pricesByDay).toEqual([
      { date: '2025-06-19', price: 100_000 },
      { date: '2025-06-20', price: 50_000 },
      { date: '2025-06-21', price: 100_000 },
    ]);
  });

  it('accepts the holidays as a Set or any iterable', () => {
    const days = ['2025-06-19'];
    const fromSet = calcReservationPrices({ rental: rental(), days, holidays: new Set(days), products: [] });
    const fromIterable = calcReservationPrices({ rental: rental(), days, holidays: days.values(), products: [] });
    expect(fromSet.pricesByDay[0]?.price).toBe(100_000);
    expect(fromIterable.pricesByDay[0]?.price).toBe(100_000);
  });

  it('prices every night at the default price when useDefaultPrice, ignoring slots and holidays', () => {
    const days = dayRange('2025-06-16', '2025-06-22');
    const result = quote(days, { useDefaultPrice: true }, ['2025-06-19']);
    expect(result.pricesByDay.map((n) => n.price)).toEqual(Array(7).fill(15_000));
    expect(result.dailysTotalPrice).toBe(105_000);
  });

  it('keeps weekday slots right across Jan 31 → Feb 1 and the end of February in leap and common years', () => {
    // Fri 2025-01-31 → Sat 2025-02-01; Fri 2025-02-28 → Sat 2025-03-01; Wed 2024-02-28 → Thu 29 → Fri 2024-03-01.
    expect(quote(['2025-01-31', '2025-02-01']).pricesByDay.map((n) => n.price)).toEqual([50_000, 60_000]);
    expect(quote(['2025-02-28', '2025-03-01']).pricesByDay.map((n) => n.price)).toEqual([50_000, 60_000]);
    expect(quote(['2024-02-28', '2024-02-29', '2024-03-01']).pricesByDay.map((n) => n.price)).toEqual([
      30_000, 40_000, 50_000,
    ]);
  });

  it('keeps weekday slots right across Dec 31 → Jan 1', () => {
    // Wed 2025-12-31, Thu 2026-01-01 (a holiday when the company has it), Fri 2026-01-02.
    const days = ['2025-12-31', '2026-01-01', '2026-01-02'];
    expect(quote(days).pricesByDay.map((n) => n.price)).toEqual([30_000, 40_000, 50_000]);
    expect(quote(days, {}, ['2026-01-01']).pricesByDay.map((n) => n.price)).toEqual([30_000, 100_000, 50_000]);
  });

  it('refuses a malformed day and a rental without its eight prices', () => {
    expect(() => quote(['2025-02-30'])).toThrow(RangeError);
    expect(() => quote(['2025-02-30'], { useDefaultPrice: true })).toThrow(RangeError);
    expect(() => quote(['2025-06-19'], { pricesByDay: SLOTS.slice(0, 7) }, ['2025-06-19'])).toThrow(RangeError);
  });

  it('gives zero totals for no nights and no products', () => {
    expect(quote([], { tax: 10 })).toEqual({
      pricesByDay: [],
      dailysTotalPrice: 0,
      productsTotalPrice: 0,
      taxValue: 0,
      totalPrice: 0,
    });
  });
});

describe('calcReservationPrices: products and tax', () => {
  it('adds each chosen product once, whatever the number of nights', () => {
    const products = [
      { id: 1, price: 5_000 },
      { id: 2, price: 2_550 },
      { id: 1, price: 5_000 },
    ];
    const result = calcReservationPrices({
      rental: rental(),
      days: dayRange('2025-06-02', '2025-06-04'),
      holidays: [],
      products,
    });
    expect(result.productsTotalPrice).toBe(7_550);
    expect(result.totalPrice).toBe(60_000 + 7_550);
  });

  it('applies the fee percentage to nights plus products: 0, 10, 12.5 and 33.33 %', () => {
    const products = [{ id: 7, price: 3_333 }];
    // Base: Monday 10.000 + Tuesday 20.000 + product 3.333 = 33.333 cents.
    const at = (tax: number) =>
      calcReservationPrices({ rental: rental({ tax }), days: ['2025-06-02', '2025-06-03'], holidays: [], products });
    expect(at(0)).toMatchObject({
      dailysTotalPrice: 30_000,
      productsTotalPrice: 3_333,
      taxValue: 0,
      totalPrice: 33_333,
    });
    // 33.333 × 10 % = 3.333,3 → 3.333
    expect(at(10)).toMatchObject({ taxValue: 3_333, totalPrice: 36_666 });
    // 33.333 × 12,5 % = 4.166,625 → 4.167
    expect(at(12.5)).toMatchObject({ taxValue: 4_167, totalPrice: 37_500 });
    // 33.333 × 33,33 % = 11.109,8889 → 11.110
    expect(at(33.33)).toMatchObject({ taxValue: 11_110, totalPrice: 44_443 });
  });

  it('rounds the fee half up: 5 cents × 10 % = 0,5 → 1 and 4 cents × 12.5 % = 0,5 → 1', () => {
    expect(percentOf(5, taxBasisPoints(10))).toBe(1);
    expect(percentOf(4, taxBasisPoints(10))).toBe(0);
    expect(percentOf(4, taxBasisPoints(12.5))).toBe(1);
    expect(percentOf(3, taxBasisPoints(12.5))).toBe(0);
    expect(percentOf(15, taxBasisPoints(10))).toBe(2);
    expect(percentOf(25, taxBasisPoints(10))).toBe(3);
    expect(percentOf(12_345, 10_000)).toBe(12_345);
    expect(percentOf(12_345, 0)).toBe(0);
  });

  it('rounds exactly at half-cent boundaries where floating point would not', () => {
    // 3.000 × 1,15 % = 34,5 → 35, but Math.round(3000 * 1.15 / 100) gives 34 (3000 * 1.15 = 3449.9999…).
    expect(percentOf(3_000, taxBasisPoints(1.15))).toBe(35);
    // 5.000 × 2,55 % = 127,5 → 128, but Math.round(5000 * (2.55 / 100)) gives 127.
    expect(percentOf(5_000, taxBasisPoints(2.55))).toBe(128);
    // Near the safe-integer limit: 900.719.925.465 × 10 % = 90.071.992.546,5 → …547; …464 → …546.
    expect(percentOf(900_719_925_465, 1_000)).toBe(90_071_992_547);
    expect(percentOf(900_719_925_464, 1_000)).toBe(90_071_992_546);
    // 1.158.184.285.000 × 77,77 % = 900.719.918.444,5 → …445, which c × 0.7777 rounded in floats misses.
    expect(percentOf(1_158_184_285_000, 7_777)).toBe(900_719_918_445);
  });

  it('turns percentages into basis points without float noise', () => {
    expect(taxBasisPoints(0)).toBe(0);
    expect(taxBasisPoints(10)).toBe(1_000);
    expect(taxBasisPoints(12.5)).toBe(1_250);
    expect(taxBasisPoints(33.33)).toBe(3_333);
    expect(taxBasisPoints(0.07)).toBe(7);
    expect(taxBasisPoints(100)).toBe(10_000);
  });

  it('refuses fees outside 0–100 % and amounts that are not non-negative integer cents', () => {
    expect(() => taxBasisPoints(-1)).toThrow(RangeError);
    expect(() => taxBasisPoints(100.01)).toThrow(RangeError);
    expect(() => taxBasisPoints(Number.NaN)).toThrow(RangeError);
    expect(() => percentOf(10.5, 1_000)).toThrow(RangeError);
    expect(() => percentOf(-10, 1_000)).toThrow(RangeError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 1_000)).toThrow(RangeError);
    expect(() => orderTotals({ valuesDaily: [100, -1], productsTotalPrice: 0, tax: 10 })).toThrow(RangeError);
  });
});

describe('orderTotals', () => {
  it('totals host-adjusted nightly values with the same fee rule as the quote', () => {
    expect(orderTotals({ valuesDaily: [12_000, 0, 9_999], productsTotalPrice: 1_001, tax: 12.5 })).toEqual({
      dailysTotalPrice: 21_999,
      productsTotalPrice: 1_001,
      taxValue: 2_875, // 23.000 × 12,5 % = 2.875
      totalPrice: 25_875,
    });
  });

  it('gives the quote’s totals when fed the quote’s nightly prices', () => {
    const products = [{ id: 1, price: 777 }];
    const q = calcReservationPrices({
      rental: rental({ tax: 33.33 }),
      days: dayRange('2025-12-28', '2026-01-03'),
      holidays: ['2026-01-01'],
      products,
    });
    const { pricesByDay, ...totals } = q;
    expect(orderTotals({ valuesDaily: pricesByDay.map((n) => n.price), productsTotalPrice: 777, tax: 33.33 })).toEqual(
      totals,
    );
  });
});

describe('independence from the process time zone', () => {
  // process.env.TZ cannot be changed reliably once Node has started, so the same quote is computed in fresh
  // processes started with other zones and compared with this process's answer (vitest runs with TZ=UTC).
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  const domainUrl = new URL('./index.ts', import.meta.url).href;
  const script = `
    const d = await import(${JSON.stringify(domainUrl)});
    const days = d.dayRange('2024-12-28', '2025-01-03').concat(d.dayRange('2024-02-27', '2024-03-02'));
    const quote = d.calcReservationPrices({
      rental: { useDefaultPrice: false, defaultPrice: 1, pricesByDay: ${JSON.stringify(SLOTS)}, tax: 12.5 },
      days,
      holidays: d.brazilianNationalHolidays(2025).map((h) => h.date),
      products: [{ id: 1, price: 1234 }],
    });
    const slots = days.map(d.weekdaySlot);
    const today = d.todayIn('America/Sao_Paulo', new Date('2025-03-01T02:30:00Z'));
    console.log(JSON.stringify({ tz: process.env.TZ, offset: new Date('2025-01-01T00:00:00Z').getTimezoneOffset(), quote, slots, today }));
  `;
  const inZone = async (tz: string) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: repoRoot, env: { ...process.env, TZ: tz }, encoding: 'utf8' },
    );
    return JSON.parse(stdout);
  };

  it('gives the same quote, weekday slots and São Paulo day in UTC, UTC+14 and UTC−3', async () => {
    const [here, kiritimati, saoPaulo] = await Promise.all(
      ['UTC', 'Pacific/Kiritimati', 'America/Sao_Paulo'].map(inZone),
    );
    // The children really ran in those zones…
    expect([here.offset, kiritimati.offset, saoPaulo.offset]).toEqual([0, -840, 180]);
    // …and agree with each other and with this process.
    const d = await import('./index.ts');
    const days = d.dayRange('2024-12-28', '2025-01-03').concat(d.dayRange('2024-02-27', '2024-03-02'));
    const expected = {
      quote: d.calcReservationPrices({
        rental: rental({ tax: 12.5 }),
        days,
        holidays: d.brazilianNationalHolidays(2025).map((h) => h.date),
        products: [{ id: 1, price: 1234 }],
      }),
      slots: days.map(d.weekdaySlot),
      today: '2025-02-28',
    };
    for (const child of [here, kiritimati, saoPaulo]) {
      expect({ quote: child.quote, slots: child.slots, today: child.today }).toEqual(expected);
    }
    expect(expected.slots.slice(0, 7)).toEqual([5, 6, 0, 1, 2, 3, 4]);
    expect(expected.quote.pricesByDay.find((n) => n.date === '2025-01-01')?.price).toBe(100_000);
  });
});
