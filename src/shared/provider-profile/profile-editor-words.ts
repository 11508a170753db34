import type { MessageKey, Translate } from '../i18n/translate.ts';
import { accessibilityName, languageName } from '../providers/directory-list-labels.ts';
import type { PRACTICE_TYPE_OPTIONS, ProfileField, ProfileStatus } from './profile-editor.ts';

/**
 * The words of profile-editor.ts's codes, in the reader's language (ADR 19), for the two screens
 * that show them: the provider's profile editor and the super admin's profile reviews. The server
 * sends field names and stored values; only what a person reads is translated here, and the stored
 * values (a practice type, a specialty, a language) stay the English ones the profile keeps.
 *
 * Kept apart from profile-editor.ts, which the server and other pages import, so that only a page
 * showing these words loads the `provider` and `lists` namespaces (app/router.tsx).
 */

/** Each field's name, as the form, the changes waiting for review and the review screen say it. */
export const FIELD_LABEL_KEYS = {
  firstName: 'provider.editor.fieldFirstName',
  lastName: 'provider.editor.fieldLastName',
  title: 'provider.editor.fieldTitle',
  professionalTitle: 'provider.editor.fieldProfessionalTitle',
  taxonomyCode: 'provider.editor.fieldSpecialty',
  secondaryTaxonomyCodes: 'provider.editor.fieldSecondarySpecialties',
  practiceName: 'provider.editor.fieldPracticeName',
  streetAddress: 'provider.editor.fieldStreetAddress',
  addressLine2: 'provider.editor.fieldAddressLine2',
  city: 'provider.editor.fieldCity',
  state: 'provider.editor.fieldState',
  zipCode: 'provider.editor.fieldZipCode',
  phone: 'provider.editor.fieldPhone',
  email: 'provider.editor.fieldEmail',
  acceptingNewPatients: 'provider.editor.fieldAcceptingNewPatients',
  about: 'provider.editor.fieldAbout',
  languages: 'provider.editor.fieldLanguages',
  acceptedInsurancePlans: 'provider.editor.fieldAcceptedInsurancePlans',
  boardCertifications: 'provider.editor.fieldBoardCertifications',
  educationTraining: 'provider.editor.fieldEducationTraining',
  professionalMemberships: 'provider.editor.fieldProfessionalMemberships',
  npiNumber: 'provider.editor.fieldNpiNumber',
  telehealthAvailable: 'provider.editor.fieldTelehealthAvailable',
  practiceType: 'provider.editor.fieldPracticeType',
  yearsInPractice: 'provider.editor.fieldYearsInPractice',
  gender: 'provider.editor.fieldGender',
  accessibilityFeatures: 'provider.editor.fieldAccessibilityFeatures',
} as const satisfies Record<ProfileField, MessageKey>;

/** A profile's status. */
export const PROFILE_STATUS_KEYS = {
  draft: 'provider.profileStatus.statusDraft',
  review: 'provider.profileStatus.statusReview',
  approved: 'provider.profileStatus.statusApproved',
  rejected: 'provider.profileStatus.statusRejected',
  changes_requested: 'provider.profileStatus.statusChangesRequested',
} as const satisfies Record<ProfileStatus, MessageKey>;

type PracticeType = (typeof PRACTICE_TYPE_OPTIONS)[number];

/** A practice type's choice in `provider.editor.practiceType`. */
const PRACTICE_TYPE_CHOICES: Record<PracticeType, string> = {
  'Private Practice': 'private',
  'Group Practice': 'group',
  Clinic: 'clinic',
  Hospital: 'hospital',
  'Home Health Agency': 'homeHealth',
};

/** A stored practice type in the reader's language; one not on the list as written. */
export function practiceTypeName(t: Translate, type: string): string {
  const choice = Object.hasOwn(PRACTICE_TYPE_CHOICES, type)
    ? PRACTICE_TYPE_CHOICES[type as PracticeType]
    : null;
  return choice ? t('provider.editor.practiceType', { type: choice }) : type;
}

/** The fields that hold NUCC codes, which screens show by name (specialty-words.ts). */
export const isSpecialtyField = (field: string): field is 'taxonomyCode' | 'secondaryTaxonomyCodes' =>
  field === 'taxonomyCode' || field === 'secondaryTaxonomyCodes';

/** How a screen names a specialty code: by default the code itself (codeWords names it). */
type CodeName = (code: string) => string;
const asIs: CodeName = (code) => code;

/** One entry of a list field: the fixed lists in the reader's language, what was typed as written. */
function entryName(t: Translate, field: ProfileField, entry: string, codeName: CodeName): string {
  if (field === 'languages') return languageName(t, entry);
  if (field === 'accessibilityFeatures') return accessibilityName(t, entry);
  if (isSpecialtyField(field)) return codeName(entry);
  return entry;
}

/**
 * A field's value as people read it: a change waiting for review, what is listed now, and the
 * review screen's before and after. What the provider typed stays as written.
 */
export function fieldValueText(
  t: Translate,
  field: ProfileField,
  value: unknown,
  codeName: CodeName = asIs,
): string {
  if (value === null || value === undefined || value === '') return t('provider.editor.notGiven');
  if (Array.isArray(value)) {
    if (!value.length) return t('provider.editor.none');
    return value.map((entry) => entryName(t, field, String(entry), codeName)).join(', ');
  }
  if (typeof value === 'boolean') return t('provider.editor.yesNo', { answer: value ? 'yes' : 'no' });
  const text = String(value);
  if (field === 'gender' && (text === 'female' || text === 'male'))
    return t('provider.editor.gender', { gender: text });
  if (field === 'practiceType') return practiceTypeName(t, text);
  if (isSpecialtyField(field)) return codeName(text);
  return text;
}
