import { paths } from '../../../config/paths.ts';

/**
 * Registers /sw.js (it shows Web Push notifications and opens where they lead) once the page has
 * loaded, so it never competes with the first screen. `updateViaCache: 'none'`: a new version is
 * picked up on the next visit, whatever caches sit in between.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(paths.serviceWorker, { updateViaCache: 'none' })
      .catch((err: unknown) => console.warn('The service worker could not be registered', err));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
