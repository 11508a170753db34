import { createServer, Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_SETTING_KEYS,
  PAGE_CONTENT_DEFAULTS,
  PAGE_CONTENT_KEYS,
  PAGE_CONTENT_SECTIONS,
} from '#shared/page-content/page-content.ts';
import { builtInPageContent as PAGE_CONTENT_SPANISH_DEFAULTS } from '#shared/i18n/locales/es/built-in-page-content.ts';
import { IMAGE_URL_MESSAGES } from '#shared/page-content/page-content-schemas.ts';
import type { Role } from '#shared/roles.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { appSettings, pageContent, uploads } from '../../db/schema/index.ts';
import { apiClient, type Json, testServices } from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { signedInUser } from '../../test/people.ts';
import { selfSignedCertificate } from '../../test/self-signed.ts';
import { allowPrivateImageHostsForTests, checkImageAddress } from './image-url-check.ts';
import { inEnglish } from '../../lib/i18n.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;

/** A stand-in image host on 127.0.0.1 (tests never reach the internet), counting the HEADs it gets. */
const { cert, key } = selfSignedCertificate();
const heads: string[] = [];
const images = createServer({ cert, key }, (req, res) => {
  heads.push(`${req.method} ${req.url}`);
  const path = req.url ?? '/';
  if (path.startsWith('/photo')) res.writeHead(200, { 'content-type': 'image/png' });
  else if (path === '/page.html') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  else if (path === '/moved') res.writeHead(302, { location: '/photo-moved.png' });
  else if (path.startsWith('/loop')) res.writeHead(302, { location: `/loop${path.length}` });
  else if (path === '/slow')
    return; // never answers
  else res.writeHead(404, { 'content-type': 'text/plain' });
  res.end();
});
const agent = new Agent({ ca: cert, keepAlive: false });
let origin = '';
const trustTestHost = () => allowPrivateImageHostsForTests({ allowPrivateHosts: true, agent });

beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Rosa', lastName: 'Editor' });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(images.address() as AddressInfo).port}`;
  trustTestHost();
});

// The API suite shares one database: leave the managed content as the built-in defaults again.
afterAll(async () => {
  allowPrivateImageHostsForTests({});
  await deps.database.db.delete(pageContent).where(inArray(pageContent.section, PAGE_CONTENT_SECTIONS));
  await deps.database.db.delete(appSettings).where(inArray(appSettings.key, APP_SETTING_KEYS));
  agent.destroy();
  images.closeAllConnections();
  await new Promise<void>((resolve) => images.close(() => resolve()));
});

const stored = (section: string, key: string, locale = 'en') =>
  deps.database.db
    .select({ value: pageContent.value, updatedBy: pageContent.updatedBy })
    .from(pageContent)
    .where(and(eq(pageContent.section, section), eq(pageContent.key, key), eq(pageContent.locale, locale)))
    .then((rows) => rows[0] ?? null);

const save = (body: Json) => admin.client.put('/api/admin/page-content', body);
const sectionOf = (body: Json) => (body.sections as Json[])[0]!;

describe('reading the page content', () => {
  it('answers every section with every key, defaults where nothing is stored, cacheable and nameless', async () => {
    const res = await apiClient(app).get('/api/page-content');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const sections = res.body.sections as Json[];
    expect(sections.map((s) => s.section)).toEqual(PAGE_CONTENT_SECTIONS);
    const about = sections.find((s) => s.section === 'about')!;
    expect(Object.keys(about.values as Json)).toEqual([...PAGE_CONTENT_KEYS.about]);
    expect(about).toMatchObject({ values: PAGE_CONTENT_DEFAULTS.about, updatedAt: null, updatedBy: null });
    // Other API answers stay uncached.
    expect((await apiClient(app).get('/api/maintenance')).headers.get('cache-control')).toBe('no-store');
  });

  it('answers one section when asked, and refuses an unknown one', async () => {
    const one = await apiClient(app).get('/api/page-content?section=how_it_works');
    expect((one.body.sections as Json[]).map((s) => s.section)).toEqual(['how_it_works']);
    expect(sectionOf(one.body).values).toEqual(PAGE_CONTENT_DEFAULTS.how_it_works);
    const bad = await apiClient(app).get('/api/page-content?section=maintenance_page');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Unknown section');
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });
});

