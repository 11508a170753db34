import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONSOLE_MESSAGES as M } from '#shared/admin/console.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { jobs } from '../../db/schema/index.ts';
import { testServices, uniqueEmail } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { auditOf } from '../../test/audit-log.ts';
import { inEnglish } from '../../lib/i18n.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin');
});

const SECRET_LINK = 'http://localhost:3000/reset-password?token=very-secret-token';

/** One mail job in each state, to one fresh address. */
async function mails() {
  const to = uniqueEmail('outbox');
  const insert = async (values: Partial<typeof jobs.$inferInsert>) => {
    const [row] = await deps.database.db
      .insert(jobs)
      .values({
        type: 'mail.send',
        payload: { to, template: 'password-reset', data: { resetUrl: SECRET_LINK } },
        // Far in the future, so no poll of another test sends it meanwhile.
        runAt: new Date(Date.now() + 86_400_000),
        ...values,
      })
      .returning({ id: jobs.id });
    return String(row!.id);
  };
  const queued = await insert({});
  const retrying = await insert({ attempts: 2, lastError: 'Email sending failed: timeout' });
  const sent = await insert({ attempts: 1, completedAt: new Date() });
  const failed = await insert({
    attempts: 8,
    failedAt: new Date(),
    lastError: 'Email sending failed: refused',
  });
  return { to, queued, retrying, sent, failed };
}

describe('the mail outbox', () => {
  it('lists mail newest first by status and recipient, without the message data', async () => {
    const m = await mails();
    const res = await admin.client.get(`/api/admin/mail?to=${encodeURIComponent(m.to.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const rows = res.body.mails as { id: string; status: string }[];
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [m.failed, 'failed'],
      [m.sent, 'sent'],
      [m.retrying, 'retrying'],
      [m.queued, 'queued'],
    ]);
    expect(rows[0]).toMatchObject({ to: m.to, template: 'password-reset', attempts: 8, maxAttempts: 8 });
    expect(JSON.stringify(res.body)).not.toContain('very-secret-token');
    for (const status of ['queued', 'retrying', 'sent', 'failed'] as const) {
      const one = await admin.client.get(`/api/admin/mail?to=${encodeURIComponent(m.to)}&status=${status}`);
      expect((one.body.mails as { id: string }[]).map((r) => r.id)).toEqual([m[status]]);
    }
    expect((await admin.client.get('/api/admin/mail?status=lost')).status).toBe(400);
  });

  it('sends a failed email again, fresh and due now, and records it', async () => {
    const m = await mails();
    const res = await admin.client.post(`/api/admin/mail/${m.failed}/retry`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'queued', attempts: 0, lastError: null, failedAt: null });
    const [row] = await deps.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, Number(m.failed)));
    expect(row).toMatchObject({ attempts: 0, lastError: null, failedAt: null, lockedAt: null });
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [entry] = await auditOf(deps, 'mail', m.failed);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'mail.retry',
      before: { status: 'failed', attempts: 8, lastError: 'Email sending failed: refused' },
      after: { status: 'queued', attempts: 0, lastError: null, failedAt: null },
    });
    expect(JSON.stringify(entry)).not.toContain('very-secret-token');
  });

  it('refuses to resend one that has not failed, changing nothing', async () => {
    const m = await mails();
    for (const id of [m.queued, m.retrying, m.sent]) {
      const res = await admin.client.post(`/api/admin/mail/${id}/retry`);
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(inEnglish(M.mailNotFailed));
      expect(await auditOf(deps, 'mail', id)).toHaveLength(0);
    }
    const [row] = await deps.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, Number(m.retrying)));
    expect(row).toMatchObject({ attempts: 2, lastError: 'Email sending failed: timeout' });
    expect((await admin.client.post('/api/admin/mail/999999999999/retry')).status).toBe(404);
  });
});
