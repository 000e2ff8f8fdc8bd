import PDFDocument from 'pdfkit';
import { formatReportValue } from './format-report-value.ts';
import { formatWallClock, toBusinessWallClock } from './report-date-time.ts';
import type { TReportColumn } from './report-types.ts';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const PDF_EMPTY_MESSAGE = 'Nenhum item encontrado!';

/** More columns than this → A4 landscape. */
const PORTRAIT_MAX_COLUMNS = 5;
const MARGIN = 36;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';
const TITLE_SIZE = 14;
const SUBTITLE_SIZE = 9;
const CELL_SIZE = 8;
const FOOTER_SIZE = 8;
const ROW_HEIGHT = 16;
const HEADER_HEIGHT = 18;
const CELL_PADDING = 4;
const ELLIPSIS = '…';
const TEXT_COLOR = '#111827';
const MUTED_COLOR = '#4b5563';
const HEADER_FILL = '#e5e7eb';
const ZEBRA_FILL = '#f3f4f6';
const RULE_COLOR = '#9ca3af';

/** WinAnsi (the built-in PDF fonts' encoding) outside Latin-1: € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ. */
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018,
  0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
}

/** One line of text the built-in fonts can draw: whitespace collapsed, other letters without accent or '?'. */
export function toPdfText(text: string): string {
  const normalized = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  let result = '';
  for (const char of normalized) {
    if (isWinAnsi(char)) {
      result += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    result += base !== '' && [...base].every(isWinAnsi) ? base : '?';
  }
  return result;
}

type TMeasure = (text: string) => number;

/** The longest prefix of `text` (plus '…') no wider than `maxWidth`. */
function fitText(measure: TMeasure, text: string, maxWidth: number): string {
  if (measure(text) <= maxWidth) return text;
  if (measure(ELLIPSIS) > maxWidth) return '';
  let low = 0;
  let high = text.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${text.slice(0, middle).trimEnd()}${ELLIPSIS}`) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low).trimEnd()}${ELLIPSIS}`;
}

/** Widths proportional to content: narrow columns get what they need, the wide ones share the rest equally. */
function columnWidths(natural: number[], available: number): number[] {
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= available) return natural.map((width) => (width * available) / total);

  const widths = natural.map(() => 0);
  const narrowestFirst = natural.map((_, index) => index).sort((a, b) => (natural[a] ?? 0) - (natural[b] ?? 0));
  let remaining = available;
  narrowestFirst.forEach((index, position) => {
    const width = Math.min(natural[index] ?? 0, remaining / (narrowestFirst.length - position));
    widths[index] = width;
    remaining -= width;
  });
  return widths;
}

function alignRight(column: TReportColumn): boolean {
  return column.format === 'currency' || column.format === 'integer';
}

/**
 * A4 (landscape above 5 columns): title, 'Gerado em', a table whose header repeats on every page, one truncated line
 * per cell, zebra rows and 'Página n de N' in the footer.
 * Rows have a fixed height, so the page count is known up front and each page is written out as soon as it is full
 * (buffering every page until the end would hold hundreds of MB for a 50,000-row report).
 */
