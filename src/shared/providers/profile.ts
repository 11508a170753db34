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

// The response shapes live with their zod schemas; the page imports only their types, so it does not
// download zod (profile-inputs.ts).
export type {
  NextSlotsDto,
  OfficeHoursDay,
  OpenSlotDto,
  ProviderProfileDto,
  SimilarProvidersDto,
  Weekday,
} from './profile-inputs.ts';

/** The user id stored with an anonymous activity row (profile.test.ts). */
export const ANONYMOUS_USER_ID = '00000000-0000-0000-0000-000000000000';
