import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '#shared/realtime/events.ts';
import { FakeEventSource, fakeEventSourceEachTest } from '../test/fake-event-source.ts';
import {
  EVENTS_URL,
  startRealtime,
  useRealtime,
  useRealtimeConnected,
  type RealtimeSignal,
} from './realtime.ts';

const streams = () => FakeEventSource.all;
const latest = () => streams()[streams().length - 1];
const message: UserEvent = { type: 'message', conversationId: 'c1', messageId: 'm1', senderId: 'u2' };
const presence: UserEvent = {
  type: 'presence',
  userId: 'u2',
  status: 'online',
  lastSeen: '2026-03-03T15:00:00.000Z',
};

function listen(types: RealtimeSignal['type'][] | '*') {
  const heard: RealtimeSignal[] = [];
  renderHook(() => useRealtime(types, (s) => heard.push(s)));
  return heard;
}

afterEach(() => vi.useRealTimers());
const realtime = fakeEventSourceEachTest();

describe('realtime stream (one tab, no Web Locks)', () => {
  it('opens the user event stream once', () => {
    realtime.stop = startRealtime('u1');
    expect(streams()).toHaveLength(1);
    expect(latest().url).toBe(EVENTS_URL);
  });

  it('reconnects after 1, 2, 5, 10 and 10 seconds while the stream keeps failing', () => {
    vi.useFakeTimers();
    realtime.stop = startRealtime('u1');
    for (const [i, delay] of [1_000, 2_000, 5_000, 10_000, 10_000].entries()) {
      latest().fail();
      expect(streams()[i].closed).toBe(true);
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(streams()).toHaveLength(i + 1);
      act(() => vi.advanceTimersByTime(1));
      expect(streams()).toHaveLength(i + 2);
    }
  });

  it('after a reopen signals resync once, and the delays start again from 1 second', () => {
    vi.useFakeTimers();
    const heard = listen(['resync', 'message']);
    realtime.stop = startRealtime('u1');
    latest().open();
    expect(heard).toEqual([]); // the first open missed nothing
    latest().fail();
    act(() => vi.advanceTimersByTime(1_000));
    latest().fail();
    act(() => vi.advanceTimersByTime(2_000));
    latest().open();
    expect(heard).toEqual([{ type: 'resync' }]);
    latest().fail();
    act(() => vi.advanceTimersByTime(1_000));
    expect(streams()).toHaveLength(4);
  });

  it('hands each event to the listeners of its type; a malformed one is dropped', () => {
    const messages = listen(['message']);
    const everything = listen('*');
    realtime.stop = startRealtime('u1');
    latest().open();
    latest().emit(message);
    latest().emit(presence);
    latest().send('message', '{not json');
    expect(messages).toEqual([message]);
    expect(everything).toEqual([message, presence]);
  });

  it('reports whether the stream is open', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRealtimeConnected());
    realtime.stop = startRealtime('u1');
    expect(result.current).toBe(false);
    latest().open();
    expect(result.current).toBe(true);
    latest().fail();
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    latest().open();
    expect(result.current).toBe(true);
    act(() => realtime.stop?.());
    expect(result.current).toBe(false);
  });

  it('stop closes the stream and cancels a reconnect that was waiting', () => {
    vi.useFakeTimers();
    realtime.stop = startRealtime('u1');
    latest().open();
    act(() => realtime.stop?.());
    expect(latest().closed).toBe(true);

    realtime.stop = startRealtime('u1');
    latest().fail();
    act(() => realtime.stop?.());
    act(() => vi.advanceTimersByTime(60_000));
    expect(streams()).toHaveLength(2);
  });

  it('a listener that throws does not keep the event from the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHook(() =>
      useRealtime(['message'], () => {
        throw new Error('boom');
      }),
    );
    const heard = listen(['message']);
    realtime.stop = startRealtime('u1');
    latest().emit(message);
    expect(heard).toEqual([message]);
  });
});

describe('realtime stream shared by the tabs of a browser', () => {
  /** Web Locks where this tab is granted the lock at once (holder) or waits for it for ever. */
  function fakeLocks(granted: boolean) {
    const request = vi.fn(
      (_name: string, options: { signal: AbortSignal }, task: () => Promise<void>) =>
        new Promise<void>((resolve, reject) => {
          options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          if (granted) void task().then(resolve);
        }),
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    return request;
  }
  const channel = () => new BroadcastChannel('careconnect-user-events');
  /** Everything another tab posts on the channel, as it arrives. */
  const collect = (ch: BroadcastChannel) => {
    const got: unknown[] = [];
    ch.onmessage = (e: MessageEvent) => got.push(e.data);
    return got;
  };

  it('the tab holding the lock opens the stream and passes each event to the other tabs', async () => {
    fakeLocks(true);
    const other = channel();
    const got = collect(other);
    const heard = listen(['message']);
    realtime.stop = startRealtime('u1');
    expect(streams()).toHaveLength(1);
    latest().open();
    latest().emit(message);
    expect(heard).toEqual([message]);
    await vi.waitFor(() =>
      expect(got).toEqual([
        { userId: 'u1', ask: true },
        { userId: 'u1', state: true },
        { userId: 'u1', signal: message },
      ]),
    );
    // A tab opened later asks whether the stream is open, and the holder says so.
    other.postMessage({ userId: 'u1', ask: true });
    await vi.waitFor(() => expect(got).toHaveLength(4));
    expect(got[3]).toEqual({ userId: 'u1', state: true });
    other.close();
  });

  it('a tab waiting for the lock opens no stream and hears the holder’s events for its own user only', async () => {
    fakeLocks(false);
    const holder = channel();
    const got = collect(holder);
    const heard = listen(['message']);
    const { result } = renderHook(() => useRealtimeConnected());
    realtime.stop = startRealtime('u1');
    expect(streams()).toHaveLength(0);
    await vi.waitFor(() => expect(got).toEqual([{ userId: 'u1', ask: true }]));
    holder.postMessage({ userId: 'someone-else', signal: { ...message, messageId: 'x' } });
    holder.postMessage({ userId: 'u1', state: true });
    holder.postMessage({ userId: 'u1', signal: message });
    await vi.waitFor(() => expect(heard).toEqual([message]));
    expect(result.current).toBe(true);
    holder.close();
  });
});
