import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { providerProfiles, providerSearch } from '../../db/schema/index.ts';
import { testServices } from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import { providerSearchCondition } from './admin-repository.ts';
import { auditOf } from '../../test/audit-log.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin');
});

const listed = async (id: string) =>
  (await deps.database.db.select().from(providerSearch).where(eq(providerSearch.providerProfileId, id)))
    .length === 1;
const profile = async (id: string) =>
  (await deps.database.db.select().from(providerProfiles).where(eq(providerProfiles.id, id)))[0]!;
const npi = () => `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;

describe('the provider list', () => {
  it('searches name and practice, or an exact NPI, with the filters, and says who is listed', async () => {
    const tag = `qz${Date.now().toString(36)}`;
    const number = npi();
    // Newest first: each a second apart, as three quick inserts can share a millisecond.
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    const a = await addProvider(deps, {
      lastName: `Lister${tag}`,
      npiNumber: number,
      featured: true,
      createdAt: ago(2),
    });
    const b = await addProvider(deps, {
      practiceName: `${tag} Family Care`,
      status: 'suspended',
      createdAt: ago(1),
    });
    const c = await addProvider(deps, { lastName: `Draft${tag}`, profileStatus: 'draft' });

    const all = await admin.client.get(`/api/admin/providers?q=${tag.toUpperCase()}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    const rows = all.body.providers as { id: string; listed: boolean; status: string }[];
    expect(rows.map((r) => r.id)).toEqual([c, b, a]);
    expect(rows.find((r) => r.id === a)).toMatchObject({ listed: true, featured: true, npiNumber: number });
    expect(rows.find((r) => r.id === b)).toMatchObject({ listed: false, status: 'suspended' });
    expect(rows.find((r) => r.id === c)).toMatchObject({ listed: false, profileStatus: 'draft' });

    const byNpi = await admin.client.get(`/api/admin/providers?q=${number}`);
    expect((byNpi.body.providers as { id: string }[]).map((r) => r.id)).toEqual([a]);
    const suspended = await admin.client.get(`/api/admin/providers?q=${tag}&status=suspended`);
    expect((suspended.body.providers as { id: string }[]).map((r) => r.id)).toEqual([b]);
    const drafts = await admin.client.get(`/api/admin/providers?q=${tag}&profileStatus=draft`);
    expect((drafts.body.providers as { id: string }[]).map((r) => r.id)).toEqual([c]);
    const featured = await admin.client.get(`/api/admin/providers?q=${tag}&featured=yes`);
    expect((featured.body.providers as { id: string }[]).map((r) => r.id)).toEqual([a]);
    expect((await admin.client.get(`/api/admin/providers?q=${tag}&featured=no`)).body.total).toBe(2);
    expect((await admin.client.get('/api/admin/providers?status=gone')).status).toBe(400);
  });

  it('searches names with the trigram index', async () => {
    const plan = await deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select p.id from provider_profiles p where ${providerSearchCondition('smith')}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('provider_profiles_search_name_trgm_idx');
  });
});

describe('provider actions', () => {
  it('sets the status, which takes the provider out of search and back, and records each change', async () => {
    const id = await addProvider(deps);
    expect(await listed(id)).toBe(true);
    const res = await admin.client.put(`/api/admin/providers/${id}/status`, { status: 'suspended' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'suspended', listed: false });
    expect(await listed(id)).toBe(false);
    const [entry] = await auditOf(deps, 'provider', id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'provider.status_change',
      before: { status: 'active', listed: true },
      after: { status: 'suspended', listed: false },
    });
    await admin.client.put(`/api/admin/providers/${id}/status`, { status: 'active' });
    expect(await listed(id)).toBe(true);
    expect(await auditOf(deps, 'provider', id)).toHaveLength(2);
    expect((await admin.client.put(`/api/admin/providers/${id}/status`, { status: 'gone' })).status).toBe(
      400,
    );
    expect((await profile(id)).status).toBe('active');
  });

  it('features and unfeatures, kept in step with search, audited', async () => {
    const id = await addProvider(deps);
    const on = await admin.client.put(`/api/admin/providers/${id}/featured`, { featured: true });
    expect(on.status).toBe(200);
    expect(on.body.featured).toBe(true);
    const [row] = await deps.database.db
      .select({ featured: providerSearch.featured })
      .from(providerSearch)
      .where(eq(providerSearch.providerProfileId, id));
    expect(row!.featured).toBe(true);
    expect((await auditOf(deps, 'provider', id))[0]).toMatchObject({
      action: 'provider.feature',
      before: { featured: false },
      after: { featured: true },
    });
    await admin.client.put(`/api/admin/providers/${id}/featured`, { featured: false });
    expect((await profile(id)).featured).toBe(false);
    expect((await auditOf(deps, 'provider', id))[0]).toMatchObject({
      action: 'provider.unfeature',
      before: { featured: true },
      after: { featured: false },
    });
    // Asking for what already is changes nothing and logs nothing.
    await admin.client.put(`/api/admin/providers/${id}/featured`, { featured: false });
    expect(await auditOf(deps, 'provider', id)).toHaveLength(2);
    const missing = await admin.client.put(
      '/api/admin/providers/00000000-0000-4000-8000-000000000000/featured',
      {
        featured: true,
      },
    );
    expect(missing.status).toBe(404);
  });
});
