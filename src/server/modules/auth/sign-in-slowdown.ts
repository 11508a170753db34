import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';

/**
 * The per-account slow-down of sign-in (ADR 2). The per-address limit alone let one account be tried
 * 16 times a minute from three addresses. So each account counts its failed sign-ins, whatever
 * address they come from: the first FREE_FAILURES cost nothing, then each further try must wait
 * twice as long as the one before, from 1 second up to MAX_WAIT_SECONDS, measured from the last
 * failure. A try that comes too soon is answered 429 with Retry-After and its password is not
 * checked, so a guesser gets at most one guess a minute. It is a delay, never a lock: once the wait
 * is over the next try is checked, and the right password signs in and clears the count, as does
 * FORGET_AFTER_MINUTES without failures. And a browser that has signed in to the account before
 * (it keeps a signed mark of it) is not slowed down at all, so a stranger's guessing cannot keep
 * the owner out of their own device (auth.test.ts, "the per-account slow-down").
 */
export const FREE_FAILURES = 5;
export const MAX_WAIT_SECONDS = 60;
const FORGET_AFTER_MINUTES = 15;

/** The cookie with the marks of the accounts this browser signed in to (HttpOnly, a year). */
const KNOWN_DEVICE_COOKIE = 'known_device';
const MARKS_KEPT = 5;

type Db = AppEnv['Variables']['deps']['database']['db'];

/** The account's counter, under a key of our own in the shared rate-limit table; the address hashed. */
export const counterKey = (email: string) =>
  `sign-in-account:${createHash('sha256').update(email.toLowerCase()).digest('base64url')}`;

/** Seconds the account's next try must wait after `failures` failures (0: none). */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES));
}

/** Seconds until the account may be tried again, 0 when it may be tried now. */
export async function secondsToWait(db: Db, email: string, now = Date.now()): Promise<number> {
  const { rows } = await db.execute<{ count: number; last_request: string | number }>(
    sql`select count, last_request from rate_limits where key = ${counterKey(email)}`,
  );
  const row = rows[0];
  if (!row) return 0;
  const last = Number(row.last_request);
  if (now - last > FORGET_AFTER_MINUTES * 60_000) return 0;
  const until = last + waitAfter(Number(row.count)) * 1000;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Counts one failed sign-in of the account, from now (a count long forgotten starts again). */
export async function countFailure(db: Db, email: string, now = Date.now()) {
  const forgotten = now - FORGET_AFTER_MINUTES * 60_000;
  await db.execute(sql`
    insert into rate_limits (key, count, last_request) values (${counterKey(email)}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${forgotten} then 1 else rate_limits.count + 1 end,
      last_request = ${now}`);
}

/** The right password: the account starts afresh. */
export async function forgetFailures(db: Db, email: string) {
  await db.execute(sql`delete from rate_limits where key = ${counterKey(email)}`);
}

/** This browser's mark for an account: unguessable without the server's secret. */
const markOf = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`known-device:${email.toLowerCase()}`).digest('base64url').slice(0, 22);

const marksOf = (c: Context<AppEnv>) => (getCookie(c, KNOWN_DEVICE_COOKIE) ?? '').split('.').filter(Boolean);

/** Whether this browser signed in to the account before. */
export const isKnownDevice = (c: Context<AppEnv>, secret: string, email: string) =>
  marksOf(c).includes(markOf(secret, email));

/** The Set-Cookie that remembers on this browser that it signed in to the account (the newest few). */
export function knownDeviceCookie(c: Context<AppEnv>, secret: string, email: string): string {
  const mark = markOf(secret, email);
  const marks = [mark, ...marksOf(c).filter((m) => m !== mark)].slice(0, MARKS_KEPT);
  const secure = c.get('deps').config.isProduction ? '; Secure' : '';
  return `${KNOWN_DEVICE_COOKIE}=${marks.join('.')}; Max-Age=31536000; Path=/api/auth; HttpOnly; SameSite=Lax${secure}`;
}