describe('changing the page content', () => {
  it('a super admin changes some keys; the time and editor are recorded and the page shows them', async () => {
    const res = await save({
      section: 'hero',
      values: {
        title: 'Care close to home',
        use_video: 'true',
        video_url: 'https://videos.example.org/a.mp4',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      section: 'hero',
      values: {
        title: 'Care close to home',
        use_video: 'true',
        description: PAGE_CONTENT_DEFAULTS.hero.description,
      },
      updatedBy: 'Rosa Editor',
    });
    expect(Date.now() - Date.parse(res.body.updatedAt as string)).toBeLessThan(60_000);
    expect(await stored('hero', 'title')).toEqual({ value: 'Care close to home', updatedBy: admin.id });
    // The key not sent keeps its default and no row.
    expect(await stored('hero', 'description')).toBeNull();

    const pub = sectionOf((await apiClient(app).get('/api/page-content?section=hero')).body);
    expect(pub).toMatchObject({ values: { title: 'Care close to home' }, updatedBy: null });
    expect(pub.updatedAt).toBe(res.body.updatedAt);
    const forEditor = await admin.client.get('/api/admin/page-content?section=hero');
    expect(forEditor.headers.get('cache-control')).toBe('no-store');
    expect(sectionOf(forEditor.body)).toMatchObject({ updatedBy: 'Rosa Editor' });
  });

  it('an empty value is kept as empty (a section may leave a picture out)', async () => {
    expect((await save({ section: 'about', values: { story_point_3: '' } })).status).toBe(200);
    expect(
      sectionOf((await apiClient(app).get('/api/page-content?section=about')).body).values,
    ).toMatchObject({
      story_point_3: '',
    });
  });

  it('refuses unknown keys and bad values with their messages, and changes nothing', async () => {
    const cases: [Json, string, string][] = [
      [{ title: 'Fine', colour: 'red' }, 'values.colour', 'Unknown key: colour'],
      [{ title: 'Fine', use_video: 'maybe' }, 'values.use_video', 'Choose yes or no.'],
      [
        { title: 'Fine', image_url: 'http://pictures.example.org/a.png' },
        'values.image_url',
        'Use an https:// address, or upload a picture.',
      ],
      [{ title: 'x'.repeat(5001) }, 'values.title', 'Please keep this under 5000 characters.'],
    ];
    for (const [values, field, message] of cases) {
      const res = await save({ section: 'hero', values });
      expect(res.status, field).toBe(400);
      expect(res.body.detail).toBe(message);
      expect((res.body.errors as Json)[field]).toBe(message);
    }
    const unknown = await save({ section: 'footer', values: { title: 'Fine' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe('Unknown section');
    expect((await stored('hero', 'title'))!.value).toBe('Care close to home');
    expect(await stored('hero', 'image_url')).toBeNull();
  });

  it('checks a changed image address, refusing what is not an image and changing nothing', async () => {
    const html = await save({
      section: 'provider_cta',
      values: { title: 'Join us', image_url: `${origin}/page.html` },
    });
    expect(html.status).toBe(400);
    expect(html.body.errors).toEqual({ 'values.image_url': inEnglish(IMAGE_URL_MESSAGES.notImage) });
    const missing = await save({ section: 'provider_cta', values: { image_url: `${origin}/gone.png` } });
    expect(missing.body.errors).toEqual({ 'values.image_url': inEnglish(IMAGE_URL_MESSAGES.unreachable) });
    expect(await stored('provider_cta', 'title')).toBeNull();

    const ok = await save({
      section: 'provider_cta',
      values: { title: 'Join us', image_url: `${origin}/photo-cta.png` },
    });
    expect(ok.status).toBe(200);
    expect((ok.body.values as Json).image_url).toBe(`${origin}/photo-cta.png`);
    // Saving again with the same address does not ask the image host again.
    const before = heads.length;
    expect(
      (
        await save({
          section: 'provider_cta',
          values: { title: 'Join us today', image_url: `${origin}/photo-cta.png` },
        })
      ).status,
    ).toBe(200);
    expect(heads.length).toBe(before);
  });

  it('checks an address of ours in the uploads table instead of over the network', async () => {
    const key = `content-images/${randomUUID()}.webp`;
    const before = heads.length;
    const unknown = await save({ section: 'about', values: { hero_image: `/uploads/${key}` } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'values.hero_image': inEnglish(IMAGE_URL_MESSAGES.notImage) });
    await deps.database.db
      .insert(uploads)
      .values({ ownerUserId: admin.id, area: 'content-images', key, contentType: 'image/webp', size: 1234 });
    const ok = await save({ section: 'about', values: { hero_image: `/uploads/${key}` } });
    expect(ok.status).toBe(200);
    expect(heads.length).toBe(before);
  });
});

describe('Spanish', () => {
  const spanish = () => apiClient(app).speaking('es');
  const saveEs = (values: Json) => save({ section: 'finding_care', locale: 'es', values });
  const publicIn = async (client: Pick<ReturnType<typeof apiClient>, 'get'>) =>
    sectionOf((await client.get('/api/page-content?section=finding_care')).body);

  it("answers the Spanish written, else an admin's English, else the built-in Spanish; varies by language", async () => {
    const before = await spanish().get('/api/page-content?section=finding_care');
    expect(before.headers.get('vary')).toMatch(/x-locale/i);
    expect(before.headers.get('vary')).toMatch(/accept-language/i);
    expect(before.headers.get('vary')).toMatch(/cookie/i);
    expect(sectionOf(before.body)).toMatchObject({
      locale: 'es',
      values: { ...PAGE_CONTENT_DEFAULTS.finding_care, ...PAGE_CONTENT_SPANISH_DEFAULTS.finding_care },
    });

    expect(
      (
        await save({
          section: 'finding_care',
          values: {
            title: 'Care made simple',
            // Saved as it was built in: not an admin's words, so Spanish keeps its own.
            button_text: PAGE_CONTENT_DEFAULTS.finding_care.button_text,
            video_url: 'https://videos.example.org/care.mp4',
          },
        })
      ).status,
    ).toBe(200);
    expect((await saveEs({ subtitle: 'Sin complicaciones: haga su cita en minutos.' })).status).toBe(200);

    const es = await publicIn(spanish());
    expect(es).toMatchObject({ locale: 'es', updatedBy: null });
    expect(es.values).toEqual({
      title: 'Care made simple',
      subtitle: 'Sin complicaciones: haga su cita en minutos.',
      button_text: PAGE_CONTENT_SPANISH_DEFAULTS.finding_care.button_text,
      video_url: 'https://videos.example.org/care.mp4',
      video_fallback: '',
    });
    expect(es).not.toHaveProperty('withoutSpanish');
  });

  it('saving Spanish leaves English as it was, and a shared key is written once for both', async () => {
    const englishBefore = await publicIn(apiClient(app));
    const res = await saveEs({
      title: 'La atención médica, sencilla',
      video_url: 'https://videos.example.org/cuidado.mp4',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ locale: 'es', values: { title: 'La atención médica, sencilla' } });
    expect(await stored('finding_care', 'title')).toMatchObject({ value: 'Care made simple' });
    expect(await stored('finding_care', 'title', 'es')).toMatchObject({
      value: 'La atención médica, sencilla',
    });
    expect(await stored('finding_care', 'video_url', 'es')).toBeNull();

    const english = await publicIn(apiClient(app));
    expect(english.locale).toBe('en');
    expect(english.values).toEqual({
      ...(englishBefore.values as Json),
      video_url: 'https://videos.example.org/cuidado.mp4',
    });
  });

  it('the editor reads either language and names the keys with no Spanish written', async () => {
    const read = async (locale: string) =>
      sectionOf(
        (await admin.client.get(`/api/admin/page-content?section=finding_care&locale=${locale}`)).body,
      );
    const es = await read('es');
    expect(es).toMatchObject({ locale: 'es', updatedBy: 'Rosa Editor' });
    expect(es.withoutSpanish).toEqual(['button_text']);
    const en = await read('en');
    expect(en).toMatchObject({ locale: 'en', values: { title: 'Care made simple' } });
    expect(en.withoutSpanish).toEqual(['button_text']);
    // Not named: the request's language.
    const asked = sectionOf(
      (await admin.client.speaking('es').get('/api/admin/page-content?section=hero')).body,
    );
    expect(asked.locale).toBe('es');
    expect(asked.withoutSpanish).toEqual(['title', 'description']);
  });

  it('records a Spanish change in the audit log, saying which language', async () => {
    const editor = await signedInUser(app, deps, 'super_admin');
    const title = `Nuestra historia ${randomUUID().slice(0, 6)}`;
    const res = await editor.client.put('/api/admin/page-content', {
      section: 'about',
      locale: 'es',
      values: { story_title: title },
    });
    expect(res.status).toBe(200);
    const entries = await auditEntries(deps, { actorId: editor.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'page_content.update',
      targetId: 'about',
      before: { story_title: PAGE_CONTENT_SPANISH_DEFAULTS.about.story_title, locale: 'es' },
      after: { story_title: title, locale: 'es' },
    });
  });

  it('refuses everyone but a super admin, in Spanish too, changing nothing', async () => {
    const body = { section: 'finding_care', locale: 'es', values: { title: 'Tomado' } };
    expect((await spanish().put('/api/admin/page-content', body)).status).toBe(401);
    const patient = await signedInUser(app, deps, 'patient');
    const refused = await patient.client.speaking('es').put('/api/admin/page-content', body);
    expect(refused.status).toBe(403);
    expect(await stored('finding_care', 'title', 'es')).toMatchObject({
      value: 'La atención médica, sencilla',
    });
  });

  it('refuses bad values and an unknown language with Spanish messages', async () => {
    const res = await admin.client.speaking('es').put('/api/admin/page-content', {
      section: 'hero',
      locale: 'es',
      values: { use_video: 'quizá', color: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'values.use_video': 'Elija sí o no.',
      'values.color': 'Clave desconocida: color',
    });
    const language = await admin.client
      .speaking('es')
      .put('/api/admin/page-content', { section: 'hero', locale: 'fr', values: { title: 'Bonjour' } });
    expect(language.status).toBe(400);
    expect(language.body.errors).toEqual({ locale: 'Idioma desconocido' });
    expect(await stored('hero', 'title', 'fr')).toBeNull();
  });
});

describe('the image address check', () => {
  const check = (url: string) => admin.client.post('/api/admin/image-url-check', { url });

  it('accepts an address answering with an image, following a redirect', async () => {
    expect((await check(`${origin}/photo.png`)).body).toEqual({ ok: true, contentType: 'image/png' });
    expect((await check(`${origin}/moved`)).body).toEqual({ ok: true, contentType: 'image/png' });
    expect(heads).toContain('HEAD /photo-moved.png');
  });

  it('refuses a page, a missing file, endless redirects and plain http, with the messages', async () => {
    const html = await check(`${origin}/page.html`);
    expect(html.status).toBe(400);
    expect(html.body).toMatchObject({
      detail: inEnglish(IMAGE_URL_MESSAGES.notImage),
      errors: { url: inEnglish(IMAGE_URL_MESSAGES.notImage) },
    });
    expect((await check(`${origin}/nothing.png`)).body.detail).toBe(
      inEnglish(IMAGE_URL_MESSAGES.unreachable),
    );
    expect((await check(`${origin}/loop`)).body.detail).toBe(inEnglish(IMAGE_URL_MESSAGES.unreachable));
    // The first answer and three redirects, no more.
    expect(heads.filter((h) => h.startsWith('HEAD /loop'))).toHaveLength(4);
    expect((await check('http://pictures.example.org/a.png')).body.detail).toBe('Use an https:// address.');
    expect((await check('not an address')).body.detail).toBe('Please enter a valid address.');
  });

  it('gives up on an address that does not answer in time', async () => {
    const started = Date.now();
    const result = await checkImageAddress(`${origin}/slow`, {
      allowPrivateHosts: true,
      agent,
      timeoutMs: 300,
    });
    expect(result).toEqual({ ok: false, message: IMAGE_URL_MESSAGES.unreachable });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('with the application rules, refuses loopback, private and link-local addresses without dialling', async () => {
    // Still trusting the test host's certificate, so only the address rule can refuse it.
    allowPrivateImageHostsForTests({ agent });
    try {
      const before = heads.length;
      for (const url of [
        `${origin}/photo.png`,
        `https://localhost:${new URL(origin).port}/photo.png`,
        'https://10.0.0.8/a.png',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/a.png',
      ]) {
        const res = await check(url);
        expect(res.status, url).toBe(400);
        expect(res.body.detail, url).toBe(inEnglish(IMAGE_URL_MESSAGES.unreachable));
      }
      expect(heads.length).toBe(before);
      const put = await save({
        section: 'specialty_section',
        values: { hero_image_url: `${origin}/photo.png` },
      });
      expect(put.body.errors).toEqual({ 'values.hero_image_url': inEnglish(IMAGE_URL_MESSAGES.unreachable) });
    } finally {
      trustTestHost();
    }
  });
});

describe('the logos', () => {
  it('are public, only the two logos, and empty until set', async () => {
    const res = await apiClient(app).get('/api/app-settings');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Object.keys(res.body).sort()).toEqual(['logo_desktop', 'logo_mobile']);
  });

  it('a super admin sets them (checked like every image); the editor sees who did', async () => {
    const bad = await admin.client.put('/api/admin/app-settings', { logo_mobile: `${origin}/page.html` });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ logo_mobile: inEnglish(IMAGE_URL_MESSAGES.notImage) });
    const notHttps = await admin.client.put('/api/admin/app-settings', {
      logo_desktop: 'ftp://x.example.org/a.png',
    });
    expect(notHttps.body.errors).toEqual({ logo_desktop: 'Use an https:// address, or upload a picture.' });

    const res = await admin.client.put('/api/admin/app-settings', {
      logo_desktop: `${origin}/photo-logo.png`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      values: { logo_desktop: `${origin}/photo-logo.png`, logo_mobile: '' },
      updatedBy: 'Rosa Editor',
    });
    const [row] = await deps.database.db
      .select({ updatedBy: appSettings.updatedBy })
      .from(appSettings)
      .where(eq(appSettings.key, 'logo_desktop'));
    expect(row!.updatedBy).toBe(admin.id);
    expect((await apiClient(app).get('/api/app-settings')).body).toEqual({
      logo_desktop: `${origin}/photo-logo.png`,
      logo_mobile: '',
    });
    // The other settings (the maintenance password's hash among them) are never part of it.
    const others = await deps.database.db
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(ne(appSettings.key, 'logo_desktop'));
    for (const { key: other } of others) expect(JSON.stringify(res.body)).not.toContain(other);
  });
});

describe('the audit log', () => {
  it('records a content change with the keys that changed, before and after', async () => {
    const editor = await signedInUser(app, deps, 'super_admin');
    const put = (body: Json) => editor.client.put('/api/admin/page-content', body);
    expect((await put({ section: 'about', values: { nope: 'x' } })).status).toBe(400);
    expect(await auditCount(deps, { actorId: editor.id })).toBe(0);
    const title = `Who we are ${randomUUID().slice(0, 6)}`;
    const current = sectionOf((await editor.client.get('/api/admin/page-content?section=hero')).body);
    const unchanged = (current.values as Json).description as string;
    expect((await put({ section: 'hero', values: { title, description: unchanged } })).status).toBe(200);
    const entries = await auditEntries(deps, { actorId: editor.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'page_content.update',
      actorEmail: editor.email,
      targetType: 'page_content',
      targetId: 'hero',
      before: { title: (current.values as Json).title },
      after: { title },
    });
    expect(Object.keys(entries[0]!.after!)).toEqual(['title']);
  });

  it('records a logo change, and nothing for a refused one', async () => {
    const editor = await signedInUser(app, deps, 'super_admin');
    const put = (body: Json) => editor.client.put('/api/admin/app-settings', body);
    expect((await put({ logo_mobile: `${origin}/page.html` })).status).toBe(400);
    const patient = await signedInUser(app, deps, 'patient');
    expect((await patient.client.put('/api/admin/app-settings', { logo_mobile: '' })).status).toBe(403);
    expect(await auditCount(deps, { actorId: editor.id })).toBe(0);
    const was = ((await editor.client.get('/api/admin/app-settings')).body.values as Json).logo_mobile;
    const logo = `${origin}/photo-${randomUUID().slice(0, 6)}.png`;
    expect((await put({ logo_mobile: logo })).status).toBe(200);
    const entries = await auditEntries(deps, { actorId: editor.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'app_settings.update',
      actorEmail: editor.email,
      targetType: 'app_settings',
      targetId: 'logos',
      before: { logo_mobile: was },
      after: { logo_mobile: logo },
    });
  });
});

describe('permissions', () => {
  const adminCalls: [string, string, Json | undefined][] = [
    ['GET', '/api/admin/page-content', undefined],
    ['PUT', '/api/admin/page-content', { section: 'hero', values: { title: 'Taken over' } }],
    ['GET', '/api/admin/app-settings', undefined],
    ['PUT', '/api/admin/app-settings', { logo_mobile: '' }],
    ['POST', '/api/admin/image-url-check', { url: 'https://pictures.example.org/a.png' }],
  ];
  const call = (client: ReturnType<typeof apiClient>, [method, path, body]: (typeof adminCalls)[number]) =>
    method === 'GET' ? client.get(path) : method === 'PUT' ? client.put(path, body) : client.post(path, body);

  it('guests are asked to sign in and every role but super admin is refused, changing nothing', async () => {
    const before = (await stored('hero', 'title'))!.value;
    for (const c of adminCalls)
      expect((await call(apiClient(app), c)).status, `guest ${c[0]} ${c[1]}`).toBe(401);
    for (const role of ['patient', 'provider', 'organization_admin'] as Role[]) {
      const who = await signedInUser(app, deps, role);
      for (const c of adminCalls)
        expect((await call(who.client, c)).status, `${role} ${c[0]} ${c[1]}`).toBe(403);
    }
    expect((await stored('hero', 'title'))!.value).toBe(before);
  });
});
