import type { TListColumn } from '@estadia/shared';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import { type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type DragEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { formatValue, rowId, type TRow } from './format-value.ts';
import { moveItem, type TListingState } from './listing-state.ts';
import { RowActions, type TRowActionItem } from './row-actions.tsx';

type TDrag = { kind: 'column' | 'row'; id: string };

/** A cell's own content; undefined keeps the column's formatted value. */
export type TRenderCell = (columnKey: string, row: TRow) => ReactNode | undefined;

// The actions column stays in view while the table scrolls sideways; it repeats the row's hover tint over its own
// opaque background.
const stickyEnd = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  'tr:hover > &': {
    backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
} as const;

function ariaSort(state: TListingState, column: TListColumn) {
  if (!column.sortable) return undefined;
  if (state.sort?.column !== column.key) return 'none';
  return state.sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** The listing's table: server-side paging and order, header drag for column order, handle drag for row order. */
export function ListingTable(props: {
  label: string;
  columns: TListColumn[];
  rows: TRow[];
  state: TListingState;
  total: number;
  loaded: boolean;
  onSort(column: string): void;
  onMoveColumn(from: string, to: string): void;
  actions(row: TRow): TRowActionItem[];
  renderCell?: TRenderCell;
}) {
  const { columns, state, renderCell } = props;
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const drag = useRef<TDrag | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  // Row order is local to the page on screen: a new page from the server starts in the server's order.
  const [rowOrder, setRowOrder] = useState<{ source: TRow[]; ids: string[] } | null>(null);

  const rows = useMemo(() => {
    if (!rowOrder || rowOrder.source !== props.rows) return props.rows;
    const byId = new Map(props.rows.map((row) => [rowId(row), row]));
    return rowOrder.ids.map((id) => byId.get(id)).filter((row): row is TRow => !!row);
  }, [rowOrder, props.rows]);

  const columnDefs = useMemo<ColumnDef<TRow>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.title,
        accessorFn: (row) => row[column.key],
        cell: (context) => renderCell?.(column.key, context.row.original) ?? formatValue(column, context.getValue()),
      })),
    [columns, renderCell],
  );
  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);

  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualPagination: true,
    manualSorting: true,
    rowCount: props.total,
    state: {
      columnOrder: state.columnOrder,
      columnVisibility: state.columnVisibility,
      sorting: state.sort ? [{ id: state.sort.column, desc: state.sort.direction === 'desc' }] : [],
      pagination: { pageIndex: state.pageIndex, pageSize: state.pageSize },
    },
  });

  const startDrag = (event: DragEvent, item: TDrag, image?: Element | null) => {
    drag.current = item;
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only when some data is set.
    event.dataTransfer.setData('text/plain', item.id);
    if (image) event.dataTransfer.setDragImage(image, 16, 16);
  };
  const dropProps = (kind: TDrag['kind'], id: string) => ({
    onDragOver: (event: DragEvent) => {
      if (drag.current?.kind !== kind) return;
      event.preventDefault();
      setDropTarget(`${kind}:${id}`);
    },
    onDrop: (event: DragEvent) => {
      const from = drag.current;
      if (from?.kind !== kind) return;
      event.preventDefault();
      if (kind === 'column') props.onMoveColumn(from.id, id);
      else setRowOrder({ source: props.rows, ids: moveItem(rows.map(rowId), from.id, id) });
      drag.current = null;
      setDropTarget(null);
    },
    onDragEnd: () => {
      drag.current = null;
      setDropTarget(null);
    },
  });
  const dropOutline = (key: string) => (dropTarget === key ? { outline: 2, outlineColor: 'primary.main' } : {});

  const visibleCount = table.getVisibleLeafColumns().length;

  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              <TableCell component="td" padding="checkbox" />
              {group.headers.map((header) => {
                const column = byKey.get(header.column.id);
                if (!column) return null;
                const sorted = state.sort?.column === column.key ? state.sort.direction : undefined;
                return (
                  <TableCell
                    key={header.id}
                    aria-sort={ariaSort(state, column)}
                    draggable
                    onDragStart={(event) => startDrag(event, { kind: 'column', id: column.key })}
                    {...dropProps('column', column.key)}
                    sx={{
                      whiteSpace: 'nowrap',
                      cursor: 'grab',
                      fontWeight: 600,
                      ...dropOutline(`column:${column.key}`),
                    }}
                  >
                    {column.sortable ? (
                      <TableSortLabel
                        active={!!sorted}
                        direction={sorted ?? 'asc'}
                        onClick={() => props.onSort(column.key)}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </TableSortLabel>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={{ ...stickyEnd, fontWeight: 600 }}>
                Ações
              </TableCell>
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow
              key={row.id}
              hover
              data-testid="listing-row"
              {...dropProps('row', row.id)}
              sx={dropOutline(`row:${row.id}`)}
            >
              <TableCell padding="checkbox">
                <Box
                  component="span"
                  draggable
                  title="Arrastar para reordenar"
                  onDragStart={(event) =>
                    startDrag(event, { kind: 'row', id: row.id }, event.currentTarget.closest('tr'))
                  }
                  sx={{ display: 'flex', alignItems: 'center', cursor: 'grab', color: 'text.secondary', pl: 1 }}
                >
                  <DragIndicatorIcon fontSize="small" aria-hidden />
                </Box>
              </TableCell>
              {row.getVisibleCells().map((cell) => (
                <TableCell
                  key={cell.id}
                  sx={{ whiteSpace: 'nowrap', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
              <TableCell align="right" sx={stickyEnd}>
                <RowActions items={props.actions(row.original)} compact={compact} />
              </TableCell>
            </TableRow>
          ))}
          {props.loaded && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={visibleCount + 2} align="center" sx={{ py: 4 }}>
                Nenhum item encontrado!
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
