import { timingSafeEqual } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { isSuperAdmin } from '#shared/roles.ts';
import type { AppDeps } from '../../app-env.ts';
import { jobs } from '../../db/schema/index.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { Gauge } from '../../lib/metrics.ts';
import { createRouter, textAnswer } from '../../lib/router.ts';

const metrics = createRoute({
  method: 'get',
  path: '/metrics',
  summary: "This instance's metrics in the Prometheus text format (not public)",
  description:
    'For a scraper with `Authorization: Bearer <METRICS_TOKEN>`, or a signed-in super admin. Request rate and latency by route, job queue depth, failed jobs, open realtime connections, memory.',
  responses: {
    200: textAnswer('text/plain', 'Prometheus text format 0.0.4'),
    401: { description: 'Neither the token nor a session' },
    403: { description: 'Signed in, but not a super admin' },
  },
});

function tokenMatches(header: string | undefined, token: string | undefined) {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function queueGauges(deps: AppDeps): Promise<Gauge[]> {
  const [row] = await deps.database.db
    .select({
      due: sql<number>`count(*) filter (where ${jobs.runAt} <= now())::int`,
      waiting: sql<number>`count(*)::int`,
    })
    .from(jobs)
    .where(and(isNull(jobs.completedAt), isNull(jobs.failedAt)));
  const [failed] = await deps.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(isNotNull(jobs.failedAt));
  return [
    { name: 'careconnect_job_queue_depth', help: 'Jobs due now and not yet done.', value: row?.due ?? 0 },
    {
      name: 'careconnect_jobs_waiting',
      help: 'Jobs not yet done, due now or later (retries, reminders).',
      value: row?.waiting ?? 0,
    },
    {
      name: 'careconnect_jobs_failed',
      help: 'Jobs that gave up after their last try.',
      value: failed?.n ?? 0,
    },
  ];
}

export const metricsRoutes = createRouter().openapi(metrics, async (c) => {
  const deps = c.var.deps;
  if (!tokenMatches(c.req.header('authorization'), deps.config.METRICS_TOKEN)) {
    const user = c.var.user;
    if (!user) throw unauthorized();
    if (!isSuperAdmin(user.role)) throw forbidden();
  }
  const m = c.var.metrics;
  const gauges: Gauge[] = [
    ...(await queueGauges(deps)),
    {
      name: 'careconnect_realtime_connections',
      help: 'Open Server-Sent Events streams on this instance.',
      value: m.openStreams('user'),
      labels: { stream: 'user' },
    },
    {
      name: 'careconnect_realtime_connections',
      help: 'Open Server-Sent Events streams on this instance.',
      value: m.openStreams('slots'),
      labels: { stream: 'slots' },
    },
    {
      name: 'process_resident_memory_bytes',
      help: 'Resident memory of this server process.',
      value: process.memoryUsage().rss,
    },
  ];
  return c.body(m.render(gauges), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
});
