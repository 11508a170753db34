import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is drawn on the server and during the browser's first (hydrating) render,
 * true after: for parts that depend on the device (storage, screen, installed app), which the server
 * cannot know and must not guess differently from the browser's first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
