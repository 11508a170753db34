import { inLocale, type Locale } from '../i18n/locales.ts';
import type { Translate } from '../i18n/translate.ts';
import { SPECIALTIES } from '../providers/directory-lists.ts';
import { specialtyName } from '../providers/directory-list-labels.ts';
import { categoryEntry } from '../taxonomy/category-list.ts';
import type { ProviderSearchInput } from './search-params.ts';

/**
 * One per filter that differs from its default (search.test.ts, docs/product.md#search): specialty, accepting
 * new, insurance, rating, languages, accessibility, name search, location, availability, time preference,
 * telehealth; and, as our panel offers them too, gender and years in practice. A category and an exact
 * specialty within it are one filter: the specialty picker's one choice (ADR 23).
 */
export function activeFilterCount(p: ProviderSearchInput): number {
  const set = (v: unknown) => v !== undefined && v !== '' && v !== null;
  return [
    set(p.specialty) || set(p.category),
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

/**
 * What the banner calls the kind of care searched for: the category's plain name in the reader's
 * language, else an old address's specialty by its old name ('Cardiology'). An exact NUCC code
 * alone is not named here: its name is NUCC's English, and the cards show it.
 */
function searchedCareName(t: Translate, locale: Locale, category?: string, specialty?: string) {
  const found = categoryEntry(category);
  if (found) return inLocale(found.name, locale);
  const v = specialty?.trim().toLowerCase();
  const old = v ? SPECIALTIES.find((s) => s.value === v || s.label.toLowerCase() === v) : undefined;
  return old ? specialtyName(t, old.value) : '';
}

/** 'Primary Care Providers in Miami, FL (2 filters applied)', in the reader's language (search.test.ts). */
export function searchBanner(
  t: Translate,
  opts: {
    category?: string;
    specialty?: string;
    locale?: Locale;
    place?: string;
    nearUser: boolean;
    filters: number;
  },
) {
  const care = searchedCareName(t, opts.locale ?? 'en', opts.category, opts.specialty);
  return t('search.banner.text', {
    hasSpecialty: care ? 'yes' : 'no',
    specialty: care,
    where: opts.nearUser ? 'user' : opts.place ? 'place' : 'none',
    place: opts.place ?? '',
    filters: opts.filters,
  });
}
