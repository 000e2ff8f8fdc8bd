import { brazilianNationalHolidays } from '@estadia/shared';
import type { TAuthUser } from '../../core/auth-user.ts';
import { fieldErrorsToAppError } from '../../core/http-errors.ts';
import type { TDb } from '../../db/client.ts';
import { holidayRows, insertMissingHolidays } from './holidays-repository.ts';

/** Brazil's national holidays of a year into a company's holidays; dates it already has are left as they are. */
export async function importNationalHolidays(db: TDb, user: TAuthUser, year: number, companyId?: number) {
  // As every company-owned write: a company user writes into its own company, an admin names one.
  const target = user.type === 'admin' ? companyId : user.companyId;
  if (!target) throw fieldErrorsToAppError({ companyId: 'Campo obrigatório' });
  const ids = await insertMissingHolidays(db, target, brazilianNationalHolidays(year));
  return { created: ids.length, holidays: await holidayRows(db, ids) };
}
