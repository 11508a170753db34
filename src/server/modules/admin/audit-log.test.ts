import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { adminAuditLog } from '../../db/schema/index.ts';
import { testServices } from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin');
});

type Entry = { action: string; targetType: string; targetId: string; targetLabel: string | null };

describe('the audit log', () => {
  it('lists what the admin did, newest first, with names for targets, filtered by actor, action and target', async () => {
    const who = await signedInUser(app, deps, 'patient');
    const provider = await addProvider(deps, { firstName: 'Grace', lastName: 'Hopper' });
    await admin.client.put(`/api/admin/users/${who.id}/role`, { role: 'provider' });
    await admin.client.put(`/api/admin/providers/${provider}/featured`, { featured: true });

    const mine = await admin.client.get(
      `/api/admin/audit-log?actor=${encodeURIComponent(admin.email.toUpperCase())}`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    const entries = mine.body.entries as Entry[];
    expect(entries.map((e) => e.action)).toEqual(['provider.feature', 'user.role_change']);
    expect(entries[0]).toMatchObject({
      targetType: 'provider',
      targetId: provider,
      targetLabel: 'Grace Hopper',
      before: { featured: false },
      after: { featured: true },
      actorEmail: admin.email,
    });
    expect(entries[1]).toMatchObject({ targetId: who.id, targetLabel: who.email });

    const byAction = await admin.client.get(
      `/api/admin/audit-log?actor=${encodeURIComponent(admin.email)}&action=user.role_change`,
    );
    expect((byAction.body.entries as Entry[]).map((e) => e.targetId)).toEqual([who.id]);
    const byTarget = await admin.client.get(`/api/admin/audit-log?targetType=provider&targetId=${provider}`);
    expect((byTarget.body.entries as Entry[]).map((e) => e.action)).toEqual(['provider.feature']);

    // A change to the provider's schedule names the same profile under its table's name.
    await deps.database.db.insert(adminAuditLog).values({
      actorEmail: admin.email,
      action: 'schedule.availability',
      targetType: 'provider_profile',
      targetId: provider,
    });
    const bySchedule = await admin.client.get(
      `/api/admin/audit-log?targetType=provider_profile&targetId=${provider}`,
    );
    expect((bySchedule.body.entries as Entry[])[0]).toMatchObject({ targetLabel: 'Grace Hopper' });
  });

  it('filters by days in Florida time, and keeps the entries of a deleted actor findable by email', async () => {
    const tag = `gone-${Date.now().toString(36)}@example.test`;
    // 11:30 PM in Florida on March 1 is already March 2 in UTC.
    await deps.database.db.insert(adminAuditLog).values([
      {
        actorEmail: tag,
        action: 'test.thing',
        targetType: 'thing',
        targetId: 'late',
        createdAt: new Date('2026-03-02T04:30:00Z'),
      },
      {
        actorEmail: tag,
        action: 'test.thing',
        targetType: 'thing',
        targetId: 'next',
        createdAt: new Date('2026-03-02T06:00:00Z'),
      },
    ]);
    const q = `actor=${encodeURIComponent(tag)}`;
    const march1 = await admin.client.get(`/api/admin/audit-log?${q}&from=2026-03-01&to=2026-03-01`);
    expect((march1.body.entries as Entry[]).map((e) => e.targetId)).toEqual(['late']);
    const march2 = await admin.client.get(`/api/admin/audit-log?${q}&from=2026-03-02`);
    expect((march2.body.entries as Entry[]).map((e) => e.targetId)).toEqual(['next']);
    expect((await admin.client.get(`/api/admin/audit-log?${q}`)).body.total).toBe(2);
    const backwards = await admin.client.get(`/api/admin/audit-log?from=2026-03-02&to=2026-03-01`);
    expect(backwards.status).toBe(400);
    expect((await admin.client.get('/api/admin/audit-log?from=yesterday')).status).toBe(400);
  });
});
