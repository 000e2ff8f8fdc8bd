import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

export const IMAGE_NOT_FOUND = 'Imagem não encontrada. Envie a imagem novamente.';

/**
 * The names among `names` that are not images this company may show: an upload must exist (so a gallery never
 * points at nothing) and be an image uploaded by the company or by a platform admin (uploads without a company).
 */
export async function missingImages(tx: TDb, companyId: number, names: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(names)];
  if (!wanted.length) return new Set();
  const found = await tx
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(
      and(
        inArray(uploads.fileName, wanted),
        like(uploads.contentType, 'image/%'),
        or(isNull(uploads.companyId), eq(uploads.companyId, companyId)),
      ),
    );
  const known = new Set(found.map((row) => row.fileName));
  return new Set(wanted.filter((name) => !known.has(name)));
}
