import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/auth/auth.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/validation/query-values.ts';
import { users } from '../../db/schema/index.ts';
import { createVerifiedUser } from '../accounts/service.ts';
import {
  TEST_ORIGIN,
  apiClient,
  decodeMail,
  drainJobs,
  readMails,
  testServices,
  uniqueEmail,
  uniqueIp,
  type Json,
} from '../../test/harness.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish, serverTranslator } from '../../lib/i18n.ts';
import { counterKey, FREE_FAILURES, MAX_WAIT_SECONDS, waitAfter } from './sign-in-slowdown.ts';

let app: App;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testServices());
});

const client = (ip?: string) => apiClient(app, ip);

const signUpBody = (email: string, extra: Json = {}) => ({
  email,
  password: 'correct-horse-1',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '(305) 555-0100',
  role: 'patient',
  ...extra,
});

async function latestMailTo(email: string) {
  await drainJobs(deps);
  const mails = readMails(deps.config.DATA_DIR).filter((m) => m.raw.includes(`To: ${email}`));
  return mails.at(-1)?.raw ?? null;
}

async function signUpAndVerify(email: string, extra: Json = {}) {
  const c = client();
  const res = await c.post('/api/auth/sign-up/email', signUpBody(email, extra));
  expect(res.status).toBe(200);
  const mail = decodeMail((await latestMailTo(email))!);
  const link = mail
    .match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<>]+/)![0]
    .replace(/&amp;/g, '&');
  const verified = await c.get(link.replace(TEST_ORIGIN, ''));
  expect([200, 302]).toContain(verified.status);
  return c;
}

