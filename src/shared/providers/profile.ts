import type { ProviderCardDto } from '../search/search-params.ts';
import type { ListingSource, VerificationSource } from './directory-trust.ts';

/**
 * The provider profile page's contract (profile.test.ts, docs/product.md#profiles): what GET
 * /api/providers/{id} returns, and the inputs the page sends. The server shapes rows into these; the page
 * reads nothing else.
 */

export const PROFILE_MESSAGES = {
  notFoundTitle: 'Provider Not Found',
  notFoundText: "The provider you're looking for doesn't exist or is no longer available.",
  notAvailable: 'Provider not found or not available',
  idRequired: 'Provider ID is required',
  copyFailed: 'Failed to copy link',
  mapFailed: 'Map failed to load properly',
  mapUnavailable: 'Unable to load map. Please check your connection and try again.',
  noCoordinates: 'Unable to determine provider location',
  locationUnavailable: 'Location Unavailable',
  noTimes: 'No available times',
  noInsurance: 'Insurance information not available...',
  noHours: 'Hours not specified',
  noPhone: 'Phone not available',
  noEmail: 'Email not available',
  phoneNotAvailable: 'Phone Number Not Available',
  reportHint: 'Found incorrect information? Help us keep profiles accurate.',
} as const;

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
/** One weekday's hours on the profile, 'HH:mm' in America/New_York. */
export type OfficeHoursDay = { open: string; close: string; closed: boolean };

/** GET /api/providers/{id}[?lat=&lng=]: one approved, active provider; anything else is a 404. */
export type ProviderProfileDto = {
  id: string;
  firstName: string;
  lastName: string;
  initials: string;
  /** 'Doctor' when missing. */
  title: string;
  professionalTitle: string | null;
  /** 'General Practice' when missing. */
  specialty: string;
  practiceName: string | null;
  imageUrl: string | null;
  logoUrl: string | null;
  about: string | null;
  rating: number;
  reviewCount: number;
  acceptingNewPatients: boolean;
  telehealthAvailable: boolean;
  /** Business address, else 'city, state', else 'Location not specified'. */
  location: string;
  /** Street, line 2, city, state and ZIP joined, for the map link and the unavailable-map panel. */
  fullAddress: string;
  city: string;
  state: string;
  zipCode: string | null;
  phone: string | null;
  email: string | null;
  languages: string[];
  /** ['Various Insurance Plans'] when none are listed. */
  insurances: string[];
  officeHours: Partial<Record<Weekday, OfficeHoursDay>>;
  officePhotos: string[];
  boardCertifications: string[];
  educationTraining: string | null;
  professionalMemberships: string[];
  gender: string | null;
  npiNumber: string | null;
  yearsInPractice: number | null;
  accessibilityFeatures: string[];
  lat: number | null;
  lng: number | null;
  /** Miles with one decimal from the lat/lng the page passed (the user's place); null without one. */
  distanceMiles: number | null;
  /** Approved affiliations only (docs/product.md#profiles). */
  organization: { id: string; name: string; logoUrl: string | null } | null;
  /** The provider's account's last activity, for the online badge; null when no account. */
  lastSeenAt: string | null;
  /** Minutes; 120 while the provider has no replies yet (docs/product.md#profiles). */
  averageResponseMinutes: number;
  /** A provider with an account (a claimed listing) is verified. */
  verified: boolean;
  /** False for a listing imported from public data that its provider has not claimed: not bookable. */
  claimed: boolean;
  /** Where an imported listing came from; null for a profile a provider made. */
  listingSource: ListingSource | null;
  /** 'Last verified': when, and by whom or from where. */
  lastVerified: { at: string; source: VerificationSource };
  /** When a super admin corrected the listing after a report of wrong information. */
  correctedAt: string | null;
};

/** GET /api/providers/{id}/similar[?lat=&lng=]: same specialty, at most 3, nearest first when placed. */
export type SimilarProvidersDto = { providers: ProviderCardDto[] };

/** One open time, as the next-available list and the booking dialog show it (America/New_York). */
export type OpenSlotDto = { id: string; date: string; time: string };

/** GET /api/providers/{id}/next-slots: the next 3 open times at least 30 minutes ahead. */
export type NextSlotsDto = { slots: OpenSlotDto[] };

/** The user id stored with an anonymous activity row (profile.test.ts). */
export const ANONYMOUS_USER_ID = '00000000-0000-0000-0000-000000000000';
