import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TAuthUser } from '../../core/auth-user.ts';
import type { TDb } from '../../db/client.ts';
import { queryRows, returnedRow } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

export async function insertSession(
  db: TDb,
  row: { userId: number; tokenHash: string; expiresAt: Date; ip?: string; userAgent?: string },
) {
  return returnedRow(await db.insert(sessions).values(row).returning({ id: sessions.id })).id;
}

/** The session's user, only while session, user and company are all alive. */
export async function findSessionUser(db: TDb, tokenHash: string): Promise<TAuthUser | null> {
  const rows = await queryRows<TAuthUser>(
    db,
    sql`SELECT u.id, s.id AS "sessionId", u.name, u.email, u.type, u.company_id AS "companyId",
          u.role_id AS "roleId", coalesce(r.permissions, '[]'::jsonb) AS permissions
        FROM sessions s
        JOIN users u ON u.id = s.user_id
        LEFT JOIN roles r ON r.id = u.role_id
        LEFT JOIN companies c ON c.id = u.company_id
        WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > now()
          AND u.is_active AND (u.company_id IS NULL OR c.is_active)`,
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), sessionId: Number(row.sessionId) } : null;
}

export async function revokeSession(db: TDb, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of a user, except the one given (the caller's own, on a password change). */
export async function revokeUserSessions(db: TDb, userId: number, exceptSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function revokeCompanySessions(db: TDb, companyId: number) {
  await db.execute(
    sql`UPDATE sessions SET revoked_at = now()
        WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE company_id = ${companyId})`,
  );
}
