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

/** The longest prefix of `text` (plus '…') no wider than `maxWidth` in the current font. */
function fitText(doc: PDFKit.PDFDocument, text: string, maxWidth: number): string {
  if (doc.widthOfString(text) <= maxWidth) return text;
  if (doc.widthOfString(ELLIPSIS) > maxWidth) return '';
  let low = 0;
  let high = text.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, middle).trimEnd()}${ELLIPSIS}`) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low).trimEnd()}${ELLIPSIS}`;
}

/** Widths proportional to content: narrow columns get what they need, the wide ones share the rest equally. */
function columnWidths(doc: PDFKit.PDFDocument, headers: string[], cells: string[][], available: number): number[] {
  const natural = headers.map((header, index) => {
    let longest = '';
    for (const row of cells) {
      const text = row[index] ?? '';
      if (text.length > longest.length) longest = text;
    }
    const headerWidth = doc.font(BOLD).fontSize(CELL_SIZE).widthOfString(header);
    const valueWidth = doc.font(REGULAR).fontSize(CELL_SIZE).widthOfString(longest);
    return Math.max(headerWidth, valueWidth) + 2 * CELL_PADDING;
  });
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
    bufferPages: true,
    info: { Title: title, Creator: 'Estadia', CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const tableWidth = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const pdfTitle = toPdfText(title);
  const headers = columns.map((column) => toPdfText(column.title));
  const cells = rows.map((row) => columns.map((column) => toPdfText(formatReportValue(row[column.key], column))));
  const widths = columnWidths(doc, headers, cells, tableWidth);
  let y = doc.page.margins.top;

  const drawCell = (text: string, x: number, width: number, rowHeight: number, right: boolean) => {
    const fitted = fitText(doc, text, width - 2 * CELL_PADDING);
    if (fitted === '') return;
    const textX = right ? x + width - CELL_PADDING - doc.widthOfString(fitted) : x + CELL_PADDING;
    doc.text(fitted, textX, y + (rowHeight - CELL_SIZE) / 2 + 0.5, { lineBreak: false });
  };
  const drawHeader = () => {
    doc.rect(left, y, tableWidth, HEADER_HEIGHT).fill(HEADER_FILL);
    doc
      .moveTo(left, y + HEADER_HEIGHT)
      .lineTo(left + tableWidth, y + HEADER_HEIGHT)
      .lineWidth(0.5)
      .stroke(RULE_COLOR);
    doc.font(BOLD).fontSize(CELL_SIZE).fillColor(TEXT_COLOR);
    let x = left;
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0;
      drawCell(headers[index] ?? '', x, width, HEADER_HEIGHT, alignRight(column));
      x += width;
    });
    y += HEADER_HEIGHT;
  };

  doc.font(BOLD).fontSize(TITLE_SIZE).fillColor(TEXT_COLOR);
  doc.text(fitText(doc, pdfTitle, tableWidth), left, y, { lineBreak: false });
  y += TITLE_SIZE + 6;
  doc.font(REGULAR).fontSize(SUBTITLE_SIZE).fillColor(MUTED_COLOR);
  doc.text(`Gerado em ${formatWallClock(toBusinessWallClock(generatedAt))}`, left, y, { lineBreak: false });
  y += SUBTITLE_SIZE + 12;
  drawHeader();

  if (cells.length === 0) {
    doc
      .font(ITALIC)
      .fontSize(CELL_SIZE + 1)
      .fillColor(MUTED_COLOR);
    drawCell(PDF_EMPTY_MESSAGE, left, tableWidth, ROW_HEIGHT, false);
  }
  cells.forEach((row, rowIndex) => {
    if (y + ROW_HEIGHT > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      drawHeader();
    }
    if (rowIndex % 2 === 1) doc.rect(left, y, tableWidth, ROW_HEIGHT).fill(ZEBRA_FILL);
    doc.font(REGULAR).fontSize(CELL_SIZE).fillColor(TEXT_COLOR);
    let x = left;
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0;
      drawCell(row[index] ?? '', x, width, ROW_HEIGHT, alignRight(column));
      x += width;
    });
    y += ROW_HEIGHT;
  });

  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    const footerY = doc.page.height - doc.page.margins.bottom + 12;
    const label = `Página ${index + 1} de ${pages.count}`;
    doc.font(REGULAR).fontSize(FOOTER_SIZE).fillColor(MUTED_COLOR);
    const labelWidth = doc.widthOfString(label);
    doc.text(fitText(doc, pdfTitle, tableWidth - labelWidth - 24), left, footerY, { lineBreak: false });
    doc.text(label, left + tableWidth - labelWidth, footerY, { lineBreak: false });
  }

  doc.end();
  return done;
}
