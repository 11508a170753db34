import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { CurrentUser } from '#shared/dto.ts';
import { canActAsPatient, isPatient } from '#shared/roles.ts';
import type { PageContentSection } from '#shared/page-content/page-content.ts';
import { fetchMe, meQueryKey } from '../lib/auth/auth-api.ts';
import { appSettingsQuery, pageContentQuery } from '../lib/page-content.ts';
import { trendingQuery } from '../features/home/api/search-history.ts';
import { maintenanceQuery } from '../features/maintenance/api.ts';
import { openWhileLocked } from '../features/maintenance/open-while-locked.ts';
import {
  publicOrganizationProvidersQuery,
  publicOrganizationQuery,
} from '../features/organizations/api/organizations.ts';
import { favoritesQuery } from '../features/providers/api/favorites.ts';
import { homeLocationQuery } from '../features/providers/api/home-location.ts';
import {
  nextSlotsQuery,
  providerProfileQuery,
  similarProvidersQuery,
} from '../features/providers/api/profile.ts';
import { providerReviewsQuery } from '../features/providers/api/reviews.ts';
import { providerSearchQuery } from '../features/providers/api/search-providers.ts';
import { searchQueryString } from '../features/providers/search-query-string.ts';
import { prefetchTaxonomyPicker } from '../components/taxonomy-picker/api.ts';

export type PageDataArgs = { queryClient: QueryClient; params: Params; url: URL; user: CurrentUser | null };

const HOME_SECTIONS: PageContentSection[] = [
  'hero',
  'how_it_works',
  'specialty_section',
  'finding_care',
  'provider_cta',
];

/**
 * What each server-rendered page shows first, fetched before it is drawn: the same query options the
 * page's components read, so the browser finds every answer in its cache and draws the same page.
 * A failed fetch is kept as that query's error (prefetchQuery never throws), and the page draws it as
 * it would in the browser. Pages not listed here draw from what the layout needs alone.
 */
export const PAGE_DATA: Record<string, (args: PageDataArgs) => Promise<unknown>> = {
  home: ({ queryClient }) =>
    Promise.all([
      ...HOME_SECTIONS.map((s) => queryClient.prefetchQuery(pageContentQuery(s))),
      queryClient.prefetchQuery(trendingQuery),
    ]),
  about: ({ queryClient }) => queryClient.prefetchQuery(pageContentQuery('about')),
  search: async ({ queryClient, url, user }) => {
    const values = Object.fromEntries(url.searchParams);
    const patient = canActAsPatient(user?.role ?? null);
    const wantsHome = isPatient(user?.role ?? null) && !values.location && !(values.lat && values.lng);
    const home = wantsHome ? await queryClient.fetchQuery(homeLocationQuery).catch(() => null) : null;
    await Promise.all([
      queryClient.prefetchQuery(providerSearchQuery(searchQueryString(url.searchParams, home?.location))),
      patient ? queryClient.prefetchQuery(favoritesQuery) : null,
      // The filter's exact specialties, so a page without JavaScript can offer them too.
      prefetchTaxonomyPicker(queryClient, values),
    ]);
  },
  provider: async ({ queryClient, params, user }) => {
    const slug = params.slug ?? '';
    await queryClient.prefetchQuery(providerProfileQuery(slug, null));
    const provider = queryClient.getQueryData(providerProfileQuery(slug, null).queryKey);
    if (!provider) return;
    await Promise.all([
      queryClient.prefetchQuery(providerReviewsQuery(provider.id, user?.id ?? null)),
      queryClient.prefetchQuery(similarProvidersQuery(provider.id, null)),
      provider.claimed ? queryClient.prefetchQuery(nextSlotsQuery(provider.id)) : null,
      canActAsPatient(user?.role ?? null) ? queryClient.prefetchQuery(favoritesQuery) : null,
    ]);
  },
  organization: async ({ queryClient, params }) => {
    const id = params.id ?? '';
    await queryClient.prefetchQuery(publicOrganizationQuery(id));
    const org = queryClient.getQueryData(publicOrganizationQuery(id).queryKey);
    if (org) await queryClient.prefetchQuery(publicOrganizationProvidersQuery(org.id, 1));
  },
};

/**
 * What every page needs before anything else: who is signed in (the header), whether the site is
 * locked for them (the coming-soon page), and the site's logos. Returns the user, and whether the
 * page itself may be drawn.
 */
export async function loadLayoutData(queryClient: QueryClient, url: URL) {
  const me = await queryClient
    .fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000 })
    .catch(() => null);
  const user = me?.user ?? null;
  const [maintenance] = await Promise.all([
    queryClient.fetchQuery(maintenanceQuery(user?.id ?? null)),
    queryClient.prefetchQuery(appSettingsQuery),
  ]);
  const locked = maintenance.locked && !openWhileLocked(url.pathname);
  return { user, locked };
}
