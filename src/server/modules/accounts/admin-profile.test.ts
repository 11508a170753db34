import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONSOLE_MESSAGES as M } from '#shared/admin/console.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { users } from '../../db/schema/index.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { auditOf } from '../../test/audit-log.ts';
import { inEnglish } from '../../lib/i18n.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

describe("the admin's own profile", () => {
  it('reads and changes only their own name, audited; the email stays', async () => {
    const admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Old', lastName: 'Name' });
    const other = await signedInUser(app, deps, 'super_admin', { firstName: 'Else', lastName: 'Where' });
    expect((await admin.client.get('/api/admin/profile')).body).toEqual({
      firstName: 'Old',
      lastName: 'Name',
      email: admin.email,
    });
    const res = await admin.client.put('/api/admin/profile', {
      firstName: '  Grace ',
      lastName: 'Hopper',
      email: 'stolen@example.test',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ firstName: 'Grace', lastName: 'Hopper', email: admin.email });
    const [row] = await deps.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      name: 'Grace Hopper',
      email: admin.email,
    });
    expect((await admin.client.get('/api/me')).body.user).toMatchObject({ firstName: 'Grace' });
    expect((await auditOf(deps, 'user', admin.id))[0]).toMatchObject({
      action: 'profile.update',
      before: { firstName: 'Old', lastName: 'Name' },
      after: { firstName: 'Grace', lastName: 'Hopper' },
    });
    const [untouched] = await deps.database.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched!.firstName).toBe('Else');
  });

  it('refuses empty names with their messages', async () => {
    const admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Keep', lastName: 'Me' });
    const res = await admin.client.put('/api/admin/profile', { firstName: ' ', lastName: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ firstName: inEnglish(M.firstName), lastName: inEnglish(M.lastName) });
    expect((await admin.client.get('/api/admin/profile')).body).toMatchObject({ firstName: 'Keep' });
  });

  it('changes the password through the sign-in service, at least 8 characters', async () => {
    const admin = await signedInUser(app, deps, 'super_admin');
    const short = await admin.client.post('/api/auth/change-password', {
      currentPassword: 'long-enough-1',
      newPassword: 'short1',
    });
    expect(short.status).toBe(400);
    const ok = await admin.client.post('/api/auth/change-password', {
      currentPassword: 'long-enough-1',
      newPassword: 'a-new-password-2',
    });
    expect(ok.status).toBe(200);
    const signIn = await apiClient(app).post('/api/auth/sign-in/email', {
      email: admin.email,
      password: 'a-new-password-2',
    });
    expect(signIn.status).toBe(200);
  });
});
