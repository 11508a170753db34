import { specialtyLabel } from '../catalog.ts';
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

/** 'Primary Care Providers in Miami, FL (2 filters applied)' (search.test.ts). */
export function searchBanner(opts: {
  specialty?: string;
  place?: string;
  nearUser: boolean;
  filters: number;
}) {
  const label = opts.specialty
    ? `${specialtyLabel(opts.specialty) ?? opts.specialty} Providers`
    : 'All Healthcare Providers';
  const where = opts.nearUser ? ' near your location' : opts.place ? ` in ${opts.place}` : '';
  const applied =
    opts.filters > 0 ? ` (${opts.filters} ${opts.filters === 1 ? 'filter' : 'filters'} applied)` : '';
  return `${label}${where}${applied}`;
}
