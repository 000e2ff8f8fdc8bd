import { z } from 'zod';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

const zQueryInt = (min: number) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, 'Valor inválido')])
    .transform(Number)
    .pipe(z.number().int().min(min, 'Valor inválido'));

/** Paging, sorting and quick search shared by every listing (spec §7.1). */
export const ZListQueryBase = z.object({
  searchTerm: z.string().trim().max(200, 'Deve ter no máximo 200 caracteres').optional(),
  pageSize: zQueryInt(1)
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Tamanho de página inválido (10, 25, 50 ou 100)')
    .optional(),
  pageIndex: zQueryInt(0).optional(),
  orderBy: z.string().max(64).optional(),
  orderDirection: z.enum(['asc', 'desc', '']).optional(),
  id: zQueryInt(1).optional(),
});
export type TListQueryBase = z.infer<typeof ZListQueryBase>;

export const REPORT_FILE_TYPES = ['pdf', 'excel'] as const;
export type TReportFileType = (typeof REPORT_FILE_TYPES)[number];

export interface TListResult<T> {
  data: T[];
  total: number;
}
