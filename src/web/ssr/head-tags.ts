import { EARLY_FIELDS, EARLY_TAPS } from '../lib/app-live.ts';
import { KEPT_INSTALL_OFFER } from '../features/install/install-event.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { SITE_NAME, documentTitle, siteDescription, type PageHead } from '../lib/page-head.tsx';
import { scriptSafeJson } from '../lib/script-safe-json.ts';
import { INTL_LOCALE, localePath, type Locale } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translate.ts';

/** The picture a shared link shows when the page has none of its own. */
const SITE_IMAGE = '/icons/icon-512.png';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Runs before the first paint of a server-drawn page, with the page's nonce:
 * - applies the visitor's chosen text size, so the page never shows at the normal size and then
 *   grows (a layout shift);
 * - keeps a tap on a button made before the app has taken the page over (its code arrives after the
 *   first paint), for the app to press again once it has (`AppLive` in lib/app-live.ts): on a slow
 *   phone the first tap is not lost. Links work without the app and are left alone;
 * - keeps what is typed or chosen in a field before then, for the app to put into its own state
 *   (the field shows it, but the app would not know it: e2e/before-the-app.e2e.ts);
 * - keeps the browser's install offer, which can come before the app's code is there
 *   (features/install/install-event.ts);
 * - starts public/intl-warm.js, which prepares number and date formatting on another thread before
 *   the app needs it (a long task of its own otherwise, while the app takes the page over).
 */
export const BEFORE_APP_SCRIPT =
  `try{var s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.textSize)});if(s==='large'||s==='larger')document.documentElement.dataset.textSize=s}catch(e){}` +
  `(function(){var q=[];window.${EARLY_TAPS}=q;document.addEventListener('click',function(e){if(window.${EARLY_TAPS}!==q)return;var b=e.target&&e.target.closest&&e.target.closest('button,[role="button"],input[type="checkbox"],input[type="radio"]');if(!b)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b)},true)})();` +
  `(function(){var f=new Map();window.${EARLY_FIELDS}=f;document.addEventListener('input',function(e){var t=e.target;if(window.${EARLY_FIELDS}===f&&t&&/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)&&t.type!=='checkbox'&&t.type!=='radio')f.set(t,t.value)},true)})();` +
  `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.${KEPT_INSTALL_OFFER}=e});` +
  `try{var l=document.documentElement.lang;new Worker('/intl-warm.js',{name:${JSON.stringify(INTL_LOCALE)}[l]||l})}catch(e){}`;

/**
 * The <head> tags a server-drawn page adds to the app's page: its own words, address and data, and
 * its address in each language the site offers (`path` is the address without a language prefix).
 * What the page does not say about itself is the site's, in the page's language (`t`).
 */
export function headTags(
  head: PageHead,
  {
    origin,
    path,
    locale,
    offered,
    t,
  }: { origin: string; path: string; locale: Locale; offered: readonly Locale[]; t: Translate },
): string {
  const title = escapeHtml(documentTitle(head.title, t));
  const description = escapeHtml(head.description ?? siteDescription(t));
  const own = head.canonicalPath ?? path;
  const url = escapeHtml(origin + localePath(locale, own));
  const image = escapeHtml(new URL(head.image ?? SITE_IMAGE, origin).href);
  const found = (head.status ?? 200) < 400;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    found ? `<link rel="canonical" href="${url}" />` : `<meta name="robots" content="noindex" />`,
    // Search engines show each reader the page in their language (hreflang); English is the default.
    ...(found && offered.length > 1
      ? [
          ...offered.map(
            (other) =>
              `<link rel="alternate" hreflang="${INTL_LOCALE[other]}" href="${escapeHtml(origin + localePath(other, own))}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + own)}" />`,
        ]
      : []),
    `<meta property="og:locale" content="${INTL_LOCALE[locale].replace('-', '_')}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  if (head.structuredData && found) {
    tags.push(
      `<script type="application/ld+json">${scriptSafeJson(head.structuredData(origin, locale))}</script>`,
    );
  }
  return tags.join('\n    ');
}
