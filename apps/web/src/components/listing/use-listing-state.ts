import type { TListColumn } from '@estadia/shared';
import { useEffect, useReducer, useState } from 'react';
import { initialListingState, listingReducer } from './listing-state.ts';

/** Spec §9: quick search and filters are applied 1000 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

/** The listing's table state plus the typed-in (not yet applied) search and filter values. */
export function useListingState(columns: readonly TListColumn[]) {
  const [state, dispatch] = useReducer(listingReducer, columns, initialListingState);
  const [searchInput, setSearchInput] = useState('');
  const [filterInput, setFilterInput] = useState<Record<string, string>>({});

  useEffect(() => {
    const timer = setTimeout(
      () => dispatch({ type: 'search', searchTerm: searchInput, filters: filterInput }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchInput, filterInput]);

  const setFilter = (property: string, value: string) =>
    setFilterInput((current) => ({ ...current, [property]: value }));

  return { state, dispatch, searchInput, setSearchInput, filterInput, setFilter };
}

export type TListingStateApi = ReturnType<typeof useListingState>;
