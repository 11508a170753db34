import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceSettings } from '#shared/maintenance/maintenance-schemas.ts';
import type { MaintenanceSettingsInput } from '#shared/maintenance/maintenance-schemas.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const maintenanceSettingsQuery = queryOptions({
  queryKey: ['admin', 'maintenance'],
  queryFn: ({ signal }) => apiFetch<MaintenanceSettings>(api.adminMaintenance, { signal }),
});

/** Saves a change; the answer is the settings after it, and the site's own status is asked again. */
export function useUpdateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MaintenanceSettingsInput) =>
      apiFetch<MaintenanceSettings>(api.adminMaintenance, { method: 'PUT', body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(maintenanceSettingsQuery.queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: ['maintenance'] });
    },
  });
}
