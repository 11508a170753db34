import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { and, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { signUpRequestSchema } from '#shared/auth/auth.ts';
import { SIGN_UP_ROLES } from '#shared/roles.ts';
import { ADMIN_CONSOLE_MESSAGES } from '#shared/admin/console.ts';
import {
  DEFAULT_LOCALE,
  LOCALE_HEADER,
  LOCALES,
  isLocale,
  localePath,
  splitLocalePath,
  type Locale,
} from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Config } from '../config.ts';
import type { Outbox } from './mail/outbox.ts';
import { recipientLocale } from './mail/recipient-locale.ts';
import { fieldErrors } from './errors.ts';
import type { Logger } from './logger.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { acceptedPasswordSchema } from './password-rules.ts';
import { countHit } from './hit-counter.ts';

/** The header our own server sets from the socket address; any client-sent value is replaced. */
export const CLIENT_IP_HEADER = 'x-client-ip';

export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 600, max: 10 },
  '/request-password-reset': { window: 600, max: 5 },
  '/reset-password': { window: 600, max: 10 },
  '/send-verification-email': { window: 600, max: 5 },
};

/** How often the owner of a registered address hears that someone tried to sign up with it. */
const SIGN_UP_ATTEMPT_MAILS = {
  name: 'sign-up-attempt-mail',
  max: 1,
  windowSeconds: 3600,
  message: 'account.auth.tooManyAttempts',
} as const;

type Deps = { db: Db; config: Config; secret: string; outbox: Outbox; log: Logger };

/** better-auth keeps each reset link as a verification row `reset-password:<token>` holding the user id. */
const RESET_LINK_PREFIX = 'reset-password:';

/**
 * Spends every reset link a user still holds. A new password, however it was set, makes the older
 * links worthless: whoever holds one of those mails must not be able to set it again (auth.test.ts,
 * "a reset with the newest link spends every older link").
 */
async function forgetResetLinks(db: Db, userId: string) {
  await db
    .delete(schema.verifications)
    .where(
      and(
        like(schema.verifications.identifier, `${RESET_LINK_PREFIX}%`),
        eq(schema.verifications.value, userId),
      ),
    );
}

/** What the sign-in service's endpoints that set a password accept, with the server's password rule. */
const signUpAccepted = signUpRequestSchema.extend({ password: acceptedPasswordSchema });
const newPasswordAccepted = z.object({ newPassword: acceptedPasswordSchema });

/**
 * The sign-in service's own complaints about a client's request (a foreign Origin, a callback
 * address off the site, a cross-site form sign-in): anyone can make them, so they are warnings,
 * not errors a person on call must read (logging.test.ts).
 */
const CLIENT_MISTAKE =
  /^(Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b|Blocked cross-site)/;

/** A level and a line from the sign-in service, put through our logger at the level it deserves. */
function logFromAuth(log: Logger, level: 'debug' | 'info' | 'warn' | 'error', message: string) {
  const at = level === 'error' && CLIENT_MISTAKE.test(message) ? 'warn' : level;
  // Only the message: what it passes besides (the request's headers, a callback address) is the
  // client's to choose and may carry personal data.
  log[at]({ source: 'auth' }, message.slice(0, 300));
}

function validationError(error: Parameters<typeof fieldErrors>[0]) {
  const errors = fieldErrors(error);
  return new APIError('BAD_REQUEST', { message: Object.values(errors)[0], errors });
}

/**
 * The verification link with the page it returns to in the account's language: the app asks for
 * `/auth?verified=1`, a Spanish account lands on `/es/auth?verified=1` (ADR 19).
 */
