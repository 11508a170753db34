import { z } from 'zod';
import { ACCESSIBILITY_OPTIONS } from '../providers/directory-lists.ts';
import { LISTING_KINDS } from '../taxonomy/listing.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { plainText } from '../validation/query-values.ts';
import { MAX_RADIUS_MILES } from './location.ts';
import { AVAILABILITY_OPTIONS, GENDERS, RATING_OPTIONS, SORTS } from './constants.ts';

export * from './constants.ts';

/** A comma-separated query value as a list; empty parts dropped. */
const list = plainText(500).transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const text = (max: number) => plainText(max);

/**
 * What the search's checks say, as keys (ADR 19). Each names the parameter as the address writes it.
 * In `common`: the search page shows them, and the schedule page reaches this module through the
 * profile's schemas. The lists of values are written out in the words: search.test.ts holds them to
 * the constants.
 */
export const SEARCH_PARAMS_MESSAGES = {
  latNumber: 'common.validation.latNumber',
  latRange: 'common.validation.latRange',
  lngNumber: 'common.validation.lngNumber',
  lngRange: 'common.validation.lngRange',
  radiusNumber: 'common.validation.radiusNumber',
  /** Names zod's `minimum` (0). */
  radiusAtLeast: 'common.validation.radiusAtLeast',
  /** Names zod's `maximum` (MAX_RADIUS_MILES). */
  radiusAtMost: 'common.validation.radiusAtMost',
  rating: 'common.validation.rating',
  unknownAccessibility: 'common.validation.unknownAccessibility',
  gender: 'common.validation.gender',
  availability: 'common.validation.availability',
  time: 'common.validation.time',
  sort: 'common.validation.sort',
  latLngTogether: 'common.validation.latLngTogether',
  yearsOrder: 'common.validation.yearsOrder',
} as const satisfies Record<string, MessageKey>;
const M = SEARCH_PARAMS_MESSAGES;

/** A whole number's four messages: not a number, not whole, below `minimum`, above `maximum`. */
type WholeNumberMessages = { number: MessageKey; whole: MessageKey; atLeast: MessageKey; atMost: MessageKey };

const WHOLE_NUMBER_MESSAGES = {
  years_min: {
    number: 'common.validation.yearsMinNumber',
    whole: 'common.validation.yearsMinWholeNumber',
    atLeast: 'common.validation.yearsMinAtLeast',
    atMost: 'common.validation.yearsMinAtMost',
  },
  years_max: {
    number: 'common.validation.yearsMaxNumber',
    whole: 'common.validation.yearsMaxWholeNumber',
    atLeast: 'common.validation.yearsMaxAtLeast',
    atMost: 'common.validation.yearsMaxAtMost',
  },
  page: {
    number: 'common.validation.pageNumber',
    whole: 'common.validation.queryPageWholeNumber',
    atLeast: 'common.validation.queryPageAtLeast',
    atMost: 'common.validation.queryPageAtMost',
  },
} as const satisfies Record<string, WholeNumberMessages>;

const wholeNumber = (min: number, max: number, said: WholeNumberMessages) =>
  z.coerce.number({ message: said.number }).int(said.whole).min(min, said.atLeast).max(max, said.atMost);

/** A place's coordinates, as the search and a profile's distance read them. */
export const latitude = z.coerce.number({ message: M.latNumber }).min(-90, M.latRange).max(90, M.latRange);
export const longitude = z.coerce.number({ message: M.lngNumber }).min(-180, M.lngRange).max(180, M.lngRange);

/**
 * The /providers page's query parameters, which are also the search API's: the address of a page
 * is the whole search, so it can be reloaded and shared.
 */
