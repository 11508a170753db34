import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { createRouter } from '../../lib/router.ts';
import {
  ROBOTS_MAX_AGE_SECONDS,
  SITEMAP_MAX_AGE_SECONDS,
  createSitemaps,
  robotsTxt,
  type SitemapBody,
  type SitemapOptions,
  type Sitemaps,
} from './service.ts';

/**
 * /robots.txt, /sitemap.xml and the files under /sitemaps/, for crawlers. Plain routes, not part of
 * the API document, and outside the maintenance gate: they show nothing that the public pages do not.
 */
export function seoRouter(opts: SitemapOptions = {}) {
  // One set of sitemaps (with its cache) per app: tests make several apps in one process.
  const perApp = new WeakMap<AppDeps, Sitemaps>();
  const sitemaps = (c: Context<AppEnv>) => {
    const deps = c.get('deps');
    let found = perApp.get(deps);
    if (!found) {
      found = createSitemaps(deps.database.db, deps.config.publicUrl, {
        locales: deps.config.LOCALES,
        ...opts,
      });
      perApp.set(deps, found);
    }
    return found;
  };
  const xml = (c: Context<AppEnv>, body: SitemapBody) =>
    c.body(body, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`,
    });

  const router = createRouter();
  router.get('/robots.txt', (c) =>
    c.body(robotsTxt(c.get('deps').config.publicUrl, c.get('deps').config.LOCALES), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': `public, max-age=${ROBOTS_MAX_AGE_SECONDS}`,
    }),
  );
  router.get('/sitemap.xml', async (c) => xml(c, await sitemaps(c).index()));
  router.get('/sitemaps/:file', async (c) => {
    const body = await sitemaps(c).file(c.req.param('file'));
    return body === null ? c.text('Not found', 404) : xml(c, body);
  });
  return router;
}

export const seoRoutes = seoRouter();
