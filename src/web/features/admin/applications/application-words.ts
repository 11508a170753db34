import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import {
  APPLICATION_LANGUAGE_KEYS,
  PREFERRED_CONTACT_KEYS,
  REFERRAL_SOURCE_KEYS,
} from '#shared/applications/application.ts';

/**
 * The applicant's choices in the reader's language (ADR 19), in the words the wizard offered them. An
 * application stores the English option it was offered ('Phone', 'Yes', 'Social Media'); a value not
 * on a list is shown as stored.
 */

/** Accepting new patients (Yes, No, Limited) and Medicare participation (Yes, No, Medicare Advantage). */
const ANSWERS: Record<string, 'yes' | 'no' | 'limited' | 'advantage'> = {
  Yes: 'yes',
  No: 'no',
  Limited: 'limited',
  'Medicare Advantage': 'advantage',
};

function optionWords(t: Translate, keys: Record<string, MessageKey>, value: string): string {
  const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
  return key ? t(key) : value;
}

export const contactWords = (t: Translate, value: string) => optionWords(t, PREFERRED_CONTACT_KEYS, value);

export const referralWords = (t: Translate, value: string) => optionWords(t, REFERRAL_SOURCE_KEYS, value);

export function answerWords(t: Translate, value: string): string {
  const answer = Object.hasOwn(ANSWERS, value) ? ANSWERS[value] : undefined;
  return answer ? t('onboarding.review.answer', { answer }) : value;
}

export const languageWords = (t: Translate, languages: readonly string[]): string[] =>
  languages.map((language) => optionWords(t, APPLICATION_LANGUAGE_KEYS, language));
