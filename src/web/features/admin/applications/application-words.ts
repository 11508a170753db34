import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { languageName, specialtyName } from '#shared/lists.ts';
import {
  PROVIDER_TYPE_OPTIONS,
  type PREFERRED_CONTACT_OPTIONS,
  type REFERRAL_SOURCE_OPTIONS,
} from '#shared/providers/application.ts';

/**
 * The applicant's choices in the reader's language (ADR 19). An application stores the English
 * option it was offered ('Phone', 'Yes', 'Social Media'); a value not on a list is shown as stored.
 */

const CONTACT_KEYS = {
  Phone: 'onboarding.review.contactPhone',
  Email: 'onboarding.review.contactEmail',
  Text: 'onboarding.review.contactText',
} as const satisfies Record<(typeof PREFERRED_CONTACT_OPTIONS)[number], MessageKey>;

const REFERRAL_KEYS = {
  Email: 'onboarding.review.referralEmail',
  Referral: 'onboarding.review.referralReferral',
  Event: 'onboarding.review.referralEvent',
  'Social Media': 'onboarding.review.referralSocialMedia',
  Other: 'onboarding.review.referralOther',
} as const satisfies Record<(typeof REFERRAL_SOURCE_OPTIONS)[number], MessageKey>;

/** Accepting new patients (Yes, No, Limited) and Medicare participation (Yes, No, Medicare Advantage). */
const ANSWERS: Record<string, 'yes' | 'no' | 'limited' | 'advantage'> = {
  Yes: 'yes',
  No: 'no',
  Limited: 'limited',
  'Medicare Advantage': 'advantage',
};

const keyOf = (keys: Record<string, MessageKey>, value: string) =>
  Object.hasOwn(keys, value) ? keys[value] : undefined;

export function contactWords(t: Translate, value: string): string {
  const key = keyOf(CONTACT_KEYS, value);
  return key ? t(key) : value;
}

export function referralWords(t: Translate, value: string): string {
  const key = keyOf(REFERRAL_KEYS, value);
  return key ? t(key) : value;
}

export function answerWords(t: Translate, value: string): string {
  const answer = Object.hasOwn(ANSWERS, value) ? ANSWERS[value] : undefined;
  return answer ? t('onboarding.review.answer', { answer }) : value;
}

/** The provider types chosen, as the specialties they are ('Primary Care, Dental'). */
export const providerTypeWords = (t: Translate, types: readonly string[]): string[] =>
  PROVIDER_TYPE_OPTIONS.filter((o) => types.includes(o.key)).map((o) => specialtyName(t, o.label));

export const languageWords = (t: Translate, languages: readonly string[]): string[] =>
  languages.map((language) => languageName(t, language));
