import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../taxonomy/categories.ts';
import { categorySuggestions, suggestCategories } from './category-words.ts';

const slugs = (list: { slug: string }[]) => list.map((s) => s.slug);

describe('suggestCategories', () => {
  it('offers the categories the words start, by names and synonyms, named in the reader’s language', () => {
    expect(slugs(suggestCategories('heart', 'en'))[0]).toBe('heart');
    expect(suggestCategories('heart', 'es')[0]).toEqual({ slug: 'heart', name: 'Corazón (cardiología)' });
    expect(slugs(suggestCategories('quiropr', 'es'))).toEqual(['chiropractor']);
    expect(slugs(suggestCategories('foot doc', 'en'))).toEqual(['foot-care']);
    // A word inside a phrase counts from its start: 'médico de los pies'.
    expect(slugs(suggestCategories('pies', 'es'))).toContain('foot-care');
  });

  it('ignores accents and case both ways', () => {
    expect(slugs(suggestCategories('CORAZON', 'es'))).toContain('heart');
    expect(slugs(suggestCategories('médico del corazón', 'en'))).toEqual(['heart']);
    expect(slugs(suggestCategories('Quiropráctico', 'en'))).toEqual(['chiropractor']);
  });

  it('puts a category whose name starts with the words first, and offers at most five', () => {
    const skin = suggestCategories('sk', 'en');
    expect(skin[0]!.slug).toBe('skin');
    expect(suggestCategories('c', 'en').length).toBeLessThanOrEqual(5);
    expect(suggestCategories('ca', 'en', 2)).toHaveLength(2);
  });

  it('offers nothing for words no category has, or none', () => {
    expect(suggestCategories('xyzzy', 'en')).toEqual([]);
    expect(suggestCategories('   ', 'en')).toEqual([]);
    expect(suggestCategories('<script>', 'en')).toEqual([]);
  });

  it('finds every category by its own name in both languages', () => {
    for (const c of CATEGORIES)
      for (const locale of ['en', 'es'] as const)
        expect(slugs(suggestCategories(c.name[locale], locale)), c.name[locale]).toContain(c.slug);
  });
});

describe('categorySuggestions', () => {
  it('reads the whole words first, else the last word, saying where the replaced words start', () => {
    expect(categorySuggestions('heart doc', 'en')).toMatchObject({ from: 0, items: [{ slug: 'heart' }] });
    const tail = categorySuggestions('spanish speaking cora', 'es');
    expect(tail.from).toBe('spanish speaking '.length);
    expect(slugs(tail.items)).toContain('heart');
    expect(categorySuggestions('spanish speaking a', 'en').items).toEqual([]);
    expect(categorySuggestions('zzz qqq', 'en').items).toEqual([]);
  });
});
