import { REPORT_FILE_TYPES, type TReportFileType, ZListQueryBase } from '@estadia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../app-error.ts';
import { requireUser } from '../guards.ts';
import type { TListInput, TResourceService } from './resource-service.ts';

const zIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Id inválido')
    .transform(Number),
});
const zColumns = z.union([z.string().max(2000), z.array(z.string().max(100)).max(100)]).optional();

type TReportQuery = TListInput & { fileType?: TReportFileType; columns?: string | string[] };

function capitalize(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function splitColumns(value: string | string[]) {
  return (Array.isArray(value) ? value : value.split(',')).map((c) => c.trim()).filter(Boolean);
}

/** The spec's generic call set (§7.1) for one resource definition. */
export function resourceRoutes(app: FastifyInstance, service: TResourceService) {
  const { def } = service;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${def.path}`;
  const entity = capitalize(def.path);
  const tags = [def.path];
  const listQuery = ZListQueryBase.extend(def.schemas.filters.shape).strict();
  const reportQuery = listQuery.extend({ fileType: z.enum(REPORT_FILE_TYPES).optional(), columns: zColumns }).strict();

  const requireBody = (operation: string) => async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null) throw AppError.requiredParameter('body', operation);
  };
  // Who may call is settled before the input is read: a caller without access learns nothing from validation.
  const allow = (action: 'LIST' | 'CREATE' | 'UPDATE' | 'DELETE') => async (request: FastifyRequest) => {
    service.authorize(requireUser(request), action);
  };

  r.get(
    base,
    { schema: { tags, operationId: `list${entity}`, querystring: listQuery }, onRequest: allow('LIST') },
    (request) => service.list(requireUser(request), request.query),
  );
  r.get(
    `${base}/listSimple`,
    { schema: { tags, operationId: `listSimple${entity}`, querystring: listQuery }, onRequest: allow('LIST') },
    (request) => service.list(requireUser(request), request.query, true),
  );
  r.get(
    `${base}/generateReportFile`,
    {
      schema: { tags, operationId: `generateReportFile${entity}`, querystring: reportQuery },
      onRequest: allow('LIST'),
    },
    async (request, reply) => {
      const operation = `generateReportFile${entity}`;
      const { fileType, columns, ...filters } = request.query as TReportQuery;
      if (!fileType) throw AppError.requiredParameter('fileType', operation);
      const keys = columns ? splitColumns(columns) : [];
      if (!keys.length) throw AppError.requiredParameter('columns', operation);
      const file = await service.report(requireUser(request), fileType, keys, filters);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
  r.get(
    `${base}/:id`,
    { schema: { tags, operationId: `get${entity}ById`, params: zIdParam }, onRequest: allow('LIST') },
    (request) => service.get(requireUser(request), request.params.id),
  );
  if (def.operations.includes('create') && def.schemas.create) {
    r.post(
      base,
      {
        schema: { tags, operationId: `create${entity}`, body: def.schemas.create },
        onRequest: allow('CREATE'),
        preValidation: requireBody(`create${entity}`),
      },
      (request, reply) =>
        service
          .create(requireUser(request), request.body as Record<string, unknown>)
          .then((row) => reply.status(201).send(row)),
    );
  }
  if (def.operations.includes('update') && def.schemas.update) {
    r.put(
      base,
      {
        schema: { tags, operationId: `update${entity}`, body: def.schemas.update },
        onRequest: allow('UPDATE'),
        preValidation: requireBody(`update${entity}`),
      },
      (request) => service.update(requireUser(request), request.body as Record<string, unknown> & { id: number }),
    );
  }
  if (def.operations.includes('delete')) {
    const operation = `delete${entity}`;
    r.delete(
      base,
      {
        schema: { tags, operationId: operation, querystring: z.object({ id: zIdParam.shape.id.optional() }).strict() },
        onRequest: allow('DELETE'),
      },
      (request) => {
        if (request.query.id === undefined) throw AppError.requiredParameter('id', operation);
        return service.remove(requireUser(request), request.query.id);
      },
    );
  }
}
