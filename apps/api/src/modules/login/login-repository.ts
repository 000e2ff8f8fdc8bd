import type { TLoggedUser } from '@estadia/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../db/client.ts';
import { authCodes, users } from '../../db/schema.ts';

/** The signed-in user as the API shows it, plus what sign-in needs to decide (never leaves the server). */
export interface TLoginUserRow extends Omit<TLoggedUser, 'token'> {
  companyActive: boolean | null;
  companyLogo: string | null;
  passwordHash: string;
  isActive: boolean;
}

const userSelect = sql`SELECT u.id, u.name, u.email, u.type, u.company_id AS "companyId", c.name AS "companyName",
    c.is_active AS "companyActive", c.logo AS "companyLogo", u.role_id AS "roleId", r.name AS "roleName",
    coalesce(r.permissions, '[]'::jsonb) AS permissions, u.password_hash AS "passwordHash", u.is_active AS "isActive",
    u.can_delete_itself AS "canDeleteItself", u.tfa_enabled AS "tfaEnabled"
  FROM users u LEFT JOIN companies c ON c.id = u.company_id LEFT JOIN roles r ON r.id = u.role_id`;

export async function findUserByEmail(db: TDb, email: string) {
  const rows = await queryRows<TLoginUserRow>(db, sql`${userSelect} WHERE lower(u.email) = lower(${email})`);
  return rows[0] ?? null;
}

export async function findUserById(db: TDb, id: number) {
  const rows = await queryRows<TLoginUserRow>(db, sql`${userSelect} WHERE u.id = ${id}`);
  return rows[0] ?? null;
}

export async function setPasswordHash(db: TDb, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, dtUpdated: new Date() }).where(eq(users.id, userId));
}

export async function deleteUser(db: TDb, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}

export type TCodePurpose = 'tfa' | 'reset';

/** A new code replaces the user's earlier ones of the same purpose. */
export async function replaceCode(db: TDb, userId: number, purpose: TCodePurpose, codeHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)));
    await tx.insert(authCodes).values({ userId, purpose, codeHash, expiresAt });
  });
}

export async function findLiveCode(db: TDb, userId: number, purpose: TCodePurpose) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(
      and(
        eq(authCodes.userId, userId),
        eq(authCodes.purpose, purpose),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(authCodes.id))
    .limit(1);
  return row ?? null;
}

export async function countFailedAttempt(db: TDb, codeId: number) {
  await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(eq(authCodes.id, codeId));
}

/** Marks the code used only if nobody used it meanwhile: a code works once even under concurrent calls. */
export async function consumeCode(db: TDb, codeId: number): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authCodes.id, codeId), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  return rows.length === 1;
}
