import { createRoute } from '@hono/zod-openapi';
import { ACCOUNT_LANGUAGE_MESSAGES, accountLanguageSchema } from '#shared/accounts/language.ts';
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locales.ts';
import { isRole } from '#shared/roles.ts';
import {
  meResponseSchema,
  resetLinkDtoSchema,
  resetLinkParamsSchema,
  type CurrentUser,
} from '#shared/dto.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { rememberDeviceLocale } from '../../lib/request-locale.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import { findCurrentUser, setLocale } from './repository.ts';

const me = createRoute({
  method: 'get',
  path: '/me',
  summary: 'The signed-in user, or null',
  responses: {
    200: json(meResponseSchema, 'Current user'),
  },
});

const language = createRoute({
  method: 'put',
  path: '/me/locale',
  summary: "Set the signed-in account's language",
  description:
    'The language of the account: its mail and notifications are written in it, and the app moves to it after a sign-in. Only a language the site offers (LOCALES) is accepted. The device remembers it too (the `lang` cookie).',
  request: { body: jsonBody(accountLanguageSchema) },
  responses: {
    204: { description: 'Saved' },
    400: { description: `'${inEnglish(ACCOUNT_LANGUAGE_MESSAGES.invalid)}'` },
    401: { description: 'Not signed in' },
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
    const user: CurrentUser = {
      ...row,
      role: row.role,
      locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    };
    return c.json({ user }, 200);
  })
  .openapi(language, async (c) => {
    const user = requireUser(c);
    const { locale } = c.req.valid('json');
    if (!c.var.deps.config.LOCALES.includes(locale))
      throw badRequest(ACCOUNT_LANGUAGE_MESSAGES.invalid, { locale: ACCOUNT_LANGUAGE_MESSAGES.invalid });
    await setLocale(c.var.deps.database.db, user.id, locale);
    rememberDeviceLocale(c, locale);
    return c.body(null, 204);
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
