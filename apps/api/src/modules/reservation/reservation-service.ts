import {
  AVAILABILITY_MAX_DAYS,
  addDays,
  calcReservationPrices,
  dayRange,
  daysBetween,
  sortedDistinct,
  type TAvailabilityDay,
  type TCalcReservationPricesQuery,
  type TCalendarEvents,
  type TCalendarEventsQuery,
  type TPriceQuote,
  type TRentalAvailabilityQuery,
  todayIn,
} from '@estadia/shared';
import { AppError } from '../../core/app-error.ts';
import type { TAuthUser } from '../../core/auth-user.ts';
import type { TDb } from '../../db/client.ts';
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

export function createReservationService(db: TDb) {
  const repo = createReservationRepository(db);

  return {
    /** The price of the nights (a set: sorted, each once) and products of a stay, by the shared pricing rules. */
    async quote(query: TCalcReservationPricesQuery): Promise<TPriceQuote> {
      const days = sortedDistinct(query.days);
      const productIds = [...new Set(query.productsIds ?? [])];
      const rental = await repo.pricing(query.rentalId, days, productIds);
      if (!rental) throw AppError.notFound(RENTAL_NOT_FOUND);
      if (rental.products.length !== productIds.length) {
        const known = new Set(rental.products.map((p) => p.id));
        const unknown = productIds.filter((id) => !known.has(id));
        throw AppError.validation(PRODUCT_NOT_AVAILABLE, {
          productsIds: `${PRODUCT_NOT_AVAILABLE} (${unknown.join(', ')})`,
        });
      }
      const prices = calcReservationPrices({
        rental,
        days,
        holidays: rental.holidays,
        products: rental.products,
      });
      return { rentalId: query.rentalId, ...prices };
    },

    /**
     * Each day of the range and whether its night can be booked: not before today (São Paulo) and held by no
     * reservation or imported block. `exceptOrderId` frees that order's own nights for a signed-in user of its
     * company (the edit form), and is ignored for anyone else.
     */
    async availability(query: TRentalAvailabilityQuery, user: TAuthUser | null): Promise<TAvailabilityDay[]> {
      const { startDate, endDate, exceptOrderId } = query;
      const length = checkedRange(startDate, endDate);
      const holders = await repo.holders(query.rentalId, startDate, addDays(endDate, 1));
      if (!holders) throw AppError.notFound(RENTAL_NOT_FOUND);

      const held = new Uint8Array(length);
      for (const holder of holders) {
        const ownOrder =
          exceptOrderId !== undefined &&
          holder.orderId === exceptOrderId &&
          user !== null &&
          (user.type === 'admin' || user.companyId === holder.companyId);
        if (ownOrder) continue;
        const from = Math.max(0, daysBetween(startDate, holder.start));
        const to = Math.min(length, daysBetween(startDate, holder.end));
        held.fill(1, from, to);
      }
      const firstOpen = Math.max(0, daysBetween(startDate, todayIn(BUSINESS_TIME_ZONE)));
      return dayRange(startDate, endDate).map((date, i) => ({ date, isAvailable: i >= firstOpen && held[i] === 0 }));
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
