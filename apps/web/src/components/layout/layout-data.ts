import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { useSession } from '../../app/session-context.tsx';

export interface TOwnerItem {
  id: number;
  name: string;
}

interface TVisualIdentity {
  logo: string | null;
  visualIdentityColor: string | null;
}

interface TPlatformSettings {
  footerText: string | null;
}

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * What the shell needs from the server. The menu waits for the fresh user (its permissions may have changed since
 * sign-in) and the owner units; the visual identity and footer text fill in when they arrive.
 */
export function useLayoutData() {
  const { user, refresh } = useSession();
  const userId = user?.id ?? 0;

  const menu = useQuery({
    queryKey: ['layout', 'owners', userId],
    queryFn: async () => {
      try {
        await refresh();
      } catch (error) {
        // The stored user still drives the menu; a 401 has already sent the visitor to login.
        console.error(error);
      }
      return api.post<TOwnerItem[]>('/login/user-owner-items');
    },
    staleTime: FIVE_MINUTES,
    retry: false,
  });

  const identity = useQuery({
    queryKey: ['layout', 'identity', userId],
    queryFn: () => api.post<TVisualIdentity>('/login/user-visual-identity'),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

  const settings = useQuery({
    queryKey: ['layout', 'settings'],
    queryFn: () => api.get<TPlatformSettings>('/settings/1'),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

  return {
    loading: menu.isPending,
    owners: menu.data ?? [],
    logo: identity.data?.logo ?? null,
    identityColor: identity.data?.visualIdentityColor ?? null,
    footerText: settings.data?.footerText || 'Estadia',
  };
}
