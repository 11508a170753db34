import type { UserEvent } from '#shared/realtime/events.ts';
import type { EventBus } from '../../lib/events.ts';
import type { Logger } from '../../lib/logger.ts';

type Send = (event: UserEvent) => void;

/**
 * The open event streams of this instance, by user. One bus subscription per instance hands each
 * event to just its users' streams, so an event costs the same with ten streams open or ten thousand.
 */
export type UserStreams = {
  /** Registers one open stream; returns its removal. */
  add(userId: string, send: Send): () => void;
  /** Open streams on this instance (all users, or one). */
  count(userId?: string): number;
};

const registries = new WeakMap<EventBus, UserStreams>();

export function userStreams(bus: EventBus): UserStreams {
  let registry = registries.get(bus);
  if (!registry) {
    registry = createUserStreams(bus);
    registries.set(bus, registry);
  }
  return registry;
}

function createUserStreams(bus: EventBus): UserStreams {
  const byUser = new Map<string, Set<Send>>();
  bus.subscribe('user', ({ userIds, event }) => {
    for (const userId of userIds) byUser.get(userId)?.forEach((send) => send(event));
  });
  return {
    add(userId, send) {
      const sends = byUser.get(userId) ?? new Set<Send>();
      sends.add(send);
      byUser.set(userId, sends);
      return () => {
        sends.delete(send);
        if (sends.size === 0 && byUser.get(userId) === sends) byUser.delete(userId);
      };
    },
    count(userId) {
      if (userId) return byUser.get(userId)?.size ?? 0;
      let n = 0;
      for (const sends of byUser.values()) n += sends.size;
      return n;
    },
  };
}

/**
 * Sends an event to every open stream of these users, on every instance. Never throws: what it
 * reports is already saved, and the clients refetch on reconnect and on focus if an event is lost.
 */
export async function publishToUsers(
  deps: { events: EventBus; log?: Logger },
  userIds: (string | null | undefined)[],
  event: UserEvent,
): Promise<void> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  try {
    await deps.events.publish('user', { userIds: ids, event });
  } catch (err) {
    deps.log?.warn({ err, type: event.type }, 'user event not published');
  }
}
