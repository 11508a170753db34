import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FavoriteIdsDto } from '#shared/accounts/patient-schemas.ts';
import { canActAsPatient } from '#shared/roles.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useActing } from '../../../lib/use-acting-for.ts';

export const favoritesQuery = queryOptions({
  queryKey: ['favorites'],
  queryFn: () => apiFetch<FavoriteIdsDto>(api.favorites),
  staleTime: 60_000,
});

/**
 * The ids the signed-in patient (or the patient they act for) saved; empty for everyone else, and
 * while acting for a patient who does not share them (a failed check means not saved).
 */
export function useFavoriteIds(): Set<string> {
  const { user, userRole } = useAuth();
  const { may } = useActing();
  const query = useQuery({
    ...favoritesQuery,
    enabled: Boolean(user) && canActAsPatient(userRole) && may('manage_saved'),
  });
  return new Set(query.data?.providerIds ?? []);
}

export const saveFavorite = (providerId: string) =>
  apiFetch<void>(api.favorite(providerId), { method: 'PUT' });

/** Saves or removes a provider at once on screen, undoing it if the server says no. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, save }: { providerId: string; name: string; save: boolean }) =>
      save ? saveFavorite(providerId) : apiFetch<void>(api.favorite(providerId), { method: 'DELETE' }),
    onMutate: async ({ providerId, save }) => {
      await queryClient.cancelQueries({ queryKey: favoritesQuery.queryKey });
      const before = queryClient.getQueryData(favoritesQuery.queryKey);
      const ids = (before?.providerIds ?? []).filter((id) => id !== providerId);
      queryClient.setQueryData(favoritesQuery.queryKey, { providerIds: save ? [providerId, ...ids] : ids });
      return { before };
    },
    onError: (_err, _vars, context) => {
      queryClient.setQueryData(favoritesQuery.queryKey, context?.before);
      toast.error('Failed to save provider. Please try again.');
    },
    onSuccess: (_data, { name, save }) => {
      toast.success(save ? `${name} saved to your providers` : `${name} removed from saved providers`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQuery.queryKey }),
  });
}
