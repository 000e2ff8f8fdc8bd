import { DEFAULT_PAGE_SIZE, type TListColumn } from '@estadia/shared';

/** Table state of the generic listing (backoffice §3 'Table state'), kept as pure functions so it is testable. */
export type TSortDirection = 'asc' | 'desc';

export interface TSort {
  column: string;
  direction: TSortDirection;
}

export interface TListingState {
  /** Zero-based, as sent to the API. */
  pageIndex: number;
  pageSize: number;
  sort: TSort | null;
  /** The applied (debounced) quick search and filters. */
  searchTerm: string;
  filters: Record<string, string>;
  columnOrder: string[];
  columnVisibility: Record<string, boolean>;
}

export type TListingAction =
  | { type: 'page'; pageIndex: number; total: number }
  | { type: 'pageSize'; pageSize: number; total: number }
  | { type: 'sort'; column: string }
  | { type: 'search'; searchTerm: string; filters: Record<string, string> }
  | { type: 'columnVisibility'; column: string; visible: boolean }
  | { type: 'moveColumn'; from: string; to: string };

/** Spec §2.4: ascending, then descending, then none; another column starts ascending. */
export function nextSort(current: TSort | null, column: string): TSort | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

export function pageCountOf(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a wanted page inside 0 … last page. */
export function clampPageIndex(pageIndex: number, total: number, pageSize: number) {
  const wanted = Number.isFinite(pageIndex) ? Math.trunc(pageIndex) : 0;
  return Math.min(Math.max(0, wanted), pageCountOf(total, pageSize) - 1);
}

/** Spec §2.4: after a page size change the first visible row stays on the page, capped at the last page. */
export function pageIndexForSize(pageIndex: number, oldSize: number, newSize: number, total: number) {
  return clampPageIndex(Math.floor((pageIndex * oldSize) / newSize), total, newSize);
}

/** 'n–m de total' under the table. */
export function rangeLabel(pageIndex: number, pageSize: number, total: number) {
  const from = total ? Math.min(pageIndex * pageSize + 1, total) : 0;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  return `${from}–${Math.max(from, to)} de ${total}`;
}

/** Moves one item before or after another (wherever it was dropped), for column and row dragging. */
export function moveItem<T>(list: readonly T[], from: T, to: T): T[] {
  const fromIndex = list.indexOf(from);
  const toIndex = list.indexOf(to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return [...list];
  const next = list.filter((item) => item !== from);
  next.splice(toIndex, 0, from);
  return next;
}

export function initialListingState(columns: readonly TListColumn[]): TListingState {
  return {
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: null,
    searchTerm: '',
    filters: {},
    columnOrder: columns.map((column) => column.key),
    columnVisibility: Object.fromEntries(columns.map((column) => [column.key, !column.hiddenByDefault])),
  };
}

function sameValues(a: Record<string, string>, b: Record<string, string>) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

export function listingReducer(state: TListingState, action: TListingAction): TListingState {
  switch (action.type) {
    case 'page':
      return { ...state, pageIndex: clampPageIndex(action.pageIndex, action.total, state.pageSize) };
    case 'pageSize':
      return {
        ...state,
        pageSize: action.pageSize,
        pageIndex: pageIndexForSize(state.pageIndex, state.pageSize, action.pageSize, action.total),
      };
    case 'sort':
      // Another order makes the current page meaningless: start over from the first one.
      return { ...state, sort: nextSort(state.sort, action.column), pageIndex: 0 };
    case 'search':
      if (state.searchTerm === action.searchTerm && sameValues(state.filters, action.filters)) return state;
      return { ...state, searchTerm: action.searchTerm, filters: action.filters, pageIndex: 0 };
    case 'columnVisibility': {
      const columnVisibility = { ...state.columnVisibility, [action.column]: action.visible };
      // A table without columns has nothing to show or to click: the last visible column stays.
      if (!Object.values(columnVisibility).some(Boolean)) return state;
      return { ...state, columnVisibility };
    }
    case 'moveColumn':
      return { ...state, columnOrder: moveItem(state.columnOrder, action.from, action.to) };
  }
}

export function hiddenCount(state: TListingState) {
  return state.columnOrder.filter((key) => state.columnVisibility[key] === false).length;
}

export function visibleColumnKeys(state: TListingState) {
  return state.columnOrder.filter((key) => state.columnVisibility[key] !== false);
}

export type TQueryValues = Record<string, string | number>;

/** The list call's query (§7.1): paging, order, search, the selected owner, then filters and fixed values. */
export function buildListQuery(
  state: TListingState,
  options: { ownerCompanyId?: number | null; extraQuery?: TQueryValues } = {},
): TQueryValues {
  const query: TQueryValues = { pageSize: state.pageSize, pageIndex: state.pageIndex };
  if (state.searchTerm.trim()) query.searchTerm = state.searchTerm.trim();
  if (state.sort) {
    query.orderBy = state.sort.column;
    query.orderDirection = state.sort.direction;
  }
  if (options.ownerCompanyId) query.companyId = options.ownerCompanyId;
  for (const [key, value] of Object.entries(state.filters)) {
    if (value.trim() !== '') query[key] = value.trim();
  }
  return { ...query, ...options.extraQuery };
}

/** The report call's query: the list query without paging (the file holds every matching row). */
export function buildReportQuery(listQuery: TQueryValues, fileType: 'pdf' | 'excel', columns: readonly string[]) {
  const { pageSize: _size, pageIndex: _index, ...filters } = listQuery;
  return { fileType, columns: columns.join(','), ...filters };
}
