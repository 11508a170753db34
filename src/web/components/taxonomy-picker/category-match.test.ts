import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchCategories } from './category-match.ts';

const slugs = (text: string, locale: 'en' | 'es' = 'en') =>
  matchCategories(text, locale).map((m) => m.category.slug);

describe('matchCategories', () => {
  it('offers every category, in the list order, before anything is typed', () => {
    expect(slugs('')).toHaveLength(62);
    expect(slugs('   ')[0]).toBe('primary-care');
  });

  it('finds a category by a lay word, and says which word matched', () => {
    const [first] = matchCategories('foot doctor', 'en');
    expect(first?.category.slug).toBe('foot-care');
    expect(first?.via).toBe('foot doctor');
  });

  it('reads words without accents or case, in either language', () => {
    expect(slugs('MEDICO DEL CORAZON')[0]).toBe('heart');
    expect(slugs('corazón', 'es')[0]).toBe('heart');
    expect(slugs('heart', 'es')[0]).toBe('heart');
  });

  it('puts a category named by the words before one whose lay words or description hold them', () => {
    const found = slugs('hearing');
    expect(found[0]).toBe('hearing');
  });

  it('finds nothing for words no category knows', () => {
    expect(slugs('zzzz qqqq')).toEqual([]);
  });

  it('stays light: no file of the picker imports what pulls in the 883 NUCC codes', () => {
    // categories.test.ts proves categories.ts and lay-words.ts do not load them; the codes of a
    // category come from the taxonomy endpoint instead (api.ts).
    const folder = join(process.cwd(), 'src/web/components/taxonomy-picker');
    for (const file of readdirSync(folder).filter((f) => !f.includes('.test.'))) {
      const source = readFileSync(join(folder, file), 'utf8');
      expect(source, file).not.toMatch(/taxonomy\/(nucc|taxonomy|legacy-specialties|search-filter)\.ts/);
    }
  });
});
