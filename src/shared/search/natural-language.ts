/**
 * Reads a plain-words request ('Spanish-speaking dentist accepting new patients near 33133', or in
 * Spanish 'dentista que hable español cerca de Miami') into search filters (natural-language.test.ts,
 * docs/product.md#search: accepting new; telehealth, virtual or online; seven languages; the kind of
 * care; an insurance plan; a place). The kind of care is one of the categories (ADR 23), named by any
 * of their names and synonyms in English or Spanish (categories.ts, lay-words.ts) or a few everyday
 * words besides. Accents are optional ('medico' reads as 'médico'): words are compared without them.
 * Whatever is left that looks like a name is offered as a provider-name search.
 *
 * Only categories.ts and lay-words.ts of the taxonomy are read here: the home page's first load
 * carries this module, and the 883 NUCC codes stay out of it (categories.test.ts).
 */
import type { INSURANCE_OPTIONS, LANGUAGE_OPTIONS } from '../providers/directory-lists.ts';
import { LOCALES, type LocaleTable } from '../i18n/locales.ts';
import type { CategorySlug } from '../taxonomy/category-list.ts';
import { phraseIndex, plainWords } from '../taxonomy/lay-words.ts';

export type ParsedSearch = {
  /** The category the words name ('heart doctor', 'médico de los pies'), by its slug. */
  category?: CategorySlug;
  acceptingNew?: true;
  telehealth?: true;
  languages: string[];
  zip?: string;
  /** A place named in the words ('near Miami', 'cerca de Coral Gables'), as typed. */
  location?: string;
  /** Plans named in the words ('acepta Medicare'), as the filter stores them. */
  insurance?: string[];
  /** 'at least 10 years', '10+ years of experience', 'al menos 10 años'. */
  yearsMin?: number;
  /** Words nothing else claimed, when they could be a provider's name. */
  name?: string;
};

/** The words of requests in one language, written without accents (as every phrase is compared). */
type SearchWords = {
  /** The words naming a language a provider speaks, by the value the filter stores. */
  languages: Partial<Record<(typeof LANGUAGE_OPTIONS)[number], string[]>>;
  /**
   * Everyday words for a category that its names and synonyms (categories.ts) leave out, because
   * alone they are too loose for a category's own list ('knee', 'memoria'); in a request they still
   * say what care is wanted.
   */
  careWords: Partial<Record<CategorySlug, string[]>>;
  /** Ways to ask for a provider taking new patients (regular expressions). */
  acceptingNew: string[];
  /** Words for a visit by video (regular expressions). */
  telehealth: string[];
  /** Years of experience: what may come before the number, the unit, and what may follow. */
  years: { before: string[]; unit: string[]; of: string[]; after: string[] };
  /** What comes before a place ('near Miami'; regular expressions). */
  place: string[];
  /** Words that carry no meaning of their own in a request. */
  filler: string;
};

/**
 * The words of requests, by language. A request is read with every language's words at once, as
 * people mix them ('dentist que hable español'), whatever the page's language; a language without
 * an entry adds none.
 */
