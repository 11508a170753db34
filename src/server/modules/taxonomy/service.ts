/**
 * What the pickers show of the taxonomy (ADR 23): a category's listed codes by NUCC name, and any
 * code's name and category. Pure look-ups over the shared lists.
 */
import type { SpecialtyOption } from '#shared/taxonomy/specialty-options.ts';
import { isDeactivated, nuccCode } from '#shared/taxonomy/nucc.ts';
import { categoryBySlug, categoryOfCode, codesOfCategory } from '#shared/taxonomy/taxonomy.ts';
import type { CategorySlug } from '#shared/taxonomy/category-list.ts';

const byCategory = new Map<string, SpecialtyOption[]>();

/** A category's codes that are still in use, by name; [] for an unknown slug. */
export function specialtiesOfCategory(slug: string): SpecialtyOption[] {
  if (!categoryBySlug(slug)) return [];
  let options = byCategory.get(slug);
  if (!options) {
    options = codesOfCategory(slug as CategorySlug)
      .map((code) => nuccCode(code)!)
      // A retired code is kept for what was filed under it, never offered for a new choice.
      .filter((c) => !isDeactivated(c))
      .map((c) => ({ code: c.code, name: c.displayName, category: slug }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    byCategory.set(slug, options);
  }
  return options;
}

/** The known codes among these, each with its name and category (null when hidden). */
export function specialtiesOfCodes(codes: string[]): SpecialtyOption[] {
  const seen = new Set<string>();
  const out: SpecialtyOption[] = [];
  for (const raw of codes) {
    const c = nuccCode(raw);
    if (!c || seen.has(c.code)) continue;
    seen.add(c.code);
    out.push({ code: c.code, name: c.displayName, category: categoryOfCode(c.code)?.slug ?? null });
  }
  return out;
}

/** Whether a code is one a listing can be filed under: any code NUCC publishes (taxonomy.test.ts). */
export const isKnownCode = (code: string): boolean => nuccCode(code) !== undefined;
