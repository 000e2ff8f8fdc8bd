import { ZNationalHolidaysImport } from '@estadia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error.ts';
import { requireUser } from '../../core/guards.ts';
import { createResourceService } from '../../core/resource/resource-service.ts';
import type { TDb } from '../../db/client.ts';
import { holidaysResource } from './holidays-resource.ts';
import { importNationalHolidays } from './holidays-service.ts';

const OPERATION = 'importNationalHolidays';

/** The holiday calls beyond the generic set; permission is the generic service's own. */
export function holidaysRoutes(app: FastifyInstance, deps: { db: TDb }) {
  const { db } = deps;
  const service = createResourceService(db, holidaysResource);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/holidays/importNationalHolidays',
    {
      schema: { tags: ['holidays'], operationId: OPERATION, body: ZNationalHolidaysImport },
      onRequest: async (request: FastifyRequest) => service.authorize(requireUser(request), 'CREATE'),
      preValidation: async (request: FastifyRequest) => {
        if (request.body === undefined || request.body === null) throw AppError.requiredParameter('body', OPERATION);
      },
    },
    (request) =>
      importNationalHolidays(db, requireUser(request), request.body.year, request.body.companyId ?? undefined),
  );
}
