import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, localePath, type Locale } from '#shared/i18n/locales.ts';
import type { AppEnv } from '../../app-env.ts';
import { escapeHtml } from '../../lib/html.ts';
import { inEnglish, serverTranslator } from '../../lib/i18n.ts';

/**
 * The installable app's files in another language than English (ADR 19): `/es/offline.html` and
 * `/es/manifest.webmanifest`, drawn from the English files in `public/` (the ones served at `/`)
 * with the words of the `notices` catalogue. A page links its language's manifest (withPageLanguage)
 * and the service worker shows the offline page of the address's language (public/sw.js).
 */

/** The words of the offline page, each found in public/offline.html as its English text. */
const OFFLINE_WORDS = [
  'notices.offline.pageTitle',
  'notices.offline.heading',
  'notices.offline.unreachable',
  'notices.offline.checkConnection',
  'notices.offline.tryAgain',
] as const;

/** A text as it stands in the HTML file, where a line may break between any two words. */
const asWritten = (text: string) =>
  new RegExp(
    escapeHtml(text)
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
    'g',
  );

/**
 * The offline page in a language: `<html lang>` and every text of OFFLINE_WORDS replaced. Throws
 * when the English page no longer holds one of them, so a changed page cannot go half-translated
 * (localized-files.test.ts reads the real one).
 */
export function offlinePageIn(englishPage: string, locale: Locale): string {
  const { t } = serverTranslator(locale);
  let page = englishPage.replace(/<html\b[^>]*>/, (tag) =>
    tag.replace(/\slang="[^"]*"/, '').replace(/^<html/, `<html lang="${locale}"`),
  );
  for (const key of OFFLINE_WORDS) {
    const english = inEnglish(key);
    const found = asWritten(english);
    if (!found.test(page)) throw new Error(`offline.html no longer says "${english}" (${key}).`);
    found.lastIndex = 0;
    page = page.replace(found, () => escapeHtml(t(key)));
  }
  return page;
}

type Manifest = Record<string, unknown> & { lang?: string; start_url?: string; description?: string };

/**
 * The web app manifest in a language: its description, `lang`, and a start in that language's home
 * page. The name stays CareConnect and the `id` stays the same, so it is one app whichever language
 * installed it.
 */
export function manifestIn(english: Manifest, locale: Locale): Manifest {
  const { t } = serverTranslator(locale);
  return {
    ...english,
    description: t('notices.manifest.description'),
    lang: INTL_LOCALE[locale],
    start_url: localePath(locale, '/'),
  };
}

/**
 * The words public/sw.js shows for a push it cannot read, by language: the worker keeps the same
 * table (FALLBACK_BODIES), which localized-files.test.ts compares with this one.
 */
export const pushFallbackBodies = (): Record<Locale, string> =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, serverTranslator(locale).t('notices.push.fallbackBody')]),
  ) as Record<Locale, string>;

/**
 * `/{locale}/offline.html` and `/{locale}/manifest.webmanifest` for every language but English
 * (whose files are served as they are). Every language with a catalogue gets them, offered or not,
 * so the service worker's cache can always be filled.
 */
export function localizedInstallFiles(webRoot: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const offlineFile = join(webRoot, 'offline.html');
  const manifestFile = join(webRoot, 'manifest.webmanifest');
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (existsSync(offlineFile)) {
      const page = offlinePageIn(readFileSync(offlineFile, 'utf8'), locale);
      routes.get(localePath(locale, '/offline.html'), (c) =>
        c.body(page, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }),
      );
    }
    if (existsSync(manifestFile)) {
      const manifest = JSON.stringify(
        manifestIn(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest, locale),
      );
      routes.get(localePath(locale, '/manifest.webmanifest'), (c) =>
        c.body(manifest, 200, { 'Content-Type': 'application/manifest+json; charset=utf-8' }),
      );
    }
  }
  return routes;
}
