import { queryOptions } from '@tanstack/react-query';
import type { ProviderSearchResult } from '#shared/search/search-params.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** One page of search results for the page's own query string (the page address is the search). */
export const providerSearchQuery = (queryString: string) =>
  queryOptions({
    queryKey: ['providers', 'search', queryString],
    queryFn: ({ signal }) =>
      apiFetch<ProviderSearchResult>(`${api.providerSearch}?${queryString}`, { signal }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
