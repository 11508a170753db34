import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MyReviewsPageDto,
  PatientOverviewDto,
  PatientProfileDto,
  PatientProfileInput,
  PatientProfileSaveDto,
  SavedProvidersPageDto,
} from '#shared/patient/patient-schemas.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const KEY = ['patient'] as const;

export const overviewQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'overview'],
    queryFn: ({ signal }) => apiFetch<PatientOverviewDto>(api.patientOverview, { signal }),
    // A booking, a message or a save elsewhere shows the next time the page opens.
    staleTime: 0,
  });

export const profileQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'profile'],
    queryFn: ({ signal }) => apiFetch<PatientProfileDto>(api.patientProfile, { signal }),
  });

export const savedProvidersQuery = (page: number) =>
  queryOptions({
    queryKey: [...KEY, 'saved', page],
    queryFn: ({ signal }) => apiFetch<SavedProvidersPageDto>(api.patientSavedProviders(page), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const myReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: [...KEY, 'reviews', page],
    queryFn: ({ signal }) => apiFetch<MyReviewsPageDto>(api.patientReviews(page), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PatientProfileInput) =>
      apiFetch<PatientProfileSaveDto>(api.patientProfile, { method: 'PUT', body: values }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileQuery().queryKey, saved.profile);
      // The header shows the name and photo; the search starts from the home address.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['me'] }),
        queryClient.invalidateQueries({ queryKey: ['patient', 'home-location'] }),
      ]);
    },
  });
}

/** Removes a saved provider, then refreshes every list that shows it. */
export function useUnsave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) => apiFetch<void>(api.favorite(providerId), { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['favorites'] }),
      ]),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(api.review(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'reviews'] }),
  });
}

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiFetch<unknown>(api.changePassword, {
    method: 'POST',
    // Other devices signed in with the old password are signed out; this one stays signed in.
    body: { ...input, revokeOtherSessions: true },
  });

export const deleteAccount = (password: string) =>
  apiFetch<void>(api.patientAccount, { method: 'DELETE', body: { password } });
