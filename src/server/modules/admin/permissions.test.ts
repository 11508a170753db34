import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { jobs, providerProfiles, users } from '../../db/schema/index.ts';
import { apiClient, testServices, type Json } from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import { auditOf } from '../../test/audit-log.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

describe('every admin console endpoint', () => {
  it('is refused to guests (401) and to every role but super_admin (403), and changes nothing', async () => {
    const target = await signedInUser(app, deps, 'patient');
    const provider = await addProvider(deps);
    const [job] = await deps.database.db
      .insert(jobs)
      .values({
        type: 'mail.send',
        payload: { to: 'x@example.test', template: 'password-reset' },
        failedAt: new Date(),
        attempts: 8,
      })
      .returning({ id: jobs.id });
    const calls: [method: 'get' | 'put' | 'post', path: string, body?: Json][] = [
      ['get', '/api/admin/overview'],
      ['get', '/api/admin/users'],
      ['put', `/api/admin/users/${target.id}/role`, { role: 'super_admin' }],
      ['put', `/api/admin/users/${target.id}/disabled`, { disabled: true }],
      ['post', `/api/admin/users/${target.id}/password-reset`],
      ['get', '/api/admin/providers'],
      ['put', `/api/admin/providers/${provider}/status`, { status: 'suspended' }],
      ['put', `/api/admin/providers/${provider}/featured`, { featured: true }],
      ['get', '/api/admin/mail'],
      ['post', `/api/admin/mail/${job!.id}/retry`],
      ['get', '/api/admin/audit-log'],
      ['get', '/api/admin/profile'],
      ['put', '/api/admin/profile', { firstName: 'Mal', lastName: 'Icious' }],
    ];
    const callers: [string, ReturnType<typeof apiClient>, number][] = [['guest', apiClient(app), 401]];
    for (const role of ['patient', 'provider', 'organization_admin'] as Role[])
      callers.push([role, (await signedInUser(app, deps, role)).client, 403]);
    for (const [who, client, status] of callers) {
      for (const [method, path, body] of calls) {
        const res = method === 'get' ? await client.get(path) : await client[method](path, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(status);
      }
    }
    const [user] = await deps.database.db.select().from(users).where(eq(users.id, target.id));
    expect(user).toMatchObject({ role: 'patient', disabledAt: null });
    const [p] = await deps.database.db
      .select()
      .from(providerProfiles)
      .where(eq(providerProfiles.id, provider));
    expect(p).toMatchObject({ status: 'active', featured: false });
    const [j] = await deps.database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(j!.failedAt).not.toBeNull();
    expect(await auditOf(deps, 'user', target.id)).toHaveLength(0);
    expect(await auditOf(deps, 'provider', provider)).toHaveLength(0);
    expect(await auditOf(deps, 'mail', String(job!.id))).toHaveLength(0);
    // The target is still signed in: nobody ended their sessions.
    expect((await target.client.get('/api/me')).body.user).not.toBeNull();
  });

  it('is described in the API document', async () => {
    const doc = (await apiClient(app).get('/api/openapi.json')).body as { paths: Record<string, unknown> };
    for (const path of [
      '/api/admin/overview',
      '/api/admin/users',
      '/api/admin/users/{id}/role',
      '/api/admin/users/{id}/disabled',
      '/api/admin/users/{id}/password-reset',
      '/api/admin/providers',
      '/api/admin/providers/{id}/status',
      '/api/admin/providers/{id}/featured',
      '/api/admin/mail',
      '/api/admin/mail/{id}/retry',
      '/api/admin/audit-log',
      '/api/admin/profile',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});
