import type { TNamedHoliday } from '@estadia/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { companies, holidays } from '../../db/schema.ts';
import { holidayRow } from './holidays-resource.ts';

/** Adds the holidays whose date the company does not have yet; returns the ids of those added. */
export async function insertMissingHolidays(db: TDb, companyId: number, list: TNamedHoliday[]): Promise<number[]> {
  if (!list.length) return [];
  const rows = await db
    .insert(holidays)
    .values(list.map((h) => ({ companyId, date: h.date, name: h.name })))
    .onConflictDoNothing({ target: [holidays.companyId, holidays.date] })
    .returning({ id: holidays.id });
  return rows.map((row) => row.id);
}

export async function holidayRows(db: TDb, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select(holidayRow)
    .from(holidays)
    .leftJoin(companies, eq(companies.id, holidays.companyId))
    .where(inArray(holidays.id, ids))
    .orderBy(asc(holidays.date));
}
