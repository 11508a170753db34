import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONSOLE_MESSAGES as M } from '#shared/admin/console.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { apiClient, decodeMail, drainJobs, readMails, testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { auditOf } from '../../test/audit-log.ts';
import { userSearchCondition } from './users-repository.ts';
import { inEnglish } from '../../lib/i18n.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Ada', lastName: 'Admin' });
});

const PASSWORD = 'long-enough-1';
const signIn = (email: string) =>
  apiClient(app).post('/api/auth/sign-in/email', { email, password: PASSWORD });
const rowOf = async (id: string) => (await deps.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('the user list', () => {
  it('finds people by any part of their name or email, in any case, newest first, and filters', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const first = await signedInUser(app, deps, 'patient', { firstName: `Rosa${tag}`, lastName: 'Parks' });
    const second = await signedInUser(app, deps, 'provider', { firstName: 'Tom', lastName: `Hardy${tag}` });

    const byName = await admin.client.get(`/api/admin/users?q=${tag.toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.body.total).toBe(2);
    expect((byName.body.users as { id: string }[]).map((u) => u.id)).toEqual([second.id, first.id]);

    const byEmail = await admin.client.get(
      `/api/admin/users?q=${encodeURIComponent(first.email.slice(0, 20))}`,
    );
    expect((byEmail.body.users as { id: string }[]).map((u) => u.id)).toContain(first.id);

    const providers = await admin.client.get(`/api/admin/users?q=${tag}&role=provider`);
    expect(providers.body.users).toMatchObject([{ id: second.id, role: 'provider', disabledAt: null }]);
    expect((await admin.client.get(`/api/admin/users?q=${tag}&state=disabled`)).body.total).toBe(0);
    // A search is text, never a pattern.
    expect((await admin.client.get(`/api/admin/users?q=${tag}%25`)).body.total).toBe(0);
    // The page size is capped, not refused.
    const big = await admin.client.get('/api/admin/users?pageSize=100000');
    expect(big.status).toBe(200);
    expect(big.body.pageSize).toBe(100);
    expect((await admin.client.get('/api/admin/users?role=wizard')).status).toBe(400);
  });

  it('searches with the trigram index', async () => {
    const plan = await deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from users where ${userSearchCondition('rosa parks')}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_search_trgm_idx');
  });
});

describe('changing a role', () => {
  it('changes it and records who, before and after', async () => {
    const who = await signedInUser(app, deps, 'provider');
    const res = await admin.client.put(`/api/admin/users/${who.id}/role`, { role: 'patient' });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('patient');
    expect((await rowOf(who.id)).role).toBe('patient');
    // The session follows at once: the provider pages are closed to them now.
    expect((await who.client.get('/api/me')).body.user).toMatchObject({ role: 'patient' });
    const [entry] = await auditOf(deps, 'user', who.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.role_change',
      before: { role: 'provider' },
      after: { role: 'patient' },
    });
  });

  it("refuses the admin's own role and an unknown role, changing nothing", async () => {
    const own = await admin.client.put(`/api/admin/users/${admin.id}/role`, { role: 'patient' });
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe(inEnglish(M.ownRole));
    const spanish = await admin.client
      .speaking('es')
      .put(`/api/admin/users/${admin.id}/role`, { role: 'patient' });
    expect(spanish.body).toMatchObject({ detail: 'No puede cambiar su propio rol.', code: M.ownRole });
    expect((await rowOf(admin.id)).role).toBe('super_admin');
    const who = await signedInUser(app, deps, 'patient');
    expect((await admin.client.put(`/api/admin/users/${who.id}/role`, { role: 'wizard' })).status).toBe(400);
    expect((await rowOf(who.id)).role).toBe('patient');
    expect(await auditOf(deps, 'user', who.id)).toHaveLength(0);
    const missing = await admin.client.put('/api/admin/users/00000000-0000-4000-8000-000000000000/role', {
      role: 'patient',
    });
    expect(missing.status).toBe(404);
  });
});

describe('disabling and enabling an account', () => {
  it('signs the account out everywhere, refuses its sign-in with a plain message, and enabling restores it', async () => {
    const who = await signedInUser(app, deps, 'patient');
    const second = apiClient(app);
    expect(
      (await second.post('/api/auth/sign-in/email', { email: who.email, password: PASSWORD })).status,
    ).toBe(200);
    expect((await who.client.get('/api/me')).body.user).not.toBeNull();

    const res = await admin.client.put(`/api/admin/users/${who.id}/disabled`, { disabled: true });
    expect(res.status).toBe(200);
    expect(res.body.disabledAt).toEqual(expect.any(String));
    expect(await deps.database.db.select().from(sessions).where(eq(sessions.userId, who.id))).toHaveLength(0);
    // Both sessions stopped working.
    expect((await who.client.get('/api/me')).body.user).toBeNull();
    expect((await second.get('/api/me')).body.user).toBeNull();

    const refused = await signIn(who.email);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(inEnglish(M.accountDisabled));
    expect(await deps.database.db.select().from(sessions).where(eq(sessions.userId, who.id))).toHaveLength(0);
    // A wrong password still says only that: the account's state is told to its owner alone.
    const wrong = await apiClient(app).post('/api/auth/sign-in/email', {
      email: who.email,
      password: 'nope-nope-1',
    });
    expect(wrong.status).toBe(401);

    const [disabled] = await auditOf(deps, 'user', who.id);
    expect(disabled).toMatchObject({
      actorId: admin.id,
      action: 'user.disable',
      before: { disabledAt: null },
      after: { disabledAt: res.body.disabledAt, sessionsEnded: 2 },
    });

    const enabled = await admin.client.put(`/api/admin/users/${who.id}/disabled`, { disabled: false });
    expect(enabled.status).toBe(200);
    expect(enabled.body.disabledAt).toBeNull();
    expect((await signIn(who.email)).status).toBe(200);
    const [entry] = await auditOf(deps, 'user', who.id);
    expect(entry).toMatchObject({
      action: 'user.enable',
      before: { disabledAt: res.body.disabledAt },
      after: { disabledAt: null },
    });
  });

  it('treats a session of a disabled account as signed out even if it outlived the deletion', async () => {
    const who = await signedInUser(app, deps, 'patient');
    // As if a sign-in had raced the admin's change: the stamp is there, the session too.
    await deps.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, who.id));
    expect((await who.client.get('/api/me')).body.user).toBeNull();
    expect((await who.client.get('/api/favorites')).status).toBe(401);
  });

  it('refuses to disable the admin themselves', async () => {
    const res = await admin.client.put(`/api/admin/users/${admin.id}/disabled`, { disabled: true });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(inEnglish(M.ownDisable));
    expect((await rowOf(admin.id)).disabledAt).toBeNull();
    expect((await admin.client.get('/api/me')).body.user).not.toBeNull();
  });
});

describe('sending a password-reset email', () => {
  it('sends the Forgot Password mail and records it without the link', async () => {
    const who = await signedInUser(app, deps, 'patient');
    const res = await admin.client.post(`/api/admin/users/${who.id}/password-reset`);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(who.email);
    await drainJobs(deps);
    const mail = readMails(deps.config.DATA_DIR)
      .filter((m) => m.raw.includes(`To: ${who.email}`))
      .at(-1);
    expect(mail).toBeDefined();
    const token = decodeMail(mail!.raw).match(/\/reset-password\?token=([^\s"<>&]+)/)?.[1];
    expect(token).toBeTruthy();
    const [entry] = await auditOf(deps, 'user', who.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'user.password_reset_mail',
      after: { email: who.email },
    });
    expect(JSON.stringify(entry)).not.toContain(decodeURIComponent(token!));
  });
});
