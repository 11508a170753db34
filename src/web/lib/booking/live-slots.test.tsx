import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerSlotsQuery } from './api.ts';
import { useLiveSlots } from './live-slots.ts';

/** Enough of EventSource to drive the hook: open, named events, errors, close. */
class FakeEventSource {
  static OPEN = 1;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? [])
      fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail() {
    this.readyState = 0;
    this.onerror?.();
  }
}

function Times({ id, label }: { id: string; label: string }) {
  const live = useLiveSlots(id);
  const q = useQuery(providerSlotsQuery(id, '2026-11-23', '2026-12-22', live));
  return (
    <p>
      {label}: {live ? 'live' : 'polling'}, {q.data?.slots.length ?? '…'} slots
    </p>
  );
}

let fetches = 0;
beforeEach(() => {
  fetches = 0;
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      fetches += 1;
      return new Response(
        JSON.stringify({ slots: Array.from({ length: fetches }, (_, i) => ({ id: `s${i}` })) }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('live slots', () => {
  it('one stream per provider; a slots event reloads the times; polling only while the stream is down', async () => {
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Times id="p1" label="dialog" />
        <Times id="p1" label="profile" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('dialog: polling, 1 slots')).toBeVisible();
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0];
    expect(source.url).toBe('/api/providers/p1/slots/events');
    expect(
      client.getQueryCache().findAll({ queryKey: ['providers', 'slots', 'p1'] })[0]?.options,
    ).toMatchObject({
      refetchInterval: 15_000,
    });

    act(() => source.open());
    expect(await screen.findByText('dialog: live, 1 slots')).toBeVisible();
    act(() => source.emit('slots', { providerProfileId: 'p1' }));
    expect(await screen.findByText('profile: live, 2 slots')).toBeVisible();
    // Another provider's event changes nothing here.
    act(() => source.emit('slots', { providerProfileId: 'p2' }));
    act(() => source.fail());
    expect(await screen.findByText('dialog: polling, 2 slots')).toBeVisible();
    // Two components, one cache: one reload per event.
    expect(fetches).toBe(2);

    view.unmount();
    expect(source.closed).toBe(true);
  });
});
