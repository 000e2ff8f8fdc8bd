import { can, type TResourceColumn } from '@estadia/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import type { TAuthUser } from '../auth-user.ts';
import { fieldErrorsToAppError } from '../http-errors.ts';
import { buildReport, REPORT_MAX_ROWS } from '../reports/build-report.ts';
import type { TResourceDefinition, TRow, TValues } from './resource-definition.ts';
import * as repo from './resource-repository.ts';

export interface TListInput {
  searchTerm?: string;
  pageSize?: number;
  pageIndex?: number;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc' | '';
  id?: number;
  [filter: string]: unknown;
}

type TAction = 'LIST' | 'CREATE' | 'UPDATE' | 'DELETE';

/** Rules every resource shares: permission, tenant scope, forced company, existence. Each resource adds hooks. */
export function createResourceService(db: TDb, def: TResourceDefinition) {
  function authorize(user: TAuthUser, action: TAction) {
    if (def.permission === null) {
      if (action !== 'LIST' && user.type !== 'admin') throw AppError.forbidden();
      return;
    }
    if (!can(user, `${def.permission}:${action}`)) throw AppError.forbidden();
  }

  /** The rows a caller may touch: a company user only its company's, whatever the request asks for. */
  function scope(user: TAuthUser): SQL | undefined {
    if (user.type === 'admin' || def.tenancy === 'none' || !def.companyColumn) return undefined;
    if (!user.companyId) throw AppError.forbidden();
    return eq(def.companyColumn, user.companyId);
  }

  function listWhere(user: TAuthUser, input: TListInput): SQL | undefined {
    const conditions: (SQL | undefined)[] = [scope(user)];
    if (input.id) conditions.push(eq(def.table.id, input.id));
    if (input.searchTerm && def.search) conditions.push(repo.containsText(def.search, input.searchTerm, true));
    for (const [name, filter] of Object.entries(def.filters)) {
      conditions.push(repo.filterCondition(filter, input[name]));
    }
    return and(...conditions);
  }

  function orderOf(input: TListInput) {
    if (input.orderBy && !def.sortable.includes(input.orderBy)) {
      throw AppError.validation('Ordenação inválida.', { orderBy: `Não é possível ordenar por "${input.orderBy}"` });
    }
    return { orderBy: input.orderBy, orderDirection: input.orderDirection || undefined };
  }

  async function getScoped(tx: TDb, user: TAuthUser, id: number): Promise<TRow> {
    const row = await repo.findRow(tx, def, and(eq(def.table.id, id), scope(user)));
    if (!row) throw AppError.notFound();
    return row;
  }

  /** Company users always write into their own company; admins must name one for company-owned rows. */
  function withCompany(user: TAuthUser, input: TValues, existing: TRow | null): TValues {
    if (def.tenancy === 'none') return input;
    if (user.type !== 'admin') return { ...input, companyId: user.companyId };
    const companyId = input.companyId ?? existing?.companyId;
    if (def.tenancy === 'company' && !companyId) throw fieldErrorsToAppError({ companyId: 'Campo obrigatório' });
    return input;
  }

  async function write(user: TAuthUser, input: TValues, existing: TRow | null): Promise<TRow> {
    const id = await db.transaction(async (t) => {
      const tx = t as unknown as TDb;
      const ctx = { tx, user };
      const scoped = withCompany(user, input, existing);
      const values = def.hooks?.prepare ? await def.hooks.prepare(ctx, scoped, existing) : scoped;
      let rowId: number;
      if (existing) {
        await repo.updateRow(tx, def, existing.id, values);
        rowId = existing.id;
      } else {
        rowId = await repo.insertRow(tx, def, values);
      }
      if (def.hooks?.afterWrite) {
        const row = await getScoped(tx, { ...user, type: 'admin' }, rowId);
        await def.hooks.afterWrite(ctx, row, scoped, existing);
      }
      return rowId;
    });
    return getScoped(db, { ...user, type: 'admin' }, id);
  }

  return {
    def,
    authorize,

    async list(user: TAuthUser, input: TListInput, simple = false) {
      authorize(user, 'LIST');
      const pageSize = input.pageSize ?? 10;
      return repo.listRows(
        db,
        def,
        {
          where: listWhere(user, input),
          ...orderOf(input),
          limit: pageSize,
          offset: (input.pageIndex ?? 0) * pageSize,
        },
        simple,
      );
    },

    async get(user: TAuthUser, id: number) {
      authorize(user, 'LIST');
      const row = await repo.findRow(db, def, and(eq(def.table.id, id), scope(user)), def.detailSelect);
      if (!row) throw AppError.notFound();
      return row;
    },

    /** A row within the caller's scope (404 otherwise), for a resource's own calls after they authorize. */
    findScoped: (user: TAuthUser, id: number) => getScoped(db, user, id),

    async create(user: TAuthUser, input: TValues) {
      authorize(user, 'CREATE');
      return write(user, input, null);
    },

    async update(user: TAuthUser, input: TValues & { id: number }) {
      authorize(user, 'UPDATE');
      const existing = await getScoped(db, user, input.id);
      return write(user, input, existing);
    },

    async remove(user: TAuthUser, id: number) {
      authorize(user, 'DELETE');
      await db.transaction(async (t) => {
        const tx = t as unknown as TDb;
        const row = await getScoped(tx, user, id);
        await def.hooks?.beforeDelete?.({ tx, user }, row);
        await repo.deleteRow(tx, def, id);
      });
      return { success: true, id };
    },

    async report(user: TAuthUser, fileType: 'pdf' | 'excel', columnKeys: string[], input: TListInput) {
      authorize(user, 'LIST');
      const unknown = columnKeys.filter((k) => !def.columns.some((c) => c.key === k));
      if (unknown.length) {
        throw AppError.validation('Colunas inválidas.', { columns: `Colunas desconhecidas: ${unknown.join(', ')}` });
      }
      const columns = columnKeys.map((k) => def.columns.find((c) => c.key === k) as TResourceColumn);
      const { data, total } = await repo.listRows(db, def, {
        where: listWhere(user, input),
        ...orderOf(input),
        limit: REPORT_MAX_ROWS,
        offset: 0,
      });
      if (total > REPORT_MAX_ROWS) {
        throw AppError.badRequest(`O relatório tem ${total} linhas; o máximo é ${REPORT_MAX_ROWS}. Aplique filtros.`);
      }
      return buildReport(fileType, { title: def.title, columns, rows: data });
    },
  };
}

export type TResourceService = ReturnType<typeof createResourceService>;
