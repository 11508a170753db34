import { vi } from 'vitest';

/** Makes the browser say whether the visitor prefers reduced motion (vi.unstubAllGlobals undoes it). */
export function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
