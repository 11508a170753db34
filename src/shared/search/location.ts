/**
 * How a typed location is read and the radius each kind of place gets by default: ZIP 5, city 25,
 * anything else 15 miles (search.test.ts, home-search.test.ts, docs/product.md#search).
 */
export type LocationKind = 'zip' | 'city_state' | 'city_state_zip' | 'city' | 'coordinates' | 'text';

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/**
 * Only digits (and dashes) typed, but not a whole ZIP code: the search page says how to write one
 * instead of searching, in the browser and in the page the server draws alike.
 */
export const isPartialZip = (text: string) => /^[\d-]+$/.test(text.trim()) && !ZIP_PATTERN.test(text.trim());
const CITY_STATE = /^[A-Za-z][A-Za-z .'-]*,\s*[A-Za-z]{2}$/;
const CITY_STATE_ZIP = /^[A-Za-z][A-Za-z .'-]*,\s*[A-Za-z]{2}\s+\d{5}(-\d{4})?$/;
const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export function classifyLocation(text: string): LocationKind {
  const value = text.trim();
  if (ZIP_PATTERN.test(value)) return 'zip';
  if (parseCoordinates(value)) return 'coordinates';
  if (CITY_STATE_ZIP.test(value)) return 'city_state_zip';
  if (CITY_STATE.test(value)) return 'city_state';
  if (/^[A-Za-z]{3,}$/.test(value)) return 'city';
  return 'text';
}

/** 'lat,lng' with both in range, else null. */
export function parseCoordinates(text: string): { lat: number; lng: number } | null {
  const m = COORDINATES.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export const DEFAULT_RADIUS_MILES: Record<LocationKind, number> = {
  zip: 5,
  city_state: 25,
  city_state_zip: 25,
  city: 25,
  coordinates: 15,
  text: 15,
};

export const MAX_RADIUS_MILES = 50;

/** Miles with one decimal and ' mi', as cards show it. */
export const formatDistance = (miles: number | null | undefined) =>
  miles === null || miles === undefined || !Number.isFinite(miles) ? '' : `${miles.toFixed(1)} mi`;
