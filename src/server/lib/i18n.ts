import { compileCatalogue, overEnglish } from '#shared/i18n/catalogue.ts';
import {
  DEFAULT_LOCALE,
  isLocale,
  localePath,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '#shared/i18n/locales.ts';
import { createTranslator, type Translate, type Translator } from '#shared/i18n/translate.ts';
import { onSite } from '#shared/site/site-path.ts';
import { SOURCE_CATALOGUES } from './catalogues.gen.ts';

const translators = new Map<Locale, Translator>();

/**
 * The server's translator for a language, with every namespace: compiled on first use, then shared.
 * Sharing is safe because nothing re-activates it: a translator holds one language for its life.
 * What the language's catalogues lack is read from English's (overEnglish).
 */
export function serverTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const english = SOURCE_CATALOGUES[DEFAULT_LOCALE]!;
    const own = SOURCE_CATALOGUES[locale];
    if (!own) throw new Error(`There are no catalogues for ${locale}.`);
    translator = createTranslator(
      locale,
      Object.entries(english).map(([namespace, messages]) =>
        compileCatalogue(overEnglish(messages, own[namespace])),
      ),
    );
    translators.set(locale, translator);
  }
  return translator;
}

/** English words of a key: for documentation, logs, and tests that compare what English says. */
export const inEnglish: Translate = (key, ...values) => serverTranslator('en').t(key, ...values);

/**
 * A request's language, the first of: what the request says itself (the app's header), the device's
 * cookie, the browser's Accept-Language, English. Only languages `offered` are ever chosen.
 */
export function chooseLocale(
  said: { header?: string | null; cookie?: string | null; acceptLanguage?: string | null },
  offered: readonly Locale[],
): Locale {
  for (const value of [said.header, said.cookie]) {
    if (isLocale(value) && offered.includes(value)) return value;
  }
  return negotiateLocale(said.acceptLanguage, offered) ?? DEFAULT_LOCALE;
}

/** What a page request is answered with: the page in a language, or a move to another address. */
export type PageLanguage = { locale: Locale; path: string } | { redirect: string; remember?: Locale };

/**
 * The language of a page, from its address (ADR 19): `/es/…` is that language's, and a search engine
 * or a shared link always gets the language its address names. An English address sends the visitor
 * to another language's when their device chose it (the `lang` cookie) or, before they ever chose,
 * when their browser asks for it first. `?lang=` on any address is the language switch: it is
 * remembered and the page shown at its address in that language.
 */
export function pageLanguage(
  url: URL,
  said: { cookie?: string | null; acceptLanguage?: string | null },
  offered: readonly Locale[],
): PageLanguage {
  // One slash at a time: with the language prefix taken away, '/es//elsewhere.example' must never
  // become '//elsewhere.example', an address on another site; and every redirect is checked again.
  const pathname = url.pathname.replace(/\/{2,}/g, '/');
  const { locale, path } = splitLocalePath(pathname, offered);
  const chosen = url.searchParams.get('lang');
  if (chosen !== null) {
    const search = new URLSearchParams(url.search);
    search.delete('lang');
    const rest = search.size ? `?${search}` : '';
    if (!isLocale(chosen) || !offered.includes(chosen)) return { redirect: onSite(pathname + rest) };
    return { redirect: onSite(localePath(chosen, path) + rest), remember: chosen };
  }
  if (locale !== DEFAULT_LOCALE) return { locale, path };
  const cookie = isLocale(said.cookie) && offered.includes(said.cookie) ? said.cookie : null;
  const preferred = cookie ?? (said.cookie ? null : negotiateLocale(said.acceptLanguage, offered));
  if (preferred && preferred !== DEFAULT_LOCALE)
    return { redirect: onSite(localePath(preferred, path) + url.search) };
  return { locale, path };
}
