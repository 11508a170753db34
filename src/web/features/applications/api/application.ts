import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderApplication, ProviderApplicationDto } from '#shared/applications/application.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const myApplicationQueryKey = ['provider-application', 'mine'] as const;

/** The signed-in provider's latest application, or null when they have never applied. */
export const myApplicationQuery = queryOptions({
  queryKey: myApplicationQueryKey,
  queryFn: ({ signal }) => apiFetch<ProviderApplicationDto | null>(api.myProviderApplication, { signal }),
  staleTime: 30_000,
});

/** Sends the finished application; afterwards the page asks again for the latest one. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderApplication) =>
      apiFetch<ProviderApplicationDto>(api.providerApplications, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApplicationQueryKey }),
  });
}
