export { buildReport, REPORT_MAX_ROWS, ReportRowLimitError, slugifyReportTitle } from './build-report.ts';
export { formatReportValue } from './format-report-value.ts';
export { BUSINESS_TIME_ZONE } from './report-date-time.ts';
export type {
  TReportColumn,
  TReportCurrency,
  TReportFile,
  TReportFileType,
  TReportInput,
  TReportValueFormat,
} from './report-types.ts';
