import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSubscriptionDto,
  AdminSubscriptionListDto,
  AdminSubscriptionStatus,
  MySubscriptionDto,
  SubscriptionStatus,
} from '#shared/subscriptions/subscription.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const MINE_KEY = ['subscription', 'mine'] as const;

export const mySubscriptionQuery = () =>
  queryOptions({
    queryKey: MINE_KEY,
    queryFn: ({ signal }) => apiFetch<MySubscriptionDto>(api.mySubscription, { signal }),
    // An admin may mark it active meanwhile: a fresh look whenever the page opens.
    staleTime: 0,
  });

/** Start and cancel answer with the whole view, which replaces the cached one. */
function useMySubscriptionMutation(method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<MySubscriptionDto>(api.mySubscription, { method }),
    onSuccess: (view) => queryClient.setQueryData(MINE_KEY, view),
    // A refusal (not eligible yet, nothing to cancel) may mean the page was out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

export const useStartSubscription = () => useMySubscriptionMutation('POST');
export const useCancelSubscription = () => useMySubscriptionMutation('DELETE');

export type AdminSubscriptionFilters = { status?: SubscriptionStatus; q?: string; page?: number };

export const adminSubscriptionsQuery = (filters: AdminSubscriptionFilters) => {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return queryOptions({
    queryKey: ['admin', 'subscriptions', search],
    queryFn: ({ signal }) =>
      apiFetch<AdminSubscriptionListDto>(
        search ? `${api.adminSubscriptions}?${search}` : api.adminSubscriptions,
        {
          signal,
        },
      ),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
};

export function useSetSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AdminSubscriptionStatus }) =>
      apiFetch<AdminSubscriptionDto>(api.adminSubscription(id), { method: 'PATCH', body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] }),
  });
}
