import { useMediaQuery } from './use-media-query.ts';

/** True when the visitor asked their device for less motion: nothing then moves by itself. */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
