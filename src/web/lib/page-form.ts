import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Where the server puts what a form posted without JavaScript came to, in the drawn page's query
 * state (ssr/entry-server.tsx): the page shows it, and the browser, taking the page over, starts from
 * the same (ADR 16).
 */
export const PAGE_FORM_OUTCOME = ['page-form-outcome'] as const;

/**
 * The outcome of the form this page was posted with, read once as the form is first drawn, and then
 * forgotten: the form met again later in the app starts afresh.
 */
export function usePageFormOutcome<T>(): T | undefined {
  const queryClient = useQueryClient();
  const [outcome] = useState(() => queryClient.getQueryData<T>(PAGE_FORM_OUTCOME));
  useEffect(() => queryClient.removeQueries({ queryKey: PAGE_FORM_OUTCOME, exact: true }), [queryClient]);
  return outcome;
}
