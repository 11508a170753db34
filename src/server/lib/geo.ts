import zipcodes from 'zipcodes';
import { classifyLocation, parseCoordinates, type LocationKind } from '#shared/search/location.ts';

/**
 * Offline geocoding from the US ZIP gazetteer of the zipcodes package: no network, no API key.
 * Florida comes first wherever a name is ambiguous, since that is where our providers are.
 */
export type Place = {
  lat: number;
  lng: number;
  /** 'City, ST' (or 'City, ST 12345' for a ZIP). */
  label: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  kind: LocationKind;
};

type City = { city: string; norm: string; state: string; lat: number; lng: number; zips: string[] };

const HOME_STATE = 'FL';
/** 'St. Petersburg', 'st petersburg' and 'Saint Petersburg' are one city; so are Ft. and Fort, Mt. and Mount. */
const normalCity = (city: string) =>
  city
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^st\b/, 'saint')
    .replace(/^ft\b/, 'fort')
    .replace(/^mt\b/, 'mount');
const key = (city: string, state: string) => `${normalCity(city)}|${state.trim().toLowerCase()}`;

/** Every US city with its centre (the mean of its ZIPs), built once on first use. */
let cityIndex: { byKey: Map<string, City>; sorted: City[] } | undefined;
function cities() {
  if (cityIndex) return cityIndex;
  const groups = new Map<
    string,
    { city: string; state: string; lats: number[]; lngs: number[]; zips: string[] }
  >();
  for (const z of Object.values(zipcodes.codes)) {
    if (!Number.isFinite(z.latitude) || !Number.isFinite(z.longitude) || !z.city || !z.state) continue;
    const k = key(z.city, z.state);
    const g = groups.get(k) ?? { city: z.city, state: z.state, lats: [], lngs: [], zips: [] };
    g.lats.push(z.latitude);
    g.lngs.push(z.longitude);
    g.zips.push(z.zip);
    groups.set(k, g);
  }
  const byKey = new Map<string, City>();
  for (const [k, g] of groups) {
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    byKey.set(k, {
      city: g.city,
      norm: normalCity(g.city),
      state: g.state,
      lat: mean(g.lats),
      lng: mean(g.lngs),
      zips: g.zips.sort(),
    });
  }
  // Florida first, then bigger places (more ZIPs) first, then by name.
  const sorted = [...byKey.values()].sort(
    (a, b) =>
      Number(b.state === HOME_STATE) - Number(a.state === HOME_STATE) ||
      b.zips.length - a.zips.length ||
      a.city.localeCompare(b.city),
  );
  cityIndex = { byKey, sorted };
  return cityIndex;
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

function fromZip(zip: string, kind: LocationKind = 'zip'): Place | null {
  const z = zipcodes.lookup(zip.slice(0, 5));
  if (!z || !Number.isFinite(z.latitude)) return null;
  return {
    lat: z.latitude,
    lng: z.longitude,
    label: `${z.city}, ${z.state} ${z.zip}`,
    city: z.city,
    state: z.state,
    zip: z.zip,
    kind,
  };
}

function fromCity(city: string, state: string | null, kind: LocationKind): Place | null {
  const index = cities();
  const found = state
    ? index.byKey.get(key(city.trim(), state.trim()))
    : (index.byKey.get(key(city.trim(), HOME_STATE)) ??
      index.sorted.find((c) => c.norm === normalCity(city)));
  if (!found) return null;
  return {
    lat: found.lat,
    lng: found.lng,
    label: `${found.city}, ${found.state}`,
    city: found.city,
    state: found.state,
    zip: null,
    kind,
  };
}

/** Text or 'lat,lng' to a place; null when we cannot tell where it is. */
export function geocode(text: string): Place | null {
  const value = text.trim();
  const kind = classifyLocation(value);
  switch (kind) {
    case 'zip':
      return fromZip(value);
    case 'coordinates': {
      const { lat, lng } = parseCoordinates(value)!;
      return { ...reverseGeocode(lat, lng), lat, lng, kind };
    }
    case 'city_state_zip': {
      const zip = /(\d{5})(-\d{4})?$/.exec(value)![1]!;
      return (
        fromZip(zip, kind) ?? fromCity(value.split(',')[0]!, value.split(',')[1]!.trim().slice(0, 2), kind)
      );
    }
    case 'city_state': {
      const [city, state] = value.split(',');
      return fromCity(city!, state!, kind);
    }
    case 'city':
      return fromCity(value, null, kind);
    case 'text': {
      // A street address or a phrase: use a ZIP or a 'City, ST' inside it when there is one.
      const zip = /\b(\d{5})(-\d{4})?\b/.exec(value)?.[1];
      if (zip) return fromZip(zip, kind);
      const cityState = /([A-Za-z][A-Za-z .'-]+),\s*([A-Za-z]{2})\b/g;
      let m: RegExpExecArray | null;
      let last: Place | null = null;
      while ((m = cityState.exec(value))) last = fromCity(m[1]!.split(',').pop()!, m[2]!, kind) ?? last;
      return last ?? fromCity(value, null, kind);
    }
  }
}

/** The nearest ZIP's 'City, ST', for coordinates from the browser. */
export function reverseGeocode(lat: number, lng: number): Place {
  const z = zipcodes.lookupByCoords(lat, lng);
  if (!z)
    return { lat, lng, label: 'Your Location', city: null, state: null, zip: null, kind: 'coordinates' };
  return {
    lat,
    lng,
    label: `${z.city}, ${z.state}`,
    city: z.city,
    state: z.state,
    zip: z.zip,
    kind: 'coordinates',
  };
}

/** Up to `limit` places for what someone has typed so far (from 2 characters). */
export function autocomplete(prefix: string, limit = 5): Place[] {
  const value = prefix.trim();
  if (value.length < 2) return [];
  if (/^\d+$/.test(value)) {
    return Object.keys(zipcodes.codes)
      .filter((zip) => zip.startsWith(value))
      .sort(
        (a, b) =>
          Number(zipcodes.codes[b]!.state === HOME_STATE) - Number(zipcodes.codes[a]!.state === HOME_STATE) ||
          a.localeCompare(b),
      )
      .slice(0, limit)
      .map((zip) => fromZip(zip)!)
      .filter(Boolean);
  }
  const [cityPart, statePart] = value
    .toLowerCase()
    .split(',')
    .map((s) => s.trim());
  return cities()
    .sorted.filter(
      (c) =>
        (c.city.toLowerCase().startsWith(cityPart!) || c.norm.startsWith(normalCity(cityPart!))) &&
        (!statePart || c.state.toLowerCase().startsWith(statePart)),
    )
    .slice(0, limit)
    .map((c) => ({
      lat: c.lat,
      lng: c.lng,
      label: `${titleCase(c.city)}, ${c.state}`,
      city: c.city,
      state: c.state,
      zip: null,
      kind: 'city_state' as const,
    }));
}
