import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import type { CompletionItem } from '#shared/provider-profile/profile-editor.ts';

/**
 * The profile editor's own words for profile-editor.ts's codes (ADR 19); the field names and values
 * it shares with the review screen are in #shared/providers/profile-editor-words.ts.
 */

/** The completion items the server names by code (`completion.missing`), in the reader's language. */
const COMPLETION_ITEM_NAMES = {
  name: 'provider.profileStatus.missingName',
  professionalTitle: 'provider.editor.fieldProfessionalTitle',
  practiceName: 'provider.editor.fieldPracticeName',
  address: 'provider.editor.addressTitle',
  phone: 'provider.editor.fieldPhone',
  email: 'provider.editor.fieldEmail',
  about: 'provider.editor.aboutTitle',
  insurance: 'provider.editor.fieldAcceptedInsurancePlans',
  headshot: 'provider.profileStatus.missingHeadshot',
  officePhotos: 'provider.photos.officeTitle',
  boardCertifications: 'provider.editor.fieldBoardCertifications',
  educationTraining: 'provider.editor.fieldEducationTraining',
  npiNumber: 'provider.editor.fieldNpiNumber',
  yearsInPractice: 'provider.editor.fieldYearsInPractice',
  officeHours: 'provider.profileStatus.missingOfficeHours',
} as const satisfies Record<CompletionItem, MessageKey>;

/** A missing item of the completion in the reader's language. */
export const missingItemName = (t: Translate, item: CompletionItem) => t(COMPLETION_ITEM_NAMES[item]);
