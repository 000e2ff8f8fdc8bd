import { z } from 'zod';
import { MSG } from '../validation/messages.ts';
import { zDay, zId, zText } from '../validation/zod-fields.ts';
import { companyField, type TResourceView } from './field-descriptor.ts';
import { type TResourceColumn, updateSchemaOf, zFilterDay, zFilterId, zFilterText } from './resource-schema.ts';

export const ZHolidayCreate = z
  .object({
    name: zText(),
    date: zDay({ required: true }),
    companyId: zId(),
  })
  .strict();
export const ZHolidayUpdate = updateSchemaOf(ZHolidayCreate);
export type THolidayCreate = z.infer<typeof ZHolidayCreate>;

export const ZHolidayFilters = z.object({
  companyId: zFilterId,
  companyDescription: zFilterText,
  date: zFilterDay,
  name: zFilterText,
});

const YEAR_INVALID = 'Ano inválido';

/** One-click import of Brazil's national holidays of a year into a company's holidays. */
export const ZNationalHolidaysImport = z
  .object({
    // A JSON number: "2031" or [2031] are refused rather than coerced, as every other field of a body.
    year: z
      .number({
        error: (issue) =>
          issue.input == null || (typeof issue.input === 'string' && issue.input.trim() === '')
            ? MSG.required
            : YEAR_INVALID,
      })
      .int(YEAR_INVALID)
      .min(1900, YEAR_INVALID)
      .max(2099, YEAR_INVALID),
    companyId: zId(),
  })
  .strict();

export const holidayView: TResourceView = {
  resource: 'holidays',
  permission: 'HOLIDAY',
  title: 'Feriados',
  singularTitle: 'Feriado',
  listRoute: '/settings/holidays',
  formRoute: '/settings/holidays',
  labelKey: 'name',
  columns: [
    { key: 'id', title: 'ID', format: 'integer', sortable: true, hiddenByDefault: true },
    { key: 'date', title: 'Data', format: 'date', sortable: true },
    { key: 'name', title: 'Nome', sortable: true },
    { key: 'companyName', title: 'Empresa', sortable: true, adminOnly: true },
  ],
  filters: [
    { property: 'name', title: 'Nome', type: 'string' },
    { property: 'date', title: 'Data', type: 'date' },
    { property: 'companyDescription', title: 'Empresa', type: 'string', showIfAdmin: true },
  ],
  fields: [
    { property: 'date', title: 'Data', type: 'date', required: true },
    { property: 'name', title: 'Nome', type: 'string' },
    companyField({ required: true }),
  ],
};

export const holidayColumns: TResourceColumn[] = holidayView.columns;
