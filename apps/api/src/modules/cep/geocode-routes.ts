import { ZErrorBody, ZGeocodePoint } from '@estadia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../core/guards.ts';
import type { TRateRule } from '../../core/rate-limiter.ts';
import type { TDb } from '../../db/client.ts';
import { GeocodeServiceError, type TGeocoder } from '../../integrations/geocode/geocoder.ts';
import { answerFromProvider, sendUnavailable } from './provider-answer.ts';

/**
 * A form asks once per CEP typed; the public Nominatim allows one request a second for the whole installation,
 * so one person may not take more than a share of it.
 */
export const GEOCODE_RATE_RULE: TRateRule = { limit: 30, windowSeconds: 60 };

/** `geocode` null: geocoding is turned off (GEOCODE_URL empty). */
export function geocodeRoutes(
  app: FastifyInstance,
  deps: { db: TDb; geocode: TGeocoder | null; rateRule?: TRateRule },
) {
  const { db, geocode } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Signed-in only: back-office forms move their map with it; the public would be a free proxy to the provider.
  r.get(
    '/geocode',
    {
      onRequest: authenticated,
      schema: {
        tags: ['cep'],
        operationId: 'geocode',
        querystring: z.object({ q: z.string().trim().min(1).max(300) }),
        response: { 200: ZGeocodePoint, 502: ZErrorBody, 503: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!geocode) return sendUnavailable(reply, 503, 'Geocodificação desativada.');
      const { q } = request.query;
      return answerFromProvider(request, reply, {
        db,
        rateKey: `geocode:user:${user.id}`,
        rateRule: deps.rateRule ?? GEOCODE_RATE_RULE,
        ask: () => geocode(q),
        serviceError: GeocodeServiceError,
        unavailableMessage: 'Serviço de mapas indisponível.',
        notFoundMessage: 'Endereço não encontrado.',
        cache: 'private',
        failureLog: 'Geocoding failed',
        logFields: { userId: user.id },
      });
    },
  );
}
