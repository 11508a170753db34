/**
 * Map tiles for the profile's Leaflet map. OpenStreetMap's public tiles by default; a build may set
 * VITE_MAP_TILE_URL / VITE_MAP_TILE_ATTRIBUTION, and the served page may override both with
 * <meta name="careconnect-map-tiles" content="…"> and <meta name="careconnect-map-attribution" content="…">
 * (e.g. a tile server on the clinic's own network). Without tiles the page shows the address instead.
 */
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Street-level zoom for the profile's map (docs/product.md#profiles). */
export const MAP_ZOOM = 15;

function meta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;
}

export function mapTileConfig(): { url: string; attribution: string } {
  return {
    url: meta('careconnect-map-tiles') ?? import.meta.env.VITE_MAP_TILE_URL ?? DEFAULT_TILE_URL,
    attribution:
      meta('careconnect-map-attribution') ??
      import.meta.env.VITE_MAP_TILE_ATTRIBUTION ??
      DEFAULT_TILE_ATTRIBUTION,
  };
}

/** Links out to a full map (a new tab); OpenStreetMap needs no key. */
export const externalMap = {
  search: (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
  view: (lat: number, lng: number) =>
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${MAP_ZOOM}/${lat}/${lng}`,
  directions: (to: { lat: number; lng: number }, from?: { lat: number; lng: number } | null) =>
    `https://www.openstreetmap.org/directions?route=${from ? `${from.lat}%2C${from.lng}` : ''}%3B${to.lat}%2C${to.lng}`,
};
