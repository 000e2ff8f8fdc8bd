import ExcelJS from 'exceljs';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { describe, expect, it } from 'vitest';
import { buildReport, REPORT_MAX_ROWS, ReportRowLimitError } from './build-report.ts';
import { formatReportValue } from './format-report-value.ts';
import type { TReportColumn } from './report-types.ts';

const GENERATED_AT = new Date('2024-03-01T17:30:00Z'); // 14:30 in São Paulo

const columns: TReportColumn[] = [
  { key: 'name', title: 'Nome' },
  { key: 'total', title: 'Valor total', format: 'currency' },
  { key: 'checkIn', title: 'Check-in', format: 'date' },
  { key: 'createdAt', title: 'Criado em', format: 'datetime' },
  { key: 'paid', title: 'Pago', format: 'boolean' },
];

const rows: Record<string, unknown>[] = [
  {
    name: 'João Conceição',
    total: 123456,
    checkIn: '2024-03-01',
    createdAt: new Date('2024-03-01T02:30:00Z'),
    paid: true,
  },
  { name: '=SUM(1,2)', total: 990, checkIn: '2024-12-31', createdAt: '2024-12-31T23:59:00-03:00', paid: false },
];

function withTimeZone<T>(timeZone: string, run: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return run();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('workbook without sheets');
  return { workbook, sheet };
}

/**
 * pdf.js 1.x (inside pdf-parse) mishandles a Node Buffer that is a view into a larger pool (small files): it reads
 * from the start of the underlying memory. A plain Uint8Array copy owns its memory.
 */
async function readPdf(body: Buffer) {
  const data = new Uint8Array(body);
  const sizes: { width: number; height: number }[] = [];
  await pdfParse(data, {
    pagerender: async (page) => {
      const { width, height } = page.getViewport(1);
      sizes.push({ width, height });
      return '';
    },
  });
  const { text, numpages } = await pdfParse(data);
  return { text, numpages, sizes };
}

