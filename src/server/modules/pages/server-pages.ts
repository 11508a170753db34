import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context, Handler } from 'hono';
import type { browserPageNamespaces, renderPage } from '../../../web/ssr/entry-server.tsx';
import type { AppEnv } from '../../app-env.ts';
import { getCookie } from 'hono/cookie';
import { escapeHtml } from '../../lib/html.ts';
import { pageLanguage, serverTranslator } from '../../lib/i18n.ts';
import { LOCALE_COOKIE, rememberDeviceLocale, switchedOnThisSite } from '../../lib/request-locale.ts';
import { homeCardSearch } from '#shared/search/home-card-search.ts';
import { isPrivatePath, type StaticPublicPage } from '#shared/site/public-pages.ts';
import {
  APP_NAMESPACES,
  LOCALE_HEADER,
  splitLocalePath,
  withPageLanguage,
  type Locale,
  type Namespace,
} from '#shared/i18n/locales.ts';

/** The shape of dist/ssr/entry-server.js: src/web/ssr/entry-server.tsx, built by Vite. */
type ServerEntry = { renderPage: typeof renderPage; browserPageNamespaces: typeof browserPageNamespaces };

/**
 * A form a public page posts to its own address without JavaScript: what it came to (its status,
 * and the outcome the page shows, which the server puts into the drawn page's query state).
 */
export type PageForm = (
  c: Context<AppEnv>,
  fields: Record<string, string>,
) => Promise<{ status: number; outcome: unknown }>;

/** The search page, where the home card's plain form goes. */
const SEARCH_PAGE: StaticPublicPage = '/providers';

/** The request headers an in-process API call carries over from the visitor's page request. */
const VISITOR_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for'];

/**
 * The fonts every page uses: preloaded, so the text is drawn once in its own face instead of in a
 * fallback first (which also moves the page as the widths change).
 */
function fontPreloads(webRoot: string): string {
  const assets = join(webRoot, 'assets');
  if (!existsSync(assets)) return '';
  return readdirSync(assets)
    .filter((name) => /^atkinson-hyperlegible-latin-(400|700)-normal-.*\.woff2$/.test(name))
    .map(
      (name) => `    <link rel="preload" href="/assets/${name}" as="font" type="font/woff2" crossorigin />\n`,
    )
    .join('');
}

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/** Vite's record of the built chunks, by source (empty before the web app is built). */
function readManifest(webRoot: string): Record<string, ManifestChunk> {
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
}

/** What the app's script (main.tsx) loads as a step of its own before it takes a page over. */
const START_STEPS = ['../../node_modules/react-dom/client.js'];

/**
 * The chunks of the app's start steps, with those they import: preloaded beside the app's script, so
 * a step runs in a task of its own without waiting for its download.
 */
function startChunks(manifest: Record<string, ManifestChunk>): string[] {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key) || !manifest[key]) return;
    found.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const step of START_STEPS) visit(step);
  return [...found].map((key) => `/${manifest[key]!.file}`);
}

/**
 * What a page preloads beside the app's script: the app's first steps, then the built chunks of a
 * language's catalogues (ADR 19), the namespaces the page needs in its own language, so the app does
 * not find them only once it runs.
 */
function appPreloads(webRoot: string): (locale: Locale, namespaces: readonly Namespace[]) => string[] {
  const manifest = readManifest(webRoot);
  const start = startChunks(manifest);
  return (locale, namespaces) => [
    ...start,
    ...namespaces.flatMap((namespace) => {
      const chunk = manifest[`../shared/i18n/locales/${locale}/${namespace}.json?compiled`];
      return chunk ? [`/${chunk.file}`] : [];
    }),
  ];
}

/**
 * A drawn page is 20–80 KB of HTML: compressed it is a fifth of that, which on a phone's slow
 * connection is most of the time to the first paint. Brotli at a middle quality costs about a
 * millisecond here; the app's scripts and styles are compressed once, at build time.
 */
function compressed(c: Context<AppEnv>, body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoder = /\bbr\b/.test(accepted)
    ? { name: 'br', stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) }
    : /\bgzip\b/.test(accepted)
      ? { name: 'gzip', stream: createGzip({ level: 6 }) }
      : null;
  if (!encoder) return body;
  c.header('Content-Encoding', encoder.name);
  return Readable.toWeb(
    Readable.fromWeb(body as NodeReadableStream).pipe(encoder.stream),
  ) as ReadableStream<Uint8Array>;
}

/**
 * The app page's own words in the page's language: the site's title and description, which stay
 * until the app names the page, and what a browser without JavaScript shows.
 */
