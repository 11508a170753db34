import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledCatalogues } from '../../scripts/vite-catalogues.ts';
import { generatedFiles } from '../../scripts/i18n.ts';
import { providerDisplayName, visitTypeName } from '#shared/display-name.ts';
import { compileCatalogue } from '#shared/i18n/catalogue.ts';
import { LOCALES, NAMESPACES } from '#shared/i18n/locales.ts';
import esCommon from '#shared/i18n/locales/es/common.json' with { type: 'json' };
import enCommon from '#shared/i18n/locales/en/common.json' with { type: 'json' };
import { CONTACT_MESSAGES } from '#shared/contact/contact.ts';
import { MAINTENANCE_CONTENT_DEFAULTS, maintenanceDefaults } from '#shared/maintenance/maintenance.ts';
import { maintenanceEditorLocales } from '#shared/maintenance/maintenance-schemas.ts';
import {
  PAGE_CONTENT_DEFAULTS,
  PAGE_CONTENT_SECTIONS,
  pageContentDefaults,
} from '#shared/page-content/page-content.ts';
import { unwrittenKeysIn } from '#shared/page-content/unwritten-keys.ts';
import { loadTranslator } from '../web/lib/i18n.tsx';
import { createApp, type App } from './app.ts';
import { inEnglish, serverTranslator } from './lib/i18n.ts';
import { renderTemplate } from './mail-templates.ts';
import { apiClient, TEST_ORIGIN, testServices, uniqueIp } from './test/harness.ts';
import { XX, XX_WORDS } from './test/third-language.ts';

/**
 * A third language added as docs/adding-a-language.md says, with a catalogue of three messages
 * (./test/third-language.ts): the product serves it, shows its words where it has them, and English
 * (never Spanish) everywhere else: words of the pages, the API's messages, mail, built-in page
 * content, the coming-soon words, and names ('Dra.' is Spanish's rule, not every other language's).
 */