describe('sign-up', () => {
  it('creates an unverified patient, mails a verification link, and refuses sign-in until verified', async () => {
    const email = uniqueEmail('signup');
    const c = client();
    const res = await c.post('/api/auth/sign-up/email', signUpBody(email));
    expect(res.status).toBe(200);
    const [row] = await deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      role: 'patient',
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: false,
    });

    const mail = await latestMailTo(email);
    expect(mail).toContain('/api/auth/verify-email?token=');

    const signIn = await c.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('verification link then sign-in gives a session; /api/me shows the user; sign-out ends it', async () => {
    const email = uniqueEmail('verify');
    const c = await signUpAndVerify(email, { role: 'provider', firstName: 'Grace', lastName: 'Hopper' });
    const signIn = await c.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect(signIn.status).toBe(200);
    const sessionCookie = signIn.setCookies.find((s) => s.includes('session_token'))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const me = await c.get('/api/me');
    expect(me.body.user).toMatchObject({ email, role: 'provider', firstName: 'Grace', lastName: 'Hopper' });
    expect(JSON.stringify(me.body)).not.toContain('password');

    const out = await c.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect((await c.get('/api/me')).body.user).toBeNull();
  });

  it('answers a registered address exactly as a new one, creates nothing, and mails its owner in their language', async () => {
    const email = uniqueEmail('dup');
    const fresh = uniqueEmail('dup-fresh');
    expect((await client().speaking('es').post('/api/auth/sign-up/email', signUpBody(email))).status).toBe(
      200,
    );
    await drainJobs(deps);
    const before = readMails(deps.config.DATA_DIR).length;
    const again = await client().post('/api/auth/sign-up/email', signUpBody(email.toUpperCase()));
    // Tried again within the hour: answered the same, but the owner is told once.
    expect((await client().post('/api/auth/sign-up/email', signUpBody(email))).status).toBe(200);
    const other = await client().post('/api/auth/sign-up/email', signUpBody(fresh));
    expect(again.status).toBe(200);
    expect(again.status).toBe(other.status);
    expect(again.body).toEqual(other.body);
    expect(again.body).toEqual({
      message: 'Account created successfully! Please check your email to verify your account.',
      code: AUTH_MESSAGES.registered,
    });
    const rows = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    // The owner is told, in the account's Spanish, and given no new verification link.
    await drainJobs(deps);
    const toOwner = readMails(deps.config.DATA_DIR)
      .slice(before)
      .filter((m) => m.raw.includes(`To: ${email}`));
    expect(toOwner).toHaveLength(1);
    // Quoted-printable undone byte by byte, then read as the UTF-8 it is.
    const mail = Buffer.from(decodeMail(toOwner[0]!.raw), 'latin1').toString('utf8');
    expect(mail).toContain('Si fue usted, inicie sesión con su contraseña.');
    expect(mail).toContain('/es/auth');
    expect(mail).not.toContain('verify-email');
  });

  it.each([
    ['six characters', '123456', AUTH_MESSAGES.password8],
    ['seven characters', 'abcdefg', AUTH_MESSAGES.password8],
    ['a commonly breached password', 'password123', AUTH_MESSAGES.passwordCommon],
    ['the same in capitals', 'PassWord123', AUTH_MESSAGES.passwordCommon],
  ])('refuses %s at sign-up with the one rule, and creates nothing', async (_what, password, key) => {
    const email = uniqueEmail('weak');
    const res = await client().post('/api/auth/sign-up/email', signUpBody(email, { password }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ password: inEnglish(key) });
    expect(res.body.codes).toMatchObject({ password: key });
    const rows = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it('holds the rule for a call that goes straight to the sign-in service, around our mount', async () => {
    const email = uniqueEmail('around');
    for (const password of ['123456', 'password123']) {
      await expect(
        deps.auth.api.signUpEmail({
          body: { email, password, name: 'A B', firstName: 'A', lastName: 'B', role: 'patient' } as never,
        }),
      ).rejects.toMatchObject({ statusCode: 400 });
    }
    const rows = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it.each([['super_admin'], ['organization_admin'], ['root']])(
    'refuses the role %s sent by the client and creates no account',
    async (role) => {
      const email = uniqueEmail('tamper');
      const res = await client().post('/api/auth/sign-up/email', signUpBody(email, { role }));
      expect(res.status).toBe(400);
      const rows = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(0);
    },
  );

  it('returns the spec messages per field for bad input', async () => {
    const res = await client().post('/api/auth/sign-up/email', {
      email: 'not-an-email',
      password: '123',
      firstName: '',
      lastName: '',
      role: 'patient',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      email: inEnglish(AUTH_MESSAGES.email),
      password: inEnglish(AUTH_MESSAGES.password8),
      firstName: inEnglish(AUTH_MESSAGES.firstName),
      lastName: inEnglish(AUTH_MESSAGES.lastName),
    });
  });

  it("answers in the page's language: the words in Spanish, the codes the same", async () => {
    const spanish = client().speaking('es');
    const bad = await spanish.post('/api/auth/sign-up/email', {
      ...signUpBody(uniqueEmail('es-bad')),
      email: 'not-an-email',
      password: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      detail: 'Por favor, escriba un correo electrónico válido',
      message: 'Por favor, escriba un correo electrónico válido',
      code: AUTH_MESSAGES.email,
      errors: {
        email: 'Por favor, escriba un correo electrónico válido',
        password: 'La contraseña debe tener al menos 8 caracteres',
      },
      codes: { email: AUTH_MESSAGES.email, password: AUTH_MESSAGES.password8 },
    });
    // The server's own check, in Spanish too.
    const common = await spanish.post('/api/auth/sign-up/email', {
      ...signUpBody(uniqueEmail('es-common')),
      password: 'iloveyou2',
    });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({
      password: 'Esta contraseña es muy común y fácil de adivinar. Por favor, elija otra.',
    });
  });

  it.each([
    ['a line break in a name', { firstName: 'Bob\r\nBcc: everyone@example.test' }, 'firstName'],
    ['a NUL in a name', { lastName: 'Lovelace\u0000' }, 'lastName'],
    ['a line break in the phone', { phone: '(305) 555-0100\nBcc: x' }, 'phone'],
  ])("refuses %s with 400 and the field's message and creates nothing", async (_what, extra, field) => {
    const email = uniqueEmail('control');
    const res = await client().post('/api/auth/sign-up/email', signUpBody(email, extra));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: inEnglish(CONTROL_CHARACTERS_MESSAGE) });
    expect(res.body.codes).toEqual({ [field]: CONTROL_CHARACTERS_MESSAGE });
    const rows = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it("keeps the page's language as the account's: Spanish from a Spanish page, English otherwise", async () => {
    const spanishEmail = uniqueEmail('es-signup');
    const englishEmail = uniqueEmail('en-signup');
    expect(
      (await client().speaking('es').post('/api/auth/sign-up/email', signUpBody(spanishEmail))).status,
    ).toBe(200);
    expect((await client().post('/api/auth/sign-up/email', signUpBody(englishEmail))).status).toBe(200);
    // A language the site does not offer is not kept: the request falls back to English.
    const frenchEmail = uniqueEmail('fr-signup');
    expect(
      (await client().speaking('fr').post('/api/auth/sign-up/email', signUpBody(frenchEmail))).status,
    ).toBe(200);
    const localeOf = async (email: string) =>
      (await deps.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]
        ?.locale;
    expect(await localeOf(spanishEmail)).toBe('es');
    expect(await localeOf(englishEmail)).toBe('en');
    expect(await localeOf(frenchEmail)).toBe('en');
  });

  describe("a sign-in keeps the page's language", () => {
    const accountOf = async (email: string) =>
      (
        await deps.database.db
          .select({ locale: users.locale, localeChosen: users.localeChosen })
          .from(users)
          .where(eq(users.email, email))
      )[0];

    it('an account made by user:create (or before Spanish) signing in from a Spanish page stays in Spanish', async () => {
      const email = uniqueEmail('made-in-english');
      await createVerifiedUser(deps.database.db, { email, password: 'long-enough-pass-1', role: 'patient' });
      expect(await accountOf(email)).toEqual({ locale: 'en', localeChosen: false });
      const c = client().speaking('es');
      expect(
        (await c.post('/api/auth/sign-in/email', { email, password: 'long-enough-pass-1' })).status,
      ).toBe(200);
      // The app reads the account's language after signing in: the same as the page, so it stays.
      expect((await c.get('/api/me')).body.user).toMatchObject({ email, locale: 'es' });
      expect(await accountOf(email)).toEqual({ locale: 'es', localeChosen: false });
    });

    it('a language the person chose stays theirs: signing in from the other language moves the app to it', async () => {
      const email = uniqueEmail('chose-english');
      const c = await signUpAndVerify(email);
      await c.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
      expect((await c.put('/api/me/locale', { locale: 'en' })).status).toBe(204);
      expect(await accountOf(email)).toEqual({ locale: 'en', localeChosen: true });
      const spanish = client().speaking('es');
      expect(
        (await spanish.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' })).status,
      ).toBe(200);
      expect((await spanish.get('/api/me')).body.user).toMatchObject({ locale: 'en' });
    });

    it('a sign-up counts as a choice only on a device set to that language with the switch', async () => {
      const followed = uniqueEmail('es-browser');
      const switched = uniqueEmail('es-switch');
      await client().speaking('es').post('/api/auth/sign-up/email', signUpBody(followed));
      const fromSwitchedDevice = await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          'x-client-ip': uniqueIp(),
          'x-locale': 'es',
          cookie: 'lang=es',
          'content-type': 'application/json',
        },
        body: JSON.stringify(signUpBody(switched)),
      });
      expect(fromSwitchedDevice.status).toBe(200);
      expect(await accountOf(followed)).toEqual({ locale: 'es', localeChosen: false });
      expect(await accountOf(switched)).toEqual({ locale: 'es', localeChosen: true });
    });
  });

  it('keeps only the fields of the form: no picture address, no role, whatever else the request carries', async () => {
    const email = uniqueEmail('extra');
    const res = await client().post(
      '/api/auth/sign-up/email',
      signUpBody(email, { image: 'http://tracker.example/pixel.png', emailVerified: true }),
    );
    expect(res.status).toBe(200);
    const [row] = await deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ image: null, emailVerified: false, role: 'patient' });
  });
});

