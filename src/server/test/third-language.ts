import { INTL_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { SOURCE_CATALOGUES } from '../lib/catalogues.gen.ts';

/**
 * A made-up third language, 'xx', added before any other module is loaded (the third-language
 * project's setup file, vitest.config.ts), as docs/adding-a-language.md adds one: its entry in the
 * locale list and in the two tables TypeScript then asks for (its `Intl` locale and its own name),
 * and a small catalogue. Everything else it is not given, it must read in English.
 */
export const XX = 'xx' as Locale;

/** Its few words, each marked so that a test sees where they show. */
export const XX_WORDS = {
  common: { 'common.nav.home': 'Xx home' },
  public: { 'public.contact.messageShort': 'Xx: the message is too short' },
  mail: { 'mail.passwordReset.subject': 'Xx: choose a new password' },
} as const;

(LOCALES as unknown as Locale[]).push(XX);
INTL_LOCALE[XX] = 'xx-US';
LOCALE_NAMES[XX] = 'Xx';
SOURCE_CATALOGUES[XX] = XX_WORDS;
