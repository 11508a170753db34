import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { compileCatalogue } from '#shared/i18n/catalogue.ts';
import {
  DEFAULT_LOCALE,
  LOCALE_HEADER,
  isLocale,
  negotiateLocale,
  type Locale,
} from '#shared/i18n/locales.ts';
import { createTranslator, type Translate, type Translator } from '#shared/i18n/translate.ts';
import type { AppEnv } from '../app-env.ts';
import { SOURCE_CATALOGUES } from './catalogues.gen.ts';

/** The cookie that remembers a device's language for a year (ADR 19). */
export const LOCALE_COOKIE = 'lang';

const translators = new Map<Locale, Translator>();

/**
 * The server's translator for a language, with every namespace: compiled on first use, then shared.
 * Sharing is safe because nothing re-activates it: a translator holds one language for its life.
 */
export function serverTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const namespaces = SOURCE_CATALOGUES[locale];
    if (!namespaces) throw new Error(`There are no catalogues for ${locale}.`);
    translator = createTranslator(locale, Object.values(namespaces).map(compileCatalogue));
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

/** Decides the request's language once, into `c.var.locale` and `c.var.t`. */
export function requestLocale(offered: readonly Locale[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const locale = chooseLocale(
      {
        header: c.req.header(LOCALE_HEADER),
        cookie: getCookie(c, LOCALE_COOKIE),
        acceptLanguage: c.req.header('accept-language'),
      },
      offered,
    );
    c.set('locale', locale);
    c.set('t', serverTranslator(locale).t);
    await next();
  };
}
