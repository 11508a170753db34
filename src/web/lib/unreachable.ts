import { DEFAULT_LOCALE, inLocale, isLocale, type LocaleTable } from '#shared/i18n/locales.ts';

/**
 * What a failed request says when the server could not be reached at all, or answered a refusal
 * without any words. The API client runs outside React, with no translator at hand: it holds these
 * words for each language and reads the page's, `<html lang>`. unreachable.test.ts keeps them equal
 * to the `common` catalogue.
 */
export const UNREACHABLE = {
  key: 'common.api.unreachable',
  words: {
    en: 'We could not reach CareConnect. Please check your connection and try again.',
    es: 'No pudimos comunicarnos con CareConnect. Revise su conexión e inténtelo de nuevo.',
  } satisfies LocaleTable<string>,
} as const;

export const REQUEST_FAILED = {
  key: 'common.api.requestFailed',
  words: {
    en: 'Request failed',
    es: 'La solicitud no se pudo completar',
  } satisfies LocaleTable<string>,
} as const;

/** The words of `message` in the page's language (English where there is no page, or no entry). */
export function inPageLanguage(message: { words: LocaleTable<string> }): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.split('-')[0];
  return inLocale(message.words, isLocale(lang) ? lang : DEFAULT_LOCALE);
}

/** The unreachable message in the page's language. */
export const unreachableWords = () => inPageLanguage(UNREACHABLE);
