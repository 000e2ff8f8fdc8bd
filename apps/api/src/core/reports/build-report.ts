import { buildPdfReport, PDF_CONTENT_TYPE } from './build-pdf-report.ts';
import { buildXlsxReport, XLSX_CONTENT_TYPE } from './build-xlsx-report.ts';
import { formatFileTimestamp, toBusinessWallClock } from './report-date-time.ts';
import type { TReportFile, TReportFileType, TReportInput } from './report-types.ts';

/** The most rows a report file may hold. */
export const REPORT_MAX_ROWS = 50_000;

const countFormatter = new Intl.NumberFormat('pt-BR');

/** Thrown by buildReport when the filtered listing has more rows than REPORT_MAX_ROWS; the caller maps it to a 4xx. */
export class ReportRowLimitError extends Error {
  readonly code = 'REPORT_ROW_LIMIT';
  readonly limit = REPORT_MAX_ROWS;

  constructor(readonly rowCount: number) {
    super(
      `O relatório teria ${countFormatter.format(rowCount)} linhas, acima do limite de ` +
        `${countFormatter.format(REPORT_MAX_ROWS)}. Refine os filtros e tente novamente.`,
    );
    this.name = 'ReportRowLimitError';
  }
}

/** 'Relatório de Reservas — Março' → 'relatorio-de-reservas-marco'. */
export function slugifyReportTitle(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'relatorio';
}

/**
 * The listing rows as a PDF or XLSX file with the columns' pt-BR titles and formatted values.
 * Throws ReportRowLimitError above REPORT_MAX_ROWS rows, and an Error for an unknown file type or no columns.
 */
export async function buildReport(fileType: TReportFileType, input: TReportInput): Promise<TReportFile> {
  if (fileType !== 'pdf' && fileType !== 'excel') {
    throw new Error(`Tipo de arquivo de relatório inválido: ${String(fileType)}`);
  }
  if (input.columns.length === 0) throw new Error('Selecione ao menos uma coluna para o relatório.');
  if (input.rows.length > REPORT_MAX_ROWS) throw new ReportRowLimitError(input.rows.length);

  const title = input.title.trim() || 'Relatório';
  const generatedAt = input.generatedAt ?? new Date();
  const baseName = `${slugifyReportTitle(title)}-${formatFileTimestamp(toBusinessWallClock(generatedAt))}`;

  if (fileType === 'excel') {
    return {
      fileName: `${baseName}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      body: await buildXlsxReport(title, input.columns, input.rows, generatedAt),
    };
  }
  return {
    fileName: `${baseName}.pdf`,
    contentType: PDF_CONTENT_TYPE,
    body: await buildPdfReport(title, input.columns, input.rows, generatedAt),
  };
}
