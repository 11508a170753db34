import { useEffect } from 'react';

/** Where a server-drawn page keeps the buttons tapped before the app took it over (head-tags.ts). */
export const EARLY_TAPS = '__careconnectEarlyTaps';

/** Where a server-drawn page keeps what was typed or chosen in its fields before the app took it over. */
export const EARLY_FIELDS = '__careconnectEarlyFields';

/** The performance mark set when the page is live: what loaded before it is the first load. */
const APP_LIVE_MARK = 'careconnect:app-live';

/** Until what one replayed action set off (a state update, a change of address) has been drawn. */
const drawn = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Puts a value a visitor typed or chose while the page was still only the server's HTML into the
 * app's state, as if typed now: the field shows it, but the app's state (a search card's place, a
 * form library's values) was drawn empty and would search or send without it. React notices a change
 * only against the value it last saw in the field, so the field is first given another value through
 * its own setter (which React watches), then the typed one through the element type's (which it does
 * not), and the event that typing fires follows.
 */
function typeAgain(field: HTMLElement, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    field.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Takes what the visitor did while the page was still only the server's HTML (head-tags.ts), and
 * stops keeping it: returns the replay, which puts each field's value into the app's state, then
 * presses again the buttons tapped, once each. React keeps the server's elements when it takes a
 * page over, so each is the same element, now live. One at a time, each after the last one's effect
 * is drawn: a tap on a search button searches with the place typed before it, and a second filter
 * chosen builds on the first.
 */
function takeEarlyActions(): () => Promise<void> {
  const store = window as unknown as Record<string, unknown>;
  const fields = (store[EARLY_FIELDS] as Map<HTMLElement, string> | undefined) ?? new Map();
  const taps = (store[EARLY_TAPS] as HTMLElement[] | undefined) ?? [];
  store[EARLY_FIELDS] = undefined;
  store[EARLY_TAPS] = undefined;
  return async () => {
    for (const [field, value] of fields) {
      if (field.isConnected) typeAgain(field, value);
      await drawn();
    }
    for (const button of taps) {
      if (button.isConnected) button.click();
      await drawn();
    }
  };
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
    // Taken at once (the head stops keeping them), replayed over the next frames; an element gone
    // by then (the visitor moved on) is passed over.
    void takeEarlyActions()();
  }, []);
  return null;
}
