import { ZCalcReservationPricesQuery, ZCalendarEventsQuery, ZRentalAvailabilityQuery } from '@estadia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error.ts';
import { requirePermission, requireUser } from '../../core/guards.ts';
import type { TDb } from '../../db/client.ts';
import type { TReservationCache } from './reservation-cache.ts';
import { createReservationService } from './reservation-service.ts';

const tags = ['reservation'];

/** The spec's message for a missing call parameter, before the values themselves are validated. */
function requireQuery(operation: string, names: string[]) {
  return async (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const name of names) {
      const value = query[name];
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) {
        throw AppError.requiredParameter(name, operation);
      }
    }
  };
}

/** Price quote and availability (public: the booking pages use them too) and the dashboard's events. */
export function reservationRoutes(app: FastifyInstance, deps: { db: TDb; cache: TReservationCache }) {
  const service = createReservationService(deps.db, deps.cache);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reservation/calcReservationPrices',
    {
      schema: {
        tags,
        operationId: 'calcReservationPrices',
        security: [],
        querystring: ZCalcReservationPricesQuery.strict(),
      },
      preValidation: requireQuery('calcReservationPrices', ['rentalId', 'days']),
    },
    (request) => service.quote(request.query),
  );

  r.get(
    '/reservation/getRentalAvailability',
    {
      schema: {
        tags,
        operationId: 'getRentalAvailability',
        security: [],
        querystring: ZRentalAvailabilityQuery.strict(),
      },
      preValidation: requireQuery('getRentalAvailability', ['rentalId', 'startDate', 'endDate']),
    },
    // Sent as the JSON bytes the service wrote (see availabilityJson): no second serialization of a year of days.
    async (request, reply) => {
      const body = await service.availability(request.query, request.auth);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  r.get(
    '/reservation/getCalendarEvents',
    {
      schema: { tags, operationId: 'getCalendarEvents', querystring: ZCalendarEventsQuery.strict() },
      // Who may call is settled before the input is read.
      onRequest: async (request: FastifyRequest) => {
        requirePermission(request, 'ORDER:LIST');
      },
      preValidation: requireQuery('getCalendarEvents', ['startDate', 'endDate']),
    },
    (request) => service.calendarEvents(request.query, requireUser(request)),
  );
}
