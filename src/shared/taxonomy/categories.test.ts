import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.ts';
import { HIDDEN } from './hidden.ts';
import { categoryForWords, categoryPhrases, phraseIndex, plainWords } from './lay-words.ts';
import { NUCC_CODES, nuccCode } from './nucc.ts';
import {
  categoryBySlug,
  categoryOfCode,
  codesOfCategory,
  hiddenCodes,
  hiddenGroupOfCode,
  taxonomyAssignment,
} from './taxonomy.ts';

describe('the categories', () => {
  it('are between 40 and 80, each with a unique kebab-case slug', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(40);
    expect(CATEGORIES.length).toBeLessThanOrEqual(80);
    const slugs = CATEGORIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(CATEGORIES.map((c) => [c.slug, c] as const))(
    '%s has both names, a one-sentence description in each language, and lay words in each',
    (_, c) => {
      for (const language of ['en', 'es'] as const) {
        expect(c.name[language].trim()).not.toBe('');
        expect(c.description[language]).toMatch(/^[A-ZÁÉÍÓÚÑ¿][^.]*(\.[^ .][^.]*)*\.$/);
        expect(c.synonyms[language].length).toBeGreaterThan(0);
      }
    },
  );
});

describe('every NUCC code', () => {
  it('has exactly one home: a category or a hidden group, with no two equal claims', () => {
    const { home, unassigned, conflicts } = taxonomyAssignment();
    expect(unassigned).toEqual([]);
    expect(conflicts).toEqual([]);
    expect(home.size).toBe(NUCC_CODES.length);
  });

  it('is reached by rules that each match something, and codes named that exist', () => {
    expect(taxonomyAssignment().idle).toEqual([]);
    const named = [...CATEGORIES, ...HIDDEN].flatMap((owner) =>
      owner.codes.flatMap((rule) => ('codes' in rule ? rule.codes : [])),
    );
    expect(named.filter((code) => !nuccCode(code))).toEqual([]);
  });

  it('leaves no category empty and no hidden group without a reason or codes', () => {
    for (const c of CATEGORIES) expect(codesOfCategory(c.slug), c.slug).not.toEqual([]);
    const homes = new Set(taxonomyAssignment().home.values());
    for (const h of HIDDEN) {
      expect(h.reason.length).toBeGreaterThan(20);
      expect(homes.has(`hidden:${h.id}`), h.id).toBe(true);
    }
  });

  it.each([
    ['213E00000X', 'foot-care'],
    ['207RC0000X', 'heart'],
    ['207R00000X', 'primary-care'],
    ['111N00000X', 'chiropractor'],
    ['1041C0700X', 'counseling-and-therapy'],
    ['333600000X', 'pharmacy'],
    ['282N00000X', 'hospitals'],
    // A narrower rule wins: a rehabilitation hospital is a hospital, but its home is rehabilitation.
    ['283X00000X', 'rehabilitation'],
    // A specialization wins over its classification: hospice medicine of internists is hospice.
    ['207RH0002X', 'hospice'],
    ['207XX0005X', 'bones-and-joints'],
    ['246RP1900X', 'lab-tests'],
  ])('files %s under %s', (code, slug) => {
    expect(categoryOfCode(code)?.slug).toBe(slug);
    expect(hiddenGroupOfCode(code)).toBeUndefined();
  });

  it.each([
    ['390200000X', 'students'],
    ['207ZP0102X', 'laboratory-specialists'],
    ['207L00000X', 'anesthesia'],
    ['208M00000X', 'hospital-only'],
    ['1835G0000X', 'retired-codes'],
    ['261QP2400X', 'military-and-prison'],
    ['302R00000X', 'health-plans'],
    ['183700000X', 'technicians-and-assistants'],
  ])('hides %s in %s', (code, id) => {
    expect(categoryOfCode(code)).toBeUndefined();
    expect(hiddenGroupOfCode(code)?.id).toBe(id);
  });

  it('answers nothing for a code that does not exist', () => {
    expect(categoryOfCode('0000000000')).toBeUndefined();
    expect(hiddenGroupOfCode('0000000000')).toBeUndefined();
    expect(categoryBySlug('no-such-care')).toBeUndefined();
  });

  it('is either listed or hidden, never both', () => {
    const listed = CATEGORIES.flatMap((c) => codesOfCategory(c.slug));
    expect(listed.length + hiddenCodes().length).toBe(NUCC_CODES.length);
    expect(new Set([...listed, ...hiddenCodes()]).size).toBe(NUCC_CODES.length);
  });
});

describe('lay words', () => {
  it('never name two categories', () => {
    expect(phraseIndex().clashes).toEqual([]);
  });

  it.each(CATEGORIES.map((c) => [c.slug, c] as const))('every name and synonym of %s finds it', (slug, c) => {
    for (const phrase of [c.name.en, c.name.es, ...c.synonyms.en, ...c.synonyms.es])
      expect(categoryForWords(phrase)?.slug, phrase).toBe(slug);
    expect(categoryPhrases(c).length).toBeGreaterThan(2);
  });

  it.each([
    ['foot doctor', 'foot-care'],
    ['ear doctor', 'ear-nose-and-throat'],
    ['memory problems', 'memory-and-brain'],
    ['médico de los pies', 'foot-care'],
    ['heart doctor', 'heart'],
    ['médico del corazón', 'heart'],
    ['quiropráctico', 'chiropractor'],
    ['skin doctor', 'skin'],
    ['hearing aids', 'hearing'],
    ['physical therapy', 'physical-therapy'],
  ])('finds the words the issue names: %s → %s', (words, slug) => {
    expect(categoryForWords(words)?.slug).toBe(slug);
  });

  it('ignores accents, case, spaces and punctuation, and finds nothing for unknown words', () => {
    expect(categoryForWords('  MEDICO de los   PIES ')?.slug).toBe('foot-care');
    expect(categoryForWords('Quiropractico')?.slug).toBe('chiropractor');
    expect(categoryForWords('podiatrist')?.slug).toBe('foot-care');
    expect(categoryForWords('OB/GYN')?.slug).toBe('womens-health');
    expect(categoryForWords('womens health')?.slug).toBe('womens-health');
    expect(categoryForWords('Otorrinolaringología')?.slug).toBe('ear-nose-and-throat');
    expect(categoryForWords('a good doctor')).toBeUndefined();
    expect(categoryForWords('')).toBeUndefined();
    expect(plainWords("Alzheimer's — Niños")).toBe('alzheimers ninos');
  });
});

describe('the category lists', () => {
  /** The files a module imports, transitively, within this folder. */
  function importsOf(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    for (const [, imported] of source.matchAll(/from '\.\/([\w.-]+)'/g)) importsOf(imported!, seen);
    return seen;
  }

  it('load without the 883 codes, for a browser bundle that needs only the words (ADR 23)', () => {
    const files = importsOf('lay-words.ts');
    expect(files).toContain('categories.ts');
    expect(files).not.toContain('nucc-codes.gen.ts');
    expect(importsOf('taxonomy.ts')).toContain('nucc-codes.gen.ts');
  });
});
