import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { UserEvent } from '#shared/realtime/events.ts';

/** An EventSource the test opens, fails and feeds by hand, standing in for the user's event stream. */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, Set<(e: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(fn);
    this.listeners.set(type, set);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.(new Event('open')));
  }
  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
  /** Sends the event as the server does: named by its type, its data the JSON of it. */
  emit(event: UserEvent) {
    this.send(event.type, JSON.stringify(event));
  }
  /** Sends an event of this name with `data` as it is (a malformed one, say). */
  send(type: string, data: string) {
    act(() => this.listeners.get(type)?.forEach((fn) => fn(new MessageEvent(type, { data }))));
  }
}

/**
 * In each test of the enclosing suite a fresh FakeEventSource stands in for EventSource. A test
 * keeps the stop function of the stream it starts in `stop` (`realtime.stop = startRealtime(id)`);
 * after the test it is called, and the stubbed globals are put back.
 */
export function fakeEventSourceEachTest() {
  const realtime: { stop?: () => void } = {};
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    act(() => realtime.stop?.());
    realtime.stop = undefined;
    vi.unstubAllGlobals();
  });
  return realtime;
}