describe('formatReportValue', () => {
  it('formats integer cents as BRL currency in pt-BR, and GBP in en-GB', () => {
    const brl: TReportColumn = { key: 'v', title: 'Valor', format: 'currency' };
    expect(formatReportValue(123456, brl)).toBe('R$ 1.234,56');
    expect(formatReportValue(5, brl)).toBe('R$ 0,05');
    expect(formatReportValue(0, brl)).toBe('R$ 0,00');
    expect(formatReportValue(-150000, brl)).toBe('-R$ 1.500,00');
    expect(formatReportValue('123456', brl)).toBe('R$ 1.234,56');
    expect(formatReportValue(123456n, brl)).toBe('R$ 1.234,56');
    expect(formatReportValue(123456, { ...brl, currency: 'GBP' })).toBe('£1,234.56');
  });

  it('formats a YYYY-MM-DD date as dd/MM/yyyy without shifting the day, whatever the process time zone', () => {
    const column: TReportColumn = { key: 'd', title: 'Data', format: 'date' };
    for (const timeZone of ['UTC', 'America/New_York', 'America/Sao_Paulo', 'Asia/Tokyo']) {
      withTimeZone(timeZone, () => {
        expect(formatReportValue('2024-03-01', column)).toBe('01/03/2024');
        expect(formatReportValue('2024-01-01', column)).toBe('01/01/2024');
      });
    }
    withTimeZone('America/New_York', () => {
      // the zone really changed: UTC midnight is still the previous day in New York
      expect(new Date('2024-03-01T00:00:00Z').getDate()).toBe(29);
      expect(formatReportValue('2024-03-01', column)).toBe('01/03/2024');
    });
  });

  it('formats a date-only Date (UTC or local midnight) as its calendar day', () => {
    const column: TReportColumn = { key: 'd', title: 'Data', format: 'date' };
    expect(formatReportValue(new Date(Date.UTC(2024, 2, 1)), column)).toBe('01/03/2024');
    withTimeZone('Asia/Tokyo', () => {
      expect(formatReportValue(new Date(2024, 2, 1), column)).toBe('01/03/2024');
    });
    expect(formatReportValue(new Date('2024-03-01T02:30:00Z'), column)).toBe('29/02/2024');
  });

  it('formats a datetime as dd/MM/yyyy HH:mm (24-hour) in São Paulo time, whatever the process time zone', () => {
    const column: TReportColumn = { key: 'd', title: 'Criado em', format: 'datetime' };
    for (const timeZone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      withTimeZone(timeZone, () => {
        expect(formatReportValue(new Date('2024-03-01T02:30:00Z'), column)).toBe('29/02/2024 23:30');
        expect(formatReportValue('2024-07-10T21:05:00.000Z', column)).toBe('10/07/2024 18:05');
        expect(formatReportValue('2024-07-10T18:05:00-03:00', column)).toBe('10/07/2024 18:05');
        expect(formatReportValue(new Date('2024-07-10T03:00:00Z'), column)).toBe('10/07/2024 00:00');
      });
    }
  });

  it('shows a datetime string without zone designator as São Paulo wall-clock time', () => {
    const column: TReportColumn = { key: 'd', title: 'Criado em', format: 'datetime' };
    expect(formatReportValue('2024-07-10T18:05:30', column)).toBe('10/07/2024 18:05');
    expect(formatReportValue('2024-07-10', column)).toBe('10/07/2024 00:00');
  });

  it("formats booleans as 'Sim'/'Não'", () => {
    const column: TReportColumn = { key: 'b', title: 'Ativo', format: 'boolean' };
    expect(formatReportValue(true, column)).toBe('Sim');
    expect(formatReportValue(false, column)).toBe('Não');
    expect(formatReportValue('false', column)).toBe('Não');
  });

  it('formats integers with pt-BR grouping', () => {
    const column: TReportColumn = { key: 'n', title: 'Hóspedes', format: 'integer' };
    expect(formatReportValue(1234567, column)).toBe('1.234.567');
    expect(formatReportValue(42, column)).toBe('42');
    expect(formatReportValue('1234', column)).toBe('1.234');
  });

  it('formats decimals (a numeric column arrives as text) with a pt-BR comma and up to two places', () => {
    const column: TReportColumn = { key: 'tax', title: 'Taxa de serviço (%)', format: 'decimal' };
    expect(formatReportValue('12.50', column)).toBe('12,5');
    expect(formatReportValue(1234.567, column)).toBe('1.234,57');
    expect(formatReportValue(10, column)).toBe('10');
  });

  it('shows the enum label, or the raw value when there is no label', () => {
    const column: TReportColumn = {
      key: 's',
      title: 'Situação',
      format: 'enum',
      options: { confirmed: 'Confirmada', cancelled: 'Cancelada' },
    };
    expect(formatReportValue('confirmed', column)).toBe('Confirmada');
    expect(formatReportValue('pending', column)).toBe('pending');
    expect(formatReportValue('constructor', column)).toBe('constructor');
  });

  it("shows null/undefined as '' and joins arrays with ', ' (formatting each item)", () => {
    const text: TReportColumn = { key: 't', title: 'Texto' };
    const amenities: TReportColumn = {
      key: 'a',
      title: 'Comodidades',
      format: 'enum',
      options: { pool: 'Piscina', wifi: 'Wi-Fi' },
    };
    expect(formatReportValue(null, text)).toBe('');
    expect(formatReportValue(undefined, { ...text, format: 'currency' })).toBe('');
    expect(formatReportValue(['a', null, 'b'], text)).toBe('a, b');
    expect(formatReportValue(['pool', 'wifi'], amenities)).toBe('Piscina, Wi-Fi');
    expect(formatReportValue([], text)).toBe('');
  });

  it('shows text as is and values that do not fit their format as text', () => {
    expect(formatReportValue('Casa da Praia', { key: 't', title: 'Nome' })).toBe('Casa da Praia');
    expect(formatReportValue(12, { key: 't', title: 'Quarto' })).toBe('12');
    expect(formatReportValue('amanhã', { key: 'd', title: 'Data', format: 'date' })).toBe('amanhã');
    expect(formatReportValue('2024-02-30', { key: 'd', title: 'Data', format: 'date' })).toBe('2024-02-30');
    expect(formatReportValue('n/d', { key: 'v', title: 'Valor', format: 'currency' })).toBe('n/d');
  });
});

