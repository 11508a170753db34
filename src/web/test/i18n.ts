import { NAMESPACES } from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { loadTranslator } from '../lib/i18n.tsx';

/** The app's English, every namespace loaded: what components under test read their words from. */
export const english = await loadTranslator('en', NAMESPACES);
/** The same in Spanish, for tests that show a screen in Spanish (`renderAt(…, { translator: spanish })`). */
export const spanish = await loadTranslator('es', NAMESPACES);

/** A messages object of keys (CONTACT_MESSAGES) as the English words a person reads. */
export function englishWords<T extends Record<string, MessageKey>>(messages: T): { [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(messages).map(([name, key]) => [name, english.t(key)])) as {
    [K in keyof T]: string;
  };
}
