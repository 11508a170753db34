import { DEFAULT_TAXONOMY_CODE, nuccName } from '#shared/taxonomy/listing.ts';
import { codesForCategory, taxonomyFilter } from '#shared/taxonomy/search-filter.ts';
import { NO_LOCATION, UNKNOWN_PLACE, VARIOUS_INSURANCES } from '#shared/providers/display-defaults.ts';
import { DEFAULT_RADIUS_MILES } from '#shared/search/location.ts';
import { parseSearchText } from '#shared/search/natural-language.ts';
import { slotWindow } from '#shared/search/availability.ts';
import {
  PAGE_SIZE,
  type ProviderCardDto,
  type ProviderSearch,
  type ProviderSearchResult,
} from '#shared/search/search-params.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { geocode, reverseGeocode } from '../../lib/geo.ts';
import { searchProviders, type ProviderSearchRow, type SearchCenter } from './search-repository.ts';

/** A typed place the search cannot find; put into the page's language when answered. */
export const LOCATION_NOT_FOUND = 'search.errors.locationNotFound' satisfies MessageKey;
/** Values the page's location box may hold that mean "no particular place" (docs/product.md#search). */
const NO_PLACE = new Set(['', 'near me', 'all locations', 'your area', 'your location']);

/** The place a search is centred on: the user's coordinates first, else the typed location. */
function resolveCenter(params: ProviderSearch): (SearchCenter & { label: string }) | null {
  if (params.lat !== undefined && params.lng !== undefined) {
    const place = reverseGeocode(params.lat, params.lng);
    return {
      lat: params.lat,
      lng: params.lng,
      label: place.label,
      radiusMiles: params.radius ?? DEFAULT_RADIUS_MILES.coordinates,
    };
  }
  const text = params.location?.trim() ?? '';
  if (NO_PLACE.has(text.toLowerCase())) return null;
  const place = geocode(text);
  if (!place) throw badRequest(LOCATION_NOT_FOUND, { location: LOCATION_NOT_FOUND });
  return {
    lat: place.lat,
    lng: place.lng,
    label: place.label,
    radiusMiles: params.radius ?? DEFAULT_RADIUS_MILES[place.kind],
  };
}

/**
 * The category a search's free words name, in English or Spanish ('dentista', 'cardiólogo', 'heart
 * doctor'); none when the words also hold a name, which they are then searched for.
 */
function categoryNamedBy(words: string | undefined): string | undefined {
  if (!words?.trim()) return undefined;
  const parsed = parseSearchText(words);
  return parsed.category && !parsed.name ? parsed.category : undefined;
}

export async function runProviderSearch(
  db: Db,
  params: ProviderSearch,
  now = new Date(),
): Promise<ProviderSearchResult> {
  const center = resolveCenter(params);
  const wordsCategory = categoryNamedBy(params.q);
  const { rows, total, capped } = await searchProviders(
    db,
    {
      ...params,
      taxonomy: taxonomyFilter(params.category, params.specialty),
      wordsCodes: wordsCategory ? codesForCategory(wordsCategory) : undefined,
    },
    center,
    slotWindow(params.availability, params.time, now),
  );
  return {
    providers: rows.map(toCard),
    total,
    totalCapped: capped,
    wordsCategory: wordsCategory ?? null,
    page: params.page,
    pageSize: PAGE_SIZE,
    location: center
      ? { label: center.label, lat: center.lat, lng: center.lng, radiusMiles: center.radiusMiles }
      : null,
  };
}

/** The columns the display model reads, as search and the profile page select them. */
type DisplayRow = Pick<
  ProviderSearchRow,
  | 'first_name'
  | 'last_name'
  | 'initials'
  | 'title'
  | 'professional_title'
  | 'specialty'
  | 'taxonomy_code'
  | 'category'
  | 'listing_kind'
  | 'practice_name'
  | 'gender'
  | 'image_url'
  | 'business_address'
  | 'city'
  | 'state'
  | 'zip_code'
  | 'accepted_insurance_plans'
>;

/**
 * The display model with defaults for missing values: cards and profile alike (search.test.ts). The
 * defaults are the API's English words (display-defaults.ts); the screens word them in their language.
 */
export function displayBasics(row: DisplayRow) {
  const city = row.city?.trim() || UNKNOWN_PLACE;
  const state = row.state?.trim() || UNKNOWN_PLACE;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    initials: row.initials?.trim() || `${row.first_name[0] ?? ''}${row.last_name[0] ?? ''}`.toUpperCase(),
    // The default title 'Doctor' is the column's default, given when a profile is written; a title
    // left blank is shown blank, never as 'Dr.' (provider-name.test.ts).
    title: row.title,
    professionalTitle: row.professional_title,
    specialty: row.specialty || nuccName(DEFAULT_TAXONOMY_CODE),
    taxonomyCode: row.taxonomy_code,
    category: row.category,
    listingKind: row.listing_kind,
    practiceName: row.practice_name,
    gender: row.gender,
    imageUrl: row.image_url,
    location: row.business_address?.trim() || (row.city ? `${city}, ${state}` : NO_LOCATION),
    city,
    state,
    zipCode: row.zip_code,
    insurances: row.accepted_insurance_plans.length ? row.accepted_insurance_plans : [VARIOUS_INSURANCES],
  };
}

export function toCard(row: ProviderSearchRow): ProviderCardDto {
  return {
    id: row.id,
    ...displayBasics(row),
    rating: Number(row.rating_average),
    reviewCount: row.review_count,
    acceptingNewPatients: row.accepting_new_patients,
    telehealthAvailable: row.telehealth_available,
    featured: row.featured,
    distanceMiles: row.distance_miles === null ? null : Number(row.distance_miles),
    languages: row.languages,
    phone: row.phone,
  };
}
