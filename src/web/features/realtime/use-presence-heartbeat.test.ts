import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME } from '#shared/realtime/events.ts';
import { usePresenceHeartbeat } from './use-presence-heartbeat.ts';

let visibility: DocumentVisibilityState = 'visible';
let fetchMock: ReturnType<typeof vi.fn>;
const sent = () =>
  (fetchMock.mock.calls as [string, RequestInit][]).map(([url, init]) => ({
    url,
    method: init.method,
    keepalive: init.keepalive,
    status: (JSON.parse(String(init.body)) as { status: string }).status,
  }));

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('presence heartbeat', () => {
  it('says online at once and then every presenceHeartbeatMs while the tab is visible', () => {
    renderHook(() => usePresenceHeartbeat('u1'));
    expect(sent()).toEqual([{ url: '/api/presence', method: 'POST', keepalive: false, status: 'online' }]);
    act(() => vi.advanceTimersByTime(REALTIME.presenceHeartbeatMs));
    act(() => vi.advanceTimersByTime(REALTIME.presenceHeartbeatMs));
    expect(sent()).toHaveLength(3);
    expect(sent().every((s) => s.status === 'online')).toBe(true);
  });

  it('sends nothing while the tab is hidden, and a beat at once when it is shown again', () => {
    renderHook(() => usePresenceHeartbeat('u1'));
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(REALTIME.presenceHeartbeatMs * 3));
    expect(sent()).toHaveLength(1);
    setVisibility('visible');
    expect(sent()).toHaveLength(2);
    // Counted from the return: the next beat is a whole interval later.
    act(() => vi.advanceTimersByTime(REALTIME.presenceHeartbeatMs - 1));
    expect(sent()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(sent()).toHaveLength(3);
  });

  it('says offline with keepalive when the page is left', () => {
    renderHook(() => usePresenceHeartbeat('u1'));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(sent()[1]).toEqual({ url: '/api/presence', method: 'POST', keepalive: true, status: 'offline' });
  });

  it('does nothing for a guest, and stops when the user signs out', () => {
    const { rerender } = renderHook(({ id }) => usePresenceHeartbeat(id), {
      initialProps: { id: undefined as string | undefined },
    });
    act(() => vi.advanceTimersByTime(REALTIME.presenceHeartbeatMs * 2));
    expect(sent()).toHaveLength(0);
    rerender({ id: 'u1' });
    expect(sent()).toHaveLength(1);
    rerender({ id: undefined });
    act(() => vi.advanceTimersByTime(REALTIME.presenceHeartbeatMs * 2));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(sent()).toHaveLength(1);
  });

  it('a failed beat is not an error', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderHook(() => usePresenceHeartbeat('u1'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REALTIME.presenceHeartbeatMs);
    });
    expect(sent()).toHaveLength(2);
  });
});
