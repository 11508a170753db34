import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RECENT_SEARCHES_KEPT, TRENDING_SHOWN } from '#shared/search/home-search.ts';
import { TRENDING_FALLBACK, trendingSearch } from '#shared/search/quick-searches.ts';
import type {
  HistoryEntry,
  RecentSearchesDto,
  TrendingSearchesDto,
} from '#shared/search-history/search-history.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { local, STORAGE_KEYS } from '../../../lib/storage.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useHydrated } from '../../../lib/hooks/use-hydrated.ts';

/** A search to remember: the place, and a category, or an old search's specialty as it was stored. */
export type SearchToRemember = { location: string; category: string; specialty: string };

const recentQuery = queryOptions({
  queryKey: ['search-history'],
  queryFn: () => apiFetch<RecentSearchesDto>(api.searchHistory).then((r) => r.searches),
  staleTime: 60_000,
});

function readLocal(): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(local.get(STORAGE_KEYS.recentSearches) ?? '[]');
    // Searches kept before categories have none (ADR 23): they keep their specialty as stored.
    return Array.isArray(parsed)
      ? (parsed as (Omit<HistoryEntry, 'category'> & { category?: string })[]).map((e) => ({
          ...e,
          category: e.category ?? '',
        }))
      : [];
  } catch {
    return [];
  }
}

/** A guest's history lives in this browser only, with the same shape and limit as the server's. */
function rememberLocally(list: HistoryEntry[], search: SearchToRemember): HistoryEntry[] {
  const now = new Date().toISOString();
  const same = list.find(
    (e) =>
      e.location === search.location &&
      e.specialty === search.specialty &&
      (e.category ?? '') === search.category,
  );
  const entry: HistoryEntry = same
    ? { ...same, searchCount: same.searchCount + 1, updatedAt: now }
    : { id: crypto.randomUUID(), ...search, searchCount: 1, createdAt: now, updatedAt: now };
  return [entry, ...list.filter((e) => e !== same)].slice(0, RECENT_SEARCHES_KEPT);
}

/**
 * Recent searches: on the server for a signed-in user, in this browser for a guest (home.e2e.ts).
 * Failing to read them shows none; failing to write them never stops a search.
 */
export function useRecentSearches() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const server = useQuery({ ...recentQuery, enabled: Boolean(user) });
  // A guest's list lives in this browser: read once the page is live (the server cannot know it).
  const hydrated = useHydrated();
  const [savedNow, setGuestList] = useState<HistoryEntry[] | null>(null);
  const guestList = hydrated ? (savedNow ?? readLocal()) : [];
  const saveGuest = (next: HistoryEntry[]) => {
    local.set(STORAGE_KEYS.recentSearches, JSON.stringify(next));
    setGuestList(next);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: recentQuery.queryKey });
  const ignore = () => undefined;

  const remember = async (search: SearchToRemember) => {
    if (!search.location && !search.specialty && !search.category) return;
    if (!user) return saveGuest(rememberLocally(readLocal(), search));
    await apiFetch(api.searchHistory, { method: 'POST', body: search }).then(refresh, ignore);
  };
  const remove = async (id: string) => {
    if (!user) return saveGuest(readLocal().filter((e) => e.id !== id));
    queryClient.setQueryData(recentQuery.queryKey, (list) => list?.filter((e) => e.id !== id));
    await apiFetch(api.searchHistoryEntry(id), { method: 'DELETE' }).then(refresh, refresh);
  };
  const clear = async () => {
    if (!user) return saveGuest([]);
    queryClient.setQueryData(recentQuery.queryKey, []);
    await apiFetch(api.searchHistory, { method: 'DELETE' }).then(refresh, refresh);
  };
  return { entries: user ? (server.data ?? []) : guestList, remember, remove, clear };
}

export const trendingQuery = queryOptions({
  queryKey: ['search-history', 'trending'],
  queryFn: () => apiFetch<TrendingSearchesDto>(api.trendingSearches).then((r) => r.trending),
  staleTime: 5 * 60_000,
  refetchInterval: 10 * 60_000,
});

/** The three searches trending now; the fallback list when trending fails or is empty (home.e2e.ts). */
export function useTrendingSearches() {
  const query = useQuery(trendingQuery);
  const items = query.data?.length ? query.data.map(trendingSearch) : TRENDING_FALLBACK;
  return { items: items.slice(0, TRENDING_SHOWN), loading: query.isPending };
}
