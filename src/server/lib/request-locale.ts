import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LOCALE_HEADER, type Locale } from '#shared/i18n/locales.ts';
import type { AppEnv } from '../app-env.ts';
import { chooseLocale, serverTranslator } from './i18n.ts';

// A request's language, apart from the words themselves (i18n.ts): the words are needed by code the
// request context is built from (errors.ts, the mail), which must not import that context back.

/** The cookie that remembers a device's language for a year (ADR 19). */
export const LOCALE_COOKIE = 'lang';

/** Remembers `locale` as this device's language (the `lang` cookie, a year, Lax). */
export function rememberDeviceLocale(c: Context<AppEnv>, locale: Locale) {
  setCookie(c, LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: 365 * 24 * 3600,
    sameSite: 'Lax',
    secure: c.get('deps').config.isProduction,
  });
}

/** Decides the request's language once, into `c.var.locale` and `c.var.t`. */
export function requestLocale(offered: readonly Locale[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const locale = chooseLocale(
      {
        header: c.req.header(LOCALE_HEADER),
        cookie: getCookie(c, LOCALE_COOKIE),
        acceptLanguage: c.req.header('accept-language'),
      },
      offered,
    );
    c.set('locale', locale);
    c.set('t', serverTranslator(locale).t);
    await next();
  };
}

/**
 * Whether a `?lang=` request is the switch pressed on one of this site's own pages (the browser says
 * so in `Sec-Fetch-Site`, or, in a browser too old to, its Referer is this site). Only then is the
 * language remembered on the device and on the signed-in account: a link from another site with
 * `?lang=es` shows the page in Spanish and changes nothing (server-pages.test.ts).
 */
export function switchedOnThisSite(c: Context<AppEnv>, origin: string): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin';
  const referer = c.req.header('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}
