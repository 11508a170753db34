import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGES } from '#shared/maintenance/maintenance-messages.ts';
import { COMING_SOON_MESSAGES } from '#shared/maintenance/coming-soon-messages.ts';
import type { Role } from '#shared/roles.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { appSettings, pageContent } from '../../db/schema/index.ts';
import { apiClient, type Json, testServices } from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { signedInUser } from '../../test/people.ts';
import { loadMaintenance, PREVIEW_COOKIE } from './service.ts';
import { inEnglish, serverTranslator } from '../../lib/i18n.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin');
});

// The API suite shares one database: whatever happens here, the site must end up open again.
afterAll(async () => {
  await admin.client.put('/api/admin/maintenance', { enabled: false });
});

const settings = (body: Json) => admin.client.put('/api/admin/maintenance', body);
const PASSWORD = 'Sunrise Preview 2026';

describe('maintenance settings', () => {
  it('starts off with the default texts written to page content, and no password', async () => {
    const guest = apiClient(app);
    const res = await guest.get('/api/maintenance');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ locked: false, access: null });
    expect((res.body.content as Json).title).toBe('Coming Soon');
    expect((res.body.content as Json).video_banner_title).toBe('Your Trusted Healthcare Network Awaits');
    const rows = await deps.database.db
      .select({ key: pageContent.key })
      .from(pageContent)
      .where(eq(pageContent.section, 'maintenance_page'));
    expect(rows.map((r) => r.key)).toContain('video_banner_button_text');
  });

  it('only a super admin reads or changes them; guests are asked to sign in', async () => {
    expect((await apiClient(app).get('/api/admin/maintenance')).status).toBe(401);
    expect((await apiClient(app).put('/api/admin/maintenance', { enabled: true })).status).toBe(401);
    for (const role of ['patient', 'provider', 'organization_admin'] as Role[]) {
      const who = await signedInUser(app, deps, role);
      expect((await who.client.get('/api/admin/maintenance')).status, role).toBe(403);
      expect((await who.client.put('/api/admin/maintenance', { enabled: true })).status, role).toBe(403);
    }
    expect((await apiClient(app).get('/api/maintenance')).body.locked).toBe(false);
  });

  it('will not turn on without a preview password, and refuses a short one', async () => {
    const before = await admin.client.get('/api/admin/maintenance');
    if (!before.body.passwordSet) {
      const res = await settings({ enabled: true });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(inEnglish(MAINTENANCE_MESSAGES.needsPassword));
    }
    const short = await settings({ enabled: true, password: ' abc\u0007 ' });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe(inEnglish(MAINTENANCE_MESSAGES.passwordTooShort));
    expect((await apiClient(app).get('/api/maintenance')).body.locked).toBe(false);
  });

  it('keeps only a hash of the password and records who changed what', async () => {
    const res = await settings({ password: PASSWORD, content: { title: 'Opening this winter' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enabled: false, passwordSet: true });
    expect(JSON.stringify(res.body)).not.toContain('Sunrise');
    const [stored] = await deps.database.db
      .select({ value: appSettings.value, updatedBy: appSettings.updatedBy })
      .from(appSettings)
      .where(eq(appSettings.key, 'maintenance_password'));
    expect(stored!.value).toMatch(/^scrypt\$/);
    expect(stored!.value.toLowerCase()).not.toContain('sunrise');
    expect(stored!.updatedBy).toBe(admin.id);
    const [title] = await deps.database.db
      .select({ value: pageContent.value, updatedBy: pageContent.updatedBy })
      .from(pageContent)
      .where(and(eq(pageContent.section, 'maintenance_page'), eq(pageContent.key, 'title')));
    expect(title).toEqual({ value: 'Opening this winter', updatedBy: admin.id });
    await settings({ content: { title: 'Coming Soon' } });
  });

  it('writes each change to the audit log: the fields that changed, and never the password', async () => {
    await settings({ content: { title: 'Coming Soon' } });
    const other = await signedInUser(app, deps, 'super_admin');
    const mine = { action: 'maintenance.update', actorId: other.id };
    const patient = await signedInUser(app, deps, 'patient');
    expect((await patient.client.put('/api/admin/maintenance', { content: { title: 'x' } })).status).toBe(
      403,
    );
    expect((await other.client.put('/api/admin/maintenance', { password: 'abc' })).status).toBe(400);
    expect(await auditCount(deps, mine)).toBe(0);

    // The description is sent as it is: a field sent unchanged is not a change.
    const { description } = (await other.client.get('/api/admin/maintenance')).body.content as Json;
    const res = await other.client.put('/api/admin/maintenance', {
      password: PASSWORD,
      content: { title: 'Opening in spring', description: description as string },
    });
    expect(res.status).toBe(200);
    await other.client.put('/api/admin/maintenance', { content: { title: 'Coming Soon' } });
    const entries = await auditEntries(deps, mine);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorEmail: other.email,
      targetType: 'maintenance',
      targetId: null,
      before: { title: 'Coming Soon' },
      after: { title: 'Opening in spring', passwordChanged: true },
    });
    // An unchanged description is not listed; the password appears in no form.
    expect(Object.keys(entries[0]!.after!).sort()).toEqual(['passwordChanged', 'title']);
    expect(JSON.stringify(entries).toLowerCase()).not.toMatch(/sunrise|scrypt/);
    expect(entries[1]).toMatchObject({
      before: { title: 'Opening in spring' },
      after: { title: 'Coming Soon' },
    });
  });
});

