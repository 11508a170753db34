import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { WaitingListPage } from '#shared/waiting-list/waiting-list.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const waitingListQuery = (q: string, page: number) => {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return queryOptions({
    queryKey: ['admin', 'waiting-list', q, page],
    queryFn: ({ signal }) => apiFetch<WaitingListPage>(`${api.adminWaitingList}?${params}`, { signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
};
