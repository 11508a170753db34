import { INSURANCE_OPTIONS } from '../providers/directory-lists.ts';
import { specialtyKey } from '../providers/directory-list-labels.ts';
import { categoryEntry } from '../taxonomy/category-list.ts';

/**
 * What a search address asks for that the search understood, for the search page's title,
 * description and link previews (understood.test.ts): a category we list (asked for by slug, or
 * named by the words), a first-catalogue specialty of an older address, and plans we know. Never
 * words as typed: a link with any words in it would otherwise preview with them, on our site's name.
 */
export function understoodSearch(
  values: { category?: string; specialty?: string; insurance?: string },
  /** The category the search's words named (the search result's `wordsCategory`). */
  wordsCategory?: string | null,
): {
  category?: string;
  specialty?: string;
  insurance: string[];
} {
  const category = categoryEntry(values.category?.trim())?.slug;
  const specialty = values.specialty && specialtyKey(values.specialty) ? values.specialty : undefined;
  const asked = Boolean(values.category?.trim() || values.specialty?.trim());
  const named = asked ? undefined : categoryEntry(wordsCategory)?.slug;
  const known = new Set<string>(INSURANCE_OPTIONS);
  return {
    category: category ?? named,
    specialty,
    insurance: (values.insurance ?? '')
      .split(',')
      .map((plan) => plan.trim())
      .filter((plan) => known.has(plan)),
  };
}
