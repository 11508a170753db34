import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeLocationDto } from '#shared/patient/patient-schemas.ts';
import { isPatient } from '#shared/roles.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';

/** Kept small on purpose: the search page's first download has a budget, so no schema library here. */
export const homeLocationQuery = queryOptions({
  queryKey: ['patient', 'home-location'],
  queryFn: ({ signal }) => apiFetch<HomeLocationDto>(api.patientHomeLocation, { signal }),
  staleTime: 5 * 60_000,
});

/**
 * The signed-in patient's home as a search place, when the search names no place of its own.
 * `waiting` is true while it is being fetched, so the search runs once, from the right place.
 */
export function useHomePlace(wanted: boolean): { home: HomeLocationDto | null; waiting: boolean } {
  const { userRole } = useAuth();
  const enabled = wanted && isPatient(userRole);
  // A failed look-up just means the search starts nowhere in particular, as for a guest.
  const query = useQuery({ ...homeLocationQuery, enabled, retry: false });
  if (!enabled) return { home: null, waiting: false };
  return { home: query.data?.location ? query.data : null, waiting: query.isLoading };
}
