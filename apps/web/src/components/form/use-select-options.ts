import type { TListingForSelect } from '@estadia/shared';
import { useEffect, useState } from 'react';
import { api, type TListResponse } from '../../app/api-client.ts';
import type { TSelectQuery } from './form-model.ts';

export interface TSelectOption {
  value: string | number;
  label: string;
}

/**
 * Options of a select fed by another resource's listSimple; fetched again whenever the query (the values the
 * field depends on) changes. A failed fetch gives an empty list (spec §2.5).
 */
export function useSelectOptions(listing: TListingForSelect | undefined, query: TSelectQuery) {
  const [options, setOptions] = useState<TSelectOption[]>([]);
  const [loading, setLoading] = useState(!!listing);
  const resource = listing?.resource;
  const labelKey = listing?.labelKey ?? 'name';
  const valueKey = listing?.valueKey ?? 'id';
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    if (!resource) return;
    let current = true;
    setLoading(true);
    api
      .get<TListResponse<Record<string, unknown>>>(`/${resource}/listSimple`, JSON.parse(queryKey) as TSelectQuery)
      .then((answer) =>
        (answer?.data ?? []).map((row) => ({
          value: row[valueKey] as string | number,
          label: String(row[labelKey] ?? ''),
        })),
      )
      .catch(() => [])
      .then((list) => {
        if (!current) return;
        setOptions(list);
        setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [resource, labelKey, valueKey, queryKey]);

  return { options, loading };
}
