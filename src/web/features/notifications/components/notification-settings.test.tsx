import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Call } from '../../../test/fake-api.ts';
import { renderAbovePage } from '../../../test/render.tsx';
import { PROVIDER_USER } from '../../../test/users.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { NotificationSettings, PUSH_TEXT as PUSH_KEYS } from './notification-settings.tsx';

const PUSH_TEXT = englishWords(PUSH_KEYS);

/**
 * Fakes of the browser's push machinery only (Notification, the service worker registration, its
 * PushManager and subscriptions); the API calls go through the real client against a fake fetch.
 */

// A P-256 public key is 65 bytes starting with 4; these bytes make '-' and '_' appear in base64url.
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : 250 + (i % 6)));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://push.example.test/send/abc123';
const KEYS = { p256dh: 'BPublicKeyOfThisBrowser', auth: 'authSecret16byte' };

class FakeSubscription {
  readonly endpoint = ENDPOINT;
  unsubscribe = vi.fn(async () => {
    browser.subscription = null;
    return true;
  });
  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: KEYS };
  }
}

type Permission = 'default' | 'granted' | 'denied';
const browser = {
  subscription: null as FakeSubscription | null,
  permission: 'default' as Permission,
  /** What the person answers when asked. */
  answer: 'granted' as Permission,
  subscribeError: null as Error | null,
};

const pushManager = {
  getSubscription: vi.fn(async () => browser.subscription),
  subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    if (browser.subscribeError) throw browser.subscribeError;
    browser.subscription = new FakeSubscription();
    return browser.subscription;
  }),
};
const registration = { pushManager };
const serviceWorker = {
  getRegistration: vi.fn(async () => registration),
  register: vi.fn(async () => registration),
  ready: Promise.resolve(registration),
};
const FakeNotification = {
  get permission() {
    return browser.permission;
  },
  requestPermission: vi.fn(async () => {
    browser.permission = browser.answer;
    return browser.answer;
  }),
};

function installPushBrowser(state: { permission?: Permission; subscribed?: boolean } = {}) {
  browser.permission = state.permission ?? 'default';
  browser.subscription = state.subscribed ? new FakeSubscription() : null;
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', FakeNotification);
}

let calls: Call[];
function api(over: Record<string, () => { status: number; body?: unknown }> = {}) {
  calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: PROVIDER_USER } }),
    'GET /api/push/public-key': () => ({ status: 200, body: { publicKey: PUBLIC_KEY } }),
    'POST /api/push/subscriptions': () => ({ status: 201 }),
    'DELETE /api/push/subscriptions': () => ({ status: 204 }),
    ...over,
  });
}
const sent = (method: string) =>
  calls.filter((c) => c.method === method && c.path === '/api/push/subscriptions');

const turnOn = () => screen.findByRole('button', { name: PUSH_TEXT.turnOn });
const turnOff = () => screen.findByRole('button', { name: PUSH_TEXT.turnOff });

