import type { TListColumn } from '@estadia/shared';
import { describe, expect, it } from 'vitest';
import {
  buildListQuery,
  buildReportQuery,
  clampPageIndex,
  hiddenCount,
  initialListingState,
  listingReducer,
  moveItem,
  nextSort,
  pageIndexForSize,
  rangeLabel,
  visibleColumnKeys,
} from './listing-state.ts';

const columns: TListColumn[] = [
  { key: 'id', title: 'ID', hiddenByDefault: true },
  { key: 'name', title: 'Nome', sortable: true },
  { key: 'email', title: 'E-mail', sortable: true },
];

describe('nextSort', () => {
  it('cycles ascending, descending, none on the same column', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ column: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
  });

  it('starts ascending on another column whatever the current direction', () => {
    expect(nextSort({ column: 'name', direction: 'desc' }, 'email')).toEqual({ column: 'email', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'email')).toEqual({ column: 'email', direction: 'asc' });
  });
});

describe('pageIndexForSize', () => {
  it('keeps the first visible row on the page', () => {
    // Page 3 of 10 shows rows 30–39; with 25 per page row 30 is on page 1 (rows 25–49).
    expect(pageIndexForSize(3, 10, 25, 500)).toBe(1);
    // Page 1 of 50 shows rows 50–99; with 10 per page row 50 is on page 5.
    expect(pageIndexForSize(1, 50, 10, 500)).toBe(5);
    expect(pageIndexForSize(0, 10, 100, 500)).toBe(0);
  });

  it('is capped at the last page', () => {
    expect(pageIndexForSize(9, 10, 25, 95)).toBe(3);
    expect(pageIndexForSize(5, 10, 100, 57)).toBe(0);
  });

  it('stays at 0 when there is nothing', () => {
    expect(pageIndexForSize(4, 10, 25, 0)).toBe(0);
  });
});

describe('clampPageIndex', () => {
  it('keeps the page between 0 and the last one', () => {
    expect(clampPageIndex(-3, 57, 10)).toBe(0);
    expect(clampPageIndex(2, 57, 10)).toBe(2);
    expect(clampPageIndex(6, 57, 10)).toBe(5);
    expect(clampPageIndex(99, 57, 10)).toBe(5);
    expect(clampPageIndex(Number.NaN, 57, 10)).toBe(0);
    expect(clampPageIndex(3, 0, 10)).toBe(0);
  });
});

describe('rangeLabel', () => {
  it('shows the rows of the page and the total', () => {
    expect(rangeLabel(0, 10, 57)).toBe('1–10 de 57');
    expect(rangeLabel(5, 10, 57)).toBe('51–57 de 57');
    expect(rangeLabel(0, 10, 0)).toBe('0–0 de 0');
  });
});

describe('moveItem', () => {
  it('puts the dragged item where the target was', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
  });
});

describe('listingReducer', () => {
  const initial = initialListingState(columns);

  it('starts on page 0 with 10 rows and the hidden-by-default columns hidden', () => {
    expect(initial.pageIndex).toBe(0);
    expect(initial.pageSize).toBe(10);
    expect(hiddenCount(initial)).toBe(1);
    expect(visibleColumnKeys(initial)).toEqual(['name', 'email']);
  });

  it('recomputes the page index when the page size changes', () => {
    const onPage3 = listingReducer(initial, { type: 'page', pageIndex: 3, total: 500 });
    const resized = listingReducer(onPage3, { type: 'pageSize', pageSize: 25, total: 500 });
    expect(resized).toMatchObject({ pageSize: 25, pageIndex: 1 });
  });

  it('clamps a wanted page', () => {
    expect(listingReducer(initial, { type: 'page', pageIndex: 40, total: 57 }).pageIndex).toBe(5);
  });

  it('goes back to the first page when the search or the order changes, and not otherwise', () => {
    const onPage2 = listingReducer(initial, { type: 'page', pageIndex: 2, total: 57 });
    expect(listingReducer(onPage2, { type: 'search', searchTerm: 'ana', filters: {} }).pageIndex).toBe(0);
    expect(listingReducer(onPage2, { type: 'search', searchTerm: '', filters: { name: '' } })).toBe(onPage2);
    expect(listingReducer(onPage2, { type: 'sort', column: 'name' })).toMatchObject({
      pageIndex: 0,
      sort: { column: 'name', direction: 'asc' },
    });
  });

  it('never hides the last visible column', () => {
    const one = listingReducer(initial, { type: 'columnVisibility', column: 'name', visible: false });
    expect(visibleColumnKeys(one)).toEqual(['email']);
    expect(listingReducer(one, { type: 'columnVisibility', column: 'email', visible: false })).toBe(one);
  });

  it('reorders columns', () => {
    expect(listingReducer(initial, { type: 'moveColumn', from: 'email', to: 'id' }).columnOrder).toEqual([
      'email',
      'id',
      'name',
    ]);
  });
});

describe('buildListQuery', () => {
  it('sends paging, order, search, owner and non-empty filters, then the fixed values', () => {
    let state = initialListingState(columns);
    state = listingReducer(state, { type: 'search', searchTerm: ' ana ', filters: { name: 'x', email: '' } });
    state = listingReducer(state, { type: 'sort', column: 'name' });
    state = listingReducer(state, { type: 'page', pageIndex: 1, total: 57 });
    expect(buildListQuery(state, { ownerCompanyId: 7, extraQuery: { type: 'company' } })).toEqual({
      pageSize: 10,
      pageIndex: 1,
      searchTerm: 'ana',
      orderBy: 'name',
      orderDirection: 'asc',
      companyId: 7,
      name: 'x',
      type: 'company',
    });
  });

  it('lets a companyId filter win over the selected owner', () => {
    const state = listingReducer(initialListingState(columns), {
      type: 'search',
      searchTerm: '',
      filters: { companyId: '3' },
    });
    expect(buildListQuery(state, { ownerCompanyId: 7 }).companyId).toBe('3');
  });

  it('builds the report query without paging', () => {
    const query = buildListQuery(initialListingState(columns), { ownerCompanyId: 2 });
    expect(buildReportQuery(query, 'excel', ['name', 'email'])).toEqual({
      fileType: 'excel',
      columns: 'name,email',
      companyId: 2,
    });
  });
});
