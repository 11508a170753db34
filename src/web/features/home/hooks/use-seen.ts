import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has scrolled into view (a tenth of it showing), so an animation plays when
 * someone can see it; at once where the browser cannot tell.
 */
export function useSeen(ref: RefObject<Element | null>, threshold = 0.1): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold]);
  return seen;
}
