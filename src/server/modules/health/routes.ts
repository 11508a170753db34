import { createRoute } from '@hono/zod-openapi';
import { healthDownDtoSchema, healthDtoSchema } from '#shared/dto.ts';
import { sql } from 'drizzle-orm';
import { createRouter, json } from '../../lib/router.ts';

const health = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database check',
  responses: {
    200: json(healthDtoSchema, 'The server and its database answer'),
    503: json(healthDownDtoSchema, 'The database does not answer, or this instance is stopping'),
  },
});

export const healthRoutes = createRouter().openapi(health, async (c) => {
  // A stopping instance still answers what it accepted, but a load balancer should send no more.
  if (c.var.deps.draining.active) return c.json({ status: 'unavailable' as const }, 503);
  try {
    await c.var.deps.database.db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const }, 200);
  } catch {
    return c.json({ status: 'unavailable' as const }, 503);
  }
});
