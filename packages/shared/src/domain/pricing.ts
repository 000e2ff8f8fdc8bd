/**
 * Reservation pricing, shared by the API's quote, the order save and (later) the public checkout.
 *
 * Money is integer cents. `tax` is the rental's service fee as a percentage (0–100, at most two decimals, e.g. 10
 * or 12.5) applied to nights + products. The one rounding rule, used everywhere:
 *
 *   basisPoints = round(tax × 100)                       (12.5 % → 1250; 33.33 % → 3333)
 *   taxValue    = round half up of (base × basisPoints) / 10000, in integers
 *   totalPrice  = dailysTotalPrice + productsTotalPrice + taxValue
 *
 * "In integers" matters: (base × basisPoints) is an exact integer below 2^53 for any base below 2^53 / 10000
 * (about R$ 9 bilhões), whereas base × 0.125 in floating point can land a hair below a .5 and round down.
 *
 * Night price: `useDefaultPrice` → every night `defaultPrice`; else the holiday slot pricesByDay[7] when the night's
 * date is one of the company's holidays; else the weekday slot pricesByDay[0..6] (Monday..Sunday). `days` are nights.
 */
import { weekdaySlot } from './days.ts';

export const HOLIDAY_SLOT = 7;
const BASIS_POINTS_PER_UNIT = 10_000;

export interface TPricingRental {
  useDefaultPrice: boolean;
  defaultPrice: number;
  /** Eight slots in cents: Monday … Sunday, then holidays. */
  pricesByDay: readonly number[];
  /** Service fee percentage, 0–100, at most two decimals. */
  tax: number;
}

export interface TPricingProduct {
  id: number;
  price: number;
}

export interface TOrderTotals {
  dailysTotalPrice: number;
  productsTotalPrice: number;
  taxValue: number;
  totalPrice: number;
}

export interface TReservationPrices extends TOrderTotals {
  pricesByDay: { date: string; price: number }[];
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} inválido: ${value}`);
}

/** The fee percentage as basis points (hundredths of a percent): 12.5 → 1250. */
export function taxBasisPoints(tax: number): number {
  if (!Number.isFinite(tax) || tax < 0 || tax > 100) throw new RangeError(`Taxa inválida: ${tax}`);
  // Math.round absorbs float noise such as 33.33 × 100 = 3332.9999999999995.
  return Math.round(tax * 100);
}

/** `basisPoints`/10000 of `cents`, rounded half up, in exact integer arithmetic (5 cents × 10 % = 0.5 → 1). */
export function percentOf(cents: number, basisPoints: number): number {
  assertCents(cents, 'Valor');
  if (!Number.isInteger(basisPoints) || basisPoints < 0) throw new RangeError(`Percentual inválido: ${basisPoints}`);
  const scaled = cents * basisPoints + BASIS_POINTS_PER_UNIT / 2;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`Valor alto demais para o cálculo exato: ${cents}`);
  // `%` and the division of an exact multiple are both exact on safe integers; floor(scaled / 10000) is not always.
  return (scaled - (scaled % BASIS_POINTS_PER_UNIT)) / BASIS_POINTS_PER_UNIT;
}

/**
 * Totals of an order from its nightly values (the host may have adjusted them). The quote goes through here too,
 * so the fee rule lives once.
 */
export function orderTotals(input: {
  valuesDaily: readonly number[];
  productsTotalPrice: number;
  tax: number;
}): TOrderTotals {
  let dailysTotalPrice = 0;
  for (const value of input.valuesDaily) {
    assertCents(value, 'Valor da diária');
    dailysTotalPrice += value;
  }
  assertCents(input.productsTotalPrice, 'Total dos produtos');
  const taxValue = percentOf(dailysTotalPrice + input.productsTotalPrice, taxBasisPoints(input.tax));
  return {
    dailysTotalPrice,
    productsTotalPrice: input.productsTotalPrice,
    taxValue,
    totalPrice: dailysTotalPrice + input.productsTotalPrice + taxValue,
  };
}

/** The price quote for `days` (nights, priced in the order given) plus each product (by id) once. */
export function calcReservationPrices(input: {
  rental: TPricingRental;
  days: readonly string[];
  holidays: Iterable<string>;
  products: readonly TPricingProduct[];
}): TReservationPrices {
  const { rental } = input;
  const holidays: ReadonlySet<string> = input.holidays instanceof Set ? input.holidays : new Set(input.holidays);

  const nightPrice = (date: string): number => {
    // Computed first even for the default price so that a malformed day is refused on every path.
    const weekday = weekdaySlot(date);
    if (rental.useDefaultPrice) return rental.defaultPrice;
    const price = rental.pricesByDay[holidays.has(date) ? HOLIDAY_SLOT : weekday];
    if (price === undefined) throw new RangeError('A hospedagem não tem os 8 preços por dia');
    return price;
  };
  const pricesByDay = input.days.map((date) => ({ date, price: nightPrice(date) }));

  // Each chosen product counts once, even if the caller listed it twice.
  const seen = new Set<number>();
  let productsTotalPrice = 0;
  for (const product of input.products) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    assertCents(product.price, 'Preço do produto');
    productsTotalPrice += product.price;
  }

  return {
    pricesByDay,
    ...orderTotals({ valuesDaily: pricesByDay.map((n) => n.price), productsTotalPrice, tax: rental.tax }),
  };
}
