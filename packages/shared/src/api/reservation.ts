import { z } from 'zod';
import { MAX_NIGHTS } from '../resources/order.ts';
import { zQueryList } from '../resources/resource-schema.ts';
import { MSG } from '../validation/messages.ts';
import { zDay, zQueryId } from '../validation/zod-fields.ts';

/** GET /reservation/calcReservationPrices (booking §7): the nights and optional products of a stay. */
export const ZCalcReservationPricesQuery = z.object({
  rentalId: zQueryId,
  days: zQueryList(zDay({ required: true })).pipe(
    z.array(z.string()).min(1, MSG.notEmpty).max(MAX_NIGHTS, `No máximo ${MAX_NIGHTS} diárias`),
  ),
  productsIds: zQueryList(zQueryId).pipe(z.array(z.number()).max(50)).optional(),
});
export type TCalcReservationPricesQuery = z.infer<typeof ZCalcReservationPricesQuery>;

/** The longest window one availability call answers (two years of days). */
export const AVAILABILITY_MAX_DAYS = 731;

/** GET /reservation/getRentalAvailability: every date from startDate to endDate, both included. */
export const ZRentalAvailabilityQuery = z.object({
  rentalId: zQueryId,
  startDate: zDay({ required: true }),
  endDate: zDay({ required: true }),
});
export type TRentalAvailabilityQuery = z.infer<typeof ZRentalAvailabilityQuery>;

/** Price quote (backoffice §3): every amount in cents. */
export interface TPriceQuote {
  rentalId: number;
  pricesByDay: { date: string; price: number }[];
  dailysTotalPrice: number;
  productsTotalPrice: number;
  taxValue: number;
  totalPrice: number;
}

export interface TAvailabilityDay {
  date: string;
  isAvailable: boolean;
}
