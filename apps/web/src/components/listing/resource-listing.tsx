import type { TResourceView } from '@estadia/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session-context.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { DetailsDrawer } from './details-drawer.tsx';
import type { TRow } from './format-value.ts';
import { ListingExport } from './listing-export.tsx';
import { ListingFilters } from './listing-filters.tsx';
import { ListingPagination } from './listing-pagination.tsx';
import { canChangeRow, canDo, canListSource } from './listing-permissions.ts';
import { buildListQuery, pageCountOf, visibleColumnKeys } from './listing-state.ts';
import { ListingTable, type TRenderCell } from './listing-table.tsx';
import { ListingToolbar } from './listing-toolbar.tsx';
import type { TRowActionItem } from './row-actions.tsx';
import { useListingData, useRowMutations } from './use-listing-data.ts';
import { useListingState } from './use-listing-state.ts';

/** A resource-specific row action (spec §2.4 'custom actions'), shown before the generic ones. */
export interface TRowAction {
  label: string;
  icon: ReactNode;
  onClick(row: TRow): void;
  show?(row: TRow): boolean;
}

export interface TResourceListingProps {
  view: TResourceView;
  picker?: { onSelect(row: TRow): void };
  extraQuery?: Record<string, string | number>;
  rowActions?: TRowAction[];
  /** 'Editar' calls this instead of opening the form route (a screen with an inline form loads the row there). */
  onEdit?(row: TRow): void;
  /** Under a page's own heading and inline form: no title and no 'Adicionar' of its own. */
  embedded?: boolean;
  /** Custom content of a cell (e.g. a warning colour); undefined keeps the column's formatted value. */
  renderCell?: TRenderCell;
  /** More about a row at the end of the details drawer (e.g. an integration's imported blocks). */
  renderDetails?(row: TRow): ReactNode;
}

const NO_ROWS: TRow[] = [];

/** The selected owner filters only resources that belong to companies. */
function isCompanyOwned(view: TResourceView) {
  return [...view.fields, ...view.filters].some((field) => field.property === 'companyId');
}

/** The generic listing screen body (spec §2.4): search, filters, table, paging, export, row actions, details. */
export function ResourceListing(props: TResourceListingProps) {
  // Another resource in the same place starts from a fresh table state.
  return <Listing key={props.view.resource} {...props} />;
}

