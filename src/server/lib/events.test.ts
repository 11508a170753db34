import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import {
  createMemoryEventBus,
  createPostgresEventBus,
  publishSlotsChanged,
  type EventBus,
} from './events.ts';

const log = createLogger('silent');
const databaseUrl = process.env.DATABASE_URL ?? '';
const onPostgres = databaseUrl.startsWith('postgres');

/** Resolves with the first event the bus delivers for the provider, or rejects after `ms`. */
function nextEvent(bus: EventBus, providerProfileId: string, ms = 2000) {
  return new Promise<{ providerProfileId: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('no event within 2 s'));
    }, ms);
    const stop = bus.subscribe('slots', (event) => {
      if (event.providerProfileId !== providerProfileId) return;
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}

describe('the in-process event bus', () => {
  it('delivers to subscribers of the topic until they unsubscribe', async () => {
    const bus = createMemoryEventBus(log);
    const seen: string[] = [];
    const stop = bus.subscribe('slots', (e) => seen.push(e.providerProfileId));
    expect(bus.listenerCount('slots')).toBe(1);
    await bus.publish('slots', { providerProfileId: 'a' });
    await publishSlotsChanged(bus, 'b');
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['a', 'b']);
    stop();
    expect(bus.listenerCount('slots')).toBe(0);
    await bus.publish('slots', { providerProfileId: 'c' });
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['a', 'b']);
    await bus.close();
  });

  it('keeps delivering when one listener throws', async () => {
    const bus = createMemoryEventBus(log);
    bus.subscribe('slots', () => {
      throw new Error('broken listener');
    });
    const event = nextEvent(bus, 'x');
    await bus.publish('slots', { providerProfileId: 'x' });
    await expect(event).resolves.toEqual({ providerProfileId: 'x' });
    await bus.close();
  });
});

describe.skipIf(!onPostgres)('the PostgreSQL event bus (LISTEN/NOTIFY)', () => {
  it('carries an event published on one instance to the subscribers of another within 2 seconds', async () => {
    // Two instances: each its own pool and its own listening connection.
    const poolA = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const poolB = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const a = await createPostgresEventBus(databaseUrl, poolA, log);
    const b = await createPostgresEventBus(databaseUrl, poolB, log);
    try {
      const id = `provider-${Date.now()}`;
      const onB = nextEvent(b, id);
      const onA = nextEvent(a, id);
      const started = Date.now();
      await publishSlotsChanged({ events: a, log }, id);
      await expect(onB).resolves.toEqual({ providerProfileId: id });
      // The publisher's own subscribers hear it by the same path.
      await expect(onA).resolves.toEqual({ providerProfileId: id });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await a.close();
      await b.close();
      await poolA.end();
      await poolB.end();
    }
  });
});
