import type { TPermissionResource, TResourceColumn } from '@estadia/shared';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import type { TAuthUser } from '../auth-user.ts';

export type TSelection = Record<string, PgColumn | SQL | SQL.Aliased>;

export type TFilter =
  | { column: AnyColumn; op: 'eq' | 'text' | 'day' }
  /** A filter that needs more than one column (e.g. guests of an order); receives the parsed value. */
  | { where: (value: never) => SQL | undefined };

/** What a write hook knows: the transaction and the caller. */
export interface TWriteContext {
  tx: TDb;
  user: TAuthUser;
}

export type TRow = Record<string, unknown> & { id: number };
export type TValues = Record<string, unknown>;

export interface TResourceHooks {
  /** Rules and derived fields before a write; returns the column values to write. Throws AppError to refuse. */
  prepare?(ctx: TWriteContext, input: TValues, existing: TRow | null): Promise<TValues> | TValues;
  /** Writes that belong with this one (same transaction), e.g. the administrator of a new company. */
  afterWrite?(ctx: TWriteContext, row: TRow, input: TValues, existing: TRow | null): Promise<void>;
  beforeDelete?(ctx: TWriteContext, row: TRow): Promise<void> | void;
}

export interface TResourceDefinition {
  /** Path segment under /api, as the spec spells it ('companys', 'clients'). */
  path: string;
  /** pt-BR title of reports. */
  title: string;
  /** null: any signed-in user may read, only admins may write. */
  permission: TPermissionResource | null;
  table: PgTable & { id: PgColumn };
  /**
   * 'company': every row belongs to a company; 'optional': rows without a company are the platform's (admins only);
   * 'none': not a tenant table.
   */
  tenancy: 'company' | 'optional' | 'none';
  companyColumn?: PgColumn;
  select: TSelection;
  /** Fields of GET /{id} when it shows more than a listing row (e.g. a large text kept out of lists). */
  detailSelect?: TSelection;
  simpleSelect: TSelection;
  join?: (query: PgSelect) => PgSelect;
  search?: PgColumn;
  filters: Record<string, TFilter>;
  sortable: string[];
  operations: readonly ('create' | 'update' | 'delete')[];
  schemas: {
    create?: z.ZodType;
    update?: z.ZodType;
    filters: z.ZodObject;
  };
  columns: TResourceColumn[];
  hooks?: TResourceHooks;
}

export function defineResource(def: TResourceDefinition): TResourceDefinition {
  return def;
}
