import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { pageNamespaces, routes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { pageLocale, pageLocales, startPageTranslator } from './lib/i18n.tsx';
import { localeBase } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translate.ts';
import { applySavedTextSize } from './lib/preferences.tsx';
import { QUERY_STATE_ELEMENT_ID, hydrateQueryState } from './ssr/query-state.ts';
import { registerServiceWorker } from './features/notifications/lib/service-worker.ts';
import { clearPushLocalKeys } from './features/notifications/lib/push-local-keys.ts';
import { captureInstallOffer } from './features/install/install-event.ts';
import './styles.css';

applySavedTextSize();
registerServiceWorker();
captureInstallOffer();
// Housekeeping nothing on the first screen waits for, done once the browser has a moment: going
// through the site's storage costs a few milliseconds a slow phone would otherwise spend while the
// app takes the page over.
afterStart(clearPushLocalKeys);

/** Runs `work` when the browser is idle after the page has loaded (soon after, where it has no idle callback). */
function afterStart(work: () => void) {
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Ends the current task so the browser can handle a tap or draw a frame before the next step of
 * starting: each step is then a short task of its own rather than part of one long one, which on a
 * slow phone held up the first tap (docs/benchmarks.md, slower host).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The code of the page the server drew, loaded before React takes the page over: the first render
 * must match the server's HTML, so it cannot wait for a page's code after starting.
 */
async function loadMatchedRoutes(all: RouteObject[], basename: string | undefined) {
  const matches = matchRoutes(all, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

function App({
  queryClient,
  translator,
  router,
}: {
  queryClient: QueryClient;
  translator: Translator;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} translator={translator} offered={pageLocales()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * React's drawing part (a third of the app's first script), run as a step of its own: as part of this
 * script it made running it one task of about 17 ms on a fast machine, which a slow phone takes about
 * nine times as long over, holding up a tap all that while (docs/benchmarks.md, slower host). The
 * server's page asks for it beside this script (server-pages.ts), so the step waits for no download.
 */
async function loadReactDom() {
  await nextTask();
  const client = await import('react-dom/client');
  await nextTask();
  return client;
}

async function start() {
  const reactDom = loadReactDom();
  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID);
  const locale = pageLocale();
  // A language's pages live under its prefix (`/es/…`): the router's basename (ADR 19).
  const basename = localeBase(locale) || undefined;
  const translating = startPageTranslator(locale, pageNamespaces(window.location.pathname, basename));
  if (!serverState) {
    // A page the server leaves to the browser (dashboards, sign-in): drawn from scratch, once its
    // code and words are here (the router would otherwise start with nothing to show).
    const [translator, { createRoot }] = await Promise.all([
      translating,
      reactDom,
      loadMatchedRoutes(routes, basename),
    ]);
    createRoot(container).render(
      <App
        queryClient={queryClient}
        translator={translator}
        router={createBrowserRouter(routes, { basename })}
      />,
    );
    return;
  }
  const [translator, { hydrateRoot }] = await Promise.all([
    translating,
    reactDom,
    loadMatchedRoutes(routes, basename),
  ]);
  await nextTask();
  hydrateQueryState(queryClient, serverState.textContent ?? 'null');
  await nextTask();
  // The router reads the server's routing state (window.__staticRouterHydrationData) by itself.
  const router = createBrowserRouter(routes, { basename });
  await nextTask();
  // As a transition, taking the page over yields to the browser every few milliseconds, so a tap
  // or a scroll is never held up behind it on a slow phone.
  startTransition(() => {
    hydrateRoot(container, <App queryClient={queryClient} translator={translator} router={router} />);
  });
}

void start();
