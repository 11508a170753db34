import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WAITING_LIST_MESSAGES } from '#shared/waiting-list/waiting-list.ts';
import type { Role } from '#shared/roles.ts';
import type { App } from '../../app.ts';
import { inEnglish } from '../../lib/i18n.ts';
import type { AppDeps } from '../../app-env.ts';
import { waitingList } from '../../db/schema/index.ts';
import { apiClient, uniqueEmail, testServices } from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { signedInUser } from '../../test/people.ts';
import { toCsv } from './csv.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

const rowsFor = (email: string) =>
  deps.database.db.select().from(waitingList).where(eq(waitingList.email, email));

describe('joining the waiting list', () => {
  it('adds an address once, in lower case, and answers the same the second time', async () => {
    const email = uniqueEmail('waiting');
    const guest = apiClient(app);
    const first = await guest.post('/api/waiting-list', {
      email: `  ${email.toUpperCase()} `,
      source: 'preview',
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(inEnglish(WAITING_LIST_MESSAGES.success));
    const again = await apiClient(app).post('/api/waiting-list', { email });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe('preview');
  });

  it("refuses an empty or malformed address with the spec's words and stores nothing", async () => {
    const guest = apiClient(app);
    const empty = await guest.post('/api/waiting-list', { email: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(inEnglish(WAITING_LIST_MESSAGES.emailRequired));
    const bad = await guest.post('/api/waiting-list', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(inEnglish(WAITING_LIST_MESSAGES.invalidEmail));
    expect(
      (await guest.post('/api/waiting-list', { email: 'a@b.example', source: 'elsewhere' })).status,
    ).toBe(400);
    expect(await rowsFor('not-an-address')).toHaveLength(0);
    expect(await rowsFor('a@b.example')).toHaveLength(0);
  });

  it('limits how often one address may call it', async () => {
    const guest = apiClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await guest.post('/api/waiting-list', { email: uniqueEmail('burst') })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the super admin list and export', () => {
  it('lists newest first with a search, and exports every entry as CSV', async () => {
    const admin = await signedInUser(app, deps, 'super_admin');
    const tag = `export${Date.now().toString(36)}`;
    for (const n of [1, 2, 3])
      await apiClient(app).post('/api/waiting-list', { email: `${tag}-${n}@example.test` });

    const page = await admin.client.get(`/api/admin/waiting-list?q=${tag}`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    const emails = (page.body.entries as { email: string }[]).map((e) => e.email);
    expect(emails).toEqual([3, 2, 1].map((n) => `${tag}-${n}@example.test`));
    // A search is text, never a pattern.
    expect((await admin.client.get('/api/admin/waiting-list?q=%25')).body.total).toBe(0);
    const long = `/api/admin/waiting-list?q=${'x'.repeat(101)}&page=0`;
    expect((await admin.client.get(long)).body.errors).toEqual({
      q: 'Search must be 100 characters or less',
      page: 'Page must be at least 1',
    });
    expect((await admin.client.speaking('es').get(long)).body.errors).toEqual({
      q: 'La búsqueda debe tener 100 caracteres o menos',
      page: 'La página debe ser al menos 1',
    });

    const res = await app.request('/api/admin/waiting-list/export.csv', {
      headers: { cookie: admin.client.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="careconnect-waiting-list-/);
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('Email,Source,Joined');
    for (const n of [1, 2, 3]) expect(csv).toContain(`${tag}-${n}@example.test,banner,`);
  });

  it('logs who exported the list and how many addresses it held; a refused export logs nothing', async () => {
    const admin = await signedInUser(app, deps, 'super_admin');
    const patient = await signedInUser(app, deps, 'patient');
    await apiClient(app).post('/api/waiting-list', { email: uniqueEmail('audit') });
    const refused = await app.request('/api/admin/waiting-list/export.csv', {
      headers: { cookie: patient.client.cookie },
    });
    expect(refused.status).toBe(403);
    expect(await auditCount(deps, { action: 'waiting_list.export', actorId: patient.id })).toBe(0);
    const res = await app.request('/api/admin/waiting-list/export.csv', {
      headers: { cookie: admin.client.cookie },
    });
    const rows = (await res.text()).split('\r\n').filter(Boolean).length - 1;
    expect(rows).toBeGreaterThan(0);
    const entries = await auditEntries(deps, { action: 'waiting_list.export', actorId: admin.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: admin.email,
      targetType: 'waiting_list',
      targetId: null,
      before: null,
      after: { rows },
    });
  });

  it('is refused to every other role, and to guests', async () => {
    expect((await apiClient(app).get('/api/admin/waiting-list')).status).toBe(401);
    expect((await app.request('/api/admin/waiting-list/export.csv')).status).toBe(401);
    for (const role of ['patient', 'provider', 'organization_admin'] as Role[]) {
      const who = await signedInUser(app, deps, role);
      expect((await who.client.get('/api/admin/waiting-list')).status, role).toBe(403);
      expect((await who.client.get('/api/admin/waiting-list/export.csv')).status, role).toBe(403);
    }
  });

  it('writes cells a spreadsheet cannot run as formulas', () => {
    expect(toCsv(['=HYPERLINK("x")', '+1', 'plain', 'a,b'])).toBe(`"'=HYPERLINK(""x"")",'+1,plain,"a,b"`);
  });
});
