import { useEffect } from 'react';

/** Where a server-drawn page keeps the buttons tapped before the app took it over (head-tags.ts). */
export const EARLY_TAPS = '__careconnectEarlyTaps';

/** The performance mark set when the page is live: what loaded before it is the first load. */
export const APP_LIVE_MARK = 'careconnect:app-live';

/**
 * Presses again, once, the buttons a visitor tapped while the page was still only the server's HTML,
 * and stops keeping them. React keeps the server's elements when it takes a page over, so each is
 * the same button, now live.
 */
function replayEarlyTaps() {
  const store = window as unknown as Record<string, HTMLElement[] | undefined>;
  const taps = store[EARLY_TAPS];
  store[EARLY_TAPS] = undefined;
  for (const button of taps ?? []) if (button.isConnected) button.click();
}

/**
 * Drawn beside the page's own content, inside the boundary that holds it: its effect runs once that
 * content is live (taken over from the server, or drawn). Marks the page so (the browser tests wait
 * for it: e2e/live.ts), then presses the buttons tapped earlier.
 */
export function AppLive() {
  useEffect(() => {
    document.documentElement.dataset.appLive = 'true';
    performance.mark(APP_LIVE_MARK);
    replayEarlyTaps();
  }, []);
  return null;
}
