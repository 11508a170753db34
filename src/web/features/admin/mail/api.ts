import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailStatus } from '#shared/admin/console.ts';
import type { MailJobDto, MailJobListDto } from '#shared/admin/console-schemas.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toParams } from '../components/use-list-params.ts';

export type MailFilters = { status?: MailStatus; to?: string; page?: number };

export const adminMailQuery = (filters: MailFilters) => {
  const search = toParams(filters).toString();
  return queryOptions({
    queryKey: ['admin', 'mail', search],
    queryFn: ({ signal }) =>
      apiFetch<MailJobListDto>(search ? `${api.adminMail}?${search}` : api.adminMail, { signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
};

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<MailJobDto>(api.adminMailRetry(id), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
