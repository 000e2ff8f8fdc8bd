import { type AnyColumn, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import type { TFilter, TResourceDefinition, TRow, TValues } from './resource-definition.ts';

export interface TListParams {
  where: SQL | undefined;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Accent- and case-insensitive "contains", on the precomputed search column or any text column. */
export function containsText(column: AnyColumn | SQL, term: string, normalized = false): SQL {
  const pattern = `%${escapeLike(term)}%`;
  return normalized
    ? sql`${column} LIKE '%' || f_unaccent(lower(${escapeLike(term)})) || '%'`
    : sql`f_unaccent(lower(${column}::text)) LIKE f_unaccent(lower(${pattern}))`;
}

export function filterCondition(filter: TFilter, value: unknown): SQL | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if ('where' in filter) return filter.where(value as never);
  if (filter.op === 'text') return containsText(filter.column, String(value));
  return eq(filter.column, value);
}

function selectFrom(db: TDb, def: TResourceDefinition, fields: TResourceDefinition['select']) {
  const query = db.select(fields).from(def.table).$dynamic();
  return (def.join ? def.join(query as PgSelect) : query) as typeof query;
}

const TEXT_COLUMN_TYPES = new Set(['PgText', 'PgVarchar', 'PgChar']);

function orderExpression(def: TResourceDefinition, key: string | undefined, direction: 'asc' | 'desc' = 'asc') {
  const dir = direction === 'desc' ? desc : asc;
  const column = key ? def.select[key] : undefined;
  if (!column) return [desc(def.table.id)];
  // Text sorts as people read it (no case, no accents); a date held as a 'YYYY-MM-DD' string is a string to drizzle
  // too, but has no lower() in PostgreSQL and already sorts by its own type.
  const isText = 'columnType' in column && TEXT_COLUMN_TYPES.has(column.columnType);
  const expr = isText ? sql`f_unaccent(lower(${column}))` : (column as AnyColumn);
  // The id breaks ties so pages never repeat or skip rows.
  return [dir(expr), dir(def.table.id)];
}

export async function listRows(db: TDb, def: TResourceDefinition, params: TListParams, simple = false) {
  const rows = selectFrom(db, def, simple ? def.simpleSelect : def.select)
    .where(params.where)
    .orderBy(...orderExpression(def, params.orderBy, params.orderDirection))
    .limit(params.limit)
    .offset(params.offset);
  const total = selectFrom(db, def, { total: count() }).where(params.where);
  const [data, [counted]] = await Promise.all([rows, total]);
  return { data: data as TRow[], total: Number((counted as { total: number } | undefined)?.total ?? 0) };
}

export async function findRow(
  db: TDb,
  def: TResourceDefinition,
  where: SQL | undefined,
  fields: TResourceDefinition['select'] = def.select,
): Promise<TRow | null> {
  const [row] = await selectFrom(db, def, fields).where(where).limit(1);
  return (row as TRow | undefined) ?? null;
}

/** Keeps only real, writable columns of the table: nothing else ever reaches the database. */
function writableValues(def: TResourceDefinition, values: TValues): TValues {
  const columns = getTableColumns(def.table);
  const out: TValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'id' || key === 'searchText' || key === 'dtCreated' || !(key in columns) || value === undefined)
      continue;
    out[key] = value;
  }
  return out;
}

export async function insertRow(db: TDb, def: TResourceDefinition, values: TValues): Promise<number> {
  const [row] = await db
    .insert(def.table)
    .values(writableValues(def, values) as never)
    .returning({ id: def.table.id });
  return (row as { id: number }).id;
}

export async function updateRow(db: TDb, def: TResourceDefinition, id: number, values: TValues) {
  const set = writableValues(def, values);
  if ('dtUpdated' in getTableColumns(def.table)) set.dtUpdated = new Date();
  await db
    .update(def.table)
    .set(set as never)
    .where(eq(def.table.id, id));
}

export async function deleteRow(db: TDb, def: TResourceDefinition, id: number) {
  await db.delete(def.table).where(eq(def.table.id, id));
}
