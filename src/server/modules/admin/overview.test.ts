import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { jobs } from '../../db/schema/index.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin');
});

type Overview = {
  users: { byRole: Record<string, number>; total: number; newLast7Days: number };
  providers: { listed: number };
  mail: { failedLast7Days: number; queued: number };
  waitingList: number;
};

describe('the admin overview', () => {
  it('counts what is there now', async () => {
    const before = (await admin.client.get('/api/admin/overview')).body as unknown as Overview;
    expect(before.users.total).toBe(Object.values(before.users.byRole).reduce((a, b) => a + b, 0));

    await signedInUser(app, deps, 'patient');
    await addProvider(deps);
    await addProvider(deps, { status: 'suspended' });
    await deps.database.db.insert(jobs).values({
      type: 'mail.send',
      payload: { to: 'x@example.test', template: 'password-reset' },
      failedAt: new Date(),
      attempts: 8,
    });
    await apiClient(app).post('/api/waiting-list', { email: `overview-${Date.now()}@example.test` });

    const res = await admin.client.get('/api/admin/overview');
    expect(res.status).toBe(200);
    const after = res.body as unknown as Overview;
    expect(after.users.byRole.patient).toBe(before.users.byRole.patient! + 1);
    expect(after.users.newLast7Days).toBe(before.users.newLast7Days + 1);
    // Only the active, approved one is listed.
    expect(after.providers.listed).toBe(before.providers.listed + 1);
    expect(after.mail.failedLast7Days).toBe(before.mail.failedLast7Days + 1);
    expect(after.waitingList).toBe(before.waitingList + 1);
    expect(res.body).toMatchObject({
      applications: { waiting: expect.any(Number) },
      profileReviewsPending: expect.any(Number),
      reportsOpen: expect.any(Number),
      subscriptionsPending: expect.any(Number),
      appointmentsThisWeek: expect.any(Number),
      featureSuggestionsNew: expect.any(Number),
    });
  });
});
