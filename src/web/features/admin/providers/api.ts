import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfileStatus, FeaturedFilter, ProviderStatus } from '#shared/admin/console.ts';
import type { AdminProviderDto, AdminProviderListDto } from '#shared/admin/console-schemas.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toParams } from '../components/use-list-params.ts';

const KEY = ['admin', 'providers'] as const;

export type ProviderFilters = {
  q?: string;
  status?: ProviderStatus;
  profileStatus?: AdminProfileStatus;
  featured?: FeaturedFilter;
  page?: number;
};

export const adminProvidersQuery = (filters: ProviderFilters) => {
  const search = toParams(filters).toString();
  return queryOptions({
    queryKey: [...KEY, search],
    queryFn: ({ signal }) =>
      apiFetch<AdminProviderListDto>(search ? `${api.adminProviders}?${search}` : api.adminProviders, {
        signal,
      }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
};

export type ProviderAction =
  { kind: 'status'; status: ProviderStatus } | { kind: 'featured'; featured: boolean };

export function useProviderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ProviderAction }) =>
      action.kind === 'status'
        ? apiFetch<AdminProviderDto>(api.adminProviderStatus(id), {
            method: 'PUT',
            body: { status: action.status },
          })
        : apiFetch<AdminProviderDto>(api.adminProviderFeatured(id), {
            method: 'PUT',
            body: { featured: action.featured },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
