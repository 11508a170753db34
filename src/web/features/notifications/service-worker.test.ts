// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInContext, createContext } from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '#shared/notifications/notifications.ts';

/** public/sw.js as the browser runs it: a classic script with `self` as its global. */
const SOURCE = readFileSync(fileURLToPath(new URL('../../public/sw.js', import.meta.url)), 'utf8');
const ORIGIN = 'https://careconnect.example';

type Listener = (event: unknown) => void;
type FakeWindow = { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    navigator: { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) },
    deepLinkFor: undefined as unknown as (data: unknown) => string,
  };
  runInContext(SOURCE, createContext({ self, URL, Promise, Object, encodeURIComponent }), {
    filename: 'sw.js',
  });
  /** Fires an event and waits for what the worker passed to waitUntil. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waited.push(p) });
    await Promise.all(waited);
  };
  return { self, fire, listeners };
}

const pushEvent = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
});

const windowAt = (url: string): FakeWindow => {
  const w: FakeWindow = { url, focus: vi.fn(async () => w), navigate: vi.fn(async () => w) };
  return w;
};

describe('service worker: deepLinkFor (where a tapped notification leads)', () => {
  let deepLinkFor: (data: unknown) => string;
  beforeEach(() => {
    deepLinkFor = loadWorker().self.deepLinkFor;
  });

  it('opens redirect_url as is, before anything else', () => {
    expect(
      deepLinkFor({
        redirect_url: '/patient-dashboard/appointments?from=push',
        conversationId: 'c1',
        url: '/provider-dashboard/messages',
      }),
    ).toBe('/patient-dashboard/appointments?from=push');
  });

  it('opens the conversation on the provider messages page when the url names the provider dashboard', () => {
    expect(
      deepLinkFor({ conversationId: 'c 1', url: '/provider-dashboard/messages?conversation=c%201' }),
    ).toBe('/provider-dashboard/messages?conversation=c%201');
  });

  it('opens the conversation on the patient messages page otherwise', () => {
    expect(deepLinkFor({ conversationId: 'c2', url: '/patient-dashboard/messages' })).toBe(
      '/patient-dashboard/messages?conversation=c2',
    );
    expect(deepLinkFor({ conversationId: 'c3' })).toBe('/patient-dashboard/messages?conversation=c3');
  });

  it('opens url when there is no redirect and no conversation', () => {
    expect(deepLinkFor({ url: '/provider-dashboard/appointments', notificationId: 'n1' })).toBe(
      '/provider-dashboard/appointments',
    );
  });

  it('falls back to the provider messages page', () => {
    expect(deepLinkFor({})).toBe('/provider-dashboard/messages');
    expect(deepLinkFor(undefined)).toBe('/provider-dashboard/messages');
    expect(deepLinkFor({ redirect_url: '', url: '' })).toBe('/provider-dashboard/messages');
  });
});

describe('service worker: push and notificationclick', () => {
  it("shows a push with the payload's title and body, our icon, its data and one tag per notification", async () => {
    const { self, fire } = loadWorker();
    const payload: PushPayload = {
      title: 'New appointment booked',
      body: 'Follow-up Visit with Rosa Delgado on Monday, March 9, 2026 at 2:30 PM.',
      badge: 2,
      url: '/provider-dashboard/appointments',
      data: { notificationId: 'n1' },
    };
    await fire('push', pushEvent(JSON.stringify(payload)));
    expect(self.registration.showNotification).toHaveBeenCalledWith('New appointment booked', {
      body: 'Follow-up Visit with Rosa Delgado on Monday, March 9, 2026 at 2:30 PM.',
      icon: '/favicon.svg',
      // The payload's url travels with the data, so a tap can find it.
      data: { notificationId: 'n1', url: '/provider-dashboard/appointments' },
      tag: 'careconnect-n1',
    });
    expect(self.navigator.setAppBadge).toHaveBeenCalledWith(2);
  });

  it('shows a plain notice for a push it cannot read', async () => {
    const { self, fire } = loadWorker();
    await fire('push', { data: { json: () => JSON.parse('not json') } });
    expect(self.registration.showNotification).toHaveBeenCalledWith('CareConnect', {
      body: 'You have a new notification.',
      icon: '/favicon.svg',
      data: {},
    });
  });

  it('a tap closes the notification and focuses a window already at its address', async () => {
    const there = windowAt(`${ORIGIN}/provider-dashboard/messages?conversation=c1`);
    const other = windowAt(`${ORIGIN}/providers`);
    const { self, fire } = loadWorker([other, there]);
    const close = vi.fn();
    await fire('notificationclick', {
      notification: { close, data: { conversationId: 'c1', url: '/provider-dashboard/messages' } },
    });
    expect(close).toHaveBeenCalled();
    expect(there.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a tap sends an open window of the site to the address, or opens a new one when there is none', async () => {
    const open = windowAt(`${ORIGIN}/providers`);
    const first = loadWorker([open]);
    await first.fire('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/provider-dashboard/appointments' } },
    });
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/provider-dashboard/appointments`);
    expect(open.focus).toHaveBeenCalled();

    const none = loadWorker([]);
    await none.fire('notificationclick', { notification: { close: vi.fn(), data: {} } });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/provider-dashboard/messages`);
  });

  it('listens for pushes and taps beside its offline handling (tested in features/install)', () => {
    const { listeners } = loadWorker();
    expect([...listeners.keys()].sort()).toEqual([
      'activate',
      'fetch',
      'install',
      'notificationclick',
      'push',
    ]);
  });
});