const SEARCH_WORDS: LocaleTable<SearchWords> = {
  en: {
    languages: {
      Spanish: ['spanish'],
      French: ['french'],
      'Chinese (Mandarin)': ['chinese', 'mandarin'],
      Russian: ['russian'],
      Arabic: ['arabic'],
      Korean: ['korean'],
      Vietnamese: ['vietnamese'],
    },
    careWords: {
      'primary-care': ['physical'],
      'eye-exams-and-glasses': ['vision'],
      'foot-care': ['foot'],
      geriatrics: ['geriatric', 'senior care'],
      'stomach-and-digestion': ['stomach'],
      'memory-and-brain': ['memory'],
      'eye-doctor': ['cataract'],
      'bones-and-joints': ['joint', 'joints', 'knee', 'knees', 'hip', 'hips'],
    },
    acceptingNew: ['\\b(accepting|taking|accepts|takes)\\s+new(\\s+patients?)?\\b', '\\bnew\\s+patients?\\b'],
    telehealth: ['telehealth', 'tele-health', 'telemedicine', 'virtual(ly)?', 'online', 'video\\s+visits?'],
    years: {
      before: ['at\\s+least\\s+', 'over\\s+', 'more\\s+than\\s+'],
      unit: ['years?', 'yrs?'],
      of: ['\\s+of'],
      after: ['\\s+experience', '\\s+in\\s+practice'],
    },
    place: ['near', 'in'],
    filler:
      'a an the and or with who that for to of in at on by near me my find need looking want i is are can please ' +
      'speaks speaking speak speaker language languages doctor doctors dr provider providers specialist ' +
      'appointment appointments visit visits video care good best nearby around area close someone ' +
      // 'in network', 'in person', 'in the office': after 'in' they are how, not where.
      'network networks person office ' +
      'accepts accept accepting takes take taking insurance plan plans',
  },
  es: {
    languages: {
      Spanish: ['espanol'],
      French: ['frances'],
      'Chinese (Mandarin)': ['chino'],
      Russian: ['ruso'],
      Arabic: ['arabe'],
      Korean: ['coreano'],
      Vietnamese: ['vietnamita'],
    },
    careWords: {
      'primary-care': ['medicina de familia'],
      'eye-exams-and-glasses': ['examen de la vista', 'espejuelos'],
      'home-health-care': ['a domicilio'],
      geriatrics: ['adulto mayor', 'adultos mayores'],
      'stomach-and-digestion': ['estomago', 'digestivo'],
      'memory-and-brain': ['memoria'],
      'eye-doctor': ['catarata'],
      'bones-and-joints': ['rodilla', 'rodillas', 'cadera'],
      'lungs-and-breathing': ['pulmones', 'respiracion'],
      hearing: ['oido'],
    },
    acceptingNew: [
      '\\b(aceptan?|acepten?|aceptando|reciben?|recibiendo|toman?)\\s+(pacientes\\s+)?nuevos(\\s+pacientes)?\\b',
      '\\bpacientes\\s+nuevos\\b',
      '\\bnuevos\\s+pacientes\\b',
    ],
    telehealth: ['telemedicina', 'telesalud', 'virtuales', 'en\\s+linea', 'por\\s+video', 'videollamadas?'],
    years: {
      before: ['al\\s+menos\\s+', 'por\\s+lo\\s+menos\\s+', 'mas\\s+de\\s+'],
      unit: ['anos?'],
      of: ['\\s+de'],
      after: ['\\s+experiencia', '\\s+practica'],
    },
    place: ['cerca\\s+de', 'cerca', 'en'],
    filler:
      'dra un una unos unas el la los las lo y o con que quien de del para en al mi me yo busco buscar necesito ' +
      'quiero por favor habla hablan hable hablen hablar idioma idiomas medico medicos medica medicas doctora ' +
      'doctoras proveedor proveedores especialista especialistas cita citas consulta consultas bueno buena ' +
      'buen mejor cerca alrededor zona alguien acepta aceptan acepte acepten seguro seguros planes casa',
  },
};

/** Every language's words, English's first: the order the phrases and patterns are tried in. */
const ALL_WORDS: SearchWords[] = LOCALES.map((locale) => SEARCH_WORDS[locale]).filter(
  (words): words is SearchWords => words !== undefined,
);
const every = <T>(pick: (words: SearchWords) => T[]) => ALL_WORDS.flatMap(pick);

/** Each spoken language's words in every language, in the order of English's list. */
const LANGUAGES = Object.keys(SEARCH_WORDS.en.languages).map((value): [string, string[]] => [
  value,
  every((words) => words.languages[value as keyof SearchWords['languages']] ?? []),
]);

/**
 * Every phrase that names a category, written as lay-words.ts writes them (plainWords), with the
 * category it names, longest first so a phrase inside a longer one loses to it ('physical therapy'
 * before 'physical'). The categories' own words come first: an everyday word never overrides them.
 */
export const CATEGORY_PHRASES: readonly { phrase: string; category: CategorySlug }[] = (() => {
  const found = new Map<string, CategorySlug>(phraseIndex().bySlug as Map<string, CategorySlug>);
  for (const words of ALL_WORDS)
    for (const [category, phrases] of Object.entries(words.careWords))
      for (const phrase of phrases ?? []) {
        const key = plainWords(phrase);
        if (!found.has(key)) found.set(key, category as CategorySlug);
      }
  return [...found]
    .map(([phrase, category]) => ({ phrase, category }))
    .sort((a, b) => b.phrase.length - a.phrase.length);
})();