describe('what the sign-in service exposes', () => {
  it('update-user is closed: no role, no 100,000-character name, no outside picture address', async () => {
    const email = uniqueEmail('raise');
    const c = await signUpAndVerify(email);
    await c.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    const res = await c.post('/api/auth/update-user', {
      role: 'super_admin',
      firstName: 'A'.repeat(100_000),
      name: 'A'.repeat(100_000),
      image: 'http://tracker.example/pixel.png',
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const [row] = await deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'patient', firstName: 'Ada', name: 'Ada Lovelace', image: null });
  });

  it.each([
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/delete-user'],
    ['POST', '/api/auth/change-email'],
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/revoke-sessions'],
    ['GET', '/api/auth/get-session'],
    ['GET', '/api/auth/list-accounts'],
    ['POST', '/api/auth/sign-in/social'],
    ['GET', '/api/auth/reset-password/some-token?callbackURL=/reset-password'],
    ['GET', '/api/auth/ok'],
    ['POST', '/api/auth/sign-out/'],
    ['DELETE', '/api/auth/sign-out'],
  ])('%s %s answers 404 to a signed-in user', async (method, path) => {
    const email = uniqueEmail('closed');
    const c = await signUpAndVerify(email);
    await c.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    const res = await app.request(path, {
      method,
      headers: { origin: TEST_ORIGIN, cookie: c.cookie, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(res.status).toBe(404);
    // Still signed in: nothing above reached the sign-in service.
    expect((await c.get('/api/me')).body.user).toMatchObject({ email });
  });

  it('answers bad input to an open endpoint in the problem shape, with the message per field', async () => {
    const res = await client().post('/api/auth/request-password-reset', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body).toMatchObject({
      detail: inEnglish(AUTH_MESSAGES.email),
      errors: { email: inEnglish(AUTH_MESSAGES.email) },
    });
  });

  it('refuses a page to come back to that is not a path of this site, instead of failing on it', async () => {
    for (const callbackURL of [
      '980c022f-aa99-8030-b32f-febe64b2cad5',
      '//evil.example/x',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      // Lands on the language switch, which took away the prefix and left '//evil.test'.
      '/es//evil.test?lang=en',
      '/\t/evil.example',
      'https://evil.example/',
    ]) {
      const res = await client().get(
        `/api/auth/verify-email?token=1264743975&callbackURL=${encodeURIComponent(callbackURL)}`,
      );
      expect(res.status, callbackURL).toBe(400);
      expect(res.body.detail).toBe(inEnglish(AUTH_MESSAGES.returnAddress));
    }
    const ours = await client().get(
      '/api/auth/verify-email?token=1264743975&callbackURL=%2Fauth%3Fverified%3D1',
    );
    expect(ours.status).not.toBe(400);
    expect(ours.status).toBeLessThan(500);
  });

  it('refuses a body that is not JSON, as a form post from another site would send', async () => {
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'someone@example.test', password: 'whatever-1' }),
    });
    expect(res.status).toBe(415);
  });
});