describe('the coming-soon words in Spanish', () => {
  const status = async () =>
    (await apiClient(app).speaking('es').get('/api/maintenance')).body.content as Json;

  it("shows the Spanish written, else an admin's English, else the built-in Spanish, and leaves English alone", async () => {
    expect(await status()).toMatchObject({
      title: 'Muy pronto',
      video_banner_button_text: 'Únase a nuestra lista de espera',
    });
    const res = await settings({
      locale: 'es',
      content: { title: 'Abrimos pronto', video_banner_video_url: 'https://videos.example.org/a.mp4' },
    });
    expect(res.status).toBe(200);
    expect(res.body.spanishContent).toMatchObject({ title: 'Abrimos pronto' });
    expect(res.body.withoutSpanish).not.toContain('title');
    expect(res.body.withoutSpanish).toContain('description');
    expect(res.body.content).toMatchObject({
      title: 'Coming Soon',
      video_banner_video_url: 'https://videos.example.org/a.mp4',
    });
    expect(await settings({ content: { video_banner_title: 'Opening in May' } })).toMatchObject({
      status: 200,
    });
    expect(await status()).toMatchObject({
      title: 'Abrimos pronto',
      video_banner_title: 'Opening in May',
      video_banner_video_url: 'https://videos.example.org/a.mp4',
    });
    expect(((await apiClient(app).get('/api/maintenance')).body.content as Json).title).toBe('Coming Soon');
    const entries = await auditEntries(deps, { action: 'maintenance.update', actorId: admin.id });
    expect(entries.at(-2)).toMatchObject({ after: { title: 'Abrimos pronto', locale: 'es' } });

    // Back as it was for the rest of the suite.
    await deps.database.db
      .delete(pageContent)
      .where(and(eq(pageContent.section, 'maintenance_page'), eq(pageContent.locale, 'es')));
    await settings({
      content: { video_banner_title: 'Your Trusted Healthcare Network Awaits', video_banner_video_url: '' },
    });
  });

  it('refuses a bad change in Spanish', async () => {
    const { t } = serverTranslator('es');
    const res = await admin.client
      .speaking('es')
      .put('/api/admin/maintenance', { locale: 'es', content: { title: 'x'.repeat(2001) } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'content.title': t(MAINTENANCE_MESSAGES.textTooLong) });
  });
});