/** The everyday words of every language with the category they name (natural-language.test.ts). */
export const CARE_WORDS: readonly { phrase: string; category: CategorySlug }[] = ALL_WORDS.flatMap((words) =>
  Object.entries(words.careWords).flatMap(([category, phrases]) =>
    (phrases ?? []).map((phrase) => ({ phrase, category: category as CategorySlug })),
  ),
);

/**
 * Plans named in plain words, as the filter stores them: each plan's own name, and the everyday short
 * forms of a few. Generic words ('freedom', 'simply') count only with the company's second word.
 */
const INSURANCE_WORDS: Record<(typeof INSURANCE_OPTIONS)[number], string[]> = {
  Medicare: ['medicare'],
  'Blue Cross': ['blue cross', 'blue cross blue shield'],
  Aetna: ['aetna'],
  UnitedHealthcare: ['unitedhealthcare', 'united healthcare'],
  Cigna: ['cigna'],
  Elevance: ['elevance'],
  Humana: ['humana'],
  Wellcare: ['wellcare', 'well care'],
  Anthem: ['anthem'],
  'Devoted Health': ['devoted health', 'devoted'],
  'Molina Healthcare': ['molina healthcare', 'molina'],
  'Florida Blue (BCBS Florida)': ['florida blue', 'bcbs florida'],
  'Simply Healthcare': ['simply healthcare'],
  CarePlus: ['careplus', 'care plus'],
  Freedom: ['freedom health'],
  Optimum: ['optimum healthcare', 'optimum health'],
  'Preferred Care Partners': ['preferred care partners', 'preferred care'],
  Solis: ['solis', 'solis health'],
  HealthSun: ['healthsun', 'health sun'],
};

const ACCEPTING_NEW = new RegExp(every((words) => words.acceptingNew).join('|'), 'i');
const TELEHEALTH = new RegExp(`\\b(${every((words) => words.telehealth).join('|')})\\b`, 'i');
const ZIP = /\b\d{5}\b/;
const yearsPart = (part: keyof SearchWords['years']) => every((words) => words.years[part]).join('|');
const YEARS = new RegExp(
  `\\b(?:${yearsPart('before')})?(\\d{1,2})\\s*\\+?\\s*(?:${yearsPart('unit')})(?:${yearsPart('of')})?(?:${yearsPart('after')})?\\b`,
  'i',
);
/** 'near Miami', 'in Coral Gables', 'cerca de Hialeah', 'en Miami Beach': the words after it are a place. */
const PLACE = new RegExp(
  `(?:^|[^\\p{L}])(?:${every((words) => words.place).join('|')})\\s+([\\p{L}][\\p{L}'.-]*(?:\\s+[\\p{L}][\\p{L}'.-]*){0,2})`,
  'gu',
);
/** Words that carry no meaning of their own in a request, in every language (without accents). */
const FILLER = new Set(every((words) => words.filler.split(' ')));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phraseRegex = (phrase: string) => new RegExp(`(^|[^\\p{L}])${escape(phrase)}(?=$|[^\\p{L}])`, 'iu');

/**
 * Lower case without accents, letter for letter ('Médico' → 'medico', 'español' → 'espanol'), so
 * that a place found in it is the same place in the words as typed.
 */
function plainLetters(text: string): string {
  let plain = '';
  for (const ch of text) {
    const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
    plain += bare.length === ch.length ? bare : ch;
  }
  return plain;
}

const byLength = (a: { phrase: string }, b: { phrase: string }) => b.phrase.length - a.phrase.length;

const INSURANCE_PHRASES = Object.entries(INSURANCE_WORDS)
  .flatMap(([plan, phrases]) => phrases.map((phrase) => ({ phrase, value: plan })))
  .sort(byLength);

/** 'coral gables' → 'Coral Gables'; blank words (a gap left by a phrase taken out) are skipped. */
const capitalised = (words: string[]) =>
  words
    .filter((w) => w.length > 0)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * The words of `plain` as lay-words.ts writes phrases (apostrophes dropped, any other run of
 * non-letters one space), between two spaces, with where each of its characters is in `plain`, so a
 * phrase found in it can be blanked out of the words as typed.
 */
