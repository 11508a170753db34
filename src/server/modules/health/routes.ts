import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter, json } from '../../lib/router.ts';

const health = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database check',
  responses: {
    200: json(z.object({ status: z.literal('ok') }), 'The server and its database answer'),
    503: json(z.object({ status: z.literal('unavailable') }), 'The database does not answer'),
  },
});

export const healthRoutes = createRouter().openapi(health, async (c) => {
  try {
    await c.var.deps.database.db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const }, 200);
  } catch {
    return c.json({ status: 'unavailable' as const }, 503);
  }
});
