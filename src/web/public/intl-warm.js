/*
 * Prepares the browser's number and date formatting for the page's language, on a thread of its own.
 * The first number or date a page formats makes Chromium load its formatting data, which took 40 to
 * 60 ms on the main thread while the app took the page over: one long task that held up a tap on a
 * slow phone. That data is shared by the page's threads, so loaded here first, the page finds it
 * ready. Started by the page's first script (ssr/head-tags.ts) with the language as the worker's name.
 */
'use strict';

try {
  var locale = self.name || undefined;
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.PluralRules(locale).select(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(0);
} catch {
  // Nothing to prepare in a browser without these: the page formats as it would anyway.
}
self.close();
