import { useEffect } from 'react';

/** Where a server-drawn page keeps the buttons tapped before the app took it over (head-tags.ts). */
export const EARLY_TAPS = '__careconnectEarlyTaps';

/** Where a server-drawn page keeps what was typed or chosen in its fields before the app took it over. */
export const EARLY_FIELDS = '__careconnectEarlyFields';

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
 * Puts what a visitor typed or chose in a field while the page was still only the server's HTML into
 * the app's state, as if typed now: the field shows it, but the app's state (a search card's place, a
 * form library's values) was drawn empty and would search or send without it. React notices a change
 * only against the value it last saw in the field, so the field is first given another value through
 * its own setter (which React watches), then the typed one through the element type's (which it does
 * not), and the event that typing fires follows.
 */
function replayEarlyFields() {
  const store = window as unknown as Record<string, Map<HTMLElement, string> | undefined>;
  const fields = store[EARLY_FIELDS];
  store[EARLY_FIELDS] = undefined;
  for (const [field, value] of fields ?? []) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * Drawn beside the page's own content, inside the boundary that holds it: its effect runs once that
 * content is live (taken over from the server, or drawn). Marks the page so (the browser tests wait
 * for it: e2e/live.ts), then takes in the fields' early values and presses the buttons tapped earlier.
 */
export function AppLive() {
  useEffect(() => {
    document.documentElement.dataset.appLive = 'true';
    performance.mark(APP_LIVE_MARK);
    replayEarlyFields();
    // The taps after the fields' values are in the app's state, drawn: a tap on a search button
    // searches with the place typed before it.
    const taps = setTimeout(replayEarlyTaps);
    return () => clearTimeout(taps);
  }, []);
  return null;
}
