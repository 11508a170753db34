import { usePageHead } from '../page-head.tsx';

/** Sets the browser tab's title, which is also the first thing a screen reader announces. */
export function useDocumentTitle(title: string) {
  usePageHead({ title });
}
