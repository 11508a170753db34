import { useMediaQuery } from './use-media-query.ts';

/**
 * True when the visitor asked their device for less motion: nothing then moves by itself. Until the
 * device is known (a page drawn on the server) it is true: nothing starts moving before we know it may.
 */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)', true);
