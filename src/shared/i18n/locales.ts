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
export const NAMESPACES = ['common', 'public'] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** The server's own namespaces: mail, and notifications with calendar files. */
export const SERVER_NAMESPACES = ['mail', 'notices'] as const;
/**
 * The namespaces every page loads: the layout's, and for now the public pages' too, until each
 * route names the namespaces it needs (ADR 19).
 */
export const APP_NAMESPACES: readonly Namespace[] = ['common', 'public'];

/** The header the app's API calls carry: the language of the page asking. */
export const LOCALE_HEADER = 'x-locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The `Intl` locale a language formats with: US conventions for both (ADR 19), so Spanish reads
 * "lunes, 9 de marzo de 2026, 2:30 p.m." and numbers "1,234.5", as readers in Florida expect.
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

/** The app's page (index.html) with `<html lang>` set to the language it is shown in. */
export function withPageLanguage(page: string, locale: Locale): string {
  return page.replace(/<html\b[^>]*>/, (tag) =>
    /\slang="/.test(tag)
      ? tag.replace(/\slang="[^"]*"/, ` lang="${locale}"`)
      : tag.replace('<html', `<html lang="${locale}"`),
  );
}
