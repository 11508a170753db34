import { z } from 'zod';
import { ACCESSIBILITY_OPTIONS } from '../catalog.ts';
import { plainText } from '../schemas/query-values.ts';
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
const wholeNumber = (min: number, max: number, name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/**
 * The /providers page's query parameters, which are also the search API's: the address of a page
 * is the whole search, so it can be reloaded and shared.
 */
export const providerSearchSchema = z
  .object({
    location: text(120).optional(),
    lat: z.coerce.number({ message: 'lat must be a number' }).min(-90).max(90).optional(),
    lng: z.coerce.number({ message: 'lng must be a number' }).min(-180).max(180).optional(),
    radius: z.coerce
      .number({ message: 'radius must be a number' })
      .min(0)
      .max(MAX_RADIUS_MILES, `radius must be at most ${MAX_RADIUS_MILES} miles`)
      .optional(),
    specialty: text(80).optional(),
    telehealth: flag.optional(),
    languages: list.optional(),
    insurance: list.optional(),
    accepting_new: flag.optional(),
    rating: z.coerce
      .number({ message: 'rating must be 0, 2, 3, 4 or 5' })
      .refine((v) => (RATING_OPTIONS as readonly number[]).includes(v), 'rating must be 0, 2, 3, 4 or 5')
      .optional(),
    accessibility: list
      .refine(
        (values) => values.every((v) => (ACCESSIBILITY_OPTIONS as readonly string[]).includes(v)),
        'Unknown accessibility feature',
      )
      .optional(),
    gender: z.enum(GENDERS, { message: 'gender must be any, female or male' }).optional(),
    years_min: wholeNumber(0, 80, 'years_min').optional(),
    years_max: wholeNumber(0, 80, 'years_max').optional(),
    availability: z
      .enum(AVAILABILITY_OPTIONS, {
        message: `availability must be one of: ${AVAILABILITY_OPTIONS.join(', ')}`,
      })
      .optional(),
    time: z
      .enum(['morning', 'afternoon', 'evening'], { message: 'time must be morning, afternoon or evening' })
      .optional(),
    name: text(100).optional(),
    q: text(100).optional(),
    sort: z.enum(SORTS, { message: `sort must be one of: ${SORTS.join(', ')}` }).default('relevance'),
    page: wholeNumber(1, 1000, 'page').default(1),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lat'],
  })
  .refine((v) => v.years_min === undefined || v.years_max === undefined || v.years_min <= v.years_max, {
    message: 'years_min must not be more than years_max',
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
  practiceName: z.string().nullable(),
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
  page: z.number(),
  pageSize: z.number(),
  /** The place the search is centred on, when it has one. */
  location: z
    .object({ label: z.string(), lat: z.number(), lng: z.number(), radiusMiles: z.number() })
    .nullable(),
});
export type ProviderSearchResult = z.infer<typeof providerSearchResultSchema>;