describe('while maintenance is on', () => {
  beforeAll(async () => {
    expect((await settings({ enabled: true, password: PASSWORD })).status).toBe(200);
  });
  afterAll(async () => {
    await settings({ enabled: false });
  });

  it('the server refuses the site to a locked visitor, signed out or in, but keeps sign-in and the gate open', async () => {
    const guest = apiClient(app);
    const search = await guest.get('/api/providers/search');
    expect(search.status).toBe(503);
    expect(search.body.detail).toBe(inEnglish(COMING_SOON_MESSAGES.locked));
    expect((await guest.speaking('es').get('/api/providers/search')).body).toMatchObject({
      detail: 'CareConnect todavía no está abierto. Por favor, vuelva pronto.',
      code: COMING_SOON_MESSAGES.locked,
    });
    expect((await guest.get('/api/health')).status).toBe(200);
    expect((await guest.get('/api/maintenance')).body).toMatchObject({ enabled: true, locked: true });
    expect((await guest.get('/api/openapi.json')).status).toBe(200);
    // The coming-soon page may show the site's logo and managed pictures.
    expect((await guest.get('/api/app-settings')).status).toBe(200);
    expect((await guest.get('/api/page-content?section=hero')).status).toBe(200);

    const patient = await signedInUser(app, deps, 'patient');
    expect((await patient.client.get('/api/me')).status).toBe(200);
    expect((await patient.client.get('/api/appointments/mine')).status).toBe(503);
    expect((await patient.client.get('/api/maintenance')).body.locked).toBe(true);

    // Uploaded photos are closed too; the coming-soon page's own pictures are not.
    expect((await app.request('/uploads/provider-photos/headshots/x.png')).status).toBe(503);
    expect((await app.request('/uploads/content-images/x.png')).status).toBe(404);
  });

  it('a super admin passes everywhere and is told why', async () => {
    expect((await admin.client.get('/api/providers/search')).status).toBe(200);
    expect((await admin.client.get('/api/maintenance')).body).toMatchObject({
      enabled: true,
      locked: false,
      access: 'super_admin',
    });
    const res = await app.request('/uploads/provider-photos/headshots/x.png', {
      headers: { cookie: admin.client.cookie },
    });
    expect(res.status).toBe(404);
  });

  it('a wrong password is refused and unlocks nothing', async () => {
    const guest = apiClient(app);
    const res = await guest.post('/api/maintenance/unlock', { password: 'sunrise preview 2025' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(inEnglish(COMING_SOON_MESSAGES.wrongPassword));
    expect(res.setCookies).toHaveLength(0);
    expect((await guest.post('/api/maintenance/unlock', { password: '   ' })).body.detail).toBe(
      inEnglish(COMING_SOON_MESSAGES.passwordRequired),
    );
    expect((await guest.get('/api/providers/search')).status).toBe(503);
  });

  it('the password unlocks whatever its case, control characters and spaces, for the browser session', async () => {
    const guest = apiClient(app);
    const res = await guest.post('/api/maintenance/unlock', { password: '  sUNRISE preview\u0007 2026\n' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ locked: false, access: 'password' });
    const cookie = res.setCookies.find((c) => c.startsWith(`${PREVIEW_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect((await guest.get('/api/providers/search')).status).toBe(200);
    expect((await guest.get('/api/maintenance')).body.access).toBe('password');

    // A forged or stale cookie does nothing.
    const forged = await app.request('/api/providers/search', {
      headers: { cookie: `${PREVIEW_COOKIE}=${'A'.repeat(43)}` },
    });
    expect(forged.status).toBe(503);
  });

  it('a new password ends every unlock the old one gave', async () => {
    const guest = apiClient(app);
    expect((await guest.post('/api/maintenance/unlock', { password: PASSWORD })).status).toBe(200);
    expect((await settings({ password: 'Another Preview 2027' })).status).toBe(200);
    expect((await guest.get('/api/providers/search')).status).toBe(503);
    expect((await guest.post('/api/maintenance/unlock', { password: PASSWORD })).status).toBe(400);
    expect((await guest.post('/api/maintenance/unlock', { password: 'another preview 2027' })).status).toBe(
      200,
    );
    expect((await settings({ password: PASSWORD })).status).toBe(200);
  });

  it('limits password tries per address', async () => {
    const guest = apiClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await guest.post('/api/maintenance/unlock', { password: `guess ${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const last = await guest.post('/api/maintenance/unlock', { password: PASSWORD });
    expect(last.status).toBe(429);
    expect(last.body.detail).toBe(inEnglish(COMING_SOON_MESSAGES.tooManyTries));
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('when the settings cannot be read', () => {
  it('counts maintenance as off, and says so in the log', async () => {
    const warnings: unknown[] = [];
    const broken = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('database unavailable');
        },
      },
    );
    const record = await loadMaintenance({
      config: deps.config,
      database: { ...deps.database, db: broken as AppDeps['database']['db'] },
      log: { ...deps.log, warn: (...args: unknown[]) => warnings.push(args) } as AppDeps['log'],
    });
    expect(record).toBeNull();
    expect(warnings).toHaveLength(1);
    const status = await app.request('/api/maintenance');
    expect(status.status).toBe(200);
  });
});
