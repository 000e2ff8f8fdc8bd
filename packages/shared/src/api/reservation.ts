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

/**
 * GET /reservation/getRentalAvailability: every date from startDate to endDate, both included. exceptOrderId (the
 * order being edited) counts that order's nights as free, for a signed-in user of its company only.
 */
export const ZRentalAvailabilityQuery = z.object({
  rentalId: zQueryId,
  startDate: zDay({ required: true }),
  endDate: zDay({ required: true }),
  exceptOrderId: zQueryId.optional(),
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

/** GET /reservation/getCalendarEvents: what the dashboard shows between two days (both included). */
export const ZCalendarEventsQuery = z.object({
  startDate: zDay({ required: true }),
  endDate: zDay({ required: true }),
  /** Admins only: one company's events (company users always get their own). */
  companyId: zQueryId.optional(),
});
export type TCalendarEventsQuery = z.infer<typeof ZCalendarEventsQuery>;

/** A pending or paid reservation: nights checkIn … checkOut - 1 (checkOut exclusive). */
export interface TCalendarOrderEvent {
  id: number;
  code: string;
  rentalId: number;
  rentalName: string;
  status: 'pending' | 'paid';
  checkIn: string;
  checkOut: string;
  /** null when the reservation has no guest ('Sem Hóspedes'). */
  firstGuestName: string | null;
}

/** Nights blocked by a calendar imported from another platform (endDay exclusive). */
export interface TCalendarBlockEvent {
  id: number;
  integrationId: number;
  integrationName: string;
  rentalId: number;
  rentalName: string;
  startDay: string;
  endDay: string;
  summary: string | null;
  /** Some of its nights were already a reservation's. */
  conflict: boolean;
}

export interface TCalendarEvents {
  orders: TCalendarOrderEvent[];
  blocks: TCalendarBlockEvent[];
}
