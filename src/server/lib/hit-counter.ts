import { sql } from 'drizzle-orm';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { Db } from '../db/client.ts';

// The counting itself, apart from the HTTP middleware of rate-limit.ts: the sign-in service's set-up
// (auth.ts) counts too, and rate-limit.ts depends on it through the client address.

export type RateLimitRule = {
  /** Names the counter; two rules never share one. */
  name: string;
  max: number;
  windowSeconds: number;
  /** The message of the 429 answer. */
  message: MessageKey;
};

/**
 * Counts one hit on `key` (a counter of the caller's own, such as one per organization rather than
 * per address); answers 0 when it may go on, else the seconds until the window ends.
 */
export async function countHit(db: Db, key: string, rule: RateLimitRule): Promise<number> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  // last_request holds the start of the current window.
  const result = await db.execute<{ count: number; last_request: string | number }>(sql`
    insert into rate_limits (key, count, last_request) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${windowStart} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  const row = result.rows[0]!;
  if (Number(row.count) <= rule.max) return 0;
  return Math.max(1, Math.ceil((Number(row.last_request) + rule.windowSeconds * 1000 - now) / 1000));
}
