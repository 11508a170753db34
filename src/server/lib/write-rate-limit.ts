import type { MiddlewareHandler } from 'hono';
import { TOO_MANY_REQUESTS_MESSAGE } from '#shared/rate-limit.ts';
import type { AppEnv } from '../app-env.ts';
import { clientIp } from './client-ip.ts';
import { problemResponse } from './errors.ts';
import { countHit, type RateLimitRule } from './rate-limit.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A signed-in person clicks, saves and sends at most a few times a minute; a busy provider working
 * through the schedule (blocking slots, confirming visits, answering messages) stays well under one a
 * second. 120 a minute is never reached by a person, yet stops a script flooding the database.
 */
export const USER_WRITE_RULE: RateLimitRule = {
  name: 'writes-user',
  max: 120,
  windowSeconds: 60,
  message: TOO_MANY_REQUESTS_MESSAGE,
};

/**
 * Guests write little (the waiting list, the contact form, a profile view), but the place suggestions
 * of the search box are posts too, one per pause in typing, and several guests may share one address
 * (a library, a care home). Lower than a person's, as an address costs nothing to a script.
 */
export const GUEST_WRITE_RULE: RateLimitRule = {
  name: 'writes-guest',
  max: 60,
  windowSeconds: 60,
  message: TOO_MANY_REQUESTS_MESSAGE,
};

/**
 * Every write to the API counts against its signed-in user, else its client address; reads never do.
 * Runs after the session is known. Sign-in and the rest of /api/auth are limited by better-auth itself;
 * the tighter rules of single endpoints (contact, waiting list) still apply on top of this one.
 */
export function writeRateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { config, database } = c.get('deps');
    if (!config.rateLimit || !WRITE_METHODS.has(c.req.method) || c.req.path.startsWith('/api/auth/'))
      return next();
    const user = c.get('user');
    const [rule, who] = user
      ? [USER_WRITE_RULE, `user:${user.id}`]
      : [GUEST_WRITE_RULE, `address:${clientIp(c, config.TRUST_PROXY) ?? 'unknown'}`];
    const retryAfter = await countHit(database.db, `app:${rule.name}:${who}`, rule);
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      return problemResponse(c, 429, rule.message);
    }
    await next();
  };
}
