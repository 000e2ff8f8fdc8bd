import type { TLoggedUser } from '@estadia/shared';

const SESSION_KEY = 'estadia.session';
const OWNER_KEY = 'estadia.owner';

export interface TStoredSession {
  token: string;
  user: TLoggedUser;
}

/** The session lives in local storage (spec §8): token with the logged user, plus the selected owner unit. */
export function readSession(): TStoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as TStoredSession) : null;
  } catch {
    return null;
  }
}

export function writeSession(session: TStoredSession) {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession() {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(OWNER_KEY);
}

/** The owner unit (company) chosen in the branch selector; null means all (admins) or the user's own. */
export function readOwner(): number | null {
  const raw = localStorage.getItem(OWNER_KEY);
  return raw ? Number(raw) || null : null;
}

export function writeOwner(companyId: number | null) {
  if (companyId === null) localStorage.removeItem(OWNER_KEY);
  else localStorage.setItem(OWNER_KEY, String(companyId));
}
