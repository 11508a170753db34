import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteIdsDto } from '#shared/patient/patient-schemas.ts';
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
