import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import { authenticated, requireUser } from '../../core/guards.ts';
import type { TDb } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { STORED_NAME } from '../../integrations/storage/local-storage.ts';
import type { TFileStorage } from '../../integrations/storage/storage.ts';
import { contentTypeOfStoredName, sniffFileKind } from './file-kind.ts';
import { makeThumbnail, thumbnailNameOf, UnreadableImageError } from './thumbnails.ts';

const MAX_FILES = 20;
const ACCEPTED = 'jpg, jpeg, png ou pdf';

/** An image that does not decode is refused like a file of the wrong type: nothing of its batch is stored. */
async function thumbnailOrRefuse(body: Buffer, fileName: string): Promise<Buffer> {
  try {
    return await makeThumbnail(body);
  } catch (err) {
    if (!(err instanceof UnreadableImageError)) throw err;
    const message =
      err.reason === 'too_large'
        ? `Imagem grande demais: ${fileName}. Envie uma imagem de até 100 megapixels.`
        : `Imagem corrompida ou ilegível: ${fileName}.`;
    throw AppError.badRequest(message, { fileName });
  }
}

export async function uploadsRoutes(app: FastifyInstance, deps: { db: TDb; storage: TFileStorage; maxBytes: number }) {
  const { db, storage, maxBytes } = deps;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: MAX_FILES, fields: 10, fieldSize: 1024, parts: MAX_FILES + 10 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/uploads/uploadFiles',
    {
      schema: {
        tags: ['uploads'],
        operationId: 'uploadFiles',
        consumes: ['multipart/form-data'],
        querystring: z.object({ accept: z.enum(['images', 'all']).optional() }).strict(),
      },
      onRequest: authenticated,
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart())
        throw new AppError('unsupported_media_type', 'Envie os arquivos como multipart/form-data.');
      const onlyImages = request.query.accept === 'images';
      const files: { name: string; originalName: string; contentType: string; body: Buffer; thumbnail?: Buffer }[] = [];
      // Everything is read and checked before anything is stored: one bad file stores none.
      for await (const part of request.files()) {
        const body = await part.toBuffer();
        const kind = sniffFileKind(body);
        if (!kind || (onlyImages && !kind.image)) {
          const accepted = onlyImages ? 'jpg, jpeg ou png' : ACCEPTED;
          throw AppError.badRequest(`Tipo de arquivo não permitido: ${part.filename}. Envie ${accepted}.`, {
            fileName: part.filename,
          });
        }
        files.push({
          name: `${randomBytes(16).toString('hex')}.${kind.ext}`,
          originalName: part.filename.slice(0, 255),
          contentType: kind.contentType,
          body,
          thumbnail: kind.image ? await thumbnailOrRefuse(body, part.filename) : undefined,
        });
      }
      if (!files.length) throw AppError.requiredParameter('files', 'uploadFiles');
      for (const file of files) {
        await storage.save(file.name, file.body);
        if (file.thumbnail) await storage.save(thumbnailNameOf(file.name), file.thumbnail);
      }
      await db.insert(uploads).values(
        files.map((f) => ({
          fileName: f.name,
          originalName: f.originalName,
          contentType: f.contentType,
          size: f.body.length,
          companyId: user.companyId,
          uploadedBy: user.id,
        })),
      );
      return files.map((f) => ({
        fileName: f.name,
        originalName: f.originalName,
        contentType: f.contentType,
        size: f.body.length,
        url: `/api/uploads/files/${f.name}`,
      }));
    },
  );

  // Public: lodging photos appear on the public booking pages; names are random 128-bit values.
  r.get(
    '/uploads/files/:fileName',
    {
      schema: {
        tags: ['uploads'],
        operationId: 'getUploadedFile',
        params: z.object({ fileName: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      const body = STORED_NAME.test(fileName) ? await storage.read(fileName) : null;
      if (!body) throw AppError.notFound('Arquivo não encontrado.');
      return reply
        .header('content-type', contentTypeOfStoredName(fileName))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
