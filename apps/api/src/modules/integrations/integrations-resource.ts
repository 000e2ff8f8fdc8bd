import { randomBytes } from 'node:crypto';
import { integrationColumns, ZIntegrationCreate, ZIntegrationFilters, ZIntegrationUpdate } from '@estadia/shared';
import { eq, sql } from 'drizzle-orm';
import { fieldErrorsToAppError } from '../../core/http-errors.ts';
import { defineResource } from '../../core/resource/resource-definition.ts';
import { calendarBlocks, companies, integrations, rentals } from '../../db/schema.ts';

/** 32 random bytes: the export feed URL cannot be guessed, only handed out. */
export function newFeedKey(): string {
  return randomBytes(32).toString('base64url');
}

export const RENTAL_NOT_IN_COMPANY = 'Hospedagem não encontrada nesta empresa.';

const integrationRow = {
  id: integrations.id,
  name: integrations.name,
  rentalId: integrations.rentalId,
  rentalName: rentals.name,
  icalLink: integrations.icalLink,
  feedKey: integrations.feedKey,
  companyId: integrations.companyId,
  companyName: companies.name,
  lastSyncAt: integrations.lastSyncAt,
  lastSuccessAt: integrations.lastSuccessAt,
  lastHttpStatus: integrations.lastHttpStatus,
  lastEventsRead: integrations.lastEventsRead,
  lastError: integrations.lastError,
  conflicts: sql<number>`(
    SELECT count(*)::int FROM ${calendarBlocks}
    WHERE ${calendarBlocks.integrationId} = ${integrations.id} AND ${calendarBlocks.conflict}
  )`.as('conflicts'),
  dtCreated: integrations.dtCreated,
  dtUpdated: integrations.dtUpdated,
};

export const integrationsResource = defineResource({
  path: 'integrations',
  title: 'Integrações',
  permission: 'INTEGRATION',
  table: integrations,
  tenancy: 'company',
  companyColumn: integrations.companyId,
  select: integrationRow,
  // The last downloaded feed can be megabytes: only the record's own page carries it.
  detailSelect: { ...integrationRow, lastICalFile: integrations.lastICalFile },
  simpleSelect: { id: integrations.id, name: integrations.name, rentalId: integrations.rentalId },
  join: (q) =>
    q
      .leftJoin(rentals, eq(rentals.id, integrations.rentalId))
      .leftJoin(companies, eq(companies.id, integrations.companyId)),
  search: integrations.searchText,
  filters: {
    companyId: { column: integrations.companyId, op: 'eq' },
  },
  sortable: ['id', 'name', 'rentalName', 'companyName', 'lastSyncAt', 'lastSuccessAt', 'dtCreated', 'dtUpdated'],
  operations: ['create', 'update', 'delete'],
  schemas: { create: ZIntegrationCreate, update: ZIntegrationUpdate, filters: ZIntegrationFilters },
  columns: integrationColumns,
  hooks: {
    /** The rental must be one of the integration's company; the feed key is the server's alone. */
    async prepare({ tx }, input, existing) {
      const { feedKey: _ignored, lastICalFile: _file, ...values } = input;
      const rentalId = values.rentalId ?? existing?.rentalId;
      const companyId = values.companyId ?? existing?.companyId;
      const [rental] = await tx
        .select({ companyId: rentals.companyId })
        .from(rentals)
        .where(eq(rentals.id, Number(rentalId)));
      if (!rental || rental.companyId !== companyId) throw fieldErrorsToAppError({ rentalId: RENTAL_NOT_IN_COMPANY });
      if (!existing) return { ...values, feedKey: newFeedKey(), nextSyncAt: new Date() };
      // A new link or another rental is read at the next tick of the sync job rather than after the full interval.
      const moved = values.rentalId !== undefined && values.rentalId !== existing.rentalId;
      const relinked = values.icalLink !== undefined && values.icalLink !== existing.icalLink;
      return moved || relinked ? { ...values, nextSyncAt: new Date() } : values;
    },
    /** Blocks imported for the old rental hold that rental's nights: they go, the next sync imports them anew. */
    async afterWrite({ tx }, row, _input, existing) {
      if (existing && existing.rentalId !== row.rentalId) {
        await tx.delete(calendarBlocks).where(eq(calendarBlocks.integrationId, row.id));
      }
    },
  },
});
