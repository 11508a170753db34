import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { reconnectDelayMs, type UserEvent, type UserEventType } from '#shared/realtime/events.ts';

/**
 * The signed-in user's live events: one Server-Sent Events stream per browser, however many tabs are
 * open. The tabs elect one holder of the stream with a Web Lock; it passes every event to the others
 * over a BroadcastChannel, and when it closes the next tab takes over. Without those APIs (old
 * browsers, tests) each tab keeps its own stream.
 *
 * The stream is reopened after 1, 2, 5, 10, 10 … seconds (realtime.test.ts, ADR 8). After any gap a
 * 'resync' is signalled, so what was missed is fetched again.
 */

export const EVENTS_URL = '/api/events';
const LOCK_NAME = 'careconnect-user-events';
const CHANNEL_NAME = 'careconnect-user-events';
const EVENT_TYPES: UserEventType[] = [
  'message',
  'conversation-read',
  'notification',
  'notifications-read',
  'caregiver-access',
  'presence',
];

/** A user event, or 'resync' after the stream was down and may have missed some. */
export type RealtimeSignal = UserEvent | { type: 'resync' };
type Listener = (signal: RealtimeSignal) => void;
type Relay =
  | { userId: string; signal: RealtimeSignal }
  | { userId: string; state: boolean }
  /** A tab that just started asks the holder whether the stream is open. */
  | { userId: string; ask: true };

const listeners = new Set<Listener>();
const stateListeners = new Set<() => void>();
let connected = false;

function dispatch(signal: RealtimeSignal) {
  for (const listener of listeners) {
    try {
      listener(signal);
    } catch (err) {
      console.error('realtime listener failed', err);
    }
  }
}

function setConnected(next: boolean) {
  if (connected === next) return;
  connected = next;
  stateListeners.forEach((l) => l());
}

/** Opens the stream and keeps it open until `signal` aborts; reports each event and state change. */
function holdStream(signal: AbortSignal, onSignal: Listener, onState: (open: boolean) => void) {
  let source: EventSource | undefined;
  let attempt = 0;
  let everOpened = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    if (signal.aborted) return;
    const next = new EventSource(EVENTS_URL);
    source = next;
    next.onopen = () => {
      if (everOpened && attempt > 0) onSignal({ type: 'resync' });
      everOpened = true;
      attempt = 0;
      onState(true);
    };
    // EventSource would retry on its own schedule; ours is ADR 8's (realtime.test.ts).
    next.onerror = () => {
      next.close();
      onState(false);
      if (signal.aborted) return;
      timer = setTimeout(open, reconnectDelayMs(attempt));
      attempt += 1;
    };
    for (const type of EVENT_TYPES) {
      next.addEventListener(type, (e) => {
        try {
          onSignal(JSON.parse((e as MessageEvent<string>).data) as UserEvent);
        } catch {
          /* a malformed event is dropped; the next resync covers it */
        }
      });
    }
  };
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    source?.close();
    onState(false);
  });
  open();
}

/**
 * Starts receiving the user's events in this tab; returns the stop function. Called once per
 * signed-in user by <RealtimeConnection>.
 */
export function startRealtime(userId: string): () => void {
  const stop = new AbortController();
  const canShare =
    typeof navigator !== 'undefined' && 'locks' in navigator && typeof BroadcastChannel === 'function';

  if (!canShare) {
    holdStream(stop.signal, dispatch, setConnected);
    return () => stop.abort();
  }

  const channel = new BroadcastChannel(CHANNEL_NAME);
  let holding = false;
  let open = false;
  channel.onmessage = (e: MessageEvent<Relay>) => {
    if (e.data.userId !== userId) return;
    if ('ask' in e.data) {
      if (holding) channel.postMessage({ userId, state: open } satisfies Relay);
    } else if ('signal' in e.data) dispatch(e.data.signal);
    else setConnected(e.data.state);
  };
  // Without this a tab opened beside an open stream would think it down (and poll) until it next changed.
  channel.postMessage({ userId, ask: true } satisfies Relay);
  void navigator.locks
    .request(LOCK_NAME, { signal: stop.signal }, () => {
      // This tab holds the stream until it stops (sign-out, closing): then the lock passes on.
      holding = true;
      holdStream(
        stop.signal,
        (s) => {
          dispatch(s);
          channel.postMessage({ userId, signal: s } satisfies Relay);
        },
        (state) => {
          open = state;
          setConnected(state);
          channel.postMessage({ userId, state } satisfies Relay);
        },
      );
      return new Promise<void>((resolve) => stop.signal.addEventListener('abort', () => resolve()));
    })
    .catch(() => {
      /* aborted while waiting for the lock: another tab held it, and this one stopped */
    });
  return () => {
    stop.abort();
    channel.close();
    setConnected(false);
  };
}

/** Calls `handler` for each live event of these types ('resync' included when listed). */
export function useRealtime(
  types: RealtimeSignal['type'][] | '*',
  handler: (signal: RealtimeSignal) => void,
): void {
  const onSignal = useEffectEvent(handler);
  const key = types === '*' ? '*' : [...types].sort().join(',');
  useEffect(() => {
    const wanted = key === '*' ? null : new Set(key.split(','));
    const listener: Listener = (s) => {
      if (!wanted || wanted.has(s.type)) onSignal(s);
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [key]);
}

/** Whether this browser's stream is open now (queries may poll less while it is). */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (l) => {
      stateListeners.add(l);
      return () => void stateListeners.delete(l);
    },
    () => connected,
    () => false,
  );
}
