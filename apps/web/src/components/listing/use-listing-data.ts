import type { TResourceView } from '@estadia/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, type TListResponse } from '../../app/api-client.ts';
import { useFeedback } from '../feedback/feedback-provider.tsx';
import type { TRow } from './format-value.ts';
import type { TQueryValues } from './listing-state.ts';

/** Invalidate this key to make every listing of a resource fetch again (e.g. after an inline form saves). */
export function listingQueryKey(resource: string) {
  return ['listing', resource] as const;
}

/** One page of the resource; the previous page stays on screen while the next one loads. */
export function useListingData(view: TResourceView, query: TQueryValues) {
  const { track, showError } = useFeedback();
  const result = useQuery({
    queryKey: [...listingQueryKey(view.resource), query],
    queryFn: () => track(api.get<TListResponse<TRow>>(`/${view.resource}`, query)),
    placeholderData: keepPreviousData,
    // A refused or invalid list call fails the same way again: show the error at once.
    retry: false,
  });

  const { error } = result;
  useEffect(() => {
    if (error) showError(error.message);
  }, [error, showError]);

  return result;
}

/** Delete and (in)activate, with the spec's confirmations (§8); failures go to the 'Erro!' dialog. */
export function useRowMutations(view: TResourceView) {
  const { track, showError, confirm } = useFeedback();
  const queryClient = useQueryClient();

  const run = async (work: () => Promise<unknown>) => {
    try {
      await track(work());
      await queryClient.invalidateQueries({ queryKey: listingQueryKey(view.resource) });
    } catch (error) {
      showError(error instanceof Error ? error.message : undefined);
    }
  };

  return {
    async remove(row: TRow) {
      if (!(await confirm('Deseja mesmo excluir?'))) return;
      await run(() => api.del(`/${view.resource}`, { id: String(row.id) }));
    },
    async setActive(row: TRow, active: boolean) {
      const property = view.activeProperty;
      if (!property) return;
      if (!active && !(await confirm('Deseja mesmo inativar esse item?'))) return;
      await run(() => api.put(`/${view.resource}`, { id: row.id, [property]: active }));
    },
  };
}
