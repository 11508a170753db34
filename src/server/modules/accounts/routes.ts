import { createRoute } from '@hono/zod-openapi';
import { isRole } from '#shared/roles.ts';
import {
  meResponseSchema,
  resetLinkDtoSchema,
  resetLinkParamsSchema,
  type CurrentUser,
} from '#shared/dto.ts';
import { createRouter, json } from '../../lib/router.ts';
import { findCurrentUser } from './repository.ts';

const me = createRoute({
  method: 'get',
  path: '/me',
  summary: 'The signed-in user, or null',
  responses: {
    200: json(meResponseSchema, 'Current user'),
  },
});

const RESET_TOKEN = /^[\w-]+$/;

const resetLink = createRoute({
  method: 'get',
  path: '/accounts/password-reset/{token}',
  summary: 'Whether a password-reset link is still valid',
  request: { params: resetLinkParamsSchema },
  responses: {
    200: json(resetLinkDtoSchema, 'Validity'),
  },
});

export const accountRoutes = createRouter()
  .openapi(me, async (c) => {
    const session = c.var.user;
    if (!session) return c.json({ user: null }, 200);
    const row = await findCurrentUser(c.var.deps.database.db, session.id);
    if (!row || !isRole(row.role)) return c.json({ user: null }, 200);
    const user: CurrentUser = { ...row, role: row.role };
    return c.json({ user }, 200);
  })
  .openapi(resetLink, async (c) => {
    const { token } = c.req.valid('param');
    // Our reset tokens are letters and digits; anything else (a mangled link, a NUL byte the database
    // would refuse) cannot be one, so it is not looked up.
    if (!RESET_TOKEN.test(token)) return c.json({ valid: false }, 200);
    const ctx = await c.var.deps.auth.$context;
    const v = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
    return c.json({ valid: Boolean(v && new Date(v.expiresAt) > new Date()) }, 200);
  });