describe('sign-in', () => {
  it('a wrong password is refused with 401 and sets no session', async () => {
    const email = uniqueEmail('wrongpw');
    const c = await signUpAndVerify(email);
    const res = await c.post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.setCookies.some((s) => s.includes('session_token=') && !s.includes('session_token=;'))).toBe(
      false,
    );
  });

  it("says the sign-in service's refusals in the page's language, keeping their codes", async () => {
    const email = uniqueEmail('es-refusals');
    const spanish = client().speaking('es');
    expect((await spanish.post('/api/auth/sign-up/email', signUpBody(email))).status).toBe(200);
    const unverified = await spanish.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: serverTranslator('es').t('account.auth.notVerified'),
      detail: serverTranslator('es').t('account.auth.notVerified'),
    });
    const wrong = await spanish.post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'El correo electrónico o la contraseña no son correctos. Por favor, inténtelo de nuevo.',
    });
    // English stays English.
    const english = await client().post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
    expect(english.body.message).toBe(inEnglish('account.auth.wrongCredentials'));
    expect(english.body.message).toBe('Incorrect email or password. Please try again.');
  });

  it('says too many tries in the Spanish of the endpoint, with its key as the code', async () => {
    const c = client().speaking('es');
    let last = await c.post('/api/auth/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'whatever-1',
    });
    for (let i = 0; i < 10; i++)
      last = await c.post('/api/auth/sign-in/email', {
        email: uniqueEmail('nobody'),
        password: 'whatever-1',
      });
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({
      code: 'account.auth.tooManySignIns',
      message: 'Demasiados intentos. Por favor, espere un minuto e inténtelo de nuevo.',
    });
  });

  it('is rate limited per client address: the 11th attempt in a minute gets 429', async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await c.post('/api/auth/sign-in/email', { email: uniqueEmail('nobody'), password: 'whatever-1' }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect(
      (
        await client().post('/api/auth/sign-in/email', {
          email: uniqueEmail('nobody'),
          password: 'whatever-1',
        })
      ).status,
    ).toBe(401);
  });

  describe('the per-account slow-down', () => {
    /** As if `seconds` had passed since the account's last failed sign-in. */
    const passTime = (email: string, seconds: number) =>
      deps.database.db.execute(
        sql`update rate_limits set last_request = last_request - ${seconds * 1000} where key = ${counterKey(email)}`,
      );
    const wrong = (c: ReturnType<typeof client>, email: string) =>
      c.post('/api/auth/sign-in/email', { email, password: 'wrong-password' });

    it('slows down guessing one account from many addresses, doubling the wait, and never checks a password too soon', async () => {
      const email = uniqueEmail('guessed');
      await signUpAndVerify(email);
      const addresses = [client(), client(), client()];
      for (let i = 0; i < FREE_FAILURES; i++)
        expect((await wrong(addresses[i % 3]!, email)).status).toBe(401);
      // The sixth try, from yet another address, must wait a second; even the right password.
      const early = await client().post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
      expect(early.status).toBe(429);
      expect(early.headers.get('retry-after')).toBe('1');
      expect(early.body).toMatchObject({
        code: 'account.auth.accountSlowedDown',
        detail: 'Too many wrong passwords for this account. Please wait 1 second and try again.',
      });
      // Each failure after the wait doubles the next one, up to a minute.
      const waits: number[] = [];
      for (let i = 0; i < 8; i++) {
        await passTime(email, 60);
        expect((await wrong(client(), email)).status).toBe(401);
        waits.push(Number((await wrong(client(), email)).headers.get('retry-after')));
      }
      expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
      expect(waitAfter(FREE_FAILURES + 20)).toBe(MAX_WAIT_SECONDS);
      // Said in Spanish too.
      const spanish = await client()
        .speaking('es')
        .post('/api/auth/sign-in/email', { email, password: 'x-123456' });
      expect(spanish.body.detail).toMatch(
        /^Demasiadas contraseñas incorrectas para esta cuenta\. Por favor, espere \d+ segundos/,
      );
      // Once the wait is over the owner's password works, and the count starts afresh.
      await passTime(email, 60);
      expect(
        (await client().post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' })).status,
      ).toBe(200);
      expect((await wrong(client(), email)).status).toBe(401);
      expect((await wrong(client(), email)).status).toBe(401);
    });

    it('cannot keep the owner out: a browser that signed in to the account before is not slowed down', async () => {
      const email = uniqueEmail('owner');
      await signUpAndVerify(email);
      const owners = client();
      expect(
        (await owners.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' })).status,
      ).toBe(200);
      await owners.post('/api/auth/sign-out');
      for (let i = 0; i < FREE_FAILURES + 3; i++) await wrong(client(), email);
      // A stranger must wait; the owner's own browser goes straight in, typo and all.
      expect((await wrong(client(), email)).status).toBe(429);
      expect((await wrong(owners, email)).status).toBe(401);
      const back = await owners.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
      expect(back.status).toBe(200);
      expect((await owners.get('/api/me')).body.user).toMatchObject({ email });
      // Another account's mark does not count for this one.
      const other = uniqueEmail('other');
      for (let i = 0; i < FREE_FAILURES; i++) await wrong(client(), other);
      expect((await wrong(owners, other)).status).toBe(429);
    });
  });

  it('refuses a state-changing request with cookies from a foreign origin', async () => {
    const res = await app.request('/api/feature-suggestions', {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: 'x=1', 'content-type': 'application/json' },
      body: JSON.stringify({ title: 't', description: 'd' }),
    });
    expect(res.status).toBe(403);
  });

  it("says the mount's and the origin check's refusals in the page's language, with their codes", async () => {
    const es = serverTranslator('es').t;
    const ask = (path: string, headers: Record<string, string>, body: string) =>
      app.request(path, { method: 'POST', headers: { 'x-locale': 'es', ...headers }, body });
    const foreign = await ask(
      '/api/feature-suggestions',
      { origin: 'https://evil.example', cookie: 'x=1', 'content-type': 'application/json' },
      '{}',
    );
    expect(await foreign.json()).toMatchObject({
      detail: 'Esta solicitud llegó desde otro sitio y fue rechazada.',
      code: 'common.apiError.otherSite',
    });
    const notJson = await ask(
      '/api/auth/sign-in/email',
      { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      'x',
    );
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toMatchObject({ detail: es('common.apiError.unsupportedMediaType') });
    const broken = await ask(
      '/api/auth/sign-in/email',
      { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      '{',
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ detail: es('common.apiError.malformedJson') });
    const unknown = await ask(
      '/api/auth/update-user',
      { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      '{}',
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      detail: 'No encontramos lo que buscaba.',
      code: 'common.apiError.notFound',
    });
  });
});

