import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { apiClient, testServices, uniqueEmail } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { inEnglish, serverTranslator } from '../../lib/i18n.ts';
import { describeError } from '../../cli/errors.ts';
import { ROLES } from '#shared/roles.ts';
import { inWords } from '#shared/i18n/translate.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { createVerifiedUser, ROLE_MESSAGE } from './service.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

describe('createVerifiedUser', () => {
  it('makes a super_admin who signs in the ordinary way', async () => {
    const email = uniqueEmail('admin');
    await createVerifiedUser(deps.database.db, {
      email,
      password: 'long-enough-1',
      role: 'super_admin',
      firstName: 'Ada',
    });
    const client = apiClient(app);
    expect((await client.post('/api/auth/sign-in/email', { email, password: 'long-enough-1' })).status).toBe(
      200,
    );
    expect((await client.get('/api/me')).body.user).toMatchObject({
      email,
      role: 'super_admin',
      firstName: 'Ada',
    });
    expect(
      (await client.post('/api/auth/sign-in/email', { email, password: 'wrong-password-1' })).status,
    ).toBe(401);
  });

  it('refuses a taken email, an unknown role and a short password, creating nothing', async () => {
    const email = uniqueEmail('dup');
    await createVerifiedUser(deps.database.db, { email, password: 'long-enough-1', role: 'patient' });
    await expect(
      createVerifiedUser(deps.database.db, {
        email: email.toUpperCase(),
        password: 'long-enough-1',
        role: 'patient',
      }),
    ).rejects.toBeInstanceOf(AppError);
    const taken = await createVerifiedUser(deps.database.db, {
      email,
      password: 'long-enough-1',
      role: 'patient',
    }).catch((err: AppError) => err);
    expect(taken).toMatchObject({ message: 'account.accountCreate.emailTaken', values: { email } });
    expect(describeError(taken)).toBe(`An account with the email ${email} already exists.`);
    expect(inWords(serverTranslator('es').t, (taken as AppError).message, (taken as AppError).values)).toBe(
      `Ya existe una cuenta con el correo electrónico ${email}.`,
    );
    const other = uniqueEmail('bad');
    // The checks say keys (ADR 19); the command line puts them in English words.
    await expect(
      createVerifiedUser(deps.database.db, {
        email: other,
        password: 'long-enough-1',
        role: 'root' as 'patient',
      }).catch(describeError),
    ).resolves.toMatch(/Role must be Patient, Provider/);
    await expect(
      createVerifiedUser(deps.database.db, { email: other, password: 'short', role: 'patient' }).catch(
        describeError,
      ),
    ).resolves.toMatch(/at least 8 characters/);
    expect(await deps.database.db.select().from(users).where(eq(users.email, other))).toHaveLength(0);
  });
});

describe('the account checks’ words', () => {
  it('name every role in words, in English and in Spanish', () => {
    expect(ROLES).toHaveLength(4);
    expect(inEnglish(ROLE_MESSAGE)).toBe('Role must be Patient, Provider, Organization admin or Super admin');
    expect(serverTranslator('es').t(ROLE_MESSAGE)).toBe(
      'El rol debe ser Paciente, Proveedor, Administrador de organización o Superadministrador',
    );
  });
});

describe('npm run user:create', () => {
  const run = (dataDir: string, args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/user-create.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });

  it('creates an account, and explains a bad role without creating one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-cli-'));
    const ok = run(dataDir, [
      '--email',
      'Boss@Example.test',
      '--password',
      'long-enough-1',
      '--role',
      'super_admin',
    ]);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Created super_admin account boss@example.test');
    const again = run(dataDir, [
      '--email',
      'boss@example.test',
      '--password',
      'long-enough-1',
      '--role',
      'patient',
    ]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
    const bad = run(dataDir, ['--email', 'x@example.test', '--password', 'long-enough-1', '--role', 'root']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Role must be Patient, Provider');
  }, 60_000);
});

describe('GET /api/accounts/password-reset/{token}', () => {
  it('calls a token with characters no token has (a NUL byte, a traversal) invalid, not a server error', async () => {
    const guest = apiClient(app);
    for (const token of [
      'nul%00byte',
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      "'%20or%201%3D1%20--",
      'no-such-token',
    ]) {
      const res = await guest.get(`/api/accounts/password-reset/${token}`);
      expect(res.status, token).toBe(200);
      expect(res.body).toEqual({ valid: false });
    }
  });
});

describe('PUT /api/me/locale', () => {
  it("keeps the account's language, tells it in /api/me and remembers it on the device", async () => {
    const { id, client } = await signedInUser(app, deps, 'patient');
    expect((await client.get('/api/me')).body.user).toMatchObject({ locale: 'en' });
    const res = await client.put('/api/me/locale', { locale: 'es' });
    expect(res.status).toBe(204);
    expect(res.setCookies.some((c) => /^lang=es;/.test(c))).toBe(true);
    const [row] = await deps.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id));
    expect(row?.locale).toBe('es');
    expect((await client.get('/api/me')).body.user).toMatchObject({ locale: 'es' });
  });

  it('refuses a language the site does not offer, in the words of the page, and changes nothing', async () => {
    const { id, client } = await signedInUser(app, deps, 'provider');
    const french = await client.put('/api/me/locale', { locale: 'fr' });
    expect(french.status).toBe(400);
    expect(french.body).toMatchObject({
      detail: inEnglish('account.language.invalid'),
      codes: { locale: 'account.language.invalid' },
    });
    const inSpanish = await client.speaking('es').put('/api/me/locale', { locale: 'fr' });
    expect(inSpanish.body.detail).toBe('Por favor, elija uno de los idiomas que ofrecemos');
    const [row] = await deps.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id));
    expect(row?.locale).toBe('en');
  });

  it('is for signed-in people only', async () => {
    expect((await apiClient(app).put('/api/me/locale', { locale: 'es' })).status).toBe(401);
  });
});
