import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProfileSaveResultDto,
  ProfileUpdateInput,
  ProviderOwnProfileDto,
} from '#shared/provider-profile/profile-editor.ts';
import { api } from '../../../config/paths.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

const KEY = ['provider', 'own-profile'] as const;

/** The provider's own profile, or null before the first save ('No profile' is normal then). */
export const ownProfileQuery = queryOptions({
  queryKey: KEY,
  queryFn: async ({ signal }) => {
    try {
      return await apiFetch<ProviderOwnProfileDto>(api.myProviderProfile, { signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
  retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
});

/** Saves fields and photos; the answer says what was applied and what waits for review. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) =>
      apiFetch<ProfileSaveResultDto>(api.myProviderProfile, { method: 'PUT', body }),
    onSuccess: (result) => queryClient.setQueryData(KEY, result.profile),
  });
}

export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ProviderOwnProfileDto>(api.myProviderProfileSubmit, { method: 'POST' }),
    onSuccess: (profile) => queryClient.setQueryData(KEY, profile),
  });
}
