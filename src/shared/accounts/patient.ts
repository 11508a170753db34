/**
 * The patient dashboard's rules, messages and answers (patient.test.ts, docs/product.md#roles): profile and
 * address, the overview, saved providers, reviews written and account deletion. No zod here: the search page
 * reads the home-location type from this module and must stay small; the input schemas are in
 * patient-schemas.ts.
 */
import { homeSearchParams } from '../search/home-search.ts';

export const PATIENT_MESSAGES = {
  onlyPatients: 'Only patients have a patient dashboard.',
  deleteOnlyPatients:
    'Only patient accounts can be deleted here. Please contact support to close a provider, organization or admin account.',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameTooLong: 'Please use 100 characters or fewer',
  phone: 'Please enter a 10-digit phone number',
  street: 'Please use 200 characters or fewer',
  city: 'Please use 100 characters or fewer',
  state: 'Please choose a state',
  zip: 'Please enter a 5-digit ZIP code, or ZIP+4 like 33101-1234',
  cityOrZip: 'Please enter a city and state, or a ZIP code, so we can place your address',
  avatarNotYours: 'Please upload your photo again',
  passwordRequired: 'Please enter your password',
  wrongPassword: 'That password is not right. Please try again.',
  addressNotPlaced:
    'We could not find this address on the map, so searches will not start from it. Please check the city, state and ZIP code.',
  profileSaved: 'Your profile was saved.',
  accountDeleted: 'Your account was deleted. We are sorry to see you go.',
} as const;

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

/** The /providers address that runs a remembered search again, as the home search card built it. */
export const recentSearchParams = (entry: { location: string; specialty: string }): URLSearchParams =>
  homeSearchParams({ location: entry.location, specialty: entry.specialty });
