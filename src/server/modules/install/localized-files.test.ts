import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '#shared/i18n/locales.ts';
import { createApp, type App } from '../../app.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { testServices } from '../../test/harness.ts';
import { manifestIn, offlinePageIn, pushFallbackBodies } from './localized-files.ts';

const PUBLIC = fileURLToPath(new URL('../../../web/public/', import.meta.url));
const read = (name: string) => readFileSync(join(PUBLIC, name), 'utf8');
const OFFLINE = read('offline.html');
const MANIFEST = JSON.parse(read('manifest.webmanifest')) as Record<string, unknown>;

describe('the offline page in a language', () => {
  it('is the English file itself in English: the catalogue holds its words exactly', () => {
    // Only a line break inside a sentence may differ.
    const words = (page: string) => page.replace(/\s+/g, ' ');
    expect(words(offlinePageIn(OFFLINE, 'en'))).toBe(words(OFFLINE));
  });

  it('is in Spanish for Spanish, with the same page around the words and no English left', () => {
    const page = offlinePageIn(OFFLINE, 'es');
    expect(page).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(page).toContain('<title>No tiene conexión — CareConnect</title>');
    expect(page).toContain('<h1>No tiene conexión</h1>');
    expect(page).toContain('<button type="button" id="try-again">Intentar de nuevo</button>');
    expect(page).toContain('<script src="/offline.js"></script>');
    for (const key of [
      'notices.offline.heading',
      'notices.offline.unreachable',
      'notices.offline.checkConnection',
      'notices.offline.tryAgain',
    ] as const) {
      expect(page.replace(/\s+/g, ' ')).not.toContain(inEnglish(key));
    }
    expect(page.length).toBeGreaterThan(OFFLINE.length * 0.9);
  });

  it('refuses an English page that no longer holds one of its words', () => {
    expect(() => offlinePageIn(OFFLINE.replace('Try Again', 'Retry'), 'es')).toThrow(/Try Again/);
  });
});

describe('the manifest in a language', () => {
  it('is the English file itself in English', () => {
    expect(manifestIn(MANIFEST, 'en')).toEqual(MANIFEST);
  });

  it('describes the app in Spanish and starts at the Spanish home page, as the same app', () => {
    expect(manifestIn(MANIFEST, 'es')).toEqual({
      ...MANIFEST,
      name: 'CareConnect',
      short_name: 'CareConnect',
      description:
        'Encuentre proveedores de salud de confianza y reserve sus citas — pensado para personas mayores en Florida y sus familias.',
      lang: 'es-US',
      start_url: '/es/',
      id: '/',
      scope: '/',
    });
  });
});

describe("the service worker's words", () => {
  it('knows every language prefix and says the catalogue’s words for a push it cannot read', () => {
    const context = createContext({ self: { addEventListener: () => undefined }, URL });
    runInContext(read('sw.js'), context, { filename: 'sw.js' });
    expect(context.LANGUAGE_PREFIXES).toEqual(LOCALES.filter((l) => l !== DEFAULT_LOCALE));
    expect({ ...context.FALLBACK_BODIES }).toEqual(pushFallbackBodies());
  });
});

describe('serving them', () => {
  let app: App;
  beforeAll(async () => {
    const { deps } = await testServices();
    const webRoot = mkdtempSync(join(tmpdir(), 'careconnect-web-'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><html lang="en"><head><link rel="manifest" href="/manifest.webmanifest" />' +
        '</head><body><div id="root"></div></body></html>',
    );
    for (const name of ['offline.html', 'manifest.webmanifest'])
      copyFileSync(join(PUBLIC, name), join(webRoot, name));
    app = createApp(deps, { webRoot, serverEntry: join(webRoot, 'no-server-entry.js') });
  });

  it('serves /es/offline.html and /es/manifest.webmanifest, and the English files as they are', async () => {
    const offline = await app.request('/es/offline.html');
    expect(offline.status).toBe(200);
    expect(offline.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await offline.text()).toContain('<h1>No tiene conexión</h1>');

    const manifest = await app.request('/es/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ name: 'CareConnect', lang: 'es-US', start_url: '/es/' });

    const english = await app.request('/manifest.webmanifest');
    expect(english.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await english.json()).toMatchObject({ lang: 'en-US', start_url: '/' });
    expect(await (await app.request('/offline.html')).text()).toBe(OFFLINE);
  });

  it("links each page to its language's manifest", async () => {
    const spanish = await (await app.request('/es/patient-dashboard')).text();
    expect(spanish).toContain('<link rel="manifest" href="/es/manifest.webmanifest" />');
    const english = await (await app.request('/patient-dashboard')).text();
    expect(english).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