export async function buildPdfReport(
  title: string,
  columns: TReportColumn[],
  rows: Record<string, unknown>[],
  generatedAt: Date,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: columns.length > PORTRAIT_MAX_COLUMNS ? 'landscape' : 'portrait',
    margin: MARGIN,
    info: { Title: title, Creator: 'Estadia', CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let currentFont = '';
  const useFont = (name: string, size: number, color: string) => {
    doc.font(name).fontSize(size).fillColor(color);
    currentFont = `${name}/${size}`;
  };
  const widthCache = new Map<string, number>();
  const measure: TMeasure = (text) => {
    const key = `${currentFont}|${text}`;
    let width = widthCache.get(key);
    if (width === undefined) {
      if (widthCache.size >= 50_000) widthCache.clear();
      width = doc.widthOfString(text);
      widthCache.set(key, width);
    }
    return width;
  };

  const { margins, width: pageWidth, height: pageHeight } = doc.page;
  const left = margins.left;
  const top = margins.top;
  const bottom = pageHeight - margins.bottom;
  const tableWidth = pageWidth - left - margins.right;
  const firstTableTop = top + TITLE_SIZE + 6 + SUBTITLE_SIZE + 12;
  const rowsPerPage = (tableTop: number) => Math.max(1, Math.floor((bottom - tableTop - HEADER_HEIGHT) / ROW_HEIGHT));
  const firstPageRows = rowsPerPage(firstTableTop);
  const nextPageRows = rowsPerPage(top);
  const pageCount = rows.length <= firstPageRows ? 1 : 1 + Math.ceil((rows.length - firstPageRows) / nextPageRows);

  const pdfTitle = toPdfText(title);
  const headers = columns.map((column) => toPdfText(column.title));
  const cells = rows.map((row) => columns.map((column) => toPdfText(formatReportValue(row[column.key], column))));
  const natural = headers.map((header, index) => {
    let longest = '';
    for (const row of cells) {
      const text = row[index] ?? '';
      if (text.length > longest.length) longest = text;
    }
    useFont(BOLD, CELL_SIZE, TEXT_COLOR);
    const headerWidth = measure(header);
    useFont(REGULAR, CELL_SIZE, TEXT_COLOR);
    return Math.max(headerWidth, measure(longest)) + 2 * CELL_PADDING;
  });
  const widths = columnWidths(natural, tableWidth);
  let y = top;
  let pageNumber = 1;

  const drawCell = (text: string, x: number, width: number, rowHeight: number, right: boolean) => {
    const fitted = fitText(measure, text, width - 2 * CELL_PADDING);
    if (fitted === '') return;
    const textX = right ? x + width - CELL_PADDING - measure(fitted) : x + CELL_PADDING;
    doc.text(fitted, textX, y + (rowHeight - CELL_SIZE) / 2 + 0.5, { lineBreak: false });
  };
  const drawFooter = () => {
    const footerY = bottom + 12;
    const label = `Página ${pageNumber} de ${pageCount}`;
    useFont(REGULAR, FOOTER_SIZE, MUTED_COLOR);
    const labelWidth = measure(label);
    doc.text(fitText(measure, pdfTitle, tableWidth - labelWidth - 24), left, footerY, { lineBreak: false });
    doc.text(label, left + tableWidth - labelWidth, footerY, { lineBreak: false });
  };
  const drawHeader = () => {
    doc.rect(left, y, tableWidth, HEADER_HEIGHT).fill(HEADER_FILL);
    doc
      .moveTo(left, y + HEADER_HEIGHT)
      .lineTo(left + tableWidth, y + HEADER_HEIGHT)
      .lineWidth(0.5)
      .stroke(RULE_COLOR);
    useFont(BOLD, CELL_SIZE, TEXT_COLOR);
    let x = left;
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0;
      drawCell(headers[index] ?? '', x, width, HEADER_HEIGHT, alignRight(column));
      x += width;
    });
    y += HEADER_HEIGHT;
  };

  drawFooter();
  useFont(BOLD, TITLE_SIZE, TEXT_COLOR);
  doc.text(fitText(measure, pdfTitle, tableWidth), left, y, { lineBreak: false });
  useFont(REGULAR, SUBTITLE_SIZE, MUTED_COLOR);
  doc.text(`Gerado em ${formatWallClock(toBusinessWallClock(generatedAt))}`, left, y + TITLE_SIZE + 6, {
    lineBreak: false,
  });
  y = firstTableTop;
  drawHeader();

  if (cells.length === 0) {
    useFont(ITALIC, CELL_SIZE + 1, MUTED_COLOR);
    drawCell(PDF_EMPTY_MESSAGE, left, tableWidth, ROW_HEIGHT, false);
  }
  let rowsLeftOnPage = firstPageRows;
  cells.forEach((row, rowIndex) => {
    if (rowsLeftOnPage === 0) {
      doc.addPage();
      pageNumber++;
      drawFooter();
      y = top;
      drawHeader();
      rowsLeftOnPage = nextPageRows;
    }
    if (rowIndex % 2 === 1) doc.rect(left, y, tableWidth, ROW_HEIGHT).fill(ZEBRA_FILL);
    useFont(REGULAR, CELL_SIZE, TEXT_COLOR);
    let x = left;
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0;
      drawCell(row[index] ?? '', x, width, ROW_HEIGHT, alignRight(column));
      x += width;
    });
    y += ROW_HEIGHT;
    rowsLeftOnPage--;
  });

  if (pageNumber !== pageCount) throw new Error(`PDF page count mismatch: ${pageNumber} of ${pageCount}`);
  doc.end();
  return done;
}
