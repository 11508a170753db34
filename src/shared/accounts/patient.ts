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

/** The patient's home, as the search starts from it. */
export type HomeLocationDto = {
  /** What the search's location box would hold: the ZIP when known, else 'City, ST'; null without a place. */
  location: string | null;
  /** 'Miami, FL 33101', to say plainly where the search starts. */
  label: string | null;
};

export type PatientProfileDto = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  streetAddress: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  avatarUrl: string | null;
  /** Whether the address has a place on the map (and so is the search's default place). */
  located: boolean;
  home: HomeLocationDto;
};

export type PatientProfileSaveDto = {
  profile: PatientProfileDto;
  /** Plain words when the address could not be placed; null when it was, or there is no address. */
  addressNote: string | null;
};

export type NextAppointmentDto = {
  id: string;
  providerId: string;
  providerName: string;
  date: string;
  time: string;
  /** 'Monday, March 9, 2026 at 2:30 PM'. */
  when: string;
  typeName: string;
  status: string;
};

export type SavedProviderDto = {
  id: string;
  name: string;
  specialty: string;
  specialtyLabel: string;
  city: string | null;
  state: string | null;
  imageUrl: string | null;
  acceptingNewPatients: boolean;
};

export type RecentSearchDto = {
  id: string;
  location: string;
  specialty: string;
  /** 'Dental near Miami, FL'. */
  label: string;
  updatedAt: string;
};

export type PatientOverviewDto = {
  nextAppointment: NextAppointmentDto | null;
  unreadMessages: number;
  saved: { providers: SavedProviderDto[]; total: number };
  recentSearches: RecentSearchDto[];
};

export type SavedProvidersPageDto = {
  providers: SavedProviderDto[];
  total: number;
  page: number;
  pageSize: number;
};

export type MyReviewDto = {
  id: string;
  providerId: string;
  providerName: string;
  rating: number;
  title: string | null;
  content: string | null;
  recommend: boolean | null;
  isAnonymous: boolean;
  createdAt: string;
  updatedAt: string;
};

export type MyReviewsPageDto = { reviews: MyReviewDto[]; total: number; page: number; pageSize: number };

/** The /providers address that runs a remembered search again, as the home search card built it. */
export const recentSearchParams = (entry: { location: string; specialty: string }): URLSearchParams =>
  homeSearchParams({ location: entry.location, specialty: entry.specialty });
