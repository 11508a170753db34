import type { Context } from 'hono';
import type { z } from 'zod';
import { LOCALE_HEADER } from '#shared/i18n/locales.ts';
import { isMessageKey, type Translate } from '#shared/i18n/translate.ts';
import {
  AUTH_MESSAGES,
  changePasswordBodySchema,
  requestPasswordResetBodySchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signOutBodySchema,
  signUpBodySchema,
  verifyEmailQuerySchema,
} from '#shared/auth/auth.ts';
import type { AppEnv } from '../../app-env.ts';
import { CLIENT_IP_HEADER, type Auth } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { fieldErrors, problem, statusMessage, type Said } from '../../lib/errors.ts';
import { betterAuthMessage } from './messages.ts';
import {
  countFailure,
  forgetFailures,
  isKnownDevice,
  knownDeviceCookie,
  secondsToWait,
} from './sign-in-slowdown.ts';

export const AUTH_BASE_PATH = '/api/auth';

/** One endpoint, its path below AUTH_BASE_PATH, and what it accepts. */
export type AuthEndpoint =
  { method: 'POST'; path: string; body: z.ZodType } | { method: 'GET'; path: string; query: z.ZodType };

/**
 * The sign-in service's endpoints the product uses: the web app's sign-up, sign-in, sign-out,
 * password and verification forms, and the link in the verification mail. Every other one
 * (update-user, delete-user, list-sessions, get-session, ...) answers 404: a profile changes only
 * through our own validated routes and a picture only through the upload pipeline. The
 * authorization matrix and the fuzz test are built from this same list.
 */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { method: 'POST', path: '/sign-up/email', body: signUpBodySchema },
  { method: 'POST', path: '/sign-in/email', body: signInBodySchema },
  { method: 'POST', path: '/sign-out', body: signOutBodySchema },
  { method: 'GET', path: '/verify-email', query: verifyEmailQuerySchema },
  { method: 'POST', path: '/send-verification-email', body: resendVerificationBodySchema },
  { method: 'POST', path: '/request-password-reset', body: requestPasswordResetBodySchema },
  { method: 'POST', path: '/reset-password', body: resetPasswordBodySchema },
  { method: 'POST', path: '/change-password', body: changePasswordBodySchema },
];

/**
 * An error in our problem shape, keeping the sign-in service's `message` and `code`: the web app
 * and callers of these endpoints read those (EMAIL_NOT_VERIFIED, for one).
 */
function authProblem(
  status: number,
  message: Said<string>,
  extra: { code?: string; errors?: Record<string, string>; t: Translate },
  headers?: Headers,
) {
  const out = new Headers(headers);
  out.delete('content-length');
  out.set('content-type', 'application/problem+json');
  const shaped = problem(status, message, extra.errors, extra.t);
  const body = {
    ...shaped,
    message: shaped.detail,
    ...(extra.code ? { code: extra.code } : {}),
  };
  return new Response(JSON.stringify(body), { status, headers: out });
}

/**
 * The sign-in service's own JSON errors, reshaped; its redirects and successes pass unchanged. Its
 * English words for a refusal a person may meet become our message for its code (messages.ts), in
 * the request's language; its code stays, as the web app compares it.
 */
async function asProblem(res: Response, t: Translate, path: string): Promise<Response> {
  if (res.status < 400) return res;
  const text = await res.text();
  let data: { message?: unknown; code?: unknown; errors?: unknown } = {};
  try {
    data = text ? (JSON.parse(text) as typeof data) : {};
  } catch {
    // Not JSON (a bare "Not Found"): the status speaks for itself.
  }
  const code = typeof data.code === 'string' ? data.code : undefined;
  // Already ours (the per-account slow-down): its code is our key, never one of the service's.
  if (code && isMessageKey(code)) return new Response(text, res);
  const said = typeof data.message === 'string' && data.message ? data.message : null;
  const message =
    (said && isMessageKey(said) ? said : betterAuthMessage(res.status, path, code)) ??
    said ??
    statusMessage(res.status);
  const errors =
    data.errors && typeof data.errors === 'object' ? (data.errors as Record<string, string>) : undefined;
  return authProblem(res.status, message, { code, errors, t }, res.headers);
}

/**
 * The request the sign-in service sees: only what the endpoint's schema accepts, validated and
 * normalised, as JSON; or the answer refusing it.
 */
