/**
 * Which categories the words typed into a picker name, best first: by their name, then by a lay word
 * ("foot doctor" → Foot care), then by their description. Names and lay words of both languages
 * count, so a Spanish speaker on an English page is understood too. Pure, and light: it reads
 * categories.ts and lay-words.ts only, never the 883 codes (ADR 23; category-match.test.ts).
 */
import { inLocale, type Locale } from '#shared/i18n/locales.ts';
import { CATEGORIES, type Category } from '#shared/taxonomy/categories.ts';
import { plainWords } from '#shared/taxonomy/lay-words.ts';

export type CategoryMatch = {
  category: Category;
  /** The lay word that matched, when the name itself did not: shown so the choice makes sense. */
  via?: string;
};

type Scored = CategoryMatch & { score: number; index: number };

const contains = (haystack: string, needle: string) =>
  haystack === needle || haystack.startsWith(`${needle}`) || haystack.includes(` ${needle}`);

function score(category: Category, words: string, locale: Locale): Omit<Scored, 'index'> | undefined {
  const names = [inLocale(category.name, locale), category.name.en, category.name.es].map(plainWords);
  if (names.some((n) => n.startsWith(words))) return { category, score: 0 };
  if (names.some((n) => contains(n, words))) return { category, score: 1 };
  const own = inLocale(category.synonyms, locale);
  const synonyms = [...own, ...category.synonyms.en, ...category.synonyms.es];
  const synonym = synonyms.find((s) => contains(plainWords(s), words));
  if (synonym) return { category, score: plainWords(synonym) === words ? 1 : 2, via: synonym };
  if (contains(plainWords(inLocale(category.description, locale)), words)) return { category, score: 3 };
  return undefined;
}

/** Every category for empty words, in the list's order; else those the words name, best first. */
export function matchCategories(text: string, locale: Locale): CategoryMatch[] {
  const words = plainWords(text);
  if (!words) return CATEGORIES.map((category) => ({ category }));
  const found: Scored[] = [];
  CATEGORIES.forEach((category, index) => {
    const s = score(category, words, locale);
    if (s) found.push({ ...s, index });
  });
  return found
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map(({ category, via }) => (via ? { category, via } : { category }));
}
