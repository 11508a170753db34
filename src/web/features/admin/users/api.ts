import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDto, AdminUserListDto, PasswordResetMailDto } from '#shared/admin/console-schemas.ts';
import type { Role } from '#shared/roles.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toParams } from '../components/use-list-params.ts';

const KEY = ['admin', 'users'] as const;

export type UserFilters = { q?: string; role?: Role; state?: 'active' | 'disabled'; page?: number };

export const adminUsersQuery = (filters: UserFilters) => {
  const search = toParams(filters).toString();
  return queryOptions({
    queryKey: [...KEY, search],
    queryFn: ({ signal }) =>
      apiFetch<AdminUserListDto>(search ? `${api.adminUsers}?${search}` : api.adminUsers, { signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
};

export type UserAction =
  { kind: 'role'; role: Role } | { kind: 'disable' } | { kind: 'enable' } | { kind: 'reset' };

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => {
      switch (action.kind) {
        case 'role':
          return apiFetch<AdminUserDto>(api.adminUserRole(id), {
            method: 'PUT',
            body: { role: action.role },
          });
        case 'disable':
        case 'enable':
          return apiFetch<AdminUserDto>(api.adminUserDisabled(id), {
            method: 'PUT',
            body: { disabled: action.kind === 'disable' },
          });
        case 'reset':
          return apiFetch<PasswordResetMailDto>(api.adminUserPasswordReset(id), { method: 'POST' });
      }
    },
    // A role filter or the disabled filter may no longer hold: the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
