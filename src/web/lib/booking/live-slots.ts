import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { SlotsChangedEvent } from '#shared/appointments/booking.ts';
import { api } from '../../config/paths.ts';
import { nextSlotsKey, slotsKey } from './api.ts';

/**
 * One EventSource per provider, shared by everything on screen that shows that provider's times
 * (the profile's next times, the booking dialog, the weekly view): a page with three of them still
 * holds one connection. While the stream is open the slot queries stop polling; when it drops (a
 * proxy that buffers, a server restart) they poll every 15 seconds again until it reconnects.
 */
type Entry = { source: EventSource; users: number; open: boolean; listeners: Set<() => void> };
const streams = new Map<string, Entry>();
/** Per provider, the query caches to refresh (counted: several components may share one cache). */
const audiences = new Map<string, Map<QueryClient, number>>();

/** One refresh per cache per event, however many components show the times. */
function refresh(providerId: string) {
  for (const client of audiences.get(providerId)?.keys() ?? []) {
    void client.invalidateQueries({ queryKey: slotsKey(providerId) });
    void client.invalidateQueries({ queryKey: nextSlotsKey(providerId) });
  }
}

function connect(providerId: string): Entry {
  const existing = streams.get(providerId);
  if (existing) return existing;
  const source = new EventSource(api.providerSlotEvents(providerId));
  const entry: Entry = { source, users: 0, open: false, listeners: new Set() };
  const setOpen = (open: boolean) => {
    if (entry.open === open) return;
    entry.open = open;
    entry.listeners.forEach((l) => l());
  };
  source.onopen = () => setOpen(true);
  // EventSource reconnects by itself; until it does, polling covers the gap.
  source.onerror = () => setOpen(source.readyState === EventSource.OPEN);
  source.addEventListener('slots', (event) => {
    let data: Partial<SlotsChangedEvent> = {};
    try {
      data = JSON.parse((event as MessageEvent<string>).data) as SlotsChangedEvent;
    } catch {
      /* a malformed event still means "something changed" */
    }
    if (data.providerProfileId && data.providerProfileId !== providerId) return;
    refresh(providerId);
  });
  streams.set(providerId, entry);
  return entry;
}

function release(providerId: string) {
  const entry = streams.get(providerId);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users <= 0) {
    entry.source.close();
    streams.delete(providerId);
  }
}

const supported = () => typeof window !== 'undefined' && typeof window.EventSource === 'function';

/**
 * Keeps this provider's open times live while the component is mounted: a 'slots' event marks every
 * slot query of the provider stale and refetches the ones on screen at once. Draws nothing again
 * itself, so a whole page can hold it: the page is not drawn again, in one long task, when the
 * stream opens.
 */
export function useLiveSlotsStream(providerId: string | null | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!providerId || !supported()) return;
    const entry = connect(providerId);
    entry.users += 1;
    const clients = audiences.get(providerId) ?? new Map<QueryClient, number>();
    clients.set(queryClient, (clients.get(queryClient) ?? 0) + 1);
    audiences.set(providerId, clients);
    return () => {
      const left = (clients.get(queryClient) ?? 1) - 1;
      if (left > 0) clients.set(queryClient, left);
      else clients.delete(queryClient);
      if (!clients.size) audiences.delete(providerId);
      release(providerId);
    };
  }, [providerId, queryClient]);
}

/** As useLiveSlotsStream, and returns whether the stream is open (the queries poll when it is not). */
export function useLiveSlots(providerId: string | null | undefined): boolean {
  useLiveSlotsStream(providerId);
  return useSyncExternalStore(
    (notify) => {
      if (!providerId || !supported()) return () => {};
      const entry = streams.get(providerId);
      entry?.listeners.add(notify);
      // The stream may be made by this very component's effect, after subscribing: ask again then.
      queueMicrotask(notify);
      return () => entry?.listeners.delete(notify);
    },
    () => (providerId ? (streams.get(providerId)?.open ?? false) : false),
    () => false,
  );
}
