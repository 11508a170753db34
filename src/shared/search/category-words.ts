/**
 * The categories (ADR 23) offered as a person types into a search box, named in the reader's
 * language (category-words.test.ts). It reads the lay words, so the boxes load it only once a person
 * types (category-suggestions.tsx); naming a category takes listing-words.ts alone.
 */
import { inLocale, type Locale } from '../i18n/locales.ts';
import { CATEGORIES, type Category } from '../taxonomy/categories.ts';
import type { CategorySlug } from '../taxonomy/category-list.ts';
import { categoryPhrases, plainWords } from '../taxonomy/lay-words.ts';

export type CategorySuggestion = { slug: CategorySlug; name: string };

/** Each category's phrases, and its names, in plain words, worked out once when first asked. */
let phrases: { category: Category; names: string[]; words: string[] }[] | undefined;
const allPhrases = () =>
  (phrases ??= CATEGORIES.map((category) => ({
    category,
    names: [plainWords(category.name.en), plainWords(category.name.es)],
    words: categoryPhrases(category),
  })));

/**
 * The categories whose names or synonyms hold the words typed so far, as whole words or the start of
 * one ('cora' finds the heart by 'corazón'), accents and case aside: those whose name starts with
 * them first, then those with a phrase that starts with them, then the rest, each in the list's
 * order. Named in the reader's language.
 */
export function suggestCategories(text: string, locale: Locale, limit = 5): CategorySuggestion[] {
  const typed = plainWords(text);
  if (!typed) return [];
  const startsWord = (phrase: string) => phrase.startsWith(typed) || phrase.includes(` ${typed}`);
  const ranked: { rank: number; index: number; category: Category }[] = [];
  allPhrases().forEach(({ category, names, words }, index) => {
    const rank = names.some((n) => n.startsWith(typed))
      ? 0
      : words.some((w) => w.startsWith(typed))
        ? 1
        : words.some(startsWord)
          ? 2
          : -1;
    if (rank >= 0) ranked.push({ rank, index, category });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ category }) => ({ slug: category.slug as CategorySlug, name: inLocale(category.name, locale) }));
}

/** What a search box offers: the categories, and where the words they were found by start. */
export type Suggested = { items: CategorySuggestion[]; from: number };

/**
 * The categories the words typed so far may mean: for the whole text, else for its last word
 * ('spanish speaking cora' → the heart by 'corazón'), which choosing one then replaces.
 */
export function categorySuggestions(text: string, locale: Locale): Suggested {
  const whole = suggestCategories(text, locale);
  if (whole.length) return { items: whole, from: 0 };
  const from = text.search(/\S+\s*$/);
  // A last word of one letter ('a') would name half the list.
  if (from <= 0 || text.slice(from).trim().length < 2) return { items: [], from: 0 };
  return { items: suggestCategories(text.slice(from), locale), from };
}