async function forwarded(c: Context<AppEnv>, endpoint: AuthEndpoint): Promise<Request | Response> {
  const url = new URL(c.req.url);
  const headers = new Headers(c.req.raw.headers);
  if (endpoint.method === 'GET') {
    const parsed = endpoint.query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return invalid(parsed.error, c.get('t'));
    const given = Object.entries(parsed.data as Record<string, string | undefined>);
    url.search = new URLSearchParams(
      given.filter((e): e is [string, string] => e[1] !== undefined),
    ).toString();
    return new Request(url, { method: 'GET', headers });
  }
  const text = await c.req.text();
  // Only JSON, as the sign-in service itself demands: a plain form post from another site is refused.
  if (text && !c.req.header('content-type')?.toLowerCase().startsWith('application/json'))
    return authProblem(415, 'common.apiError.unsupportedMediaType', { t: c.get('t') });
  let input: unknown;
  try {
    input = text ? JSON.parse(text) : {};
  } catch {
    return authProblem(400, 'common.apiError.malformedJson', { t: c.get('t') });
  }
  const parsed = endpoint.body.safeParse(input);
  if (!parsed.success) return invalid(parsed.error, c.get('t'));
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Request(url, { method: 'POST', headers, body: JSON.stringify(parsed.data) });
}

/**
 * A sign-up's answer, the same whether the address was new or already registered (then only its
 * owner hears of it, by mail): the sign-in service's body names a user, real or made up, so it is
 * replaced by the words the page shows (auth.test.ts, "answers a registered address ...").
 */
function signedUp(res: Response, t: Translate): Response {
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  const body = { message: t(AUTH_MESSAGES.registered), code: AUTH_MESSAGES.registered };
  return new Response(JSON.stringify(body), { status: 200, headers });
}

/**
 * A sign-in, slowed down per account after repeated failures unless this browser signed in to the
 * account before (sign-in-slowdown.ts has the design); the right password clears the count.
 */
async function signInSlowly(c: Context<AppEnv>, auth: Auth, req: Request): Promise<Response> {
  const { config, database } = c.get('deps');
  const { email } = (await req.clone().json()) as { email: string };
  const { secret } = await auth.$context;
  const slowed = config.rateLimit && !isKnownDevice(c, secret, email);
  if (slowed) {
    const seconds = await secondsToWait(database.db, email);
    if (seconds > 0) {
      const message = { message: 'account.auth.accountSlowedDown', values: { seconds } } as const;
      return authProblem(429, message, { t: c.get('t') }, new Headers({ 'retry-after': String(seconds) }));
    }
  }
  const res = await auth.handler(req);
  if (res.status === 401 && slowed) await countFailure(database.db, email);
  if (!res.ok) return res;
  await forgetFailures(database.db, email);
  const out = new Response(res.body, res);
  out.headers.append('set-cookie', knownDeviceCookie(c, secret, email));
  return out;
}

function invalid(error: z.ZodError, t: Translate) {
  const errors = fieldErrors(error);
  return authProblem(400, Object.values(errors)[0] ?? 'common.validation.invalid', { errors, t });
}

/**
 * The mount of the sign-in service at /api/auth/*: the listed endpoints only, their input checked by
 * the shared schemas, errors in our problem shape. It rate-limits by the address in
 * CLIENT_IP_HEADER, which we set from the socket here so a client cannot choose its own.
 */
export function authMount(auth: Auth, trustProxy: boolean) {
  return async (c: Context<AppEnv>) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const endpoint = AUTH_ENDPOINTS.find((e) => e.method === c.req.method && e.path === path);
    if (!endpoint) return authProblem(404, 'common.apiError.notFound', { t: c.get('t') });
    const req = await forwarded(c, endpoint);
    if (req instanceof Response) return req;
    const ip = clientIp(c, trustProxy);
    if (ip) req.headers.set(CLIENT_IP_HEADER, ip);
    // The language the request was decided to speak (the page's, else the device's): sign-up keeps
    // it as the account's (lib/auth.ts).
    req.headers.set(LOCALE_HEADER, c.get('locale'));
    const res = path === '/sign-in/email' ? await signInSlowly(c, auth, req) : await auth.handler(req);
    if (path === '/sign-up/email' && res.ok) return signedUp(res, c.get('t'));
    return asProblem(res, c.get('t'), path);
  };
}
