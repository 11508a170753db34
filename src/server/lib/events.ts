import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { SlotsChangedEvent } from '#shared/appointments/booking.ts';
import type { UserEvent } from '#shared/realtime/events.ts';
import type { Logger } from './logger.ts';

/** Every event the server publishes, by topic. */
type BusEvents = {
  /** A provider's bookable times changed: booked, cancelled, status changed, slots blocked or made. */
  slots: SlotsChangedEvent;
  /** Something for these signed-in users' event streams (messages, notifications, presence). */
  user: { userIds: string[]; event: UserEvent };
};
type Topic = keyof BusEvents;

/**
 * One interface, two implementations (DESIGN.md, realtime): in-process for the embedded database,
 * where one server instance is all there is; PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set, so
 * an event published on one instance reaches the open streams of every instance.
 * Delivery is best effort: a listener that misses an event is covered by the clients' polling.
 */
export type EventBus = {
  readonly kind: 'memory' | 'postgres';
  publish<T extends Topic>(topic: T, data: BusEvents[T]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe<T extends Topic>(topic: T, listener: (data: BusEvents[T]) => void): () => void;
  /** How many listeners this instance holds (open streams), for tests and diagnostics. */
  listenerCount(topic: Topic): number;
  close(): Promise<void>;
};

/** Local fan-out shared by both implementations. */
function createFanOut(log: Logger) {
  const emitter = new EventEmitter();
  // One listener per open stream; thousands are normal, not a leak.
  emitter.setMaxListeners(0);
  return {
    emit(topic: string, data: unknown) {
      for (const listener of emitter.listeners(topic)) {
        try {
          (listener as (d: unknown) => void)(data);
        } catch (err) {
          log.warn({ err, topic }, 'event listener failed');
        }
      }
    },
    subscribe<T>(topic: string, listener: (data: T) => void) {
      const handler = listener as (...args: unknown[]) => void;
      emitter.on(topic, handler);
      return () => void emitter.off(topic, handler);
    },
    count: (topic: string) => emitter.listenerCount(topic),
    clear: () => emitter.removeAllListeners(),
  };
}

export function createMemoryEventBus(log: Logger): EventBus {
  const fanOut = createFanOut(log);
  return {
    kind: 'memory',
    async publish(topic, data) {
      // Asynchronously, as over the network: a publisher never runs its listeners inside its own call.
      queueMicrotask(() => fanOut.emit(topic, data));
    },
    subscribe: (topic, listener) => fanOut.subscribe(topic, listener),
    listenerCount: (topic) => fanOut.count(topic),
    async close() {
      fanOut.clear();
    },
  };
}

/** The NOTIFY channel every instance listens on. */
const EVENTS_CHANNEL = 'careconnect_events';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries), NOTIFY through the
 * pool. Every instance, the publisher included, hears each notification once, so there is a single
 * delivery path. A dropped listening connection is reopened with growing waits.
 */
export async function createPostgresEventBus(
  databaseUrl: string,
  pool: pg.Pool,
  log: Logger,
): Promise<EventBus> {
  const fanOut = createFanOut(log);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
    try {
      const { topic, data } = JSON.parse(msg.payload) as { topic: string; data: unknown };
      fanOut.emit(topic, data);
    } catch (err) {
      log.warn({ err }, 'unreadable event notification');
    }
  };

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', onNotification);
    next.on('error', (err) => {
      log.warn({ err }, 'event listener connection failed');
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = next;
    retryMs = RECONNECT_MIN_MS;
  }

  function reconnect(broken: pg.Client) {
    if (closed || client !== broken) return;
    client = undefined;
    broken.removeAllListeners('end');
    void broken.end().catch(() => {});
    const attempt = () => {
      retryTimer = undefined;
      if (closed) return;
      connect().catch((err) => {
        log.warn({ err, retryMs }, 'event listener reconnect failed');
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        retryTimer = setTimeout(attempt, retryMs);
        retryTimer.unref();
      });
    };
    retryTimer = setTimeout(attempt, retryMs);
    retryTimer.unref();
  }

  await connect();

  return {
    kind: 'postgres',
    async publish(topic, data) {
      await pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify({ topic, data })]);
    },
    subscribe: (topic, listener) => fanOut.subscribe(topic, listener),
    listenerCount: (topic) => fanOut.count(topic),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      fanOut.clear();
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}

/**
 * Tells every open booking dialog and profile page of the provider that its times changed. Never
 * throws: the change itself is done, and the clients' polling catches up if an event is lost.
 */
export async function publishSlotsChanged(
  target: EventBus | { events: EventBus; log?: Logger },
  providerProfileId: string,
): Promise<void> {
  const bus = 'events' in target ? target.events : target;
  try {
    await bus.publish('slots', { providerProfileId });
  } catch (err) {
    if ('log' in target && target.log)
      target.log.warn({ err, providerProfileId }, 'slot event not published');
  }
}
