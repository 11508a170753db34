import { paths } from '../../../config/paths.ts';
import { beforeSignOut } from '../../../lib/sign-out-tasks.ts';
import { deletePushSubscription } from '../api/notifications.ts';
import { currentSubscription, pushSupport } from './push.ts';

/**
 * This browser stops receiving the user's pushes when they sign out: on a shared computer the next
 * person must not see them. The server forgets the subscription (while the session still allows it)
 * and the browser drops it; turning notifications on again after signing in makes a new one.
 */
async function forgetBrowserSubscription(): Promise<void> {
  if (pushSupport() !== 'supported') return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
}

/**
 * Registers /sw.js (it shows Web Push notifications and opens where they lead, and shows the offline
 * page when a page cannot load) once the page has loaded, so it never competes with the first screen. `updateViaCache: 'none'`: a new version is
 * picked up on the next visit, whatever caches sit in between.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  beforeSignOut(forgetBrowserSubscription);
  const register = () => {
    navigator.serviceWorker
      .register(paths.serviceWorker, { updateViaCache: 'none' })
      .catch((err: unknown) => console.warn('The service worker could not be registered', err));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
