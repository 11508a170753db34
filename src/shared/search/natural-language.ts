/**
 * Reads a plain-words request ('Spanish-speaking dentist accepting new patients near 33133') into
 * search filters (natural-language.test.ts, docs/product.md#search: accepting new; telehealth,
 * virtual or online; seven languages; the specialties). Whatever is left that looks like
 * a name is offered as a provider-name search.
 */
import { SPECIALTIES } from '../catalog.ts';

export type ParsedSearch = {
  specialty?: string;
  acceptingNew?: true;
  telehealth?: true;
  languages: string[];
  zip?: string;
  /** 'at least 10 years', '10+ years of experience'. */
  yearsMin?: number;
  /** Words nothing else claimed, when they could be a provider's name. */
  name?: string;
};

/** The seven languages plain words may name, as the filter stores them. */
const LANGUAGES: Record<string, string> = {
  spanish: 'Spanish',
  espanol: 'Spanish',
  español: 'Spanish',
  french: 'French',
  chinese: 'Chinese (Mandarin)',
  mandarin: 'Chinese (Mandarin)',
  russian: 'Russian',
  arabic: 'Arabic',
  korean: 'Korean',
  vietnamese: 'Vietnamese',
};

/** Everyday words for each specialty, besides its own name; longest phrases are tried first. */
const SPECIALTY_WORDS: Record<string, string[]> = {
  'primary-care': [
    'primary care',
    'primary doctor',
    'family doctor',
    'pcp',
    'checkup',
    'check-up',
    'physical',
  ],
  dental: ['dentist', 'dentists', 'dental', 'teeth', 'tooth', 'dentures'],
  optometry: ['optometrist', 'eye exam', 'glasses', 'eye doctor', 'vision'],
  dermatology: ['dermatologist', 'skin doctor', 'skin'],
  'home-health': ['home health', 'home care', 'in-home care', 'home nurse'],
  podiatrist: ['podiatrist', 'foot doctor', 'feet', 'foot'],
  'general-practice': ['general practitioner', 'gp'],
  'family-medicine': ['family medicine', 'family practice'],
  'internal-medicine': ['internist', 'internal medicine'],
  geriatrics: ['geriatrician', 'geriatric', 'senior care'],
  cardiology: ['cardiologist', 'heart doctor', 'heart'],
  endocrinology: ['endocrinologist', 'diabetes', 'thyroid'],
  gastroenterology: ['gastroenterologist', 'stomach', 'digestive'],
  neurology: ['neurologist', 'memory', 'dementia', 'stroke'],
  oncology: ['oncologist', 'cancer'],
  ophthalmology: ['ophthalmologist', 'cataract', 'cataracts', 'glaucoma'],
  orthopedics: ['orthopedist', 'orthopedic', 'bone doctor', 'joint', 'knee', 'hip'],
  'physical-therapy': ['physical therapist', 'physical therapy', 'pt', 'rehab'],
  pulmonology: ['pulmonologist', 'lung doctor', 'lungs', 'breathing', 'copd'],
  rheumatology: ['rheumatologist', 'arthritis'],
  urology: ['urologist', 'bladder', 'prostate'],
  audiology: ['audiologist', 'hearing aids', 'hearing'],
  psychiatry: ['psychiatrist', 'mental health', 'depression', 'anxiety', 'therapist'],
  nephrology: ['nephrologist', 'kidney', 'dialysis'],
};

const ACCEPTING_NEW = /\b(accepting|taking|accepts|takes)\s+new(\s+patients?)?\b|\bnew\s+patients?\b/i;
const TELEHEALTH = /\b(telehealth|tele-health|telemedicine|virtual(ly)?|online|video\s+visits?)\b/i;
const ZIP = /\b\d{5}\b/;
const YEARS =
  /\b(?:at\s+least\s+|over\s+|more\s+than\s+)?(\d{1,2})\s*\+?\s*(?:years?|yrs?)(?:\s+of)?(?:\s+experience|\s+in\s+practice)?\b/i;
/** Words that carry no meaning of their own in a request. */
const FILLER = new Set(
  (
    'a an the and or with who that for to of in at on by near me my find need looking want i is are can please ' +
    'speaks speaking speak speaker language languages doctor doctors dr provider providers specialist ' +
    'appointment appointments visit visits video care good best nearby around area close someone'
  ).split(' '),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phraseRegex = (phrase: string) => new RegExp(`(^|[^\\p{L}])${escape(phrase)}(?=$|[^\\p{L}])`, 'iu');

const SPECIALTY_PHRASES = SPECIALTIES.flatMap((s) =>
  [s.label.toLowerCase(), ...(SPECIALTY_WORDS[s.value] ?? [])].map((phrase) => ({ phrase, value: s.value })),
).sort((a, b) => b.phrase.length - a.phrase.length);

export function parseSearchText(input: string): ParsedSearch {
  let rest = ` ${input.toLowerCase()} `;
  const result: ParsedSearch = { languages: [] };
  const take = (re: RegExp) => {
    const match = re.exec(rest);
    if (!match) return false;
    rest = rest.replace(re, ' ');
    return true;
  };

  if (take(ACCEPTING_NEW)) result.acceptingNew = true;
  if (take(TELEHEALTH)) result.telehealth = true;
  const years = YEARS.exec(rest);
  if (years) {
    result.yearsMin = Math.min(Number(years[1]), 80);
    rest = rest.replace(YEARS, ' ');
  }
  const zip = ZIP.exec(rest);
  if (zip) {
    result.zip = zip[0];
    rest = rest.replace(ZIP, ' ');
  }
  for (const [word, language] of Object.entries(LANGUAGES)) {
    if (take(phraseRegex(word)) && !result.languages.includes(language)) result.languages.push(language);
  }
  for (const { phrase, value } of SPECIALTY_PHRASES) {
    if (!take(phraseRegex(phrase))) continue;
    result.specialty ??= value;
  }

  const leftover = rest
    .split(/[^\p{L}'.-]+/u)
    .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ''))
    .filter((w) => w.length > 1 && !FILLER.has(w));
  if (leftover.length > 0 && leftover.length <= 3) {
    result.name = leftover.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
  }
  return result;
}

/** True when the parse found any filter worth showing as a chip. */
export const hasParsedFilters = (p: ParsedSearch) =>
  Boolean(
    p.specialty || p.acceptingNew || p.telehealth || p.zip || p.yearsMin || p.name || p.languages.length,
  );
