import type { Context, MiddlewareHandler } from 'hono';
import { COMING_SOON_MESSAGES } from '#shared/maintenance/coming-soon-messages.ts';
import type { AppEnv, SessionUser } from '../../app-env.ts';
import { problemResponse } from '../../lib/errors.ts';
import { accessOf, loadMaintenance } from './service.ts';

/**
 * What a locked visitor may still reach: the coming-soon page's own calls, signing in (better-auth
 * answers /api/auth before this runs) and resetting a password, the health check, the API's
 * description, and the pictures and logos the coming-soon page may show.
 */
const OPEN_API = new Set([
  '/api/health',
  '/api/me',
  '/api/maintenance',
  '/api/maintenance/unlock',
  '/api/waiting-list',
  '/api/contact',
  '/api/page-content',
  '/api/app-settings',
  '/api/openapi.json',
  '/api/docs',
  '/api/docs.js',
  '/api/docs.css',
]);
const OPEN_PREFIXES = ['/api/accounts/password-reset/', '/uploads/content-images/', '/uploads/app-logos/'];

const isOpenDuringMaintenance = (path: string) =>
  OPEN_API.has(path) || OPEN_PREFIXES.some((p) => path.startsWith(p));

/**
 * The server's half of maintenance mode: while it is on, the API and uploaded files answer 503 to
 * anyone who is neither a super admin nor unlocked by the preview password. The browser shows the
 * coming-soon page; this makes sure nothing behind it can be read by going around the page.
 *
 * resolveUser finds the signed-in user where the session middleware has not run (uploads).
 */
export function maintenanceGate(
  resolveUser: (c: Context<AppEnv>) => Promise<SessionUser | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isOpenDuringMaintenance(c.req.path)) return next();
    const record = await loadMaintenance(c.get('deps'));
    if (!record?.enabled) return next();
    const user = c.get('user') ?? (await resolveUser(c));
    if (accessOf(c, user, record)) return next();
    c.header('Retry-After', '3600');
    c.header('Cache-Control', 'no-store');
    return problemResponse(c, 503, COMING_SOON_MESSAGES.locked);
  };
}
