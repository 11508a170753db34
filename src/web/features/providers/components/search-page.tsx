import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { LayoutGrid, List, LocateFixed, SearchX, SlidersHorizontal } from 'lucide-react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { specialtyName } from '#shared/providers/directory-list-labels.ts';
import { activeFilterCount, searchBanner } from '#shared/search/filter-count.ts';
import { COUNT_CAP, SORTS } from '#shared/search/constants.ts';
import type {
  ProviderCardDto,
  ProviderSearchInput,
  ProviderSearchResult,
} from '#shared/search/search-params.ts';
import { understoodSearch } from '#shared/search/understood.ts';
import { categoryName } from '#shared/taxonomy/listing-words.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePageHead } from '../../../lib/page-head.tsx';
import { T, useLocale, useT } from '../../../lib/i18n.tsx';
import { useHydrated } from '../../../lib/hooks/use-hydrated.ts';
import { lazyDialog } from '../../../lib/lazy-dialog.tsx';
import { useFavoriteIds } from '../api/favorites.ts';
import { useHomePlace } from '../api/home-location.ts';
import { providerSearchQuery } from '../api/search-providers.ts';
import { searchParamsOf, searchQueryString } from '../search-query-string.ts';
import type { ProfileLinkState } from '../profile-link.ts';
import { useNearMe } from '../../../lib/hooks/use-near-me.ts';
import { Pager } from './pager.tsx';
import { ProviderCard } from './provider-card.tsx';
import { SearchFilters } from './search-filters.tsx';

// The filter sheet, the quick view and the location help are downloaded when first opened, with the
// dialog library under them: the page's first download stays within its budget (search.e2e.ts).
const Sheet = lazyDialog(() => import('../../../components/ui/sheet.tsx').then((m) => m.Sheet));
const LocationPermissionDialog = lazyDialog(() =>
  import('../../../components/location-permission-dialog.tsx').then((m) => m.LocationPermissionDialog),
);
const QuickViewDialog = lazy(() =>
  import('./quick-view-dialog.tsx').then((m) => ({ default: m.QuickViewDialog })),
);

const SORT_KEYS: Record<(typeof SORTS)[number], MessageKey> = {
  relevance: 'search.sort.relevance',
  distance: 'search.sort.distance',
  rating: 'search.sort.rating',
  name: 'search.sort.name',
};

const DEFAULT_SORT = 'relevance';
const VIEWS = ['grid', 'list'] as const;

const PROMPT_DISMISSED = 'careconnect_location_prompt_dismissed';

function SkeletonCard() {
  return (
    <div
      aria-hidden
      className="h-72 animate-pulse rounded-2xl bg-stone-200 motion-reduce:animate-none dark:bg-stone-800"
    />
  );
}

/**
 * Asks to use the visitor's location, until they say "Maybe Later" in this tab. Shown once the page
 * is live: the tab's storage is the browser's alone (and only this small part draws again then).
 */
