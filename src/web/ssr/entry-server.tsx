import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { SERVER_RENDERED_ROUTES, pageNamespaces, routes } from '../app/router.tsx';
import { setApiTransport } from '../lib/api-client.ts';
import { PAGE_FORM_OUTCOME } from '../lib/page-form.ts';
import { PageHeadCollector, PageHeadCollectorProvider } from '../lib/page-head.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { loadTranslator } from '../lib/i18n.tsx';
import {
  localeBase,
  splitLocalePath,
  withPageLanguage,
  type Locale,
  type Namespace,
} from '#shared/i18n/locales.ts';
import { BEFORE_APP_SCRIPT, headTags } from './head-tags.ts';
import { PAGE_DATA, loadLayoutData } from './page-data.ts';
import { COMING_SOON_NAMESPACES } from '../features/maintenance/maintenance-gate.tsx';
import { QUERY_STATE_ELEMENT_ID, serializeQueryState } from './query-state.ts';

export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export type RenderRequest = {
  /** The visitor's request for the page. */
  request: Request;
  /** Answers an API call as the visitor (their cookies), without leaving the process. */
  api: ApiTransport;
  /** The app's built page (dist/web/index.html): its scripts and styles wrap the drawn page. */
  template: string;
  /** The site's public origin, for canonical addresses. */
  origin: string;
  /** This response's Content-Security-Policy nonce, for the few inline scripts. */
  nonce: string;
  /** More tags for the head (font preloads). */
  extraHead?: string;
  /** The language to draw the page in, decided by the server for this request from its address. */
  locale: Locale;
  /** The languages the site offers (the language switch). */
  offered: readonly Locale[];
  /** What the app loads before it takes the page over: its first steps and a language's catalogue chunks. */
  cataloguePreloads?: (locale: Locale, namespaces: readonly Namespace[]) => string[];
  /** What a form the page posted without JavaScript came to, for the page to show (lib/page-form.ts). */
  formOutcome?: unknown;
};

export type RenderedPage = { status: number; body: ReadableStream<Uint8Array> };

// Each page's API calls go to the API as the visitor who asked for the page, never another.
const visitorApi = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const api = visitorApi.getStore();
  if (!api) throw new Error('An API call was made outside a page render.');
  return api(url, init);
});

const ROOT = '<div id="root"></div>';

/**
 * Draws a public page on the server (ADR 16): the page's data is fetched first through the same
 * query options its components read, then React draws the same routes the browser does, and the
 * answers go into the page for the browser to take over without asking again. Returns null for a
 * page the browser draws by itself (dashboards, sign-in).
 */
