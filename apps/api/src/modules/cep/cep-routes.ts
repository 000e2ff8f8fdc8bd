import { cepDigits, MSG, ZCepAddress, ZErrorBody } from '@estadia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import { hitRateLimit, type TRateRule } from '../../core/rate-limiter.ts';
import type { TDb } from '../../db/client.ts';
import { CepServiceError, type TCepLookup } from '../../integrations/cep/cep-lookup.ts';

/** Generous for a person filling forms, tight enough that nobody uses us as a free proxy to the postal service. */
export const CEP_RATE_RULE: TRateRule = { limit: 60, windowSeconds: 60 };

export function cepRoutes(app: FastifyInstance, deps: { db: TDb; lookup: TCepLookup; rateRule?: TRateRule }) {
  const { db, lookup } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the guest checkout fills its address with it too.
  r.get(
    '/cep/:cep',
    {
      schema: {
        tags: ['cep'],
        operationId: 'lookupCep',
        security: [],
        params: z.object({ cep: z.string().max(20) }),
        response: { 200: ZCepAddress, 502: ZErrorBody },
      },
    },
    async (request, reply) => {
      const digits = cepDigits(request.params.cep);
      if (!digits) throw AppError.badRequest(MSG.cep, { cep: MSG.cep });
      await hitRateLimit(db, `cep:ip:${request.ip}`, deps.rateRule ?? CEP_RATE_RULE);
      let address: Awaited<ReturnType<TCepLookup>>;
      try {
        address = await lookup(digits);
      } catch (err) {
        if (!(err instanceof CepServiceError)) throw err;
        // The provider's trouble, not ours and not the caller's: logged for us, a 502 for the caller.
        request.log.warn({ err, cep: digits }, 'CEP lookup failed');
        return reply.status(502).send({
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'Serviço de CEP indisponível.',
          additionalData: null,
        });
      }
      if (!address) throw AppError.notFound('CEP não encontrado.');
      // Addresses of a CEP change rarely; a day of browser caching spares the provider repeated lookups.
      reply.header('cache-control', 'public, max-age=86400');
      return address;
    },
  );
}
