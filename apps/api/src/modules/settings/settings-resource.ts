import { settingsColumns, ZSettingsFilters, ZSettingsUpdate } from '@estadia/shared';
import { getTableColumns } from 'drizzle-orm';
import { defineResource } from '../../core/resource/resource-definition.ts';
import { settings } from '../../db/schema.ts';

/** The single platform record (id 1): anyone signed in reads it, only admins change it. */
export const settingsResource = defineResource({
  path: 'settings',
  title: 'Configurações',
  permission: null,
  table: settings,
  tenancy: 'none',
  select: getTableColumns(settings),
  simpleSelect: { id: settings.id, visualIdentityColor: settings.visualIdentityColor },
  filters: {},
  sortable: ['id'],
  operations: ['update'],
  schemas: { update: ZSettingsUpdate, filters: ZSettingsFilters },
  columns: settingsColumns,
});
