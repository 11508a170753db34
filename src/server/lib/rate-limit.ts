import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientIp } from './client-ip.ts';
import { problemResponse } from './errors.ts';
import { countHit, type RateLimitRule } from './hit-counter.ts';

export { countHit, type RateLimitRule };

/**
 * A fixed-window counter per rule and client address, kept in the database (the table better-auth
 * uses for its own limits, under keys of our own) so that every server instance counts together.
 * One statement counts and reads, so concurrent requests cannot both slip under the limit.
 */
export function rateLimit(rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { config, database } = c.get('deps');
    if (!config.rateLimit) return next();
    const key = `app:${rule.name}:${clientIp(c, config.TRUST_PROXY) ?? 'unknown'}`;
    const retryAfter = await countHit(database.db, key, rule);
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      return problemResponse(c, 429, rule.message);
    }
    await next();
  };
}

/**
 * Counts one hit of the request's client address on the rule's counter (the one `rateLimit` keeps:
 * a form posted without JavaScript counts with its API): 0 when it may go on, else the seconds until
 * the window ends.
 */
export async function hitsOver(c: Context<AppEnv>, rule: RateLimitRule): Promise<number> {
  const { config, database } = c.get('deps');
  if (!config.rateLimit) return 0;
  const key = `app:${rule.name}:${clientIp(c, config.TRUST_PROXY) ?? 'unknown'}`;
  return countHit(database.db, key, rule);
}
