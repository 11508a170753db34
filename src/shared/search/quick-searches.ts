/**
 * The home page's ready-made searches (home-search.test.ts, docs/product.md#search): the system
 * filter presets, the popular picks, the trending fallback, and a recent search in words. Apart from
 * home-search.ts because they carry the `home` and `lists` namespaces' keys, which the server and the
 * account pages that read the search rules have no use for (route-namespaces.test.ts). A kind of
 * care is a category (ADR 23), named in the reader's language by categories.ts.
 */
import type { Locale } from '../i18n/locales.ts';
import { inWords, type Translate } from '../i18n/translate.ts';
import { specialtyName } from '../providers/directory-list-labels.ts';
import type { HistoryEntry, TrendingItem } from '../search-history/search-history.ts';
import { isCategorySlug, type CategorySlug } from '../taxonomy/category-list.ts';
import { categoryName } from '../taxonomy/listing-words.ts';
import type { QuickSearch } from './home-search.ts';

/** A ready-made search for one category. */
const categorySearch = (slug: CategorySlug): QuickSearch => ({
  id: slug,
  category: slug,
  label: categoryName(slug, 'en'),
  params: { category: slug },
});

/** The three system presets (docs/product.md#search). */
export const FILTER_PRESETS: QuickSearch[] = [
  {
    id: 'accepting-new',
    label: 'home.preset.acceptingNew',
    description: 'home.preset.acceptingNewHint',
    params: { accepting_new: 'true' },
  },
  {
    id: 'telehealth',
    label: 'home.preset.telehealth',
    description: 'home.preset.telehealthHint',
    params: { telehealth: 'true' },
  },
  { ...categorySearch('primary-care'), description: 'home.preset.primaryCareHint' },
];

export const POPULAR_PICKS: QuickSearch[] = [
  categorySearch('primary-care'),
  categorySearch('dentist'),
  categorySearch('skin'),
];

/** Shown when trending cannot be read or nobody has searched yet, each with count 0 (home.e2e.ts). */
export const TRENDING_FALLBACK: (QuickSearch & { count: number })[] = [
  { ...categorySearch('primary-care'), count: 0 },
  { id: 'telehealth', label: 'home.trending.telehealth', count: 0, params: { telehealth: 'true' } },
  {
    id: 'mental-health',
    label: 'home.trending.mentalHealth',
    count: 0,
    params: { category: 'mental-health' },
  },
  // Urgent care means being seen soon: providers with a free time today.
  { id: 'urgent-care', label: 'home.trending.urgentCare', count: 0, params: { availability: 'today' } },
];

/** A trending category, named by the page (the server's label is English); an unknown one by its label. */
export const trendingSearch = (item: TrendingItem): QuickSearch & { count: number } => ({
  id: item.category,
  ...(isCategorySlug(item.category) ? { category: item.category } : {}),
  label: item.label,
  count: item.count,
  params: { category: item.category },
});

/** What a ready-made search is called in the reader's language. */
export const quickSearchName = (t: Translate, locale: Locale, item: QuickSearch) =>
  item.category ? categoryName(item.category, locale) : inWords(t, item.label);

/**
 * A recent search in the reader's language: 'Dentists near Miami, FL'. A search remembered before
 * categories is named by the category its specialty belongs to when the server says so, else (a
 * guest's list in this browser) by the old specialty's own name.
 */
export function describeSearch(
  t: Translate,
  locale: Locale,
  entry: Pick<HistoryEntry, 'location' | 'specialty'> & { category?: string },
) {
  const kind = entry.category
    ? categoryName(entry.category, locale)
    : entry.specialty
      ? specialtyName(t, entry.specialty)
      : '';
  if (kind && entry.location)
    return t('home.recent.specialtyNear', { specialty: kind, place: entry.location });
  return kind || entry.location || t('home.recent.allProviders');
}
