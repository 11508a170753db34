import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminApplicationDetailDto,
  AdminApplicationListDto,
  ApplicationListQueryInput,
  PipelineTransitionInput,
} from '#shared/applications/application-pipeline.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const KEY = ['admin', 'provider-applications'] as const;

/** The list's query string, without empty values, in a stable order. */
function listSearch(filters: ApplicationListQueryInput): string {
  const entries = Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => [k, String(v)] as [string, string])
    .sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(entries).toString();
}

export const applicationsQuery = (filters: ApplicationListQueryInput) => {
  const search = listSearch(filters);
  return queryOptions({
    queryKey: [...KEY, 'list', search],
    queryFn: ({ signal }) =>
      apiFetch<AdminApplicationListDto>(
        search ? `${api.adminApplications}?${search}` : api.adminApplications,
        {
          signal,
        },
      ),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
};

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => apiFetch<AdminApplicationDetailDto>(api.adminApplication(id), { signal }),
    // A refused move means someone else acted: show the latest at once.
    retry: (count, err) => count < 1 && !(err instanceof Error && 'status' in err && err.status === 404),
  });

/** Moves the application on; the answer is the application as it is now. */
export function useTransition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PipelineTransitionInput) =>
      apiFetch<AdminApplicationDetailDto>(api.adminApplicationTransitions(id), {
        method: 'POST',
        body: body as Record<string, unknown>,
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(applicationQuery(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

/** After a refusal the screen shows what the application is now. */
export const useRefreshApplication = (id: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationQuery(id).queryKey });
};
