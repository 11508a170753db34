/**
 * The provider profile page's contract (profile.test.ts, docs/product.md#profiles): what GET
 * /api/providers/{id} returns, and the inputs the page sends. The server shapes rows into these; the page
 * reads nothing else.
 */

import type { MessageKey } from '../i18n/translate.ts';

export const PROFILE_MESSAGES = {
  notFoundTitle: 'public.profile.notFoundTitle',
  notFoundText: 'public.profile.notFoundText',
  notAvailable: 'public.profile.notAvailable',
  idRequired: 'public.profile.idRequired',
  copyFailed: 'public.profile.copyFailed',
  mapFailed: 'public.profile.mapFailed',
  mapUnavailable: 'public.profile.mapUnavailable',
  noCoordinates: 'public.profile.noCoordinates',
  locationUnavailable: 'public.profile.locationUnavailable',
  noTimes: 'public.profile.noTimes',
  noInsurance: 'public.profile.noInsurance',
  noHours: 'public.profile.noHours',
  noPhone: 'public.profile.noPhone',
  noEmail: 'public.profile.noEmail',
  phoneNotAvailable: 'public.profile.phoneNotAvailable',
  reportHint: 'public.profile.reportHint',
} as const satisfies Record<string, MessageKey>;

// The response shapes live with their zod schemas; the page imports only their types, so it does not
// download zod (profile-inputs.ts).
export type {
  NextSlotsDto,
  OfficeHoursDay,
  ProviderProfileDto,
  SimilarProvidersDto,
  Weekday,
} from './profile-inputs.ts';

/** The user id stored with an anonymous activity row (profile.test.ts). */
export const ANONYMOUS_USER_ID = '00000000-0000-0000-0000-000000000000';
