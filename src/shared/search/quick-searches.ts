/**
 * The home page's ready-made searches (home-search.test.ts, docs/product.md#search): the system
 * filter presets, the popular picks, the trending fallback, and a recent search in words. Apart from
 * home-search.ts because they carry the `home` and `lists` namespaces' keys, which the server and the
 * account pages that read the search rules have no use for (route-namespaces.test.ts).
 */
import type { Translate } from '../i18n/translate.ts';
import { SPECIALTY_KEYS, specialtyKey, specialtyName } from '../providers/directory-list-labels.ts';
import type { HistoryEntry, TrendingItem } from '../search-history/search-history.ts';
import type { QuickSearch } from './home-search.ts';

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
  {
    id: 'primary-care',
    label: SPECIALTY_KEYS['primary-care'],
    description: 'home.preset.primaryCareHint',
    params: { specialty: 'primary-care' },
  },
];

export const POPULAR_PICKS: QuickSearch[] = [
  { id: 'primary-care', label: SPECIALTY_KEYS['primary-care'], params: { specialty: 'primary-care' } },
  { id: 'dental', label: SPECIALTY_KEYS.dental, params: { specialty: 'dental' } },
  { id: 'dermatology', label: SPECIALTY_KEYS.dermatology, params: { specialty: 'dermatology' } },
];

/** Shown when trending cannot be read or nobody has searched yet, each with count 0 (home.e2e.ts). */
export const TRENDING_FALLBACK: (QuickSearch & { count: number })[] = [
  {
    id: 'primary-care',
    label: SPECIALTY_KEYS['primary-care'],
    count: 0,
    params: { specialty: 'primary-care' },
  },
  { id: 'telehealth', label: 'home.trending.telehealth', count: 0, params: { telehealth: 'true' } },
  { id: 'mental-health', label: 'home.trending.mentalHealth', count: 0, params: { specialty: 'psychiatry' } },
  // Urgent care means being seen soon: providers with a free time today.
  { id: 'urgent-care', label: 'home.trending.urgentCare', count: 0, params: { availability: 'today' } },
];

export const trendingSearch = (item: TrendingItem): QuickSearch & { count: number } => ({
  id: item.specialty,
  label: specialtyKey(item.specialty) ?? item.label,
  count: item.count,
  params: { specialty: item.specialty },
});

/** A recent search in the reader's language: 'Dental near Miami, FL', 'Odontología cerca de Miami, FL'. */
export function describeSearch(t: Translate, entry: Pick<HistoryEntry, 'location' | 'specialty'>) {
  const specialty = entry.specialty ? specialtyName(t, entry.specialty) : '';
  if (specialty && entry.location)
    return t('home.recent.specialtyNear', { specialty, place: entry.location });
  return specialty || entry.location || t('home.recent.allProviders');
}
