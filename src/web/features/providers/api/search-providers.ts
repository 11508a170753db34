import { queryOptions } from '@tanstack/react-query';
import type { ProviderSearchResult } from '#shared/search/search-params.ts';
import { api } from '../../../config/paths.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

/**
 * One page of search results for the page's own query string (the page address is the search).
 * Fresh 5 minutes, kept 10, 3 retries 1 s apart, never for a refused search (docs/product.md#search).
 */
export const providerSearchQuery = (queryString: string) =>
  queryOptions({
    queryKey: ['providers', 'search', queryString],
    queryFn: ({ signal }) =>
      apiFetch<ProviderSearchResult>(`${api.providerSearch}?${queryString}`, { signal }),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: (count, err) => count < 3 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    retryDelay: 1000,
    // A refused search the server drew (a place it cannot find) stays drawn with its message, as a
    // browser without JavaScript shows it, instead of turning into a spinner while it asks again.
    retryOnMount: false,
    placeholderData: (previous) => previous,
  });
