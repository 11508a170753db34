import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProfileReviewDetailDto,
  ProfileReviewListDto,
  ReviewDecisionInput,
} from '#shared/provider-profile/profile-editor.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const profileReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'profile-reviews', 'list', page],
    queryFn: ({ signal }) =>
      apiFetch<ProfileReviewListDto>(`${api.adminProfileReviews}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const profileReviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'profile-reviews', 'detail', id],
    queryFn: ({ signal }) => apiFetch<ProfileReviewDetailDto>(api.adminProfileReview(id), { signal }),
  });

export function useDecideReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewDecisionInput) =>
      apiFetch<ProfileReviewDetailDto>(api.adminProfileReview(id), { method: 'POST', body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(['admin', 'profile-reviews', 'detail', id], detail);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'profile-reviews', 'list'] });
    },
  });
}
