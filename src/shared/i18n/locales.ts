/**
 * The languages the product is written in, and how a request's language is chosen from what a
 * browser asks for (ADR 19). English is the source: every other catalogue has exactly its keys.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The namespaces the browser's catalogues are split into, by what loads together (ADR 19); the
 * server also has its own, which never reach a browser. Each has a file in every language
 * (catalogues.test.ts).
 */
export const NAMESPACES = [
  'common',
  'public',
  'account',
  'booking',
  'provider',
  'practice',
  'onboarding',
  'admin',
  'home',
  'search',
  'lists',
  'patient',
  'content',
  'appointments',
  'messages',
  'dashboard',
  'suggestions',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** The server's own namespaces: mail, and notifications with calendar files. */
export const SERVER_NAMESPACES = ['mail', 'notices'] as const;
/**
 * The namespaces every page loads: the layout's. A route names the others its page needs
 * (app/router.tsx, checked by route-namespaces.test.ts).
 */
export const APP_NAMESPACES: readonly Namespace[] = ['common'];

/** The header the app's API calls carry: the language of the page asking. */
export const LOCALE_HEADER = 'x-locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * A table of what differs by language: English's entry, and any other language's where it has one.
 * Every rule or built-in text that depends on the reader's language is one of these, read through
 * `inLocale`, so a language that has not been given an entry reads English, never another language
 * (third-language.test.ts, docs/adding-a-language.md).
 */
export type LocaleTable<T> = { readonly en: T } & { readonly [L in Locale]?: T };

/** A language's entry in a table, else English's. */
export const inLocale = <T>(table: LocaleTable<T>, locale: Locale | undefined): T =>
  (locale === undefined ? undefined : table[locale]) ?? table.en;

/**
 * The `Intl` locale a language formats with: US conventions for every language (ADR 19), so a date
 * reads "lunes, 9 de marzo de 2026, 2:30 p.m." and numbers "1,234.5", as readers in Florida expect.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/**
 * The best of `offered` for an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8"), by the header's
 * weights and then its order; null when it names none of them.
 */
export function negotiateLocale(
  header: string | null | undefined,
  offered: readonly Locale[],
): Locale | null {
  if (!header) return null;
  const asked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0]!,
        weight: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((a) => a.language && a.weight > 0 && Number.isFinite(a.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { language } of asked) {
    if (language === '*') return offered[0] ?? null;
    const match = offered.find((locale) => locale === language);
    if (match) return match;
  }
  return null;
}

/**
 * Each language's name in itself, as the language switch offers it: a reader looks for their own
 * language's name ("Español") whatever the page's language.
 */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/**
 * Pages in English keep their addresses; another language's are under its prefix: `/es/providers`
 * (ADR 19). The prefix is React Router's basename, so the routes and every link stay the same.
 */
export const localeBase = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** A page's address in a language: `/providers` → `/es/providers`; `/` → `/es/`. */
export const localePath = (locale: Locale, path: string) => `${localeBase(locale)}${path}`;

/** The language an address names, among those offered, and the address without its prefix. */
export function splitLocalePath(
  pathname: string,
  offered: readonly Locale[],
): { locale: Locale; path: string } {
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (prefix && prefix !== DEFAULT_LOCALE && isLocale(prefix) && offered.includes(prefix)) {
    return { locale: prefix, path: pathname.slice(prefix.length + 1) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * The app's page (index.html) with `<html lang>` set to the language it is shown in, the languages
 * offered (for the language switch) in `data-locales`, and its `<link rel="manifest">` pointing at
 * the web app manifest of that language (`/es/manifest.webmanifest`: installed from a page in a
 * language, the app is described in it and opens at that language's home page).
 */
export function withPageLanguage(
  page: string,
  locale: Locale,
  offered: readonly Locale[] = [locale],
): string {
  return page
    .replace(
      /<html\b[^>]*>/,
      (tag) =>
        `<html${tag
          .slice('<html'.length, -1)
          .replace(
            /\s(lang|data-locales)="[^"]*"/g,
            '',
          )} lang="${locale}" data-locales="${offered.join(',')}">`,
    )
    .replace(/<link\b[^>]*\brel="manifest"[^>]*>/, (tag) =>
      tag.replace(/\bhref="[^"]*"/, `href="${localePath(locale, '/manifest.webmanifest')}"`),
    );
}
