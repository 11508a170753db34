import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CompiledCatalogue } from '#shared/i18n/catalogue.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, type Namespace } from '#shared/i18n/locales.ts';
import { createTranslator, type Translate, type Translator } from '#shared/i18n/translate.ts';

/**
 * Each language's catalogues, compiled at build time, one chunk each (ADR 19): a page downloads only
 * its own language's. The server's own namespaces (mail, notices) are left out of the browser's build.
 */
const CATALOGUES = import.meta.glob<CompiledCatalogue>(
  ['../../shared/i18n/locales/*/*.json', '!**/mail.json', '!**/notices.json'],
  { query: '?compiled', import: 'default' },
);

/** A translator for `locale` with the catalogues of `namespaces`. */
export async function loadTranslator(locale: Locale, namespaces: readonly Namespace[]): Promise<Translator> {
  const catalogues = await Promise.all(
    namespaces.map((namespace) => {
      const load = CATALOGUES[`../../shared/i18n/locales/${locale}/${namespace}.json`];
      if (!load) throw new Error(`There is no ${namespace} catalogue for ${locale}.`);
      return load();
    }),
  );
  return createTranslator(locale, catalogues);
}

/** The language the server wrote the page in (`<html lang>`). */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang.split('-')[0];
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The languages the site offers, as the server wrote them on the page (`<html data-locales>`). */
export function pageLocales(): Locale[] {
  const offered = (document.documentElement.dataset.locales ?? '').split(',').filter(isLocale);
  return offered.length ? offered : [pageLocale()];
}

type Language = { translator: Translator; offered: readonly Locale[] };
const LanguageContext = createContext<Language | null>(null);

export function TranslatorProvider({
  translator,
  offered,
  children,
}: {
  translator: Translator;
  /** The languages the site offers; only the translator's own where not given. */
  offered?: readonly Locale[];
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ translator, offered: offered ?? [translator.locale] }),
    [translator, offered],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('No TranslatorProvider above this component.');
  return language;
}

const useTranslator = () => useLanguage().translator;

/** The languages the site offers. */
export const useOfferedLocales = () => useLanguage().offered;

/** The active language's messages: `const t = useT(); t('common.header.home')`. */
export function useT(): Translate {
  return useTranslator().t;
}

export function useLocale(): Locale {
  return useTranslator().locale;
}
