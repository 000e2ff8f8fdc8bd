import type { TListingForSelect, TOption } from '@estadia/shared';
import { useQuery } from '@tanstack/react-query';
import { api, type TListResponse } from '../../app/api-client.ts';
import type { TRow } from './format-value.ts';

const NO_OPTIONS: TOption[] = [];

/** Options of an fk filter from the source's listSimple (first 100); a failed fetch gives an empty list (§2.5). */
export function useSelectOptions(source: TListingForSelect | undefined, enabled: boolean) {
  const { data } = useQuery({
    queryKey: ['listSimple', source?.resource, source?.query],
    enabled: enabled && !!source,
    staleTime: 60_000,
    queryFn: async (): Promise<TOption[]> => {
      if (!source) return NO_OPTIONS;
      try {
        const answer = await api.get<TListResponse<TRow>>(`/${source.resource}/listSimple`, {
          pageSize: 100,
          ...source.query,
        });
        const valueKey = source.valueKey || 'id';
        return answer.data.map((row) => ({ value: String(row[valueKey]), label: String(row[source.labelKey] ?? '') }));
      } catch {
        return NO_OPTIONS;
      }
    },
  });
  return data ?? NO_OPTIONS;
}
