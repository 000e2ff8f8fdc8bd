import type { TPublicConfig } from '@estadia/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** GET /api/config/public, read once per page load (it only changes with a server deploy); undefined until then. */
export function usePublicConfig(): TPublicConfig | undefined {
  const { data } = useQuery({
    queryKey: ['config', 'public'],
    queryFn: () => api.get<TPublicConfig>('/config/public'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