/** Spanish texts of the layout that are not also English: none may show on a page in another language. */
const SPANISH_LAYOUT = Object.entries(esCommon)
  .filter(([key, text]) => text !== (enCommon as Record<string, string>)[key])
  .map(([, text]) => text)
  .filter((text) => text.length >= 8 && !/[{<]/.test(text));

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');
const bodyOf = (html: string) => decode(html.slice(html.indexOf('<div id="root">')));

const spanishIn = (text: string) => SPANISH_LAYOUT.filter((spanish) => text.includes(spanish));

describe('a third language', () => {
  let app: App;

  beforeAll(async () => {
    const { deps } = await testServices();
    const webRoot = mkdtempSync(join(tmpdir(), 'careconnect-xx-'));
    writeFileSync(join(webRoot, 'index.html'), readFileSync('src/web/index.html', 'utf8'));
    for (const name of ['offline.html', 'manifest.webmanifest'])
      writeFileSync(join(webRoot, name), readFileSync(join('src/web/public', name), 'utf8'));
    mkdirSync(join(webRoot, '.vite'));
    writeFileSync(join(webRoot, '.vite', 'manifest.json'), '{}');
    app = createApp(deps, { webRoot, serverEntry: resolve('src/web/ssr/entry-server.tsx') });
  });

  it('is offered by default, after English', () => {
    expect(LOCALES).toEqual(['en', 'es', XX]);
  });

  it('has its public pages at its own addresses, named among the others, with English where it has no words', async () => {
    for (const path of ['/xx/', '/xx/about', '/xx/providers', '/xx/contact']) {
      const res = await app.request(path, { headers: { 'x-client-ip': uniqueIp() } });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/^<!doctype html>\s*<html lang="xx" data-locales="en,es,xx">/);
      expect(html, path).toContain(`<link rel="alternate" hreflang="xx-US" href="${TEST_ORIGIN}${path}" />`);
      expect(spanishIn(bodyOf(html)), path).toEqual([]);
    }
    const home = bodyOf(await (await app.request('/xx/', { headers: { 'x-client-ip': uniqueIp() } })).text());
    // The built-in page content and the layout's words, both in English.
    expect(home).toContain(PAGE_CONTENT_DEFAULTS.hero.title);
    expect(home).toContain(enCommon['common.nav.findProviders']);
  });

  it('is chosen by the language switch and by a browser that asks for it first', async () => {
    const switched = await app.request('/about?lang=xx', { headers: { 'x-client-ip': uniqueIp() } });
    expect(switched.status).toBe(302);
    expect(switched.headers.get('location')).toBe('/xx/about');
    const asks = await app.request('/about', {
      headers: { 'x-client-ip': uniqueIp(), 'accept-language': 'xx,en;q=0.5' },
    });
    expect(asks.headers.get('location')).toBe('/xx/about');
  });

  it('is listed in the sitemap, and has its offline page and manifest, in English words', async () => {
    const sitemap = await (await app.request('/sitemaps/pages.xml')).text();
    expect(sitemap).toContain(`<loc>${TEST_ORIGIN}/xx/about</loc>`);
    const offline = await (await app.request('/xx/offline.html')).text();
    expect(offline).toContain(`<h1>${inEnglish('notices.offline.heading')}</h1>`);
    const manifest = (await (await app.request('/xx/manifest.webmanifest')).json()) as Record<string, string>;
    expect(manifest).toMatchObject({
      description: inEnglish('notices.manifest.description'),
      lang: 'xx-US',
      start_url: '/xx/',
    });
  });

  it('says its own words where its catalogue has them, and English, never Spanish, where not', () => {
    const { t } = serverTranslator(XX);
    expect(t('common.nav.home')).toBe(XX_WORDS.common['common.nav.home']);
    expect(t('common.nav.about')).toBe(inEnglish('common.nav.about'));
    expect(t('notices.push.fallbackBody')).toBe(inEnglish('notices.push.fallbackBody'));
  });

  it("answers the API's refusals in its words, else in English", async () => {
    const client = apiClient(app).speaking(XX);
    const form = {
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rosa@example.test',
      specialty: 'podiatry',
    };
    const short = await client.post('/api/contact', { ...form, message: 'Too short' });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe(XX_WORDS.public['public.contact.messageShort']);
    expect(short.body.code).toBe(CONTACT_MESSAGES.messageShort);
    const badEmail = await client.post('/api/contact', {
      ...form,
      email: 'rosa@',
      message: 'Do you list podiatrists in Naples?',
    });
    expect(badEmail.body.detail).toBe(inEnglish(CONTACT_MESSAGES.email));
  });

  it('writes mail in its words, else in English', () => {
    const mail = renderTemplate(
      'password-reset',
      { resetUrl: 'https://care.example/reset-password?token=abc' },
      { appUrl: 'https://care.example', locale: XX },
    );
    expect(mail.subject).toBe(XX_WORDS.mail['mail.passwordReset.subject']);
    expect(mail.text).toContain(inEnglish('mail.passwordReset.pressButton'));
    expect(mail.text).not.toContain(serverTranslator('es').t('mail.passwordReset.pressButton'));
  });

  it('reads the built-in page content and coming-soon words in English, also through the API', async () => {
    for (const section of PAGE_CONTENT_SECTIONS)
      expect(pageContentDefaults(section, XX), section).toEqual(PAGE_CONTENT_DEFAULTS[section]);
    expect(maintenanceDefaults(XX)).toEqual(MAINTENANCE_CONTENT_DEFAULTS);
    const client = apiClient(app).speaking(XX);
    const status = await client.get('/api/maintenance');
    expect(status.body.content).toEqual(MAINTENANCE_CONTENT_DEFAULTS);
    const hero = await client.get('/api/page-content?section=hero');
    expect((hero.body.sections as { values: unknown }[])[0]!.values).toEqual(PAGE_CONTENT_DEFAULTS.hero);
  });

  it("names a woman doctor 'Dr.' and a visit type by its English name, as English does", () => {
    const doctor = { title: 'Doctor', firstName: 'Elena', lastName: 'Morales', gender: 'female' };
    expect(providerDisplayName(doctor, { locale: XX })).toBe('Dr. Elena Morales');
    expect(providerDisplayName(doctor, { locale: 'es' })).toBe('Dra. Elena Morales');
    const followUp = { name: 'Follow-up Visit', nameEs: 'Consulta de seguimiento' };
    expect(visitTypeName(followUp, XX)).toBe('Follow-up Visit');
  });

  it('is not offered by the editors whose answers have no field for it, and has no unwritten marks', () => {
    expect(maintenanceEditorLocales()).toEqual(['en', 'es']);
    expect(unwrittenKeysIn({ withoutSpanish: ['title'] }, XX)).toBeUndefined();
    expect(unwrittenKeysIn({ withoutSpanish: ['title'] }, 'es')).toEqual(['title']);
  });

  it("has the browser's catalogues of English where it has no file of its own", async () => {
    const { t } = await loadTranslator(XX, NAMESPACES);
    expect(t('common.nav.home')).toBe(inEnglish('common.nav.home'));
    expect(t('public.contact.messageShort')).toBe(inEnglish('public.contact.messageShort'));
  });

  it('has each message its catalogue file lacks compiled from English for the browser', () => {
    const dir = mkdtempSync(join(tmpdir(), 'careconnect-catalogues-'));
    for (const [locale, messages] of [
      ['en', { 'common.nav.home': 'Home', 'common.nav.about': 'About' }],
      ['xx', { 'common.nav.home': 'Xx home' }],
    ] as const) {
      mkdirSync(join(dir, locale));
      writeFileSync(join(dir, locale, 'common.json'), JSON.stringify(messages));
    }
    const plugin = compiledCatalogues();
    const load = plugin.load as unknown as (this: unknown, id: string) => string;
    const code = load.call({ addWatchFile: () => undefined }, `${join(dir, 'xx', 'common.json')}?compiled`);
    expect(JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''))).toEqual(
      compileCatalogue({ 'common.nav.home': 'Xx home', 'common.nav.about': 'About' }),
    );
  });

  it("has the service worker's table written with it: its prefix, and English for a push it cannot read", () => {
    const worker = [...generatedFiles()].find(([path]) => path.endsWith('sw.js'))![1];
    const context = createContext({ self: { addEventListener: () => undefined }, URL });
    runInContext(worker, context, { filename: 'sw.js' });
    expect(context.LANGUAGE_PREFIXES).toEqual(['es', XX]);
    expect(context.FALLBACK_BODIES[XX]).toBe(inEnglish('notices.push.fallbackBody'));
  });
});