export const providerSearchSchema = z
  .object({
    location: text(120).optional(),
    lat: latitude.optional(),
    lng: longitude.optional(),
    radius: z.coerce
      .number({ message: M.radiusNumber })
      .min(0, M.radiusAtLeast)
      .max(MAX_RADIUS_MILES, M.radiusAtMost)
      .optional(),
    /** A category's slug (src/shared/taxonomy/categories.ts). */
    category: text(60).optional(),
    /** An exact NUCC code, or a value or label of the first catalogue (search-filter.ts). */
    specialty: text(80).optional(),
    telehealth: flag.optional(),
    languages: list.optional(),
    insurance: list.optional(),
    accepting_new: flag.optional(),
    rating: z.coerce
      .number({ message: M.rating })
      .refine((v) => (RATING_OPTIONS as readonly number[]).includes(v), M.rating)
      .optional(),
    accessibility: list
      .refine(
        (values) => values.every((v) => (ACCESSIBILITY_OPTIONS as readonly string[]).includes(v)),
        M.unknownAccessibility,
      )
      .optional(),
    gender: z.enum(GENDERS, { message: M.gender }).optional(),
    years_min: wholeNumber(0, 80, WHOLE_NUMBER_MESSAGES.years_min).optional(),
    years_max: wholeNumber(0, 80, WHOLE_NUMBER_MESSAGES.years_max).optional(),
    availability: z.enum(AVAILABILITY_OPTIONS, { message: M.availability }).optional(),
    time: z.enum(['morning', 'afternoon', 'evening'], { message: M.time }).optional(),
    name: text(100).optional(),
    q: text(100).optional(),
    sort: z.enum(SORTS, { message: M.sort }).default('relevance'),
    page: wholeNumber(1, 1000, WHOLE_NUMBER_MESSAGES.page).default(1),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: M.latLngTogether,
    path: ['lat'],
  })
  .refine((v) => v.years_min === undefined || v.years_max === undefined || v.years_min <= v.years_max, {
    message: M.yearsOrder,
    path: ['years_min'],
  });

export type ProviderSearchInput = z.input<typeof providerSearchSchema>;
export type ProviderSearch = z.output<typeof providerSearchSchema>;

/** A provider as cards and Quick View show it: only what the screen needs. */
export const providerCardDtoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  initials: z.string(),
  title: z.string(),
  professionalTitle: z.string().nullable(),
  specialty: z.string(),
  /** The primary NUCC code, its plain-language category (null when hidden) and the kind of listing. */
  taxonomyCode: z.string(),
  category: z.string().nullable(),
  listingKind: z.enum(LISTING_KINDS),
  practiceName: z.string().nullable(),
  /** 'female' makes a doctor 'Dra.' in Spanish (providerDisplayName). */
  gender: z.string().nullable(),
  imageUrl: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  acceptingNewPatients: z.boolean(),
  telehealthAvailable: z.boolean(),
  featured: z.boolean(),
  /** Business address, else 'city, state', else 'Location not specified'. */
  location: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  /** Miles, one decimal; null when the search has no location. */
  distanceMiles: z.number().nullable(),
  insurances: z.array(z.string()),
  languages: z.array(z.string()),
  phone: z.string().nullable(),
});
export type ProviderCardDto = z.infer<typeof providerCardDtoSchema>;

/** GET /api/providers/search: one page of providers and the total. */
export const providerSearchResultSchema = z.object({
  providers: z.array(providerCardDtoSchema),
  /** Exact up to COUNT_CAP; totalCapped says there are more. */
  total: z.number(),
  totalCapped: z.boolean(),
  /**
   * The category the free words (`q`) named, when they named one and no name: searched for as that
   * category, and named in the page's title (understood.ts).
   */
  wordsCategory: z.string().nullable(),
  page: z.number(),
  pageSize: z.number(),
  /** The place the search is centred on, when it has one. */
  location: z
    .object({ label: z.string(), lat: z.number(), lng: z.number(), radiusMiles: z.number() })
    .nullable(),
});
export type ProviderSearchResult = z.infer<typeof providerSearchResultSchema>;
