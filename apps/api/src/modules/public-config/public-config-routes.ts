import { type TPublicConfig, ZPublicConfig } from '@estadia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config.ts';

/** Settings the web app needs, readable without signing in: nothing secret belongs here. */
export function publicConfigRoutes(app: FastifyInstance, config: Pick<TConfig, 'mapTileUrl'>) {
  const body: TPublicConfig = { mapTileUrl: config.mapTileUrl };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/config/public',
      { schema: { tags: ['config'], operationId: 'publicConfig', security: [], response: { 200: ZPublicConfig } } },
      async () => body,
    );
}