beforeEach(() => {
  browser.answer = 'granted';
  browser.subscribeError = null;
  vi.clearAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('settings: browser notifications', () => {
  it('is not offered on an address without https', async () => {
    installPushBrowser();
    vi.stubGlobal('location', { protocol: 'http:', hostname: 'careconnect.clinic.example' });
    api();
    renderAbovePage(<NotificationSettings />);
    expect(await screen.findByText(PUSH_TEXT.insecure)).toBeVisible();
    expect(screen.queryByRole('button', { name: PUSH_TEXT.turnOn })).toBeNull();
  });

  it('is not offered by a browser without service workers, push or notifications', async () => {
    api();
    renderAbovePage(<NotificationSettings />);
    expect(await screen.findByText(/This browser cannot show notifications\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: PUSH_TEXT.turnOn })).toBeNull();
  });

  it('when notifications are blocked, says how to allow them in the site settings', async () => {
    installPushBrowser({ permission: 'denied' });
    api();
    renderAbovePage(<NotificationSettings />);
    expect(await screen.findByText(PUSH_TEXT.denied)).toBeVisible();
    expect(screen.getByText(/choose Site settings or Permissions, set Notifications to Allow/)).toBeVisible();
    expect(screen.queryByRole('button', { name: PUSH_TEXT.turnOn })).toBeNull();
  });

  it('speaks Spanish on a Spanish page', async () => {
    installPushBrowser();
    api();
    renderAbovePage(<NotificationSettings />, '/here', null, { translator: spanish });
    expect(
      await screen.findByText('Los avisos del navegador están desactivados en este navegador.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Avisos del navegador' })).toBeVisible();
    expect(screen.getByText(/debajo de la campana/)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Activar los avisos del navegador' })).toBeVisible();
  });

  it('off → on: asks the browser, subscribes with the server key as bytes and saves the subscription', async () => {
    installPushBrowser();
    api();
    renderAbovePage(<NotificationSettings />);
    expect(await screen.findByText(PUSH_TEXT.off)).toBeVisible();
    await userEvent.click(await turnOn());

    expect(await screen.findByText(PUSH_TEXT.turnedOn)).toBeVisible();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    const options = pushManager.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES]);
    expect(sent('POST').map((c) => c.body)).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: KEYS },
    ]);
    expect(screen.getByText(PUSH_TEXT.on)).toBeVisible();
    expect(await turnOff()).toBeEnabled();
  });

  it('on → off: tells the server, then the browser, and shows it off', async () => {
    installPushBrowser({ permission: 'granted', subscribed: true });
    api();
    renderAbovePage(<NotificationSettings />);
    expect(await screen.findByText(PUSH_TEXT.on)).toBeVisible();
    // The server is told again that this browser is this user's.
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const subscription = browser.subscription!;
    await userEvent.click(await turnOff());

    expect(await screen.findByText(PUSH_TEXT.turnedOff)).toBeVisible();
    expect(sent('DELETE').map((c) => c.body)).toEqual([{ endpoint: ENDPOINT }]);
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(screen.getByText(PUSH_TEXT.off)).toBeVisible();
    expect(await turnOn()).toBeEnabled();
  });

  it('a failing subscribe says so and stays off, with nothing sent to the server', async () => {
    installPushBrowser();
    browser.subscribeError = new DOMException('Registration failed - push service error', 'AbortError');
    api();
    renderAbovePage(<NotificationSettings />);
    await userEvent.click(await turnOn());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We could not turn on browser notifications. Your browser's notification service did not answer. Please try again later.",
    );
    expect(screen.getByText(PUSH_TEXT.off)).toBeVisible();
    expect(await turnOn()).toBeEnabled();
    expect(sent('POST')).toHaveLength(0);
  });

  it('a subscription the server refuses is undone in the browser, with the server’s words', async () => {
    installPushBrowser();
    api({
      'POST /api/push/subscriptions': () => ({
        status: 400,
        body: { detail: 'This push address cannot be used.' },
      }),
    });
    renderAbovePage(<NotificationSettings />);
    await userEvent.click(await turnOn());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not turn on browser notifications. This push address cannot be used.',
    );
    expect(browser.subscription).toBeNull();
    expect(screen.getByText(PUSH_TEXT.off)).toBeVisible();
  });

  it('a closed permission question says how to try again; a blocked one shows how to allow it', async () => {
    installPushBrowser();
    browser.answer = 'default';
    api();
    renderAbovePage(<NotificationSettings />);
    await userEvent.click(await turnOn());
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_TEXT.notAllowed);
    expect(pushManager.subscribe).not.toHaveBeenCalled();

    browser.answer = 'denied';
    await userEvent.click(await turnOn());
    expect(await screen.findByText(PUSH_TEXT.denied)).toBeVisible();
    expect(screen.queryByRole('button', { name: PUSH_TEXT.turnOn })).toBeNull();
  });

  it('when the server cannot be told, stays on and keeps the browser subscribed', async () => {
    installPushBrowser({ permission: 'granted', subscribed: true });
    api({ 'DELETE /api/push/subscriptions': () => ({ status: 500, body: { detail: 'Database down' } }) });
    renderAbovePage(<NotificationSettings />);
    const subscription = browser.subscription!;
    await userEvent.click(await turnOff());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not turn off browser notifications. Database down',
    );
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    expect(screen.getByText(PUSH_TEXT.on)).toBeVisible();
  });
});
