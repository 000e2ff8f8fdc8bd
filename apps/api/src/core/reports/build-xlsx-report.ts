import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatReportValue, toReportBoolean, toReportNumber } from './format-report-value.ts';
import { toCalendarDay, toWallClock, wallClockToCellDate } from './report-date-time.ts';
import type { TReportColumn } from './report-types.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's number formats; the currency symbols are quoted so every spreadsheet reads them as literals. */
export const XLSX_NUMBER_FORMATS = {
  BRL: '"R$" #,##0.00',
  GBP: '"£"#,##0.00',
  integer: '#,##0',
  decimal: '#,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
} as const;

const MAX_SHEET_NAME = 31;
const MAX_CELL_TEXT = 32_767;
const MIN_COLUMN_WIDTH = 8;
const MAX_COLUMN_WIDTH = 60;

type TCellValue = string | number | Date | null;

/** Excel's sheet-name rules: no * ? : \ / [ ], no leading/trailing apostrophe, at most 31 characters, not 'History'. */
export function sanitizeSheetName(title: string): string {
  const trimQuotes = (text: string) => text.replace(/^[\s']+|[\s']+$/g, '');
  let name = trimQuotes(
    stripControlCharacters(title)
      .replace(/[*?:/\\[\]]/g, ' ')
      .replace(/\s+/g, ' '),
  );
  name = name.slice(0, MAX_SHEET_NAME);
  if (/[\ud800-\udbff]$/.test(name)) name = name.slice(0, -1);
  name = trimQuotes(name);
  if (name === '') return 'Relatório';
  return name.toLowerCase() === 'history' ? 'History 1' : name;
}

/** Characters XML 1.0 cannot hold (they would corrupt the workbook), except tab and line breaks. */
function stripControlCharacters(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const isLineBreakOrTab = code === 9 || code === 10 || code === 13;
    const isControl = code < 32 || code === 127;
    const isNonCharacter = (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff;
    if (isLineBreakOrTab || !(isControl || isNonCharacter)) result += char;
  }
  return result;
}

/** Plain text only: a string is always written as a string cell (never `{ formula }`), even when it starts with '='. */
function textCell(text: string): string | null {
  if (text === '') return null;
  const clean = stripControlCharacters(text);
  return clean.length > MAX_CELL_TEXT ? `${clean.slice(0, MAX_CELL_TEXT - 1)}…` : clean;
}

function cellValue(value: unknown, column: TReportColumn): TCellValue {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) {
    switch (column.format) {
      case 'currency': {
        const cents = toReportNumber(value);
        if (cents !== null) return Math.round(cents) / 100;
        break;
      }
      case 'integer':
      case 'decimal': {
        const number = toReportNumber(value);
        if (number !== null) return number;
        break;
      }
      case 'date': {
        const day = toCalendarDay(value);
        if (day) return wallClockToCellDate(day);
        break;
      }
      case 'datetime': {
        const clock = toWallClock(value);
        if (clock) return wallClockToCellDate(clock);
        break;
      }
      case 'boolean': {
        const bool = toReportBoolean(value);
        if (bool !== null) return bool ? 'Sim' : 'Não';
        break;
      }
    }
  }
  return textCell(formatReportValue(value, column));
}

function numberFormat(column: TReportColumn): string | undefined {
  switch (column.format) {
    case 'currency':
      return XLSX_NUMBER_FORMATS[column.currency ?? 'BRL'];
    case 'integer':
    case 'decimal':
    case 'date':
    case 'datetime':
      return XLSX_NUMBER_FORMATS[column.format];
    default:
      return undefined;
  }
}

function displayLength(value: TCellValue, column: TReportColumn): number {
  if (value === null) return 0;
  if (value instanceof Date) return column.format === 'datetime' ? 16 : 10;
  if (typeof value === 'number')
    return formatReportValue(column.format === 'currency' ? value * 100 : value, column).length;
  let longest = 0;
  for (const line of value.split('\n')) longest = Math.max(longest, line.length);
  return longest;
}

const HEADER_STYLE: Partial<ExcelJS.Style> = {
  font: { name: 'Calibri', size: 11, bold: true },
  alignment: { vertical: 'middle' },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } },
  border: { bottom: { style: 'thin', color: { argb: 'FF9CA3AF' } } },
};

/**
 * One sheet named after the title: bold, frozen, filterable header row; typed currency, number and date cells.
 * Cell values and column widths are computed first, then rows are streamed to the zip (exceljs' streaming writer), so
 * a 50,000-row report does not build exceljs' whole in-memory cell model.
 */
export async function buildXlsxReport(
  title: string,
  columns: TReportColumn[],
  rows: Record<string, unknown>[],
  generatedAt: Date,
): Promise<Buffer> {
  const widths = columns.map((column) => column.title.length);
  const values = rows.map((row) =>
    columns.map((column, index) => {
      const value = cellValue(row[column.key], column);
      widths[index] = Math.max(widths[index] ?? 0, displayLength(value, column));
      return value;
    }),
  );

  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: true });
  workbook.creator = 'Estadia';
  workbook.created = generatedAt;
  workbook.modified = generatedAt;
  workbook.title = title;
  const sheet = workbook.addWorksheet(sanitizeSheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => {
    const numFmt = numberFormat(column);
    return {
      width: Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, (widths[index] ?? 0) + 2)),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  const header = sheet.addRow(columns.map((column) => textCell(column.title) ?? ''));
  header.eachCell((cell) => {
    cell.style = HEADER_STYLE;
  });
  header.commit();
  for (const rowValues of values) sheet.addRow(rowValues).commit();
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
