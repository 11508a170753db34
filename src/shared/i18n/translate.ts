import { setupI18n, type I18n } from '@lingui/core';
import type { CompiledCatalogue } from './catalogue.ts';
import type { Messages } from './keys.gen.ts';
import { INTL_LOCALE, type Locale } from './locales.ts';

export type MessageKey = keyof Messages;
/** The values a message needs: nothing for a plain text. */
export type MessageValues<K extends MessageKey> = Messages[K]['values'];
type ValuesArg<K extends MessageKey> = keyof MessageValues<K> extends never ? [] : [values: MessageValues<K>];

/** Formats a message of the active language: `t('public.search.resultsCount', { count })`. */
export type Translate = <K extends MessageKey>(key: K, ...values: ValuesArg<K>) => string;

export type Translator = {
  locale: Locale;
  t: Translate;
  /** Lingui's instance, for its `Trans` component (text with links in it). */
  i18n: I18n;
};

/**
 * A translator for one language, from its compiled catalogues. Asking for a key it does not hold
 * throws: a key whose namespace a page forgot to load is a bug to see, never a key shown to a person.
 */
export function createTranslator(locale: Locale, catalogues: CompiledCatalogue[]): Translator {
  const messages: CompiledCatalogue = Object.assign({}, ...catalogues);
  const i18n = setupI18n({
    locale,
    locales: [INTL_LOCALE[locale]],
    messages: { [locale]: messages },
    missing: (_locale, id) => {
      throw new Error(`No message ${id} is loaded for ${locale}.`);
    },
  });
  const t = ((key: MessageKey, values?: Record<string, unknown>) => i18n._(key, values)) as Translate;
  return { locale, t, i18n };
}
