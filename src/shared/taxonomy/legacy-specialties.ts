/**
 * What each of the 24 specialty values of the first catalogue (SPECIALTIES in catalog.ts) becomes
 * in the taxonomy (ADR 23), so an old address such as /providers?specialty=cardiology keeps its
 * meaning: the category that holds those providers, and, where the old value was narrower than its
 * category, the codes it covered (internal medicine is one part of primary care). The narrower
 * codes follow what the importers filed under each value before ADR 23.
 */
import type { SpecialtyValue } from '../providers/directory-lists.ts';
import { LEGACY_SPECIALTIES } from './legacy-categories.ts';
import { NUCC_CODES } from './nucc.ts';
import { codesMatching } from './rules.ts';
import { codesOfCategory } from './taxonomy.ts';

export { LEGACY_SPECIALTIES } from './legacy-categories.ts';

/** The NUCC codes an old specialty value stands for. */
export function legacySpecialtyCodes(value: SpecialtyValue): string[] {
  const { category, only } = LEGACY_SPECIALTIES[value];
  const inCategory = codesOfCategory(category);
  if (!only) return inCategory;
  const named = new Set(codesMatching(NUCC_CODES, only));
  return inCategory.filter((code) => named.has(code));
}
