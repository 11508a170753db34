import { useEffect, useRef } from 'react';
import { useReducedMotion } from './use-reduced-motion.ts';

/**
 * A muted film that plays by itself unless the visitor asked for less motion. A page drawn on the
 * server starts without autoplay (the device is not known there); once it is, the film is started
 * here, since adding the attribute to a film already loading does not start it.
 */
export function useAutoPlay() {
  const reducedMotion = useReducedMotion();
  const film = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // A refusal (the browser's own autoplay rules) leaves the film with its controls, as before.
    if (!reducedMotion) void Promise.resolve(film.current?.play?.()).catch(() => undefined);
  }, [reducedMotion]);
  return { ref: film, autoPlay: !reducedMotion };
}
