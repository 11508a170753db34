import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app-env.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';

/** An id a load balancer may pass on; anything else is replaced by our own. */
const VALID_ID = /^[\w.-]{1,64}$/;

/**
 * Gives every request an id (X-Request-Id, in every log line about it), writes one structured line
 * per answered request and counts it for /api/metrics. The line names the path but never the
 * query string: searches carry places and names.
 */
export function requestLog(log: Logger, metrics: Metrics, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = trustProxy ? c.req.header('x-request-id') : undefined;
    const reqId = given && VALID_ID.test(given) ? given : randomUUID();
    c.set('requestId', reqId);
    c.set('metrics', metrics);
    c.header('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const status = c.res.status;
      // The pattern that answered ('/api/providers/:id'): a few hundred series, not one per id.
      const route = c.req.path.startsWith('/api/') ? routePath(c) : 'web';
      metrics.observe(c.req.method, route, status, seconds);
      const line = {
        reqId,
        method: c.req.method,
        path: c.req.path,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        userId: c.get('user')?.id,
      };
      // 503 is a planned answer (maintenance mode, storage down): worth seeing, not an error of ours.
      if (status >= 500 && status !== 503) log.error(line, 'request failed');
      else if (route === 'web' || c.req.path === '/api/health') log.debug(line, 'request');
      else log.info(line, 'request');
    }
  };
}
