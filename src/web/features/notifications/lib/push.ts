import { pushAllowedOn } from '#shared/notifications/notifications.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { paths } from '../../../config/paths.ts';

/**
 * The browser's side of Web Push: whether it can be offered here, this browser's subscription, and
 * the service worker that receives the pushes. The server's side is in api/notifications.ts.
 */

export type PushSupport = 'insecure' | 'unsupported' | 'supported';

/** Push is offered on https (and this machine's own addresses), in browsers that have it all. */
export function pushSupport(): PushSupport {
  if (!pushAllowedOn(globalThis.location)) return 'insecure';
  const has =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in globalThis &&
    'Notification' in globalThis;
  return has ? 'supported' : 'unsupported';
}

/** Where this browser stands: blocked, subscribed, or not (yet). */
export type BrowserPushState = 'denied' | 'on' | 'off';

/** The key of what a worker that did not start means, also the error's message (compared, not shown). */
export const WORKER_DID_NOT_START = 'account.push.workerDidNotStart' satisfies MessageKey;
const WORKER_START_MS = 10_000;

/** This browser's push subscription for the site, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function browserPushState(): Promise<BrowserPushState> {
  const permission = Notification.permission;
  if (permission === 'denied') return 'denied';
  // A subscription left from before the permission was reset cannot show anything: it counts as off.
  return permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

/** The active service worker's registration (registering it if the start-up did not). */
export async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration())) {
    await navigator.serviceWorker.register(paths.serviceWorker, { updateViaCache: 'none' });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(WORKER_DID_NOT_START)), WORKER_START_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** URL-safe base64 (the server's VAPID public key) as the bytes PushManager.subscribe() wants. */
function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser with the server's key. A subscription made earlier with another key (the
 * server's keys were renewed) makes subscribe() fail: that one is dropped and the call repeated.
 */
export async function subscribeBrowser(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const options = { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (err) {
    const stale = await registration.pushManager.getSubscription();
    if (!stale) throw err;
    await stale.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}
