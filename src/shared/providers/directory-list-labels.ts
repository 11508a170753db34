/**
 * The fixed lists of directory-lists.ts in the reader's language (ADR 19). Profiles store the English label
 * ('Primary Care', 'Spanish') and URLs carry the value ('primary-care'); both stay as they are, and
 * only what a person reads is translated: `specialtyName(t, provider.specialty)`. Insurance plans
 * are official names and are shown as written.
 *
 * Kept apart from directory-lists.ts so that the seed, importers and server code reading the lists do not
 * pull the `lists` namespace's keys in; a page that shows a list's words imports this module and its
 * route names `lists` (app/router.tsx).
 */
import type { ACCESSIBILITY_OPTIONS, LANGUAGE_OPTIONS } from './directory-lists.ts';
import { SPECIALTIES, type SpecialtyValue } from './directory-lists.ts';
import type { MessageKey, Translate } from '../i18n/translate.ts';

const SPECIALTY_KEYS = {
  'primary-care': 'lists.specialty.primaryCare',
  dental: 'lists.specialty.dental',
  optometry: 'lists.specialty.optometry',
  dermatology: 'lists.specialty.dermatology',
  'home-health': 'lists.specialty.homeHealth',
  podiatrist: 'lists.specialty.podiatrist',
  'general-practice': 'lists.specialty.generalPractice',
  'family-medicine': 'lists.specialty.familyMedicine',
  'internal-medicine': 'lists.specialty.internalMedicine',
  geriatrics: 'lists.specialty.geriatrics',
  cardiology: 'lists.specialty.cardiology',
  endocrinology: 'lists.specialty.endocrinology',
  gastroenterology: 'lists.specialty.gastroenterology',
  neurology: 'lists.specialty.neurology',
  oncology: 'lists.specialty.oncology',
  ophthalmology: 'lists.specialty.ophthalmology',
  orthopedics: 'lists.specialty.orthopedics',
  'physical-therapy': 'lists.specialty.physicalTherapy',
  pulmonology: 'lists.specialty.pulmonology',
  rheumatology: 'lists.specialty.rheumatology',
  urology: 'lists.specialty.urology',
  audiology: 'lists.specialty.audiology',
  psychiatry: 'lists.specialty.psychiatry',
  nephrology: 'lists.specialty.nephrology',
} as const satisfies Record<SpecialtyValue, MessageKey>;

/** A provider's languages: the search's list plus English, which profiles list too. */
type LanguageOption = (typeof LANGUAGE_OPTIONS)[number] | 'English';

const LANGUAGE_KEYS = {
  English: 'lists.language.english',
  Spanish: 'lists.language.spanish',
  'Haitian Creole': 'lists.language.haitianCreole',
  French: 'lists.language.french',
  German: 'lists.language.german',
  Italian: 'lists.language.italian',
  Portuguese: 'lists.language.portuguese',
  Russian: 'lists.language.russian',
  'Chinese (Mandarin)': 'lists.language.chineseMandarin',
  Japanese: 'lists.language.japanese',
  Korean: 'lists.language.korean',
  Arabic: 'lists.language.arabic',
  Hindi: 'lists.language.hindi',
  Vietnamese: 'lists.language.vietnamese',
} as const satisfies Record<LanguageOption, MessageKey>;

type AccessibilityOption = (typeof ACCESSIBILITY_OPTIONS)[number];

const ACCESSIBILITY_KEYS = {
  'Wheelchair Accessible': 'lists.accessibility.wheelchairAccessible',
  'Sign Language Interpreter': 'lists.accessibility.signLanguageInterpreter',
  'Large Print Materials': 'lists.accessibility.largePrintMaterials',
  'Audio Assistance': 'lists.accessibility.audioAssistance',
  'Braille Materials': 'lists.accessibility.brailleMaterials',
  'Hearing Loop System': 'lists.accessibility.hearingLoopSystem',
  'Accessible Parking': 'lists.accessibility.accessibleParking',
  'Elevator Access': 'lists.accessibility.elevatorAccess',
  'Accessible Restrooms': 'lists.accessibility.accessibleRestrooms',
} as const satisfies Record<AccessibilityOption, MessageKey>;

const normal = (text: string) => text.trim().toLowerCase();

/** Finds a list entry by its stored English label, in any case. */
function keyOf<L extends string>(keys: Record<L, MessageKey>, label: string): MessageKey | undefined {
  const wanted = normal(label);
  const found = (Object.keys(keys) as L[]).find((entry) => normal(entry) === wanted);
  return found === undefined ? undefined : keys[found];
}

/** The key of a specialty, from its URL value ('primary-care') or stored label ('Primary Care'). */
export function specialtyKey(specialty: string): MessageKey | undefined {
  const wanted = normal(specialty);
  const entry = SPECIALTIES.find((s) => s.value === wanted || normal(s.label) === wanted);
  return entry ? SPECIALTY_KEYS[entry.value] : undefined;
}

/**
 * A specialty in the reader's language, from its URL value or stored English label; one not on
 * the list (an imported taxonomy's, a practice's own) is shown as written.
 */
export function specialtyName(t: Translate, specialty: string): string {
  const key = specialtyKey(specialty);
  return key ? t(key) : specialty;
}

/** A language a provider speaks ('Spanish', as profiles store it) in the reader's language. */
export function languageName(t: Translate, language: string): string {
  const key = keyOf(LANGUAGE_KEYS, language);
  return key ? t(key) : language;
}

/** An accessibility feature (its stored English label) in the reader's language. */
export function accessibilityName(t: Translate, feature: string): string {
  const key = keyOf(ACCESSIBILITY_KEYS, feature);
  return key ? t(key) : feature;
}
