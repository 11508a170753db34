/**
 * The patient dashboard's rules, messages and answers (patient.test.ts, docs/product.md#roles): profile and
 * address, the overview, saved providers, reviews written and account deletion. No zod here: the search page
 * reads the home-location type from this module and must stay small; the input schemas are in
 * patient-schemas.ts.
 */
import type { MessageKey } from '../i18n/translate.ts';

export const PATIENT_MESSAGES = {
  onlyPatients: 'account.patient.onlyPatients',
  deleteOnlyPatients: 'account.patient.deleteOnlyPatients',
  firstName: 'account.patient.firstName',
  lastName: 'account.patient.lastName',
  nameTooLong: 'account.patient.nameTooLong',
  phone: 'account.patient.phone',
  street: 'account.patient.street',
  city: 'account.patient.city',
  state: 'account.patient.state',
  zip: 'account.patient.zip',
  cityOrZip: 'account.patient.cityOrZip',
  avatarNotYours: 'account.patient.avatarNotYours',
  passwordRequired: 'account.patient.passwordRequired',
  wrongPassword: 'account.patient.wrongPassword',
  addressNotPlaced: 'account.patient.addressNotPlaced',
  profileSaved: 'account.patient.profileSaved',
  accountDeleted: 'account.patient.accountDeleted',
} as const satisfies Record<string, MessageKey>;

/** Saved providers and reviews written, one page each. */
export const PATIENT_SAVED_PAGE_SIZE = 12;
export const PATIENT_REVIEWS_PAGE_SIZE = 10;
/** The overview shows this many saved providers and recent searches. */
export const OVERVIEW_SAVED_SHOWN = 6;
export const OVERVIEW_SEARCHES_SHOWN = 5;

/** The 50 states, DC and the territories, by their postal codes. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'PR', 'GU', 'VI', 'AS', 'MP',
] as const; // prettier-ignore

// The answers' types are inferred from their zod schemas in patient-schemas.ts. Import them from there with
// `import type`, which loads no zod; this file does not re-export them, as patient-schemas.ts imports it.
