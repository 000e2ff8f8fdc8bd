import { asc, eq } from 'drizzle-orm';
import type { TAuthUser } from '../../core/auth-user.ts';
import type { TDb } from '../../db/client.ts';
import { companies, settings } from '../../db/schema.ts';

/** Owner units ('branches') a user may act for: an admin any active company, a company user its own. */
export async function listOwnerItems(db: TDb, user: TAuthUser) {
  const query = db.select({ id: companies.id, name: companies.name }).from(companies);
  if (user.type === 'admin') return query.where(eq(companies.isActive, true)).orderBy(asc(companies.name));
  if (!user.companyId) return [];
  return query.where(eq(companies.id, user.companyId));
}

/** The company's logo when it has one, else the platform's; the colour comes from the platform settings. */
export async function visualIdentity(db: TDb, companyId: number | null) {
  const [platform] = await db.select().from(settings).where(eq(settings.id, 1));
  let logo = platform?.logo ?? null;
  if (companyId) {
    const [company] = await db.select({ logo: companies.logo }).from(companies).where(eq(companies.id, companyId));
    logo = company?.logo ?? logo;
  }
  return { logo, visualIdentityColor: platform?.visualIdentityColor ?? null };
}
