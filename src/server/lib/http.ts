import type { Context } from 'hono';
import type { Role } from '#shared/roles.ts';
import { hasRoleAccess } from '#shared/roles.ts';
import type { AppEnv, SessionUser } from '../app-env.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The signed-in user, or a 401. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user holding the role (super_admin passes all), or 401 / 403. */
export function requireRole(c: Context<AppEnv>, role: Role): SessionUser {
  const user = requireUser(c);
  if (!hasRoleAccess(user.role, role)) throw forbidden();
  return user;
}
