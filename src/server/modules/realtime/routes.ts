import { createRoute } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { REALTIME } from '#shared/realtime/events.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { AppError } from '../../lib/errors.ts';
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
    429: { description: 'Too many streams open for this account or address' },
  },
});

/**
 * At most this many open streams per account and per address, on one instance. The app opens one per
 * browser (ADR 8), so a person's phone, laptop and a few stray tabs fit, and so does a household or
 * a care home behind one address; hundreds from one client would hold memory and connections.
 */
export const STREAMS_PER_ACCOUNT = 10;
const STREAMS_PER_ADDRESS = 50;
const openStreams = new Map<string, number>();

/** Counts a stream against each key, or refuses it when one is full; returns its release. */
function admitStream(limits: [key: string, max: number][]): (() => void) | null {
  if (limits.some(([key, max]) => (openStreams.get(key) ?? 0) >= max)) return null;
  for (const [key] of limits) openStreams.set(key, (openStreams.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const [key] of limits) {
      const left = (openStreams.get(key) ?? 1) - 1;
      if (left > 0) openStreams.set(key, left);
      else openStreams.delete(key);
    }
  };
}

export const realtimeRoutes = createRouter().openapi(events, async (c) => {
  const user = requireUser(c);
  const { deps } = c.var;
  const address = clientIp(c, deps.config.TRUST_PROXY);
  const release = admitStream([
    [`account:${user.id}`, STREAMS_PER_ACCOUNT],
    // An in-process request (a test) has no address to count against.
    ...(address ? [[`address:${address}`, STREAMS_PER_ADDRESS] as [string, number]] : []),
  ]);
  if (!release) throw new AppError(429, 'common.apiError.tooManyRequests');
  const streams = userStreams(deps.events);
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
    let stopListening = () => {};
    const end = () => {
      clearInterval(heartbeat);
      remove();
      counted();
      release();
      stopListening();
      closed();
    };
    // A stopping instance ends its streams cleanly: each browser reconnects, through the load
    // balancer, to an instance that stays (lib/draining.ts).
    stopListening = deps.draining.onStart(end);
    stream.onAbort(end);
    // The first bytes tell the client its subscription is in place. The client reconnects on its own
    // schedule (1, 2, 5, 10 s), so no retry field.
    await stream.write(': connected\n\n');
    await done;
  }) as never;
});
