import { cepDigits, MSG, ZCepAddress, ZErrorBody } from '@estadia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import type { TRateRule } from '../../core/rate-limiter.ts';
import type { TDb } from '../../db/client.ts';
import { CepServiceError, type TCepLookup } from '../../integrations/cep/cep-lookup.ts';
import { answerFromProvider } from './provider-answer.ts';

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
      return answerFromProvider(request, reply, {
        db,
        rateKey: `cep:ip:${request.ip}`,
        rateRule: deps.rateRule ?? CEP_RATE_RULE,
        ask: () => lookup(digits),
        serviceError: CepServiceError,
        unavailableMessage: 'Serviço de CEP indisponível.',
        notFoundMessage: 'CEP não encontrado.',
        cache: 'public',
        failureLog: 'CEP lookup failed',
        logFields: { cep: digits },
      });
    },
  );
}
