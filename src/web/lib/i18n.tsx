import { createContext, useContext, type ReactNode } from 'react';
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

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('No TranslatorProvider above this component.');
  return translator;
}

/** The active language's messages: `const t = useT(); t('common.header.home')`. */
export function useT(): Translate {
  return useTranslator().t;
}

export function useLocale(): Locale {
  return useTranslator().locale;
}
