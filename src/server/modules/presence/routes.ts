import { createRoute } from '@hono/zod-openapi';
import { presenceSchema } from '#shared/realtime/presence.ts';
import { requireUser } from '../../lib/http.ts';
import { signedIn } from '../../lib/middleware.ts';
import { createRouter } from '../../lib/router.ts';
import { updatePresence } from './service.ts';

const heartbeat = createRoute({
  method: 'post',
  path: '/presence',
  summary: "The open app's heartbeat: the signed-in user is here ('online', the default) or leaving",
  middleware: [signedIn()],
  request: {
    // A bare POST (no body) is a heartbeat too.
    body: { content: { 'application/json': { schema: presenceSchema } }, required: false },
  },
  responses: { 204: { description: 'Recorded' }, 401: { description: 'Not signed in' } },
});

export const presenceRoutes = createRouter().openapi(heartbeat, async (c) => {
  const user = requireUser(c);
  await updatePresence(c.var.deps, user.id, c.req.valid('json').status ?? 'online');
  return c.body(null, 204);
});
