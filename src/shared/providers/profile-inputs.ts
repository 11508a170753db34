import { z } from 'zod';
import { LISTING_KINDS } from '../taxonomy/listing.ts';
import {
  latitude,
  longitude,
  providerCardDtoSchema,
  SEARCH_PARAMS_MESSAGES,
} from '../search/search-params.ts';
import { LISTING_SOURCES, VERIFICATION_SOURCES } from '../directory-trust/directory-trust.ts';

/**
 * The inputs and answers of the provider profile's endpoints. Apart from the page's messages in
 * profile.ts, so the profile page (which imports only types from here) does not download and start zod.
 */

/** The ?lat=&lng= of GET /api/providers/{id} and /similar: the user's place, both or neither. */
export const providerPlaceSchema = z
  .object({
    lat: latitude.optional(),
    lng: longitude.optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: SEARCH_PARAMS_MESSAGES.latLngTogether,
    path: ['lat'],
  });

/** POST /api/providers/{id}/views: what a view records (profile.test.ts, docs/product.md#profiles). */
export const profileViewSchema = z.object({
  referrerSource: z.enum(['search', 'direct', 'external', 'similar', 'favorites', 'other']).default('direct'),
  searchQuery: z.string().trim().max(500).optional(),
  searchFilters: z.record(z.string(), z.string().max(500)).optional(),
  searchPosition: z.number().int().min(1).max(100_000).optional(),
  deviceType: z.enum(['mobile', 'desktop']),
  pageUrl: z.string().max(2000),
  sessionId: z.string().min(1).max(100),
});
export type ProfileViewInput = z.input<typeof profileViewSchema>;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** One weekday's hours on the profile, 'HH:mm' in America/New_York. */
export const officeHoursDayDtoSchema = z.object({ open: z.string(), close: z.string(), closed: z.boolean() });
export type OfficeHoursDay = z.infer<typeof officeHoursDayDtoSchema>;

/** GET /api/providers/{id}[?lat=&lng=]: one approved, active provider; anything else is a 404. */
export const providerProfileDtoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  initials: z.string(),
  /** 'Doctor' when missing. */
  title: z.string(),
  professionalTitle: z.string().nullable(),
  /** NUCC's name of the primary taxonomy code, in English (ADR 23). */
  specialty: z.string(),
  taxonomyCode: z.string(),
  secondaryTaxonomyCodes: z.array(z.string()),
  /** The primary code's plain-language category; null when every code is hidden. */
  category: z.string().nullable(),
  /** Every code's category, the primary's first. */
  categories: z.array(z.string()),
  listingKind: z.enum(LISTING_KINDS),
  /** A hospital's type, emergency services and CMS overall star rating; null for other listings. */
  hospital: z
    .object({
      type: z.string().nullable(),
      emergencyServices: z.boolean().nullable(),
      starRating: z.number().nullable(),
    })
    .nullable(),
  /** The hospitals a clinician works at that are listed here. */
  hospitalAffiliations: z.array(z.object({ id: z.string(), name: z.string() })),
  practiceName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  about: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  acceptingNewPatients: z.boolean(),
  telehealthAvailable: z.boolean(),
  /** Business address, else 'city, state', else 'Location not specified'. */
  location: z.string(),
  /** Street, line 2, city, state and ZIP joined, for the map link and the unavailable-map panel. */
  fullAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  languages: z.array(z.string()),
  /** ['Various Insurance Plans'] when none are listed. */
  insurances: z.array(z.string()),
  officeHours: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, officeHoursDayDtoSchema.optional()])) as {
      [K in Weekday]: z.ZodOptional<typeof officeHoursDayDtoSchema>;
    },
  ),
  officePhotos: z.array(z.string()),
  boardCertifications: z.array(z.string()),
  educationTraining: z.string().nullable(),
  professionalMemberships: z.array(z.string()),
  gender: z.string().nullable(),
  npiNumber: z.string().nullable(),
  yearsInPractice: z.number().nullable(),
  accessibilityFeatures: z.array(z.string()),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Miles with one decimal from the lat/lng the page passed (the user's place); null without one. */
  distanceMiles: z.number().nullable(),
  /** Approved affiliations only (docs/product.md#profiles). */
  organization: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  /** The provider's account's last activity, for the online badge; null when no account. */
  lastSeenAt: z.string().nullable(),
  /** Minutes; 120 while the provider has no replies yet (docs/product.md#profiles). */
  averageResponseMinutes: z.number(),
  /** A provider with an account (a claimed listing) is verified. */
  verified: z.boolean(),
  /** False for a listing imported from public data that its provider has not claimed: not bookable. */
  claimed: z.boolean(),
  /** Where an imported listing came from; null for a profile a provider made. */
  listingSource: z.enum(LISTING_SOURCES).nullable(),
  /** 'Last verified': when, and by whom or from where. */
  lastVerified: z.object({ at: z.string(), source: z.enum(VERIFICATION_SOURCES) }),
  /** When a super admin corrected the listing after a report of wrong information. */
  correctedAt: z.string().nullable(),
});
export type ProviderProfileDto = z.infer<typeof providerProfileDtoSchema>;

/** GET /api/providers/{id}/similar[?lat=&lng=]: same specialty, at most 3, nearest first when placed. */
export const similarProvidersDtoSchema = z.object({ providers: z.array(providerCardDtoSchema) });
export type SimilarProvidersDto = z.infer<typeof similarProvidersDtoSchema>;

/** One open time, as the next-available list and the booking dialog show it (America/New_York). */
const openSlotDtoSchema = z.object({ id: z.string(), date: z.string(), time: z.string() });

/** GET /api/providers/{id}/next-slots: the next 3 open times at least 30 minutes ahead. */
export const nextSlotsDtoSchema = z.object({ slots: z.array(openSlotDtoSchema) });
export type NextSlotsDto = z.infer<typeof nextSlotsDtoSchema>;