describe('password reset', () => {
  it('answers the same for a registered and an unknown email, and mails only the registered one', async () => {
    const email = uniqueEmail('reset');
    await signUpAndVerify(email);
    const known = await client().post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await client().post('/api/auth/request-password-reset', {
      email: unknownEmail,
      redirectTo: '/reset-password',
    });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(await latestMailTo(unknownEmail)).toBeNull();
    expect(decodeMail((await latestMailTo(email))!)).toContain('/reset-password?token=');
  });

  it('validates the link, refuses a short password with the spec message, then resets and revokes sessions', async () => {
    const email = uniqueEmail('reset2');
    const c = await signUpAndVerify(email);
    await c.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect((await c.get('/api/me')).body.user).not.toBeNull();

    await client().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const token = decodeMail((await latestMailTo(email))!).match(
      /reset-password\?token=([A-Za-z0-9_-]+)/,
    )![1];

    expect((await client().get(`/api/accounts/password-reset/${token}`)).body).toEqual({ valid: true });
    expect((await client().get('/api/accounts/password-reset/not-a-token')).body).toEqual({ valid: false });

    const short = await client().post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(inEnglish(AUTH_MESSAGES.password8));
    const common = await client().post('/api/auth/reset-password', { token, newPassword: 'sunshine1' });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ newPassword: inEnglish(AUTH_MESSAGES.passwordCommon) });

    const ok = await client().post('/api/auth/reset-password', {
      token,
      newPassword: 'a-brand-new-password',
    });
    expect(ok.status).toBe(200);
    // Old sessions are gone, the old password no longer works, the new one does, the link is spent.
    expect((await c.get('/api/me')).body.user).toBeNull();
    expect(
      (await client().post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' })).status,
    ).toBe(401);
    expect(
      (await client().post('/api/auth/sign-in/email', { email, password: 'a-brand-new-password' })).status,
    ).toBe(200);
    expect((await client().get(`/api/accounts/password-reset/${token}`)).body).toEqual({ valid: false });
  });

  async function resetTokens(email: string, count: number) {
    const c = client();
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      await c.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
      tokens.push(
        decodeMail((await latestMailTo(email))!).match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!,
      );
    }
    return tokens;
  }

  it('a reset with the newest link spends every older link of that user too', async () => {
    const email = uniqueEmail('reset3');
    await signUpAndVerify(email);
    const [first, second, third] = await resetTokens(email, 3);
    expect(new Set([first, second, third]).size).toBe(3);

    const ok = await client().post('/api/auth/reset-password', {
      token: third,
      newPassword: 'third-password-1',
    });
    expect(ok.status).toBe(200);

    for (const token of [first, second]) {
      expect((await client().get(`/api/accounts/password-reset/${token}`)).body).toEqual({ valid: false });
      const old = await client().post('/api/auth/reset-password', {
        token,
        newPassword: 'stolen-password-1',
      });
      expect(old.status).toBe(400);
    }
    expect(
      (await client().post('/api/auth/sign-in/email', { email, password: 'stolen-password-1' })).status,
    ).toBe(401);
    expect(
      (await client().post('/api/auth/sign-in/email', { email, password: 'third-password-1' })).status,
    ).toBe(200);
  });

  it("a password change spends every outstanding reset link of that user, and no one else's", async () => {
    const email = uniqueEmail('reset4');
    const other = uniqueEmail('reset4other');
    const c = await signUpAndVerify(email);
    await signUpAndVerify(other);
    const [token] = await resetTokens(email, 1);
    const [othersToken] = await resetTokens(other, 1);
    await c.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });

    const common = await c.post('/api/auth/change-password', {
      currentPassword: 'correct-horse-1',
      newPassword: 'qwertyuiop',
    });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ newPassword: inEnglish(AUTH_MESSAGES.passwordCommon) });
    const changed = await c.post('/api/auth/change-password', {
      currentPassword: 'correct-horse-1',
      newPassword: 'changed-password-1',
    });
    expect(changed.status).toBe(200);

    expect((await client().get(`/api/accounts/password-reset/${token}`)).body).toEqual({ valid: false });
    const old = await client().post('/api/auth/reset-password', { token, newPassword: 'stolen-password-1' });
    expect(old.status).toBe(400);
    expect(
      (await client().post('/api/auth/sign-in/email', { email, password: 'changed-password-1' })).status,
    ).toBe(200);
    expect((await client().get(`/api/accounts/password-reset/${othersToken}`)).body).toEqual({ valid: true });
  });

  it('is rate limited: the 6th reset request in ten minutes gets 429', async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await c.post('/api/auth/request-password-reset', {
            email: uniqueEmail('rl'),
            redirectTo: '/reset-password',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});

describe('feature suggestions', () => {
  it('refuses a guest with the spec message and accepts a signed-in user', async () => {
    const guest = await client().post('/api/feature-suggestions', {
      title: 'Bigger map',
      description: 'Please.',
    });
    expect(guest.status).toBe(401);
    expect(guest.body.detail).toBe('You must be logged in to submit suggestions');

    const email = uniqueEmail('suggest');
    const c = await signUpAndVerify(email);
    await c.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    const blank = await c.post('/api/feature-suggestions', { title: '   ', description: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toMatchObject({ title: 'Please fill in all required fields' });
    const ok = await c.post('/api/feature-suggestions', {
      title: 'Bigger map',
      description: 'Make the map larger.',
    });
    expect(ok.status).toBe(201);
    // Only a super_admin may read them.
    expect((await c.get('/api/admin/feature-suggestions')).status).toBe(403);
  });
});
