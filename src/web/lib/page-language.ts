import { localePath, type Locale } from '#shared/i18n/locales.ts';

/**
 * Leaving the app for a whole new page load: how a change of language is shown (ADR 19: the other
 * language's address, one catalogue in memory, a fresh query cache). An object, so a test can watch it.
 */
export const pageLoad = {
  assign(address: string) {
    window.location.assign(address);
  },
};

/** Loads `path` (an address of the app, as its routes see it) in `locale`, at its address in it. */
export function loadPageIn(locale: Locale, path: string) {
  pageLoad.assign(localePath(locale, path));
}

/**
 * Loads `path` through the language switch (`?lang=`, server/lib/i18n.ts): the server remembers the
 * language on the device and sends the page on to its address in that language.
 */
export function switchPageTo(locale: Locale, path: string) {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.set('lang', locale);
  pageLoad.assign(`${url.pathname}${url.search}${url.hash}`);
}
