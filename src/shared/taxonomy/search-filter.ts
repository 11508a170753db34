/**
 * What a search's `category` and `specialty` values ask for (ADR 23). `category` is a category's slug
 * ('heart'); `specialty` is one exact NUCC code ('207RC0000X'), or one of the first catalogue's 24
 * values or labels ('cardiology', 'Cardiology'), which keep their old meaning through
 * legacy-specialties.ts, so old addresses and saved searches still find the same providers
 * (search-filter.test.ts).
 */
import { SPECIALTIES, type SpecialtyValue } from '../providers/directory-lists.ts';
import { LEGACY_SPECIALTIES, legacySpecialtyCodes } from './legacy-specialties.ts';
import { nuccCode } from './nucc.ts';
import { categoryBySlug, categoryOfCode, codesOfCategory } from './taxonomy.ts';

export type TaxonomyFilter =
  /** Listings in this category ('' for none), optionally only those carrying one of these codes. */
  | { kind: 'category'; category: string; codes?: string[] }
  /** Listings carrying one of these codes, whatever their category (hidden codes have none). */
  | { kind: 'codes'; codes: string[] }
  /** A value nothing answers to: the search finds nobody rather than everybody. */
  | { kind: 'nothing' };

/** The first catalogue's value for a value or a label, any case ('Cardiology' → 'cardiology'). */
function legacySpecialtyValue(value: string): SpecialtyValue | undefined {
  const v = value.trim().toLowerCase();
  return SPECIALTIES.find((s) => s.value === v || s.label.toLowerCase() === v)?.value;
}

export function taxonomyFilter(category?: string, specialty?: string): TaxonomyFilter | undefined {
  const slug = category?.trim();
  const wanted = specialty?.trim();
  if (slug && !categoryBySlug(slug)) return { kind: 'nothing' };
  if (!wanted) return slug ? { kind: 'category', category: slug } : undefined;
  const code = nuccCode(wanted);
  if (code) {
    const home = categoryOfCode(code.code)?.slug;
    if (slug && home !== slug) return { kind: 'nothing' };
    return home
      ? { kind: 'category', category: home, codes: [code.code] }
      : { kind: 'codes', codes: [code.code] };
  }
  const legacy = legacySpecialtyValue(wanted);
  if (!legacy) return { kind: 'nothing' };
  const { category: home, only } = LEGACY_SPECIALTIES[legacy];
  if (slug && home !== slug) return { kind: 'nothing' };
  return only
    ? { kind: 'category', category: home, codes: legacySpecialtyCodes(legacy) }
    : { kind: 'category', category: home };
}

/** Every code of a category: what free words naming a category match among primary rows. */
export const codesForCategory = (slug: string): string[] =>
  categoryBySlug(slug) ? codesOfCategory(slug as Parameters<typeof codesOfCategory>[0]) : [];
