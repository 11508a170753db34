import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationDto } from '#shared/dto.ts';
import { MAINTENANCE_CONTENT_DEFAULTS } from '#shared/maintenance/maintenance.ts';
import type { MaintenanceStatus } from '#shared/maintenance/maintenance-schemas.ts';
import type { JoinWaitingListInput } from '#shared/waiting-list/waiting-list.ts';
import { api } from '../../config/paths.ts';
import { apiFetch } from '../../lib/api-client.ts';

/**
 * What the site does when the status cannot be read (maintenance.test.tsx: failure means maintenance is off).
 */
const MAINTENANCE_OFF: MaintenanceStatus = {
  enabled: false,
  locked: false,
  access: null,
  content: MAINTENANCE_CONTENT_DEFAULTS,
};

/**
 * The status depends on who is signed in, so the key holds the user: signing in or out asks again.
 * A short stale time lets the gate re-check on every page change without asking on every render.
 */
export const maintenanceQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['maintenance', userId ?? 'guest'],
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<MaintenanceStatus>(api.maintenance, { signal });
      } catch (error) {
        console.error('Could not read the maintenance status; showing the site.', error);
        return MAINTENANCE_OFF;
      }
    },
    staleTime: 10_000,
    retry: false,
  });

/** The preview password: on success the server remembers it for this browser session. */
export function useUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<MaintenanceStatus>(api.maintenanceUnlock, { method: 'POST', body: { password } }),
    onSuccess: (status) => {
      // Show the site at once, then ask again so every cached answer agrees with the server.
      queryClient.setQueriesData<MaintenanceStatus>({ queryKey: ['maintenance'] }, status);
      return queryClient.invalidateQueries({ queryKey: ['maintenance'] });
    },
  });
}

export function useJoinWaitingList() {
  return useMutation({
    mutationFn: (input: JoinWaitingListInput) =>
      apiFetch<ConfirmationDto>(api.waitingList, { method: 'POST', body: input }),
  });
}
