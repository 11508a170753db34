import { createRoute } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { REALTIME } from '#shared/realtime/events.ts';
import { requireUser } from '../../lib/http.ts';
import { createRouter, textAnswer } from '../../lib/router.ts';
import { userStreams } from './user-streams.ts';

const events = createRoute({
  method: 'get',
  path: '/events',
  summary: "The signed-in user's event stream (Server-Sent Events)",
  description:
    "One stream per signed-in browser. Each event is named by its type ('message', " +
    "'conversation-read', 'notification', 'notifications-read', 'presence') and carries the UserEvent " +
    'as JSON. A comment line every 25 seconds keeps proxies from closing it.',
  responses: {
    200: textAnswer('text/event-stream', 'An event stream'),
    401: { description: 'Not signed in' },
  },
});

export const realtimeRoutes = createRouter().openapi(events, async (c) => {
  const user = requireUser(c);
  const streams = userStreams(c.var.deps.events);
  // Buffering proxies (nginx) would hold the events back.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let closed: () => void = () => {};
    const done = new Promise<void>((resolve) => (closed = resolve));
    const remove = streams.add(user.id, (event) => {
      void stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
    });
    const counted = c.var.metrics.streamOpened('user');
    const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), REALTIME.heartbeatMs);
    stream.onAbort(() => {
      clearInterval(heartbeat);
      remove();
      counted();
      closed();
    });
    // The first bytes tell the client its subscription is in place. The client reconnects on its own
    // schedule (1, 2, 5, 10 s), so no retry field.
    await stream.write(': connected\n\n');
    await done;
  }) as never;
});
