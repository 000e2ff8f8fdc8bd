import type { TResourceColumn } from '@estadia/shared';

/** How a report cell is shown: the `format` of the shared resource column descriptors. */
export type TReportValueFormat = NonNullable<TResourceColumn['format']>;

export type TReportCurrency = 'BRL' | 'GBP';

export interface TReportColumn {
  /** Property of the row. */
  key: string;
  /** pt-BR header, e.g. 'Nome'. */
  title: string;
  /** Default 'text'. */
  format?: TReportValueFormat;
  /** For 'enum': raw value → pt-BR label. */
  options?: Record<string, string>;
  /** For 'currency' (values are integer cents); default BRL. */
  currency?: TReportCurrency;
}

export interface TReportInput {
  title: string;
  columns: TReportColumn[];
  rows: Record<string, unknown>[];
  /** Defaults to now; shown in São Paulo time and used in the file name. */
  generatedAt?: Date;
}

export interface TReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export type TReportFileType = 'pdf' | 'excel';
