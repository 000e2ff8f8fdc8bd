import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../db/client.ts';
import { AppError } from './app-error.ts';

export interface TRateRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every API process shares them and a restart forgets nothing.
 * Checked before any password hashing: a flood costs one row update, not an argon2 hash.
 */
export async function hitRateLimit(db: TDb, key: string, rule: TRateRule): Promise<void> {
  const seconds = rule.windowSeconds;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${seconds})
                       THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${seconds})
                       THEN now() ELSE rate_limits.window_start END
        RETURNING count`,
  );
  if ((row?.count ?? 0) > rule.limit) throw AppError.tooManyRequests();
}

export async function hitRateLimits(db: TDb, hits: [key: string, rule: TRateRule][]) {
  for (const [key, rule] of hits) await hitRateLimit(db, key, rule);
}
