import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { eq } from 'drizzle-orm';
import { users } from './db/schema/auth.ts';
import { handleError, problemResponse } from './lib/errors.ts';
import { createRouter } from './lib/router.ts';
import type { AppDeps, AppEnv, SessionUser } from './app-env.ts';
import { originCheck, securityHeaders } from './lib/security.ts';
import { createMetrics } from './lib/metrics.ts';
import { requestLog } from './lib/request-log.ts';
import { writeRateLimit } from './lib/write-rate-limit.ts';
import { requestLocale } from './lib/request-locale.ts';
import { isRole } from '#shared/roles.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminProfileRoutes } from './modules/accounts/admin-routes.ts';
import { featureSuggestionRoutes } from './modules/feature-suggestions/routes.ts';
import { adminFeatureSuggestionRoutes } from './modules/feature-suggestions/admin-routes.ts';
import { favoriteRoutes } from './modules/favorites/routes.ts';
import { caregiverRoutes } from './modules/caregivers/routes.ts';
import { searchHistoryRoutes } from './modules/search-history/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { taxonomyRoutes } from './modules/taxonomy/routes.ts';
import { providerRoutes } from './modules/providers/routes.ts';
import { providerProfileRoutes } from './modules/providers/profile-routes.ts';
import { adminProviderRoutes } from './modules/providers/admin-routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { adminReportRoutes } from './modules/reports/admin-routes.ts';
import { appointmentRoutes } from './modules/appointments/routes.ts';
import { scheduleRoutes } from './modules/schedule/routes.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { presenceRoutes } from './modules/presence/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { serveUploads, uploadRoutes } from './modules/uploads/routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { providerProfileEditorRoutes } from './modules/provider-profile/routes.ts';
import { adminProfileReviewRoutes } from './modules/provider-profile/admin-routes.ts';
import { adminApplicationRoutes } from './modules/applications/admin-routes.ts';
import { directoryTrustRoutes } from './modules/directory-trust/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { adminSubscriptionRoutes } from './modules/subscriptions/admin-routes.ts';
import { adminConsoleRoutes } from './modules/admin/routes.ts';
import { providerDashboardRoutes } from './modules/provider-dashboard/routes.ts';
import { authMount } from './modules/auth/routes.ts';
import { apiDocsPage, docsCss, docsScript } from './modules/health/docs-page.ts';
import { maintenanceGate } from './modules/maintenance/gate.ts';
import { maintenanceRoutes } from './modules/maintenance/routes.ts';
import { adminMaintenanceRoutes } from './modules/maintenance/admin-routes.ts';
import { serverPages } from './modules/pages/server-pages.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { waitingListRoutes } from './modules/waiting-list/routes.ts';
import { adminWaitingListRoutes } from './modules/waiting-list/admin-routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { contactPageForm } from './modules/contact/service.ts';
import { pageContentRoutes } from './modules/page-content/routes.ts';
import { adminPageContentRoutes } from './modules/page-content/admin-routes.ts';
import { patientRoutes } from './modules/patient/routes.ts';
import { organizationRoutes } from './modules/organizations/routes.ts';
import { fhirRoutes } from './modules/fhir/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { localizedInstallFiles } from './modules/install/localized-files.ts';

/** The largest request body of any API call but an upload. */
export const API_BODY_LIMIT_BYTES = 256 * 1024;

/** Part of better-auth's session cookie name, with or without its __Secure- prefix. */
const SESSION_COOKIE = 'session_token';

type Router = ReturnType<typeof createRouter>;
type SessionLookup = (c: Context<AppEnv>) => Promise<SessionUser | null>;

