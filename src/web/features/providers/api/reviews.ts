import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { REVIEW_MESSAGES } from '#shared/reviews/reviews.ts';
import type {
  MyProviderReviewsDto,
  ProviderReviewsDto,
  ReviewDto,
  ReviewInput,
  ReviewResponseDto,
  ReviewResponseInput,
} from '#shared/reviews/review-schemas.ts';
import { api } from '../../../config/paths.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';

export const providerReviewsQuery = (providerId: string, userId: string | null) =>
  queryOptions({
    // The signed-in user changes what comes back (their own review, likes, response rights).
    queryKey: ['reviews', 'provider', providerId, userId],
    queryFn: ({ signal }) => apiFetch<ProviderReviewsDto>(api.providerReviews(providerId), { signal }),
    staleTime: 30_000,
  });

export const myProviderReviewsQuery = queryOptions({
  queryKey: ['reviews', 'mine'],
  queryFn: ({ signal }) => apiFetch<MyProviderReviewsDto>(api.myProviderReviews, { signal }),
  staleTime: 30_000,
});

/** Reviews, ratings and counts show in several places: refresh them all after any change. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['reviews'] });
  void queryClient.invalidateQueries({ queryKey: ['providers', 'profile'] });
}

export function useSaveReview(providerId: string) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ReviewInput }) =>
      id
        ? apiFetch<ReviewDto>(api.review(id), { method: 'PATCH', body: input })
        : apiFetch<ReviewDto>(api.providerReviews(providerId), { method: 'POST', body: input }),
    onSuccess: (_data, { id }) => {
      toast.success(t(id ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.submitted));
      refresh(queryClient);
    },
    onError: (err, { id }) => {
      if (!id && err instanceof ApiError && err.status === 409) toast.error(t(REVIEW_MESSAGES.duplicate));
      else toast.error(t(id ? REVIEW_MESSAGES.updateFailed : REVIEW_MESSAGES.formFailed));
    },
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(api.review(id), { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t(REVIEW_MESSAGES.deleted));
      refresh(queryClient);
    },
    onError: () => toast.error(t(REVIEW_MESSAGES.deleteFailed)),
  });
}

type ReviewLists = ProviderReviewsDto | MyProviderReviewsDto;

/** Applies a change to one review wherever a cached list holds it. */
function patchCachedReview(queryClient: QueryClient, id: string, change: (r: ReviewDto) => ReviewDto) {
  queryClient.setQueriesData<ReviewLists>({ queryKey: ['reviews'] }, (data) => {
    if (!data) return data;
    const patched = {
      ...data,
      reviews: data.reviews.map((r) => (r.id === id ? change(r) : r)),
    } as ReviewLists;
    if ('own' in data && data.own?.id === id)
      return { ...(patched as ProviderReviewsDto), own: change(data.own) };
    return patched;
  });
}

/** Likes show at once and are undone if the server refuses. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      apiFetch<void>(api.reviewLike(id), { method: like ? 'PUT' : 'DELETE' }),
    onMutate: async ({ id, like }) => {
      await queryClient.cancelQueries({ queryKey: ['reviews'] });
      const before = queryClient.getQueriesData<ReviewLists>({ queryKey: ['reviews'] });
      patchCachedReview(queryClient, id, (r) => ({
        ...r,
        likedByMe: like,
        likeCount: Math.max(0, r.likeCount + (like ? 1 : -1)),
      }));
      return { before };
    },
    onError: (err, { like }, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      if (like && err instanceof ApiError && err.status === 409)
        toast.error(t(REVIEW_MESSAGES.likeDuplicate));
      else toast.error(t(like ? REVIEW_MESSAGES.likeFailed : REVIEW_MESSAGES.unlikeFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

type ResponseAction =
  | { kind: 'add' | 'update'; reviewId: string; input: ReviewResponseInput }
  | { kind: 'delete'; reviewId: string };

const RESPONSE_TOASTS = {
  add: { ok: REVIEW_MESSAGES.responseAdded, error: REVIEW_MESSAGES.responseAddError },
  update: { ok: REVIEW_MESSAGES.responseUpdated, error: REVIEW_MESSAGES.responseUpdateError },
  delete: { ok: REVIEW_MESSAGES.responseDeleted, error: REVIEW_MESSAGES.responseDeleteError },
} as const;

/**
 * The owning provider's answer to a review: add, edit or remove, with the product's toasts
 * (provider-reviews-page.test.tsx).
 */
export function useReviewResponse() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (action: ResponseAction): Promise<unknown> => {
      const url = api.reviewResponse(action.reviewId);
      if (action.kind === 'delete') return apiFetch<void>(url, { method: 'DELETE' });
      return apiFetch<ReviewResponseDto>(url, {
        method: action.kind === 'add' ? 'POST' : 'PATCH',
        body: action.input,
      });
    },
    onSuccess: (_data, action) => {
      toast.success(t(RESPONSE_TOASTS[action.kind].ok));
      refresh(queryClient);
    },
    onError: (err, action) => toast.error(t(RESPONSE_TOASTS[action.kind].error, { reason: err.message })),
  });
}
