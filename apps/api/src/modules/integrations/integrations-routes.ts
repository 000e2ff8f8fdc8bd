import { ZIntegrationIdQuery } from '@estadia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import { requireUser } from '../../core/guards.ts';
import { createResourceService } from '../../core/resource/resource-service.ts';
import type { TDb } from '../../db/client.ts';
import type { TICalSync } from './ical-sync.ts';
import { listBlocks, replaceFeedKey } from './integrations-repository.ts';
import { integrationsResource } from './integrations-resource.ts';

const zIdQuery = z.object({ id: ZIntegrationIdQuery.shape.id.optional() });

/** The integration calls beyond the generic set; permission and tenant scope are the generic service's own. */
export function integrationsRoutes(app: FastifyInstance, deps: { db: TDb; sync: TICalSync }) {
  const { db, sync } = deps;
  const service = createResourceService(db, integrationsResource);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];
  const allow = (action: 'LIST' | 'UPDATE') => async (request: FastifyRequest) => {
    service.authorize(requireUser(request), action);
  };
  const idOf = (query: { id?: number }, operation: string) => {
    if (query.id === undefined) throw AppError.requiredParameter('id', operation);
    return query.id;
  };

  r.post(
    '/integrations/syncNow',
    { schema: { tags, operationId: 'syncNowIntegrations', querystring: zIdQuery }, onRequest: allow('UPDATE') },
    async (request) => {
      const user = requireUser(request);
      const row = await service.findScoped(user, idOf(request.query, 'syncNowIntegrations'));
      await sync.syncIntegration(row.id);
      return service.findScoped(user, row.id);
    },
  );

  r.post(
    '/integrations/regenerateFeedKey',
    {
      schema: { tags, operationId: 'regenerateFeedKeyIntegrations', querystring: zIdQuery },
      onRequest: allow('UPDATE'),
    },
    async (request) => {
      const user = requireUser(request);
      const row = await service.findScoped(user, idOf(request.query, 'regenerateFeedKeyIntegrations'));
      await replaceFeedKey(db, row.id);
      return service.findScoped(user, row.id);
    },
  );

  r.get(
    '/integrations/blocks',
    { schema: { tags, operationId: 'blocksIntegrations', querystring: zIdQuery }, onRequest: allow('LIST') },
    async (request) => {
      const row = await service.findScoped(requireUser(request), idOf(request.query, 'blocksIntegrations'));
      return listBlocks(db, row.id);
    },
  );
}
