/**
 * Where each NUCC code lives (ADR 23): in one category of categories.ts, or in one hidden group of
 * hidden.ts, as the narrowest matching rule decides (rules.ts). Worked out once, when first asked.
 */
import { CATEGORIES, type Category } from './categories.ts';
import type { CategorySlug } from './category-list.ts';
import { HIDDEN } from './hidden.ts';
import { NUCC_CODES } from './nucc.ts';
import { assignCodes, type Assignment } from './rules.ts';

const HIDDEN_PREFIX = 'hidden:';

let cached: Assignment | undefined;

/** The whole assignment, with what is wrong in the lists (categories.test.ts requires none). */
export function taxonomyAssignment(): Assignment {
  cached ??= assignCodes(NUCC_CODES, [
    ...CATEGORIES.map((c) => ({ id: c.slug, rules: c.codes })),
    ...HIDDEN.map((h) => ({ id: HIDDEN_PREFIX + h.id, rules: h.codes })),
  ]);
  return cached;
}

const BY_SLUG = new Map<string, Category>(CATEGORIES.map((c) => [c.slug, c]));

export const categoryBySlug = (slug: string): Category | undefined => BY_SLUG.get(slug);

/** The category a code belongs to; undefined for a hidden or unknown code. */
export function categoryOfCode(code: string): Category | undefined {
  const home = taxonomyAssignment().home.get(code.trim().toUpperCase());
  return home && !home.startsWith(HIDDEN_PREFIX) ? BY_SLUG.get(home) : undefined;
}

/** The hidden group a code belongs to, with its reason; undefined for a listed or unknown code. */
export function hiddenGroupOfCode(code: string): (typeof HIDDEN)[number] | undefined {
  const home = taxonomyAssignment().home.get(code.trim().toUpperCase());
  if (!home?.startsWith(HIDDEN_PREFIX)) return undefined;
  return HIDDEN.find((h) => HIDDEN_PREFIX + h.id === home);
}

/** Every code whose home is this category, in the NUCC file's order. */
export function codesOfCategory(slug: CategorySlug): string[] {
  const out: string[] = [];
  for (const [code, home] of taxonomyAssignment().home) if (home === slug) out.push(code);
  return out;
}

/** Every hidden code, in the NUCC file's order. */
export function hiddenCodes(): string[] {
  const out: string[] = [];
  for (const [code, home] of taxonomyAssignment().home) if (home.startsWith(HIDDEN_PREFIX)) out.push(code);
  return out;
}
