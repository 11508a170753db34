import type { MiddlewareHandler } from 'hono';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { Role } from '#shared/roles.ts';
import { hasRoleAccess } from '#shared/roles.ts';
import type { AppEnv } from '../app-env.ts';
import { forbidden, unauthorized } from './errors.ts';

// Route middleware runs before the route's input is validated: a guest or a user without the role
// hears "sign in" or "not allowed", not the details of a form they may not send anyway.

/** 401 for guests, with the feature's own words when it has them. */
export const signedIn =
  (message?: MessageKey): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!c.get('user')) throw unauthorized(message);
    await next();
  };

/** 401 for guests, 403 without the role (super_admin passes all, as requireRole). */
export const withRole =
  (role: Role): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (!hasRoleAccess(user.role, role)) throw forbidden();
    await next();
  };

/**
 * 401 for guests and 403 for a role the feature's rule refuses, each in the feature's own words: for
 * the rules withRole does not cover (the provider role alone, anyone who may act as a patient).
 */
export const allowOnly =
  (
    allowed: (role: Role) => boolean,
    words: { guest?: MessageKey; refused?: MessageKey },
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized(words.guest);
    if (!allowed(user.role)) throw forbidden(words.refused);
    await next();
  };
