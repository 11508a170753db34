import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../../lib/hooks/use-reduced-motion.ts';

/** The general counter's duration (docs/product.md#content); the trust strip passes its own. */
const COUNT_UP_MS = 2000;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts from 0 up to `target` over `durationMs` once `running` turns true. When the visitor
 * prefers reduced motion the final number shows at once.
 */
export function useCountUp(target: number, running: boolean, durationMs = COUNT_UP_MS): number {
  const reduced = useReducedMotion();
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running || reduced) return;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
      setValue(Math.round(target * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, reduced, target, durationMs]);
  return reduced ? target : value;
}
