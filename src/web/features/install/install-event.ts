/**
 * The browser's offer to install the site as an app (the `beforeinstallprompt` event of Chrome, Edge
 * and Samsung Internet). It can come at any moment after the page loads, often before the lazily
 * loaded prompt exists, so it is caught from start-up and kept here until the prompt uses it.
 */

/** Not in the DOM typings: the event that lets a page show the browser's install dialog later. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/**
 * Where the server-drawn page's head script keeps an offer made before the app's code arrived
 * (ssr/head-tags.ts): on a phone it often comes right after the page loads, and the app's script is
 * added only after the first paint (ADR 16).
 */
export const KEPT_INSTALL_OFFER = '__careconnectInstallOffer';

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  listeners.forEach((listener) => listener());
}

/** Starts listening; called once at start-up, before anything else can miss the event. */
export function captureInstallOffer(): void {
  if (typeof window === 'undefined') return;
  const store = window as unknown as Record<string, BeforeInstallPromptEvent | undefined>;
  const kept = store[KEPT_INSTALL_OFFER];
  store[KEPT_INSTALL_OFFER] = undefined;
  if (kept) setOffer(kept);
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar would compete with our prompt, which waits its turn (5 s).
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  // Installed from the browser's menu instead: there is nothing left to offer.
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** The browser's install offer, if it made one (for useSyncExternalStore). */
export const currentInstallOffer = (): BeforeInstallPromptEvent | null => offer;

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Shows the browser's install dialog. An offer can be used only once, so it is dropped; the browser
 * makes a new one if the person declines and comes back later. Resolves to whether they installed.
 */
export async function acceptInstallOffer(): Promise<boolean> {
  const used = offer;
  if (!used) return false;
  setOffer(null);
  await used.prompt();
  const { outcome } = await used.userChoice;
  return outcome === 'accepted';
}
