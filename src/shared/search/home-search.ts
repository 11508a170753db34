/**
 * The home page search card's pieces that are rules rather than looks (home-search.test.ts):
 * history limits, and how a card search becomes the /providers address. The ready-made searches,
 * which carry words, are in quick-searches.ts.
 */
import type { MessageKey } from '../i18n/translate.ts';
import type { CategorySlug } from '../taxonomy/category-list.ts';
import { classifyLocation, DEFAULT_RADIUS_MILES } from './location.ts';
import type { ParsedSearch } from './natural-language.ts';

export const RECENT_SEARCHES_KEPT = 5;
export const RECENT_SEARCHES_SHOWN = 2;
export const TRENDING_FETCHED = 4;
export const TRENDING_SHOWN = 3;
export const TRENDING_WINDOW_DAYS = 30;
/** Pause on 'Finding Providers...' before navigating, and before a popular pick navigates. */
export const SEARCH_PAUSE_MS = 300;
export const POPULAR_PICK_DELAY_MS = 100;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTION_MIN_CHARS = 2;
export const PARSE_DEBOUNCE_MS = 1000;
/** The parse runs for input longer than this. */
const PARSE_MIN_CHARS = 5;
export const parseableWords = (text: string) => text.trim().length > PARSE_MIN_CHARS;

/**
 * The names of the card's fields as the form sends them without JavaScript. The plain words have a
 * name of their own (not the header search's `q`): the server reads them into filters as the card
 * does (`homeCardSearch`, home-card-search.ts).
 */
export const HOME_CARD_FIELDS = {
  words: 'words',
  location: 'location',
  category: 'category',
  /** An older form's field: a first-catalogue value ('cardiology'), kept as sent. */
  specialty: 'specialty',
} as const;

/** Query parameters of /providers, as strings. */
type SearchParamsRecord = Record<string, string>;

/**
 * A ready-made search: a preset, a popular pick, a trending item. `label` is a message key, or for a
 * trending specialty not on our list the words the server gave (shown with `inWords`).
 */
export type QuickSearch = {
  id: string;
  /** A category's search: named by the category in the reader's language, whatever `label` says. */
  category?: CategorySlug;
  label: MessageKey | string;
  description?: MessageKey;
  params: SearchParamsRecord;
};

export type HomeSearchInput = {
  location: string;
  /** The browser's position, from Near Me, while the location box still shows its place. */
  coordinates?: { lat: number; lng: number } | null;
  /** The kind of care chosen from the list: a category's slug, or '' for any. */
  category?: string;
  /** A search remembered with a first-catalogue value ('cardiology'): sent as stored (ADR 23). */
  specialty?: string;
  parsed?: ParsedSearch | null;
  presets?: QuickSearch[];
};

/**
 * The /providers address for a card search: location (or the user's coordinates) with its default
 * radius, the kind of care (`category`, or a remembered old `specialty` as stored), telehealth,
 * languages comma-joined, years_min, and the other detected filters by their own names
 * (home-search.test.ts). An explicit choice wins over one read from the free text.
 */
export function homeSearchParams(input: HomeSearchInput): URLSearchParams {
  const params = new URLSearchParams();
  const parsed = input.parsed;
  for (const preset of input.presets ?? []) {
    for (const [name, value] of Object.entries(preset.params)) params.set(name, value);
  }
  const location = input.location.trim() || parsed?.zip || parsed?.location || '';
  if (input.coordinates && input.location.trim()) {
    params.set('lat', input.coordinates.lat.toFixed(4));
    params.set('lng', input.coordinates.lng.toFixed(4));
    params.set('radius', String(DEFAULT_RADIUS_MILES.coordinates));
  } else if (location) {
    params.set('location', location);
    params.set('radius', String(DEFAULT_RADIUS_MILES[classifyLocation(location)]));
  }
  // One kind of care: what the card chose, else what the words named, else a ready-made search's.
  const category = input.category?.trim() || (input.specialty?.trim() ? '' : parsed?.category);
  const specialty = input.category?.trim() ? '' : input.specialty?.trim();
  if (category) {
    params.set('category', category);
    params.delete('specialty');
  } else if (specialty) {
    params.set('specialty', specialty);
    params.delete('category');
  }
  if (parsed?.telehealth) params.set('telehealth', 'true');
  if (parsed?.acceptingNew) params.set('accepting_new', 'true');
  if (parsed?.languages.length) params.set('languages', parsed.languages.join(','));
  if (parsed?.insurance?.length && !params.has('insurance'))
    params.set('insurance', parsed.insurance.join(','));
  if (parsed?.yearsMin !== undefined) params.set('years_min', String(parsed.yearsMin));
  if (parsed?.name) params.set('name', parsed.name);
  return params;
}

/**
 * The /providers address that runs a remembered search again, as the home search card built it; one
 * remembered before categories runs with its specialty as stored, keeping its meaning.
 */
export const recentSearchParams = (entry: {
  location: string;
  category: string;
  specialty: string;
}): URLSearchParams =>
  homeSearchParams(
    entry.specialty
      ? { location: entry.location, specialty: entry.specialty }
      : { location: entry.location, category: entry.category },
  );