describe('buildReport excel', () => {
  it('names the file after the title and the São Paulo generation time, with the XLSX content type', async () => {
    const file = await buildReport('excel', {
      title: 'Relatório de Reservas',
      columns,
      rows,
      generatedAt: GENERATED_AT,
    });
    expect(file.fileName).toBe('relatorio-de-reservas-20240301-1430.xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.body.subarray(0, 2).toString()).toBe('PK');
  });

  it('writes one sheet named after the title with a bold, frozen, filterable header of the column titles', async () => {
    const file = await buildReport('excel', {
      title: 'Relatório de Reservas',
      columns,
      rows,
      generatedAt: GENERATED_AT,
    });
    const { workbook, sheet } = await readXlsx(file.body);
    expect(workbook.worksheets).toHaveLength(1);
    expect(sheet.name).toBe('Relatório de Reservas');
    expect(columns.map((_, index) => sheet.getRow(1).getCell(index + 1).value)).toEqual([
      'Nome',
      'Valor total',
      'Check-in',
      'Criado em',
      'Pago',
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E1');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('João Conceição'.length);
  });

  it("sanitizes the sheet name to Excel's rules (no : / [ ] * ? \\, at most 31 characters)", async () => {
    const title = "'Reservas: 2024/03 [março] * por imóvel? e proprietário'";
    const file = await buildReport('excel', { title, columns, rows: [] });
    const { sheet } = await readXlsx(file.body);
    expect(sheet.name).toBe('Reservas 2024 03 março por imóv');
    expect(sheet.name.length).toBeLessThanOrEqual(31);
  });

  it('writes currency as the numeric value in reais with a currency number format', async () => {
    const gbp: TReportColumn = { key: 'gbp', title: 'Valor (GBP)', format: 'currency', currency: 'GBP' };
    const file = await buildReport('excel', {
      title: 'Reservas',
      columns: [...columns, gbp],
      rows: [{ ...rows[0], gbp: 123456 }],
    });
    const { sheet } = await readXlsx(file.body);
    expect(sheet.getCell('B2').value).toBe(1234.56);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B2').numFmt).toBe('"R$" #,##0.00');
    expect(sheet.getCell('F2').value).toBe(1234.56);
    expect(sheet.getCell('F2').numFmt).toBe('"£"#,##0.00');
  });

  it('writes dates and datetimes as real date cells holding the São Paulo wall-clock time', async () => {
    const file = await buildReport('excel', { title: 'Reservas', columns, rows });
    const { sheet } = await readXlsx(file.body);
    const checkIn = sheet.getCell('C2');
    expect(checkIn.type).toBe(ExcelJS.ValueType.Date);
    expect((checkIn.value as Date).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(checkIn.numFmt).toBe('dd/mm/yyyy');
    const createdAt = sheet.getCell('D2');
    expect(createdAt.type).toBe(ExcelJS.ValueType.Date);
    expect((createdAt.value as Date).toISOString()).toBe('2024-02-29T23:30:00.000Z');
    expect(createdAt.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect((sheet.getCell('D3').value as Date).toISOString()).toBe('2024-12-31T23:59:00.000Z');
  });

  it("writes booleans as 'Sim'/'Não'", async () => {
    const file = await buildReport('excel', { title: 'Reservas', columns, rows });
    const { sheet } = await readXlsx(file.body);
    expect(sheet.getCell('E2').value).toBe('Sim');
    expect(sheet.getCell('E3').value).toBe('Não');
  });

  it("keeps text starting with '=', '+', '-' or '@' as plain strings, never formulas", async () => {
    const file = await buildReport('excel', {
      title: 'Contatos',
      columns: [{ key: 'v', title: 'Valor' }],
      rows: [{ v: '=SUM(1,2)' }, { v: '+55 11 99999-0000' }, { v: '-10' }, { v: '@cmd' }],
    });
    const { sheet } = await readXlsx(file.body);
    const values = [2, 3, 4, 5].map((row) => sheet.getCell(`A${row}`));
    expect(values.map((cell) => cell.value)).toEqual(['=SUM(1,2)', '+55 11 99999-0000', '-10', '@cmd']);
    for (const cell of values) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
  });

  it('writes enum labels, joined arrays and integers', async () => {
    const file = await buildReport('excel', {
      title: 'Imóveis',
      columns: [
        { key: 'status', title: 'Situação', format: 'enum', options: { active: 'Ativo' } },
        { key: 'tags', title: 'Etiquetas' },
        { key: 'guests', title: 'Hóspedes', format: 'integer' },
      ],
      rows: [{ status: 'active', tags: ['praia', 'piscina'], guests: 1200 }],
    });
    const { sheet } = await readXlsx(file.body);
    expect(sheet.getCell('A2').value).toBe('Ativo');
    expect(sheet.getCell('B2').value).toBe('praia, piscina');
    expect(sheet.getCell('C2').value).toBe(1200);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0');
  });

  it('writes only the header row when there are no rows', async () => {
    const file = await buildReport('excel', { title: 'Reservas', columns, rows: [] });
    const { sheet } = await readXlsx(file.body);
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getCell('A1').value).toBe('Nome');
  });
});

describe('buildReport pdf', () => {
  it('writes the title, generation time, headers and formatted values', async () => {
    const file = await buildReport('pdf', { title: 'Relatório de Reservas', columns, rows, generatedAt: GENERATED_AT });
    expect(file.fileName).toBe('relatorio-de-reservas-20240301-1430.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, numpages } = await readPdf(file.body);
    expect(numpages).toBe(1);
    expect(text).toContain('Relatório de Reservas');
    expect(text).toContain('Gerado em 01/03/2024 14:30');
    for (const column of columns) expect(text).toContain(column.title);
    expect(text).toContain('João Conceição');
    expect(text).toContain('R$ 1.234,56');
    expect(text).toContain('01/03/2024');
    expect(text).toContain('29/02/2024 23:30');
    expect(text).toContain('Sim');
    expect(text).toContain('Não');
    expect(text).toContain('Página 1 de 1');
  });

  it('uses A4 portrait up to 5 columns and A4 landscape above', async () => {
    const portrait = await readPdf((await buildReport('pdf', { title: 'R', columns, rows })).body);
    expect(portrait.sizes[0]?.width).toBeCloseTo(595.28, 1);
    expect(portrait.sizes[0]?.height).toBeCloseTo(841.89, 1);
    const sixColumns = [...columns, { key: 'extra', title: 'Extra' }];
    const landscape = await readPdf((await buildReport('pdf', { title: 'R', columns: sixColumns, rows })).body);
    expect(landscape.sizes[0]?.width).toBeCloseTo(841.89, 1);
    expect(landscape.sizes[0]?.height).toBeCloseTo(595.28, 1);
  });

  it('repeats the header on every page and numbers the pages', async () => {
    const manyRows = Array.from({ length: 60 }, (_, index) => ({ ...rows[0], name: `Hóspede ${index + 1}` }));
    const file = await buildReport('pdf', { title: 'Reservas', columns, rows: manyRows });
    const { text, numpages } = await readPdf(file.body);
    expect(numpages).toBe(2);
    expect(text).toContain('Página 1 de 2');
    expect(text).toContain('Página 2 de 2');
    expect(text.split('Check-in').length - 1).toBe(2);
    expect(text).toContain('Hóspede 1');
    expect(text).toContain('Hóspede 60');
  });

  it('truncates text that does not fit its cell with an ellipsis, on one line', async () => {
    const long = `Observação ${'muito '.repeat(80)}longa`;
    const file = await buildReport('pdf', {
      title: 'Notas',
      columns: [
        { key: 'name', title: 'Nome' },
        { key: 'note', title: 'Observação' },
      ],
      rows: [{ name: 'Ana', note: long }],
    });
    const { text } = await readPdf(file.body);
    expect(text).toMatch(/Observação muito (muito )*mu?i?t?o?(…|\.\.\.)/);
    expect(text).not.toContain('longa');
  });

  it("writes 'Nenhum item encontrado!' when there are no rows", async () => {
    const file = await buildReport('pdf', { title: 'Reservas', columns, rows: [] });
    const { text, numpages } = await readPdf(file.body);
    expect(numpages).toBe(1);
    expect(text).toContain('Nome');
    expect(text).toContain('Nenhum item encontrado!');
    expect(text).toContain('Página 1 de 1');
  });
});

describe('buildReport guard rails', () => {
  it(`refuses more than ${REPORT_MAX_ROWS} rows with a clear error`, async () => {
    const tooMany = Array.from({ length: REPORT_MAX_ROWS + 1 }, () => ({ name: 'x' }));
    for (const fileType of ['pdf', 'excel'] as const) {
      const attempt = buildReport(fileType, { title: 'Reservas', columns, rows: tooMany });
      await expect(attempt).rejects.toBeInstanceOf(ReportRowLimitError);
      await expect(attempt).rejects.toThrow('acima do limite de 50.000');
    }
  });

  it('refuses a report without columns or of an unknown file type', async () => {
    await expect(buildReport('pdf', { title: 'Reservas', columns: [], rows })).rejects.toThrow('ao menos uma coluna');
    await expect(buildReport('csv' as 'pdf', { title: 'Reservas', columns, rows })).rejects.toThrow(
      'Tipo de arquivo de relatório inválido',
    );
  });
});