/** The signed-in user of a request, if any. */
function sessionLookup(auth: AppDeps['auth']): SessionLookup {
  return async (c) => {
    // Without a session cookie there is no session to look up: most searches come from guests.
    if (!c.req.header('cookie')?.includes(SESSION_COOKIE)) return null;
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    const u = session?.user as (typeof session extends null ? never : Record<string, unknown>) | undefined;
    // A disabled account is signed out: its sessions were deleted, and this covers any request racing that.
    if (!u || !isRole(u.role) || u.disabledAt) return null;
    return {
      id: String(u.id),
      email: String(u.email),
      role: u.role,
      firstName: String(u.firstName ?? ''),
      lastName: String(u.lastName ?? ''),
    };
  };
}

/** What every answer gets: its log line, security headers, the request's deps and language. */
function useEveryRequest(app: Router, deps: AppDeps) {
  const { config, log } = deps;
  app.onError((err, c) => handleError(err, c, log));
  app.use('*', requestLog(log, createMetrics(), config.TRUST_PROXY));
  // Uploaded files are only ever images: nothing in one may run or load anything, even if a browser
  // were tricked into rendering it as a document. Registered first, so it has the last word.
  app.use('/uploads/*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
  });
  app.use('*', securityHeaders(config.isProduction));
  // A stopping instance closes each connection after its answer, so a client's next request opens
  // a new one, which the load balancer sends to an instance that stays (lib/draining.ts).
  app.use('*', async (c, next) => {
    await next();
    if (deps.draining.active) c.header('Connection', 'close');
  });
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    await next();
  });
  app.use('*', requestLocale(config.LOCALES));

  // API answers are personal or changing: never stored. A route whose answer is the same for everyone
  // (the page content) sets its own caching, which is kept.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
}

