import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedFiles, readCatalogues } from '../../../scripts/i18n.ts';
import { messageShape } from './catalogue.ts';
import { LOCALES, NAMESPACES } from './locales.ts';
import { keyPattern } from './translate.ts';

// The catalogues stay complete and in step with the code (ADR 19): every language has exactly
// English's keys, with the same variables and tags; every key the code names exists, and every key
// exists because some code names it.

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const catalogues = readCatalogues();
const english = catalogues.get('en')!;

/** Texts that are the same in Spanish as in English, on purpose. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
  'common.footer.copyright',
  'lists.language.hindi',
  'public.comingSoon.statFlorida',
]);
/** A message of plain variables and punctuation ('{day}, {time}') has no words to translate. */
const withoutWords = (text: string) => !/\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

/** Variables that are amounts of something, which a sentence words differently for one. */
const AMOUNT = /^(count|minutes|hours|days|weeks|months|years)$/;
/** Amounts written as a bare figure, where no noun follows them: '(3)', '+2 more', '2/500'. */
const FIGURE_ONLY = new Set<string>([
  'booking.reviewCard.like',
  'booking.reviewCard.liked',
  'home.stories.slide',
  'onboarding.review.photoAlt',
  'patient.overview.allSaved',
  'practice.orgProviders.tabApprovedCount',
  'practice.orgProviders.tabEndedCount',
  'practice.orgProviders.tabPendingCount',
  'provider.dashboard.viewTrend',
  'provider.editor.aboutHint',
  'provider.photos.officeCount',
  'search.insurance.more',
  'suggestions.feature.characters',
]);

/**
 * Spanish a native editor took out, and what replaced it: the check keeps it from coming back.
 */
const RETIRED_SPANISH: [RegExp, string][] = [
  [/\bturnos?\b/i, "a time to book is a 'hora'"],
  [/\bpetici[oó]n/i, "a request is a 'solicitud'"],
  [/\bmi panel\b/i, "'Mi cuenta'"],
  [/\bActivo (ahora|hace)\b/, "'En línea ahora', 'En línea hace…'"],
  [/\bAnterior historia\b/, "'Historia anterior'"],
  [/\baro magnético/i, "'bucle magnético'"],
  [/Menú del teléfono/, "'Menú principal'"],
  [/\b(hacer|haga|programar|programe) (una|su|sus) citas?\b/i, "a visit is 'reservada'"],
  [/\(cuidador\)|\binformado\b|\b[Ee]s nuevo en\b|¿Listo para/, 'words for a man only: a neutral form'],
  [
    /\b(lat|lng|radius|years_min|years_max|pageSize|relevance|this_week|super_admin|organization_admin)\b/,
    'a code: the form’s words',
  ],
];

describe('the catalogues', () => {
  it("words every amount for one and for more ('1 provider', '2 providers'), in every language", () => {
    const unworded: string[] = [];
    for (const [locale, namespaces] of catalogues)
      for (const messages of namespaces.values())
        for (const [key, text] of Object.entries(messages)) {
          if (FIGURE_ONLY.has(key)) continue;
          // A bare `{count}` is the figure alone, unless a `{count, plural, …}` around it words it.
          for (const [, name] of text.matchAll(/\{(\w+)\}/g))
            if (AMOUNT.test(name!) && !text.includes(`{${name}, plural,`)) unworded.push(`${locale} ${key}`);
        }
    expect(unworded).toEqual([]);
  });

  it('keeps out the Spanish the editor retired', () => {
    const found = [...catalogues.get('es')!.values()].flatMap((messages) =>
      Object.entries(messages).flatMap(([key, text]) =>
        RETIRED_SPANISH.filter(([words]) => words.test(text)).map(([, instead]) => `${key}: ${instead}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('has a folder for each language, and only those', () => {
    expect([...catalogues.keys()].sort()).toEqual([...LOCALES].sort());
  });

  it("gives every language exactly English's namespaces and keys", () => {
    for (const namespace of NAMESPACES) expect(english.has(namespace), namespace).toBe(true);
    for (const [locale, namespaces] of catalogues) {
      expect([...namespaces.keys()], locale).toEqual([...english.keys()]);
      for (const [namespace, messages] of english) {
        const theirs = namespaces.get(namespace)!;
        const missing = Object.keys(messages).filter((key) => !(key in theirs));
        const extra = Object.keys(theirs).filter((key) => !(key in messages));
        expect({ locale, namespace, missing, extra }).toEqual({ locale, namespace, missing: [], extra: [] });
      }
    }
  });

  it('keeps every key in its own namespace', () => {
    for (const [namespace, messages] of english) {
      for (const key of Object.keys(messages))
        expect(key, namespace).toMatch(new RegExp(`^${keyPattern([namespace])}$`));
    }
  });

  it("compiles every message, with English's variables and tags, and plurals with one and other", () => {
    for (const [locale, namespaces] of catalogues) {
      for (const [namespace, messages] of namespaces) {
        for (const [key, message] of Object.entries(messages)) {
          const shape = messageShape(message);
          const source = messageShape(english.get(namespace)![key]!);
          expect({
            key,
            locale,
            variables: [...shape.variables.keys()].sort(),
            tags: [...shape.tags].sort(),
          }).toEqual({
            key,
            locale,
            variables: [...source.variables.keys()].sort(),
            tags: [...source.tags].sort(),
          });
          for (const plural of shape.plurals)
            expect(plural.forms, `${locale} ${key}`).toEqual(expect.arrayContaining(['one', 'other']));
        }
      }
    }
  });

  it('has no text left in English in another language', () => {
    for (const [locale, namespaces] of catalogues) {
      if (locale === 'en') continue;
      for (const [namespace, messages] of namespaces) {
        const untranslated = Object.entries(messages)
          .filter(
            ([key, text]) =>
              text === english.get(namespace)![key] &&
              !SAME_IN_EVERY_LANGUAGE.has(key) &&
              !withoutWords(text),
          )
          .map(([key]) => key);
        expect({ locale, untranslated }).toEqual({ locale, untranslated: [] });
      }
    }
  });

  it('has the files written from it up to date (npm run i18n)', () => {
    for (const [path, content] of generatedFiles()) {
      expect(readFileSync(path, 'utf8'), `${relative(SRC, path)} is out of date: run npm run i18n`).toBe(
        content,
      );
    }
  });
});

describe('the keys the code uses', () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|gen)\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const keyLiteral = new RegExp(`(['"\`])(${keyPattern([...english.keys()])})\\1`, 'g');
  const used = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(keyLiteral))
      used.set(match[2]!, relative(SRC, file));
  }
  const known = new Set([...english.values()].flatMap((messages) => Object.keys(messages)));

  it('names only keys the catalogues have', () => {
    const unknown = [...used].filter(([key]) => !known.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(unknown).toEqual([]);
  });

  it('uses every key the catalogues have', () => {
    expect([...known].filter((key) => !used.has(key))).toEqual([]);
  });
});
