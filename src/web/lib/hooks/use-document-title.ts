import { useEffect } from 'react';

/** Sets the browser tab's title, which is also the first thing a screen reader announces. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | CareConnect` : 'CareConnect';
  }, [title]);
}
