import type { LocaleTable } from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';

/** The error card's words, by key: what it shows when a translator is above it. */
export const ERROR_KEYS = {
  title: 'common.error.title',
  unexpected: 'common.error.unexpected',
  retry: 'common.error.retry',
  reload: 'common.error.reload',
} as const satisfies Record<string, MessageKey>;

export type ErrorWords = Record<keyof typeof ERROR_KEYS, string>;

/**
 * The same words in each language, for when the app failed before its translator was ready: the
 * card then reads the page's language from `<html lang>` (English's for a language without an entry).
 * error-fallback.test.tsx keeps them equal to the `common` catalogue.
 */
export const ERROR_WORDS: LocaleTable<ErrorWords> = {
  en: {
    title: 'Something went wrong',
    unexpected: 'An unexpected error occurred',
    retry: 'Try Again',
    reload: 'Reload Page',
  },
  es: {
    title: 'Algo salió mal',
    unexpected: 'Ocurrió un error inesperado',
    retry: 'Intentar de nuevo',
    reload: 'Volver a cargar la página',
  },
};