function Listing(props: TResourceListingProps) {
  const { view, picker, extraQuery, rowActions, onEdit, embedded, renderCell, renderDetails } = props;
  const session = useSession();
  const navigate = useNavigate();
  const { isAdmin, selectedOwner } = session;

  const columns = useMemo(() => view.columns.filter((column) => isAdmin || !column.adminOnly), [view.columns, isAdmin]);
  const filters = useMemo(
    () =>
      view.filters.filter(
        (filter) =>
          (isAdmin || !filter.showIfAdmin) &&
          (!filter.listingForSelect || canListSource(filter.listingForSelect.resource, session)),
      ),
    [view.filters, isAdmin, session],
  );

  const { state, dispatch, searchInput, setSearchInput, filterInput, setFilter } = useListingState(columns);
  const listQuery = useMemo(
    () => buildListQuery(state, { ownerCompanyId: isCompanyOwned(view) ? selectedOwner : null, extraQuery }),
    [state, view, selectedOwner, extraQuery],
  );
  const { data, isSuccess } = useListingData(view, listQuery);
  const rows = data?.data ?? NO_ROWS;
  const total = data?.total ?? 0;
  const mutations = useRowMutations(view);
  const [details, setDetails] = useState<{ open: boolean; row: TRow | null }>({ open: false, row: null });

  // After a delete or a narrower search the current page may lie past the last one: show the last page instead.
  const lastPage = pageCountOf(total, state.pageSize) - 1;
  useEffect(() => {
    if (isSuccess && state.pageIndex > lastPage) dispatch({ type: 'page', pageIndex: lastPage, total });
  }, [isSuccess, state.pageIndex, lastPage, total, dispatch]);

  const canCreate = !picker && !embedded && canDo(view, session, 'CREATE');
  const canUpdate = !picker && canDo(view, session, 'UPDATE');
  const canDelete = canDo(view, session, 'DELETE');

  const actionsOf = (row: TRow): TRowActionItem[] => {
    const items: TRowActionItem[] = [];
    if (picker) {
      items.push({
        key: 'select',
        label: 'Selecionar',
        icon: <TaskAltIcon fontSize="small" />,
        onClick: () => picker.onSelect(row),
        primary: true,
      });
    }
    for (const [index, action] of (rowActions ?? []).entries()) {
      if (action.show && !action.show(row)) continue;
      items.push({
        key: `custom-${index}`,
        label: action.label,
        icon: action.icon,
        onClick: () => action.onClick(row),
      });
    }
    const changeable = canChangeRow(row, session);
    if (canUpdate && changeable) {
      items.push({
        key: 'edit',
        label: 'Editar',
        icon: <EditIcon fontSize="small" />,
        onClick: () => (onEdit ? onEdit(row) : navigate(`${view.formRoute}/${row.id}`)),
      });
    }
    items.push({
      key: 'details',
      label: 'Detalhes',
      icon: <VisibilityIcon fontSize="small" />,
      onClick: () => setDetails({ open: true, row }),
    });
    if (view.activeProperty && canDelete && changeable) {
      const active = !!row[view.activeProperty];
      items.push({
        key: 'active',
        label: active ? 'Inativar' : 'Ativar',
        icon: active ? <ToggleOnIcon fontSize="small" /> : <ToggleOffIcon fontSize="small" />,
        onClick: () => mutations.setActive(row, !active),
      });
    }
    if (canDelete && changeable) {
      items.push({
        key: 'delete',
        label: 'Excluir',
        icon: <DeleteIcon fontSize="small" />,
        onClick: () => mutations.remove(row),
      });
    }
    return items;
  };

  const orderedColumns = state.columnOrder.flatMap((key) => columns.find((column) => column.key === key) ?? []);
  const detailsLabel = details.row ? String(details.row[view.labelKey] ?? details.row.id ?? '') : '';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <ListingToolbar
        title={embedded ? undefined : view.title}
        onAdd={canCreate ? () => navigate(view.formRoute) : undefined}
        search={searchInput}
        onSearchChange={setSearchInput}
      >
        <ColumnChooser
          columns={orderedColumns}
          visibility={state.columnVisibility}
          onToggle={(column, visible) => dispatch({ type: 'columnVisibility', column, visible })}
        />
        <ListingExport
          resource={view.resource}
          listQuery={listQuery}
          columns={orderedColumns.map((column) => ({ key: column.key, label: column.title }))}
          visibleKeys={visibleColumnKeys(state)}
        />
      </ListingToolbar>
      <ListingFilters filters={filters} values={filterInput} onChange={setFilter} />
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <ListingTable
          label={view.title}
          columns={columns}
          rows={rows}
          state={state}
          total={total}
          loaded={isSuccess}
          onSort={(column) => dispatch({ type: 'sort', column })}
          onMoveColumn={(from, to) => dispatch({ type: 'moveColumn', from, to })}
          actions={actionsOf}
          renderCell={renderCell}
        />
        <ListingPagination
          pageIndex={state.pageIndex}
          pageSize={state.pageSize}
          total={total}
          onPage={(pageIndex) => dispatch({ type: 'page', pageIndex, total })}
          onPageSize={(pageSize) => dispatch({ type: 'pageSize', pageSize, total })}
        />
      </Paper>
      <DetailsDrawer
        open={details.open}
        row={details.row}
        title={`${view.singularTitle}: ${detailsLabel}`}
        columns={orderedColumns}
        onClose={() => setDetails((current) => ({ ...current, open: false }))}
      >
        {details.row && renderDetails?.(details.row)}
      </DetailsDrawer>
    </Box>
  );
}
