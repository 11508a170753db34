import type { MiddlewareHandler } from 'hono';
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