function verificationInLanguage(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  const link = new URL(url);
  const back = link.searchParams.get('callbackURL');
  if (!back?.startsWith('/') || back.startsWith('//')) return url;
  if (splitLocalePath(back.split(/[?#]/)[0]!, LOCALES).locale !== DEFAULT_LOCALE) return url;
  link.searchParams.set('callbackURL', localePath(locale, back));
  return link.toString();
}

/** The language a request to the service speaks (the mount sets it: the page's), if the site offers it. */
function offeredLocale(headers: Headers | undefined, config: Config): Locale {
  const asked = headers?.get(LOCALE_HEADER);
  return isLocale(asked) && config.LOCALES.includes(asked) ? asked : DEFAULT_LOCALE;
}

/** The language this device was set to with the switch (its `lang` cookie), if any. */
function deviceLocale(headers: Headers | undefined): string | undefined {
  return /(?:^|;\s*)lang=([^;]*)/.exec(headers?.get('cookie') ?? '')?.[1];
}

/**
 * A sign-in keeps the language of the page it was made on: an account whose person never chose a
 * language (one made before Spanish, or by `npm run user:create`) takes it, so its mail follows too,
 * and the app has no reason to move. A chosen language stays, and the app moves to it (ADR 19;
 * auth.test.ts, "a sign-in keeps the page's language").
 */
async function followPageLanguage(db: Db, userId: string, locale: Locale) {
  await db
    .update(schema.users)
    .set({ locale })
    .where(and(eq(schema.users.id, userId), eq(schema.users.localeChosen, false)));
}

/** How accounts sign in with a password, and the mails that reset it and verify an address. */
function passwordAndMailOptions({
  db,
  config,
  outbox,
}: Deps): Pick<BetterAuthOptions, 'emailAndPassword' | 'emailVerification'> {
  return {
    emailAndPassword: {
      enabled: true,
      // The shared rule's length, should anything reach the service without our hook's check.
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }) {
        // Our own page validates the token first, so the link goes straight to it.
        // In the account's language: the mail and the page it opens (ADR 19).
        const locale = await recipientLocale(db, { userId: user.id });
        const resetUrl = `${config.publicUrl}${localePath(locale, '/reset-password')}?token=${encodeURIComponent(token)}`;
        await outbox.send({ to: user.email, template: 'password-reset', data: { resetUrl }, locale });
      },
      onPasswordReset: ({ user }) => forgetResetLinks(db, user.id),
      // A sign-up with a registered address is answered as any other (the sign-in service answers it
      // so because verification is required, and the mount sends both the same body); its owner is
      // told by mail instead, in their language (auth.test.ts, "answers a registered address ...").
      async onExistingUserSignUp({ user }) {
        // One such mail an hour at most: the sign-ups of a stranger must not flood the owner's inbox.
        if (await countHit(db, `sign-up-attempt:${user.id}`, SIGN_UP_ATTEMPT_MAILS)) return;
        const locale = await recipientLocale(db, { userId: user.id });
        await outbox.send({ to: user.email, template: 'sign-up-attempt', data: {}, locale });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        const locale = await recipientLocale(db, { userId: user.id });
        await outbox.send({
          to: user.email,
          template: 'account-verification',
          data: { verificationUrl: verificationInLanguage(url, locale) },
          locale,
        });
      },
    },
  };
}

/** Our checks before the service's sign-up and password endpoints, and what follows a sign-in. */
function requestHooks(db: Db, config: Config): BetterAuthOptions['hooks'] {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/sign-up/email') {
        const parsed = signUpAccepted.safeParse(ctx.body);
        if (!parsed.success) throw validationError(parsed.error);
        const { firstName, lastName, phone, role, email, password } = parsed.data;
        return {
          context: {
            body: {
              ...ctx.body,
              email,
              password,
              firstName,
              lastName,
              role,
              phone: phone ? phone : null,
              name: `${firstName} ${lastName}`,
            },
          },
        };
      }
      if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
        const parsed = newPasswordAccepted.safeParse(ctx.body);
        if (!parsed.success) throw validationError(parsed.error);
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const signedIn = ctx.context.newSession?.user.id;
      if (ctx.path === '/sign-in/email' && signedIn) {
        await followPageLanguage(db, signedIn, offeredLocale(ctx.headers ?? ctx.request?.headers, config));
      }
      const changedBy = ctx.context.session?.user.id;
      if (ctx.path === '/change-password' && changedBy && !(ctx.context.returned instanceof APIError)) {
        await forgetResetLinks(db, changedBy);
      }
    }),
  };
}

/** Checks on the rows the service writes: no session for a disabled account, no staff role at sign-up. */
function accountHooks(db: Db, config: Config): BetterAuthOptions['databaseHooks'] {
  return {
    session: {
      create: {
        // After the password was checked, so the answer tells a stranger nothing about the account.
        async before(session) {
          const [user] = await db
            .select({ disabledAt: schema.users.disabledAt })
            .from(schema.users)
            .where(eq(schema.users.id, session.userId));
          if (user?.disabledAt) {
            throw new APIError('FORBIDDEN', {
              message: ADMIN_CONSOLE_MESSAGES.accountDisabled,
              code: 'ACCOUNT_DISABLED',
            });
          }
        },
      },
    },
    user: {
      create: {
        async before(user, ctx) {
          // Sign-up may choose only patient or provider; staff roles are made by `npm run user:create`.
          const requested = (ctx?.body as { role?: unknown } | undefined)?.role ?? 'patient';
          if (!SIGN_UP_ROLES.includes(requested as 'patient')) {
            const invalidRole: MessageKey = 'account.validation.invalidRole';
            throw new APIError('BAD_REQUEST', { message: invalidRole });
          }
          // The account speaks the language of the page it was made on (authMount sets the header
          // to the request's decided language); mail written before any sign-in uses it.
          const headers = ctx?.headers ?? ctx?.request?.headers;
          const locale = offeredLocale(headers, config);
          // Chosen when the device was set to it with the switch; else the account follows the
          // page of each sign-in until the person chooses (ADR 19).
          const localeChosen = deviceLocale(headers) === locale;
          return { data: { ...user, role: requested as string, locale, localeChosen } };
        },
      },
    },
  };
}

export function createAuth({ db, config, secret, outbox, log }: Deps) {
  return betterAuth({
    appName: 'CareConnect',
    // better-auth's own messages go through our logger (and its redaction), not straight to stderr.
    logger: {
      level: 'warn',
      log: (level, message) => logFromAuth(log, level, message),
    },
    // Its refusals are answers to a client (their status is in the request log); only its own
    // failures are errors. Without this it writes every refusal to stderr at error level.
    onAPIError: {
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) return;
        log.error({ err: error, source: 'auth' }, 'sign-in service failed');
      },
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    user: {
      additionalFields: {
        // Never client input: set at sign-up from the validated body (accountHooks), else by our code.
        role: { type: 'string', required: false, defaultValue: 'patient', input: false },
        firstName: { type: 'string', required: false, defaultValue: '', input: true },
        lastName: { type: 'string', required: false, defaultValue: '', input: true },
        phone: { type: 'string', required: false, input: true },
        // Set by a super admin; read with the session's user, so a disabled account costs no extra query.
        disabledAt: { type: 'date', required: false, input: false },
        // The account's language (ADR 19): at sign-up the page's, then the person's choice in settings.
        locale: { type: 'string', required: false, defaultValue: DEFAULT_LOCALE, input: false },
        localeChosen: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    ...passwordAndMailOptions({ db, config, secret, outbox, log }),
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Its Origin and callback checks run under test as they do in production (it would skip them
      // when NODE_ENV is test), so the tests see what a server sees.
      disableOriginCheck: false,
    },
    hooks: requestHooks(db, config),
    databaseHooks: accountHooks(db, config),
  });
}

export type Auth = ReturnType<typeof createAuth>;