function inPageWords(page: string, locale: Locale): string {
  const { t } = serverTranslator(locale);
  return page
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(t('common.site.title'))}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      `<meta name="description" content="${escapeHtml(t('common.site.description'))}" />`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(t('common.site.noScript'))}</noscript>`);
}

/**
 * GET for every address that is not an API route or a file: the public pages drawn on the server
 * (ADR 16), and for the rest (dashboards, sign-in) the app's page for the browser to draw. Without
 * the server drawing (not built) every page is the browser's.
 */
export function serverPages(opts: {
  webRoot: string;
  serverEntry: string;
  publicUrl: string;
  /** The app itself, to answer the page's API calls in-process. */
  fetchApi: (request: Request, env: unknown) => Response | Promise<Response>;
  /** Keeps a language chosen with the switch on the signed-in person's account, if any. */
  rememberLanguage?: (c: Context<AppEnv>, locale: Locale) => Promise<void>;
  /** Whether the request is a signed-in person's: their page carries their name and address. */
  signedIn?: (c: Context<AppEnv>) => Promise<boolean>;
  /** The forms public pages post without JavaScript, by page address (without a language prefix). */
  forms?: Partial<Record<StaticPublicPage, PageForm>>;
}): Handler<AppEnv> {
  const template = readFileSync(join(opts.webRoot, 'index.html'), 'utf8');
  const extraHead = fontPreloads(opts.webRoot);
  const preloadsOf = appPreloads(opts.webRoot);
  const origin = new URL(opts.publicUrl).origin;
  // Loaded once, in the background at start, so the first visitor does not wait for it.
  const entry: Promise<ServerEntry | null> = existsSync(opts.serverEntry)
    ? (import(pathToFileURL(opts.serverEntry).href) as Promise<ServerEntry>)
    : Promise.resolve(null);

  const browserPage = (c: Context<AppEnv>, server: ServerEntry | null, path: string) => {
    c.header('Cache-Control', 'no-cache');
    const locale = c.get('locale');
    const preloads = preloadsOf(locale, server?.browserPageNamespaces(path, locale) ?? APP_NAMESPACES)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}" />\n  `)
      .join('');
    const page = inPageWords(withPageLanguage(template, locale, c.get('deps').config.LOCALES), locale);
    return c.html(page.replace('</head>', `${preloads}</head>`));
  };

  return async (c) => {
    // Which page in which language: an English address may move to the visitor's language first.
    const offered = c.get('deps').config.LOCALES;
    c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    const asked = pageLanguage(
      new URL(c.req.url),
      { cookie: getCookie(c, LOCALE_COOKIE), acceptLanguage: c.req.header('accept-language') },
      offered,
    );
    // A post is answered where it was sent, in its address's language: a redirect would drop the form.
    const language =
      c.req.method === 'POST' && 'redirect' in asked
        ? { locale: splitLocalePath(new URL(c.req.url).pathname, offered).locale }
        : asked;
    if ('redirect' in language) {
      if (language.remember && switchedOnThisSite(c, origin)) {
        rememberDeviceLocale(c, language.remember);
        await opts.rememberLanguage?.(c, language.remember);
      }
      c.header('Cache-Control', 'no-store');
      return c.redirect(language.redirect, 302);
    }
    c.set('locale', language.locale);
    c.set('t', serverTranslator(language.locale).t);
    const url = new URL(c.req.url);
    const pagePath = splitLocalePath(url.pathname, offered).path;
    // robots.txt asks crawlers to stay away; a page reached by a link is still kept out of the
    // index, in every language (server-pages.test.ts).
    if (isPrivatePath(pagePath)) c.header('X-Robots-Tag', 'noindex');

    // The home card sent as a plain form (no JavaScript): the search the card itself makes.
    const cardSearch = pagePath === SEARCH_PAGE ? homeCardSearch(url.searchParams) : null;
    if (cardSearch) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(`${url.pathname}${cardSearch.size ? `?${cardSearch}` : ''}`, 303);
    }
    // A form posted without JavaScript: handled, then the page is drawn with what it came to.
    let posted: Awaited<ReturnType<PageForm>> | null = null;
    if (c.req.method === 'POST') {
      const form = opts.forms?.[pagePath as StaticPublicPage];
      if (!form) return c.text('Method Not Allowed', 405);
      const body = await c.req.parseBody();
      const fields = Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      posted = await form(c, fields);
    }

    const server = await entry;
    if (!server) return browserPage(c, null, c.req.path);
    // The page is drawn as for a GET of its address (the routes have no actions), as the visitor.
    const visitor = posted ? new Request(c.req.url, { headers: c.req.raw.headers }) : c.req.raw;
    const api = (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      for (const name of VISITOR_HEADERS) {
        const value = visitor.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      // The page's calls answer in the page's language.
      headers.set(LOCALE_HEADER, c.get('locale'));
      return Promise.resolve(
        opts.fetchApi(new Request(new URL(url, visitor.url), { ...init, headers }), c.env),
      );
    };
    let page: Awaited<ReturnType<ServerEntry['renderPage']>>;
    try {
      page = await server.renderPage({
        request: visitor,
        api,
        template,
        origin,
        nonce: c.get('secureHeadersNonce') ?? '',
        extraHead,
        locale: language.locale,
        offered,
        cataloguePreloads: preloadsOf,
        formOutcome: posted?.outcome,
      });
    } catch (err) {
      // A page that cannot be drawn here can still be drawn by the browser: the visitor gets it. A
      // visitor who left before it was drawn (its API calls are aborted with it) is no failure.
      if (!visitor.signal.aborted) {
        c.get('deps').log.error({ err, path: c.req.path }, 'server drawing of a page failed');
      }
      page = null;
    }
    if (!page) return browserPage(c, server, c.req.path);
    // A page drawn for a signed-in person holds who they are (their header, the page's embedded
    // answers): no shared cache may keep it, nor the browser's after they leave (server-pages.test.ts).
    // The answer to a post holds what was typed: never kept either.
    const personal = posted !== null || (await opts.signedIn?.(c));
    c.header('Cache-Control', personal ? 'private, no-store' : 'no-cache');
    if (page.status === 503) c.header('Retry-After', '3600');
    c.header('Content-Type', 'text/html; charset=utf-8');
    const status = posted && page.status === 200 ? posted.status : page.status;
    return c.body(compressed(c, page.body), status as 200);
  };
}