/** Who is asking, how often they write, and whether maintenance lets them in. */
function useSessionAndGates(app: Router, sessionUser: SessionLookup) {
  app.use('/api/*', async (c, next) => {
    c.set('user', await sessionUser(c));
    await next();
  });
  // Needs the session: a signed-in person is counted as themselves, not by their address.
  app.use('/api/*', writeRateLimit());
  const gate = maintenanceGate(sessionUser);
  app.use('/api/*', gate);
  app.use('/uploads/*', gate);
  // The public FHIR API answers like the API: behind the maintenance gate, not stored unless a
  // route says how long (the SMART Scheduling Links files do).
  app.use('/fhir/*', gate);
  app.use('/fhir/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
}

/** Every module's API routes, in the order the API document lists them. */
function mountApiRoutes(app: Router) {
  app.route('/api', healthRoutes);
  app.route('/api', metricsRoutes);
  app.route('/api', maintenanceRoutes);
  app.route('/api', adminMaintenanceRoutes);
  app.route('/api', waitingListRoutes);
  app.route('/api', adminWaitingListRoutes);
  app.route('/api', contactRoutes);
  app.route('/api', accountRoutes);
  app.route('/api', adminProfileRoutes);
  app.route('/api', featureSuggestionRoutes);
  app.route('/api', adminFeatureSuggestionRoutes);
  app.route('/api', providerRoutes);
  // After the search routes: /providers/{id} would otherwise also match /providers/search.
  app.route('/api', providerProfileRoutes);
  app.route('/api', adminProviderRoutes);
  app.route('/api', reviewRoutes);
  app.route('/api', reportRoutes);
  app.route('/api', adminReportRoutes);
  app.route('/api', appointmentRoutes);
  app.route('/api', scheduleRoutes);
  app.route('/api', realtimeRoutes);
  app.route('/api', messagingRoutes);
  app.route('/api', presenceRoutes);
  app.route('/api', notificationRoutes);
  app.route('/api', geoRoutes);
  app.route('/api', taxonomyRoutes);
  app.route('/api', favoriteRoutes);
  app.route('/api', caregiverRoutes);
  app.route('/api', searchHistoryRoutes);
  app.route('/api', uploadRoutes);
  app.route('/api', applicationRoutes);
  app.route('/api', providerProfileEditorRoutes);
  app.route('/api', adminProfileReviewRoutes);
  app.route('/api', adminApplicationRoutes);
  app.route('/api', subscriptionRoutes);
  app.route('/api', adminSubscriptionRoutes);
  app.route('/api', adminConsoleRoutes);
  app.route('/api', providerDashboardRoutes);
  app.route('/api', pageContentRoutes);
  app.route('/api', adminPageContentRoutes);
  app.route('/api', patientRoutes);
  app.route('/api', organizationRoutes);
  app.route('/api', directoryTrustRoutes);
}

/** The API document, its reading page, and a 404 for any other /api address. */
function mountApiDocs(app: Router) {
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'CareConnect API',
      version: '1.0.0',
      description: 'Sign-in lives under /api/auth (better-auth).',
    },
  });
  app.get('/api/docs', (c) => c.html(apiDocsPage()));
  app.get('/api/docs.js', (c) =>
    c.body(docsScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/api/docs.css', (c) => c.body(docsCss, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.all('/api/*', (c) => problemResponse(c, 404, 'common.apiError.notFound'));
}

/** The built web app: its files, and every other GET as a page (public ones drawn on the server). */
function mountWebApp(
  app: Router,
  deps: AppDeps,
  web: { webRoot: string; serverEntry: string; sessionUser: SessionLookup; jsonBodyLimit: MiddlewareHandler },
) {
  const { config } = deps;
  const { webRoot, sessionUser } = web;
  // Built assets have content hashes in their names, so they never change: cache them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The service worker keeps its name across releases: browsers must ask for it afresh every time.
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  const pages = serverPages({
    webRoot,
    serverEntry: web.serverEntry,
    publicUrl: config.publicUrl,
    fetchApi: (request, env) => app.fetch(request, env),
    // The account keeps the language too: its mail and notifications are written in it (ADR 19).
    rememberLanguage: async (c, locale) => {
      const user = await sessionUser(c);
      if (user)
        await deps.database.db.update(users).set({ locale, localeChosen: true }).where(eq(users.id, user.id));
    },
    signedIn: async (c) => (await sessionUser(c)) !== null,
    forms: { '/contact': contactPageForm },
  });
  // The home page is a page, not the file index.html the static files would answer with.
  app.get('/', pages);
  // The offline page and the manifest in the other languages, drawn from the English files.
  app.route('/', localizedInstallFiles(webRoot));
  app.use('*', serveStatic({ root: webRoot, precompressed: true }));
  // A missing asset is a 404, never the app page (which would then be cached for a year).
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Every other GET is a page: a public one drawn on the server, the rest by the browser.
  app.get('*', pages);
  // The public forms that post without JavaScript, checked as the API's writes are (ADR 16).
  for (const path of ['/contact', '/:locale/contact']) {
    app.post(path, originCheck(config.publicUrl), web.jsonBodyLimit, pages);
  }
}

export function createApp(deps: AppDeps, opts: { webRoot?: string; serverEntry?: string } = {}) {
  const { config, auth } = deps;
  const app = createRouter();
  useEveryRequest(app, deps);

  // No form of ours comes near this; a bigger body is refused before anyone reads it. Uploads have
  // their own, larger limit.
  const jsonBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: (c) => problemResponse(c, 413, 'common.apiError.tooLarge'),
  });
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/uploads/') ? next() : jsonBodyLimit(c, next)));

  // better-auth owns /api/auth/*, behind an allow-list of the endpoints we use.
  app.all('/api/auth/*', authMount(auth, config.TRUST_PROXY));

  app.use('/api/*', originCheck(config.publicUrl));
  const sessionUser = sessionLookup(auth);
  useSessionAndGates(app, sessionUser);
  app.route('/fhir', fhirRoutes);

  mountApiRoutes(app);
  mountApiDocs(app);
  app.get('/uploads/*', serveUploads);

  app.route('/', seoRoutes);
  const webRoot = opts.webRoot ?? resolve('dist/web');
  if (existsSync(resolve(webRoot, 'index.html')))
    mountWebApp(app, deps, {
      webRoot,
      serverEntry: opts.serverEntry ?? resolve('dist/ssr/entry-server.js'),
      sessionUser,
      jsonBodyLimit,
    });
  return app;
}

export type App = ReturnType<typeof createApp>;
