import type { TLoggedUser } from '@estadia/shared/api/login';
// Deep import: the barrel would bring zod and every resource schema into the first chunk.
import { can } from '@estadia/shared/permissions/permissions';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { api } from './api-client.ts';
import { clearSession, readOwner, readSession, writeOwner, writeSession } from './session.ts';

export interface TSessionValue {
  user: TLoggedUser | null;
  isAdmin: boolean;
  /** can('CLIENT:CREATE') for the signed-in user (shared rule, same as the server's). */
  can(permission: string): boolean;
  selectedOwner: number | null;
  setSelectedOwner(companyId: number | null): void;
  signIn(user: TLoggedUser & { token: string }): void;
  signOut(): Promise<void>;
  /** Re-reads the user from the server (after a profile change). */
  refresh(): Promise<void>;
}

const SessionContext = createContext<TSessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(readSession);
  const [selectedOwner, setOwner] = useState(readOwner);

  const signIn = useCallback((user: TLoggedUser & { token: string }) => {
    const { token, ...rest } = user;
    const session = { token, user: rest };
    writeSession(session);
    setStored(session);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.post('/login/logout');
    } catch (error) {
      // Spec §2.3: a failed logout is only logged; the local session ends anyway.
      console.error(error);
    }
    clearSession();
    setStored(null);
    setOwner(null);
  }, []);

  const refresh = useCallback(async () => {
    const current = readSession();
    if (!current) return;
    const user = await api.get<TLoggedUser>('/login/logged-user');
    const session = { token: current.token, user };
    writeSession(session);
    setStored(session);
  }, []);

  const value = useMemo<TSessionValue>(() => {
    const user = stored?.user ?? null;
    return {
      user,
      isAdmin: user?.type === 'admin',
      can: (permission) => can(user, permission),
      selectedOwner,
      setSelectedOwner: (companyId) => {
        writeOwner(companyId);
        setOwner(companyId);
      },
      signIn,
      signOut,
      refresh,
    };
  }, [stored, selectedOwner, signIn, signOut, refresh]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): TSessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
