import {
  AVAILABILITY_MAX_DAYS,
  calcReservationPrices,
  daysBetween,
  sortedDistinct,
  type TCalcReservationPricesQuery,
  type TCalendarEvents,
  type TCalendarEventsQuery,
  type TPriceQuote,
  type TPricingProduct,
  type TRentalAvailabilityQuery,
  todayIn,
} from '@estadia/shared';
import { AppError } from '../../core/app-error.ts';
import type { TAuthUser } from '../../core/auth-user.ts';
import type { TDb } from '../../db/client.ts';
import type { TReservationCache } from './reservation-cache.ts';
import { calendarBlockEvents, calendarOrders, createReservationRepository } from './reservation-repository.ts';

export const RENTAL_NOT_FOUND = 'Hospedagem não encontrada.';
export const PRODUCT_NOT_AVAILABLE = 'Produto não disponível para esta hospedagem.';
export const END_BEFORE_START = 'A data final deve ser igual ou posterior à data inicial.';
export const RANGE_TOO_LONG = `O período deve ter no máximo ${AVAILABILITY_MAX_DAYS} dias.`;
const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

/** Days from startDate to endDate, both included, within the limit of one call. */
function checkedRange(startDate: string, endDate: string): number {
  const length = daysBetween(startDate, endDate) + 1;
  if (length < 1) throw AppError.validation(END_BEFORE_START, { endDate: END_BEFORE_START });
  if (length > AVAILABILITY_MAX_DAYS) throw AppError.validation(RANGE_TOO_LONG, { endDate: RANGE_TOO_LONG });
  return length;
}

const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, '0'));
const monthLength = (y: number, m: number) =>
  m === 2 ? ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/**
 * '[{"date":"2031-01-01","isAvailable":true},…]' for the days from startDate, one per flag. Written by hand, the
 * dates counted along rather than made by Date objects: a year of days is this call's whole answer, and building
 * and stringifying 365 objects was most of its CPU time under load (the call is benchmarked, see docs/benchmarks.md).
 */
export function availabilityJson(startDate: string, open: Uint8Array): string {
  let year = Number(startDate.slice(0, 4));
  let month = Number(startDate.slice(5, 7));
  let day = Number(startDate.slice(8, 10));
  let prefix = `${String(year).padStart(4, '0')}-${TWO_DIGITS[month]}-`;
  let json = '[';
  for (let i = 0; i < open.length; i++) {
    json += `${i ? ',' : ''}{"date":"${prefix}${TWO_DIGITS[day]}","isAvailable":${open[i] ? 'true' : 'false'}}`;
    if (++day > monthLength(year, month)) {
      day = 1;
      if (++month > 12) {
        month = 1;
        year++;
      }
      prefix = `${String(year).padStart(4, '0')}-${TWO_DIGITS[month]}-`;
    }
  }
  return `${json}]`;
}

export function createReservationService(db: TDb, cache: TReservationCache) {
  const repo = createReservationRepository(db);

  return {
    /** The price of the nights (a set: sorted, each once) and products of a stay, by the shared pricing rules. */
    async quote(query: TCalcReservationPricesQuery): Promise<TPriceQuote> {
      const days = sortedDistinct(query.days);
      const context = await cache.pricing(query.rentalId, () => repo.pricing(query.rentalId));
      if (!context) throw AppError.notFound(RENTAL_NOT_FOUND);
      const products: TPricingProduct[] = [];
      const unknown: number[] = [];
      for (const id of new Set(query.productsIds ?? [])) {
        const price = context.products.get(id);
        if (price === undefined) unknown.push(id);
        else products.push({ id, price });
      }
      if (unknown.length) {
        throw AppError.validation(PRODUCT_NOT_AVAILABLE, {
          productsIds: `${PRODUCT_NOT_AVAILABLE} (${unknown.join(', ')})`,
        });
      }
      const prices = calcReservationPrices({ rental: context.rental, days, holidays: context.holidays, products });
      return { rentalId: query.rentalId, ...prices };
    },

    /**
     * Each day of the range and whether its night can be booked: not before today (São Paulo) and held by no
     * reservation or imported block. `exceptOrderId` frees that order's own nights for a signed-in user of its
     * company (the edit form), and is ignored for anyone else. Answers the JSON text of TAvailabilityDay[], as
     * bytes (the text is ASCII).
     */
    async availability(query: TRentalAvailabilityQuery, user: TAuthUser | null): Promise<Buffer> {
      const { rentalId, startDate, endDate, exceptOrderId } = query;
      const length = checkedRange(startDate, endDate);
      const today = todayIn(BUSINESS_TIME_ZONE);
      // Whose nights they are matters only to free the edited order's for a signed-in caller.
      const honourExcept = exceptOrderId !== undefined && user !== null;
      const key = `${startDate}|${endDate}|${today}`;
      const kept = honourExcept ? undefined : cache.answer(rentalId, key);
      if (kept) return kept;

      const stays = await cache.stays(rentalId, () => repo.heldStays(rentalId, today));
      if (!stays) throw AppError.notFound(RENTAL_NOT_FOUND);
      const open = new Uint8Array(length);
      open.fill(1, Math.max(0, daysBetween(startDate, today)));
      // Ranges count from stays.since; the answer from startDate.
      const shift = daysBetween(stays.since, startDate);
      for (const range of stays.ranges) {
        const ownOrder =
          honourExcept &&
          range.orderId === exceptOrderId &&
          (user.type === 'admin' || user.companyId === range.companyId);
        const start = Math.max(0, range.start - shift);
        const end = Math.min(length, range.end - shift);
        if (!ownOrder && start < end) open.fill(0, start, end);
      }
      const body = Buffer.from(availabilityJson(startDate, open), 'latin1');
      if (!honourExcept) cache.keepAnswer(rentalId, stays, key, body);
      return body;
    },

    /** The dashboard's month: the caller's company (an admin: every company, or the one asked for). */
    async calendarEvents(query: TCalendarEventsQuery, user: TAuthUser): Promise<TCalendarEvents> {
      checkedRange(query.startDate, query.endDate);
      const companyId = user.type === 'admin' ? (query.companyId ?? undefined) : (user.companyId ?? undefined);
      if (user.type !== 'admin' && companyId === undefined) throw AppError.forbidden();
      const [orders, blocks] = await Promise.all([
        calendarOrders(db, query.startDate, query.endDate, companyId),
        calendarBlockEvents(db, query.startDate, query.endDate, companyId),
      ]);
      return { orders, blocks };
    },
  };
}