function LocationPrompt({ onNearMe, locating }: { onNearMe: () => void; locating: boolean }) {
  const hydrated = useHydrated();
  const t = useT();
  const [dismissedNow, setDismissedNow] = useState(false);
  if (!hydrated || dismissedNow || sessionStorage.getItem(PROMPT_DISMISSED) === '1') return null;
  const dismiss = () => {
    sessionStorage.setItem(PROMPT_DISMISSED, '1');
    setDismissedNow(true);
  };
  return (
    <div className="bg-primary-soft mb-6 flex flex-wrap items-center gap-4 rounded-2xl p-5 dark:bg-stone-900">
      <LocateFixed aria-hidden className="text-primary size-8 dark:text-sky-300" />
      <div className="min-w-0 flex-1">
        <h2 className="text-xl">{t('search.prompt.title')}</h2>
        <p>{t('search.prompt.text')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onNearMe} disabled={locating}>
          {t('search.prompt.use')}
        </Button>
        <Button variant="secondary" onClick={dismiss}>
          {t('search.prompt.later')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The head (the tab, search engines, link previews) names only what the search understood: the
 * place it found, a specialty and plans we know; never the address's words as typed.
 */
function useSearchHead(
  values: Record<string, string>,
  nearUser: boolean,
  result: Pick<ProviderSearchResult, 'location' | 'wordsCategory'> | undefined,
) {
  const t = useT();
  const locale = useLocale();
  const understood = understoodSearch(values, result?.wordsCategory);
  const foundPlace = result?.location?.label;
  const kind = understood.category
    ? categoryName(understood.category, locale)
    : understood.specialty
      ? specialtyName(t, understood.specialty)
      : '';
  const headWhere = nearUser ? 'user' : foundPlace ? 'place' : 'area';
  usePageHead({
    title: t('search.page.heading', { where: headWhere, place: foundPlace ?? '' }),
    description: t('search.page.description', {
      hasSpecialty: kind ? 'yes' : 'no',
      specialty: kind,
      where: headWhere,
      place: foundPlace ?? '',
      hasInsurance: understood.insurance.length ? 'yes' : 'no',
      insurance: understood.insurance.join(', '),
    }),
  });
}

type View = (typeof VIEWS)[number];

/** How the results are sorted and laid out. */
function ResultsToolbar({
  sort,
  view,
  onSort,
  onView,
}: {
  sort: string;
  view: View;
  onSort: (sort: string) => void;
  onView: (view: View) => void;
}) {
  const t = useT();
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="sort" className="font-bold">
          {t('search.page.sortBy')}
        </label>
        <select
          id="sort"
          value={sort}
          onChange={(e) => onSort(e.target.value)}
          className="min-h-12 rounded-lg border-2 border-stone-500 bg-white px-3 dark:bg-stone-900"
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(SORT_KEYS[s])}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label={t('search.page.view')} className="flex gap-2">
        {VIEWS.map((mode) => (
          <Button
            key={mode}
            variant={view === mode ? 'primary' : 'secondary'}
            aria-pressed={view === mode}
            onClick={() => onView(mode)}
          >
            {mode === 'grid' ? (
              <LayoutGrid aria-hidden className="size-5" />
            ) : (
              <List aria-hidden className="size-5" />
            )}
            {mode === 'grid' ? t('search.page.grid') : t('search.page.list')}
          </Button>
        ))}
      </div>
    </div>
  );
}

function NoResults() {
  const t = useT();
  return (
    <div className="rounded-2xl border-2 border-dashed border-stone-400 p-8 text-center">
      <SearchX aria-hidden className="mx-auto size-12" />
      <h2 className="mt-3 text-2xl">{t('search.empty.title')}</h2>
      <p className="mt-2">{t('search.empty.text')}</p>
      <ul className="mx-auto mt-4 max-w-md list-disc pl-6 text-left">
        <li>{t('search.empty.radius')}</li>
        <li>{t('search.empty.city')}</li>
        <li>{t('search.empty.nearMe')}</li>
        <li>{t('search.empty.removeFilters')}</li>
      </ul>
    </div>
  );
}

/** The search's answer: its error, its placeholders while it runs, nothing found, or the providers. */
function SearchResults({
  query,
  view,
  savedIds,
  onQuickView,
  linkState,
  onPage,
}: {
  query: UseQueryResult<ProviderSearchResult>;
  view: View;
  savedIds: Set<string>;
  onQuickView: (provider: ProviderCardDto) => void;
  linkState: (index: number) => ProfileLinkState;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const data = query.data;
  return (
    <>
      {query.isError && (
        <Alert tone="error">
          <p className="font-bold">{t('search.page.error')}</p>
          <p>{query.error.message || t('search.page.errorHint')}</p>
          {query.error.message && <p>{t('search.page.errorHint')}</p>}
        </Alert>
      )}
      {query.isPending && (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 2xl:grid-cols-3 [&>*]:min-w-0" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </div>
      )}
      {data && data.total === 0 && <NoResults />}
      {data && data.total > 0 && (
        <>
          <ul
            className={
              view === 'list'
                ? 'grid grid-cols-1 gap-6 [&>*]:min-w-0'
                : 'grid grid-cols-1 gap-6 md:grid-cols-2 2xl:grid-cols-3 [&>*]:min-w-0'
            }
            aria-label={t('search.page.providers')}
            aria-busy={query.isFetching}
          >
            {data.providers.map((p, i) => (
              <li key={p.id}>
                <ProviderCard
                  provider={p}
                  saved={savedIds.has(p.id)}
                  onQuickView={() => onQuickView(p)}
                  linkState={linkState(i)}
                />
              </li>
            ))}
          </ul>
          <Pager page={data.page} pages={Math.ceil(data.total / data.pageSize)} onPage={onPage} />
        </>
      )}
    </>
  );
}

/** The small screens' floating button that opens the filters, showing how many apply. */
function FiltersButton({ count, onOpen }: { count: number; onOpen: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="bg-primary fixed right-4 bottom-4 z-30 flex size-16 items-center justify-center rounded-full text-white shadow-lg lg:hidden noscript:hidden"
      aria-label={t('search.page.filtersButton', { count })}
    >
      <SlidersHorizontal aria-hidden className="size-7" />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-1 -right-1 min-w-7 rounded-full bg-amber-400 px-1 text-center text-sm font-bold text-stone-950"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

/** What the profile records about the visit, and the search's centre for the same real distance. */
function profileLinkState(
  values: Record<string, string>,
  data: ProviderSearchResult | undefined,
  index: number,
): ProfileLinkState {
  const filters = { ...values };
  delete filters.view;
  delete filters.page;
  return {
    referrerSource: 'search',
    searchQuery: values.q || values.name || undefined,
    searchFilters: filters,
    searchPosition: data ? (data.page - 1) * data.pageSize + index + 1 : undefined,
    place: data?.location ? { lat: data.location.lat, lng: data.location.lng } : null,
  };
}

/** /providers: the page address holds the whole search, so it can be reloaded and shared. */
export function ProviderSearchPage() {
  const [address, setParams] = useSearchParams();
  // As the app and a plain form (no JavaScript) write it alike: empty fields left out, a repeated
  // one joined.
  const params = useMemo(() => searchParamsOf(address), [address]);
  const t = useT();
  const locale = useLocale();
  const values = Object.fromEntries(params) as Record<string, string>;
  const nearUser = Boolean(values.lat && values.lng);
  // A signed-in patient's search without a place of its own starts from their home address.
  const { home, waiting } = useHomePlace(!values.location && !nearUser);
  const query = useQuery({
    ...providerSearchQuery(searchQueryString(params, home?.location)),
    enabled: !waiting,
  });
  const filters = activeFilterCount(values as ProviderSearchInput);
  const view = values.view === 'list' ? 'list' : 'grid';
  // Once searched, the place the search found (none for a ZIP cut short, which is not searched for).
  const place = query.data ? query.data.location?.label : values.location;
  // Where the search looks: the visitor's own position, a place, or (neither given) their area.
  const where = nearUser ? 'user' : place ? 'place' : 'area';
  const heading = t('search.page.heading', { where, place: place ?? '' });
  useSearchHead(values, nearUser, query.data);

  /** Several parts of the address at once (a category and its specialty), as one change. */
  const updateAll = (changes: Record<string, string>) => {
    // From the address as it is now, not as this page was last drawn: two choices in quick
    // succession (one made before the app took over, replayed: lib/app-live.ts) both count.
    const next = searchParamsOf(new URLSearchParams(window.location.search));
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    // A typed place replaces the user's own coordinates, which the search would otherwise prefer.
    if ('location' in changes) {
      next.delete('lat');
      next.delete('lng');
    }
    setParams(next);
  };
  const update = (name: string, value: string) => updateAll({ [name]: value });
  // The address leaves out what is the default: the first sort and view, the first page.
  const chooseSort = (sort: string) => update('sort', sort === DEFAULT_SORT ? '' : sort);
  const chooseView = (mode: View) => update('view', mode === VIEWS[0] ? '' : mode);
  const clearWords = () => update('q', '');
  const goToPage = (n: number) => update('page', n === 1 ? '' : String(n));
  const { nearMe, locating, permissionHelp, setPermissionHelp } = useNearMe(({ lat, lng }) => {
    const next = new URLSearchParams(params);
    next.delete('location');
    next.delete('page');
    next.set('lat', lat.toFixed(4));
    next.set('lng', lng.toFixed(4));
    setParams(next);
  });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [quickView, setQuickView] = useState<ProviderCardDto | null>(null);
  const savedIds = useFavoriteIds();
  const clearAll = () => setParams(new URLSearchParams(values.q ? { q: values.q } : {}));
  const data = query.data;
  // One panel: a side card on large screens, a sheet on small ones.
  const filterPanel = (
    <SearchFilters
      key={values.location ?? ''}
      onNearMe={nearMe}
      locating={locating}
      values={values}
      onChange={update}
      onChangeAll={updateAll}
      onClearAll={clearAll}
      activeCount={filters}
    />
  );
  const linkState = (index: number) => profileLinkState(values, data, index);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <p className="text-primary mb-2 text-lg font-bold dark:text-sky-300">
        {searchBanner(t, {
          category: values.category,
          specialty: values.specialty,
          locale,
          place,
          nearUser,
          filters,
        })}
      </p>
      <h1 className="text-4xl">{heading}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p aria-live="polite">
          {data
            ? t('search.page.showing', {
                count: data.totalCapped ? COUNT_CAP : data.total,
                capped: data.totalCapped ? 'yes' : 'no',
              })
            : query.isPending
              ? t('search.page.loading')
              : ''}
        </p>
        <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold tracking-wide text-amber-950">
          {t('search.page.goal')}
        </span>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_1fr] [&>*]:min-w-0">
        {/* Without JavaScript the sheet cannot open: the card is on the page at every width. */}
        <aside className="hidden lg:block noscript:block">{filterPanel}</aside>
        <section aria-label={t('search.page.results')}>
          <ResultsToolbar
            sort={values.sort ?? DEFAULT_SORT}
            view={view}
            onSort={chooseSort}
            onView={chooseView}
          />
          {values.q && (
            <p className="mb-4 text-lg">
              <T k="search.page.resultsFor" values={{ q: values.q }} components={[<strong />]} />{' '}
              <Button variant="link" onClick={clearWords}>
                {t('search.page.clear')}
              </Button>
            </p>
          )}

          {home && (
            <p role="status" className="mb-4 text-lg">
              <T k="search.page.nearHome" values={{ place: home.label ?? '' }} components={[<strong />]} />
            </p>
          )}
          {!values.location && !nearUser && !home && <LocationPrompt onNearMe={nearMe} locating={locating} />}
          {locating && (
            <p role="status" className="mb-4 font-bold">
              {t('search.page.locating')}
            </p>
          )}
          <SearchResults
            query={query}
            view={view}
            savedIds={savedIds}
            onQuickView={setQuickView}
            linkState={linkState}
            onPage={goToPage}
          />
        </section>
      </div>
      {/* Small screens: the filters live in a sheet opened by a floating button showing how many apply. */}
      <FiltersButton count={filters} onOpen={() => setFiltersOpen(true)} />
      <Sheet open={filtersOpen} onOpenChange={setFiltersOpen} title={t('search.filters.title')}>
        {filterPanel}
      </Sheet>
      {quickView && (
        <Suspense fallback={null}>
          <QuickViewDialog provider={quickView} onClose={() => setQuickView(null)} />
        </Suspense>
      )}
      <LocationPermissionDialog open={permissionHelp} onOpenChange={setPermissionHelp} onAllow={nearMe} />
    </div>
  );
}
