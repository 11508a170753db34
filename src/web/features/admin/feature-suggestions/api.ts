import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSuggestionDto,
  AdminSuggestionListDto,
  SuggestionCategory,
  SuggestionPriority,
  SuggestionStatus,
} from '#shared/feature-suggestions/feature-suggestion.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type SuggestionFilters = {
  status?: SuggestionStatus;
  category?: SuggestionCategory;
  priority?: SuggestionPriority;
  q?: string;
  page?: number;
};

const KEY = ['admin', 'feature-suggestions'] as const;

/** The filters as the API's query string (and the page's address): only those that are set. */
export function filtersToParams(filters: SuggestionFilters) {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.q) params.set('q', filters.q);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const adminSuggestionsQuery = (filters: SuggestionFilters) => {
  const search = filtersToParams(filters).toString();
  return queryOptions({
    queryKey: [...KEY, search],
    queryFn: ({ signal }) =>
      apiFetch<AdminSuggestionListDto>(
        search ? `${api.adminFeatureSuggestions}?${search}` : api.adminFeatureSuggestions,
        { signal },
      ),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
};

export function useSetSuggestionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SuggestionStatus }) =>
      apiFetch<AdminSuggestionDto>(api.adminFeatureSuggestion(id), { method: 'PATCH', body: { status } }),
    // The counts per status and a status filter both change: the whole list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