function wordsOf(plain: string): { text: string; at: number[] } {
  let text = ' ';
  const at: number[] = [-1];
  for (let i = 0; i < plain.length; i++) {
    const ch = plain[i]!;
    if (ch === "'" || ch === '’') continue;
    if (/[\p{L}\p{N}]/u.test(ch)) {
      text += ch;
      at.push(i);
    } else if (!text.endsWith(' ')) {
      text += ' ';
      at.push(i);
    }
  }
  if (!text.endsWith(' ')) {
    text += ' ';
    at.push(plain.length);
  }
  return { text, at };
}

export function parseSearchText(input: string): ParsedSearch {
  // The words as typed (lower case) and without accents, letter for letter: phrases are found in
  // `plain` and blanked out of both, so a name or place left over keeps its accents.
  let rest = ` ${input.toLowerCase()} `;
  let plain = plainLetters(rest);
  const result: ParsedSearch = { languages: [] };
  const blank = (from: number, length: number) => {
    const gap = ' '.repeat(length);
    rest = rest.slice(0, from) + gap + rest.slice(from + length);
    plain = plain.slice(0, from) + gap + plain.slice(from + length);
  };
  const find = (re: RegExp) => {
    const match = re.exec(plain);
    if (match) blank(match.index, match[0].length);
    return match;
  };
  const take = (re: RegExp) => Boolean(find(re));
  /** Takes every time the phrase is said ('mandarin ... mandarin'), so none is left for a name. */
  const takeAll = (re: RegExp) => {
    let found = false;
    while (take(re)) found = true;
    return found;
  };

  if (take(ACCEPTING_NEW)) result.acceptingNew = true;
  if (take(TELEHEALTH)) result.telehealth = true;
  const years = find(YEARS);
  if (years) result.yearsMin = Math.min(Number(years[1]), 80);
  const zip = find(ZIP);
  if (zip) result.zip = zip[0];
  // The kind of care, before languages and plans ('Chinese medicine' is care): the longest phrase
  // naming a category decides; shorter ones inside it or elsewhere are taken out too, so they are
  // not read as a name.
  let words = wordsOf(plain);
  for (const { phrase, category } of CATEGORY_PHRASES) {
    for (let at = words.text.indexOf(` ${phrase} `); at !== -1; at = words.text.indexOf(` ${phrase} `)) {
      const from = words.at[at + 1]!;
      blank(from, words.at[at + phrase.length]! + 1 - from);
      result.category ??= category;
      words = wordsOf(plain);
    }
  }
  for (const [language, phrases] of LANGUAGES) {
    for (const word of phrases)
      if (takeAll(phraseRegex(word)) && !result.languages.includes(language)) result.languages.push(language);
  }
  for (const { phrase, value } of INSURANCE_PHRASES) {
    if (!takeAll(phraseRegex(phrase))) continue;
    result.insurance ??= [];
    if (!result.insurance.includes(value)) result.insurance.push(value);
  }
  // A place: the words after 'near' or 'cerca de' up to the first word that is not a place's ('me').
  // 'In person in Hialeah': when the words after one 'in' are no place, look again from the next word.
  PLACE.lastIndex = 0;
  for (let match = PLACE.exec(plain); match; match = PLACE.exec(plain)) {
    const from = match.index + match[0].length - match[1]!.length;
    // The place's words with where each ends: a gap left by a phrase taken out may be wide.
    const placeWords = [...match[1]!.matchAll(/\S+/g)];
    const stop = placeWords.findIndex((w) => FILLER.has(w[0]));
    const kept = stop === -1 ? placeWords : placeWords.slice(0, stop);
    if (!kept.length) {
      PLACE.lastIndex = from;
      continue;
    }
    const last = kept[kept.length - 1]!;
    const length = last.index + last[0].length;
    result.location = capitalised(rest.slice(from, from + length).split(/\s+/));
    blank(match.index, from - match.index + length);
    break;
  }

  const leftover = rest
    .split(/[^\p{L}'.-]+/u)
    .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ''))
    .filter((w) => w.length > 1 && !FILLER.has(plainLetters(w)));
  if (leftover.length > 0 && leftover.length <= 3) result.name = capitalised(leftover);
  return result;
}

/** True when the parse found any filter worth showing as a chip. */
export const hasParsedFilters = (p: ParsedSearch) =>
  Boolean(
    p.category ||
    p.acceptingNew ||
    p.telehealth ||
    p.zip ||
    p.location ||
    p.insurance?.length ||
    p.yearsMin ||
    p.name ||
    p.languages.length,
  );
