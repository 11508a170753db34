import type { Translate } from '../i18n/translate.ts';
import { specialtyName } from '../providers/directory-list-labels.ts';
import type { ProviderSearchInput } from './search-params.ts';

/**
 * One per filter that differs from its default (search.test.ts, docs/product.md#search): specialty, accepting
 * new, insurance, rating, languages, accessibility, name search, location, availability, time preference,
 * telehealth; and, as our panel offers them too, gender and years in practice.
 */
export function activeFilterCount(p: ProviderSearchInput): number {
  const set = (v: unknown) => v !== undefined && v !== '' && v !== null;
  return [
    set(p.specialty),
    set(p.accepting_new),
    set(p.insurance),
    set(p.rating) && Number(p.rating) > 0,
    set(p.languages),
    set(p.accessibility),
    set(p.name),
    set(p.location),
    set(p.availability) && p.availability !== 'any' && p.availability !== 'flexible',
    set(p.time),
    set(p.telehealth),
    set(p.gender) && p.gender !== 'any',
    set(p.years_min) || set(p.years_max),
  ].filter(Boolean).length;
}

/** 'Primary Care Providers in Miami, FL (2 filters applied)', in the reader's language (search.test.ts). */
export function searchBanner(
  t: Translate,
  opts: { specialty?: string; place?: string; nearUser: boolean; filters: number },
) {
  return t('search.banner.text', {
    hasSpecialty: opts.specialty ? 'yes' : 'no',
    specialty: opts.specialty ? specialtyName(t, opts.specialty) : '',
    where: opts.nearUser ? 'user' : opts.place ? 'place' : 'none',
    place: opts.place ?? '',
    filters: opts.filters,
  });
}