export async function renderPage(options: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(options.request.url);
  // The language's prefix (`/es`) is the router's basename: the routes are the same in every language.
  const basename = localeBase(options.locale) || undefined;
  const matches = matchRoutes(routes, url.pathname, basename);
  const leaf = matches?.at(-1);
  if (!leaf?.route.id || !SERVER_RENDERED_ROUTES.has(leaf.route.id)) return null;
  const { page: template, entry } = withoutAppScripts(options.template);
  const rootAt = template.indexOf(ROOT);
  if (rootAt < 0) throw new Error('The app page has no root element.');

  return visitorApi.run(options.api, async () => {
    const queryClient = createQueryClient();
    try {
      // The page's own address, without its language's prefix, as the routes and the browser see it.
      const pageUrl = new URL(url);
      pageUrl.pathname = splitLocalePath(url.pathname, options.offered).path;
      const { user, locked } = await loadLayoutData(queryClient, pageUrl);
      // A locked site shows the coming-soon page in place of the page asked for, with its words.
      const namespaces = [
        ...new Set([...pageNamespaces(url.pathname, basename), ...(locked ? COMING_SOON_NAMESPACES : [])]),
      ];
      // One translator for this page alone: no language is shared between two visitors' pages.
      const translator = await loadTranslator(options.locale, namespaces);
      if (!locked)
        await PAGE_DATA[leaf.route.id!]?.({ queryClient, params: leaf.params, url: pageUrl, user });
      if (options.formOutcome !== undefined) queryClient.setQueryData(PAGE_FORM_OUTCOME, options.formOutcome);

      const handler = createStaticHandler(routes, { basename });
      const context = await handler.query(options.request);
      if (context instanceof Response) return { status: context.status, body: context.body! };
      const router = createStaticRouter(handler.dataRoutes, context);
      const collector = new PageHeadCollector();
      // The whole page before the first byte: its head and status come from the page drawn, and a
      // visitor without JavaScript (or a search engine) gets every part of it in place, not
      // placeholders that a script fills in later.
      const body = await new Promise<ReadableStream<Uint8Array>>((resolveBody, reject) => {
        const { pipe } = renderToPipeableStream(
          <StrictMode>
            <PageHeadCollectorProvider collector={collector}>
              <AppProviders queryClient={queryClient} translator={translator} offered={options.offered}>
                <StaticRouterProvider router={router} context={context} nonce={options.nonce} />
              </AppProviders>
            </PageHeadCollectorProvider>
          </StrictMode>,
          {
            nonce: options.nonce,
            // Never move a large finished part out of place to be put back by a script.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            onAllReady() {
              const out = new PassThrough();
              pipe(out);
              resolveBody(Readable.toWeb(out) as ReadableStream<Uint8Array>);
            },
            onShellError: reject,
            onError: reject,
          },
        );
      });
      const head = collector.head ?? { title: '' };
      const state = serializeQueryState(queryClient);
      const before = withPageLanguage(template.slice(0, rootAt), options.locale, options.offered)
        .replace(/<title>[\s\S]*?<\/title>\s*/, '')
        .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
        .replace(
          '</head>',
          `  ${headTags(head, {
            origin: options.origin,
            path: splitLocalePath(url.pathname, options.offered).path + url.search,
            locale: options.locale,
            offered: options.offered,
            t: translator.t,
          })}\n` +
            `    <script nonce="${options.nonce}">${BEFORE_APP_SCRIPT}</script>\n` +
            (options.extraHead ?? '') +
            '  </head>',
        );
      const after =
        `</div>\n    <script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${state}</script>` +
        `\n    <script nonce="${options.nonce}">${appLoader(entry, options.cataloguePreloads?.(options.locale, namespaces) ?? [])}</script>` +
        template.slice(rootAt + ROOT.length).replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
      return { status: head.status ?? 200, body: wrap(before + '<div id="root">', body, after) };
    } finally {
      // Drops the answers and their timers: nothing of one visitor's page outlives it.
      queryClient.clear();
    }
  });
}

/**
 * The app's page loads its script in the head, with its first modules preloaded. A drawn page loads
 * it after its first paint instead: on a slow phone the text and links are there at once, and
 * downloading and compiling the app's code neither competes with the page's styles and fonts nor
 * holds the first paint back. Returns the page without them, and the script's address.
 */
function withoutAppScripts(page: string): { page: string; entry: string } {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(page);
  if (!entry) throw new Error('The app page has no module script.');
  return {
    page: page.replace(entry[0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, ''),
    entry: entry[1]!,
  };
}

/**
 * Adds the app's script once the first paint is on screen (the browser's first-contentful-paint
 * entry), so its download never shares the slow connection with what that paint needs. A frame
 * callback alone ran before the paint was shown, and the script's 100 KB then counted against the
 * largest paint (docs/benchmarks.md, Page speed). A browser without paint timing waits one frame; one
 * that never paints the page (a tab opened in the background) loads it 3 s after the page's load.
 * The app's first steps and the page's catalogues are preloaded with it, so they arrive beside the
 * script, not after it.
 */
const appLoader = (entry: string, preloads: string[]) =>
  `(function(){var d=0,P=window.PerformanceObserver;function l(){if(d)return;d=1;${JSON.stringify(preloads)}.forEach(function(h){var p=document.createElement('link');p.rel='modulepreload';p.href=h;document.head.appendChild(p)});var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.body.appendChild(s)}` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(l)}}).observe({type:'paint',buffered:true});addEventListener('load',function(){setTimeout(l,3000)})}` +
  `else requestAnimationFrame(function(){setTimeout(l)})})()`;

function wrap(before: string, body: ReadableStream<Uint8Array>, after: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = body.getReader();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(before));
        return;
      }
      const { done, value } = await reader.read();
      if (done) {
        controller.enqueue(encoder.encode(after));
        controller.close();
      } else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** The namespaces of a page the browser draws, for the server to preload beside the app's script. */
export function browserPageNamespaces(pathname: string, locale: Locale): Namespace[] {
  return pageNamespaces(pathname, localeBase(locale) || undefined);
}
