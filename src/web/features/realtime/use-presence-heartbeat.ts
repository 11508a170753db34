import { useEffect } from 'react';
import { REALTIME, type PresenceStatus } from '#shared/realtime/events.ts';
import { api } from '../../config/paths.ts';
import { beforeSignOut } from '../../lib/sign-out-tasks.ts';

/**
 * Tells the server the user is here or leaving. Leaving happens as the page goes away, so that one
 * uses keepalive: the browser finishes the request after the page is gone.
 */
function postPresence(status: PresenceStatus): Promise<void> {
  return fetch(api.presence, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: status === 'offline',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ status }),
  }).then(
    () => undefined,
    () => undefined, // a missed beat is made up by the next one
  );
}

// Someone who signs out has left, now rather than once their last beat is 5 minutes old.
beforeSignOut(() => postPresence('offline'));

const visible = () => document.visibilityState === 'visible';

/**
 * While the app is open and its tab visible, the signed-in user counts as present: a beat every
 * REALTIME.presenceHeartbeatMs, one at once when the tab is shown again, and 'offline' as the page
 * is left. A hidden tab sends nothing, so its user reads as away once the beats stop.
 */
export function usePresenceHeartbeat(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    const beat = () => {
      if (visible()) void postPresence('online');
    };
    let timer = setInterval(beat, REALTIME.presenceHeartbeatMs);
    const onVisibility = () => {
      if (!visible()) return;
      // Back on screen: count from now, so beats do not bunch up.
      clearInterval(timer);
      timer = setInterval(beat, REALTIME.presenceHeartbeatMs);
      beat();
    };
    const onPageHide = () => void postPresence('offline');
    // A page restored from the back-forward cache is open again.
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) beat();
    };
    beat();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [userId]);
}
