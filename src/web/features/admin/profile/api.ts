import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfileDto, AdminProfileInput } from '#shared/admin/console-schemas.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/auth/auth-api.ts';

export const adminProfileQuery = () =>
  queryOptions({
    queryKey: ['admin', 'profile'],
    queryFn: ({ signal }) => apiFetch<AdminProfileDto>(api.adminProfile, { signal }),
  });

export function useSaveAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminProfileInput) =>
      apiFetch<AdminProfileDto>(api.adminProfile, { method: 'PUT', body: input }),
    onSuccess: (profile) => {
      queryClient.setQueryData(adminProfileQuery().queryKey, profile);
      // The greeting and the avatar menu show the name too.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiFetch<unknown>(api.changePassword, {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
