/**
 * Finding a category from the words a person types: its names and synonyms in English and Spanish
 * (categories.ts), compared the way natural-language.ts compares words: without accents or case
 * ('medico de los pies' finds 'médico de los pies'). Punctuation and apostrophes are ignored too
 * ("womens health", "ob/gyn").
 */
import { CATEGORIES, type Category } from './categories.ts';

export function plainWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Every phrase that names a category: its synonyms, and its names whole and in their parts ('Foot
 * care (podiatrist)' → 'foot care', 'podiatrist').
 */
export function categoryPhrases(category: Category): string[] {
  const names = [category.name.en, category.name.es].flatMap((name) => {
    const inside = /\(([^)]*)\)/.exec(name)?.[1];
    const outside = name.replace(/\([^)]*\)/g, ' ');
    return inside ? [name, outside, inside] : [name];
  });
  const phrases = [...names, ...category.synonyms.en, ...category.synonyms.es].map(plainWords);
  return [...new Set(phrases)].filter(Boolean);
}

type PhraseIndex = { bySlug: Map<string, string>; clashes: { phrase: string; slugs: string[] }[] };

let cached: PhraseIndex | undefined;

/** Phrase → category slug, and any phrase two categories claim (categories.test.ts requires none). */
export function phraseIndex(): PhraseIndex {
  if (cached) return cached;
  const owners = new Map<string, string[]>();
  for (const category of CATEGORIES)
    for (const phrase of categoryPhrases(category))
      owners.set(phrase, [...(owners.get(phrase) ?? []), category.slug]);
  const bySlug = new Map<string, string>();
  const clashes: PhraseIndex['clashes'] = [];
  for (const [phrase, slugs] of owners) {
    if (slugs.length === 1) bySlug.set(phrase, slugs[0]!);
    else clashes.push({ phrase, slugs });
  }
  cached = { bySlug, clashes };
  return cached;
}

/** The category these exact words name ('foot doctor', 'Médico del corazón'), if any. */
export function categoryForWords(words: string): Category | undefined {
  const slug = phraseIndex().bySlug.get(plainWords(words));
  return slug ? CATEGORIES.find((c) => c.slug === slug) : undefined;
}
