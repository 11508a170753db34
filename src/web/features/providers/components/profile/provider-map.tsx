import { useEffect, useRef } from 'react';
import type * as Leaflet from 'leaflet';
import { MAP_ZOOM, mapTileConfig } from '../../../../config/map.ts';
import { useT } from '../../../../lib/i18n.tsx';

export type MapFailure = 'init' | 'tiles';

/** Resolves when the element is within a screen's height of the visible part of the page. */
function nearScreen(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}

/** No tile within this long means the tile server cannot be reached (offline, a closed network). */
const TILE_TIMEOUT_MS = 12_000;

const PIN =
  '<svg viewBox="0 0 40 48" width="40" height="48" aria-hidden="true"><path d="M20 1C9.5 1 1 9.3 1 19.6 1 33.5 20 47 20 47s19-13.5 19-27.4C39 9.3 30.5 1 20 1z" fill="#0b4f8a" stroke="#fff" stroke-width="2"/><circle cx="20" cy="19" r="7" fill="#fff"/></svg>';

/**
 * The interactive map: Leaflet used directly and loaded only when the map is shown, with the tile
 * address from configuration. Any failure is handed to the parent, which shows the address instead.
 */
function ProviderMap({
  lat,
  lng,
  name,
  address,
  onFail,
}: {
  lat: number;
  lng: number;
  name: string;
  address: string;
  onFail: (why: MapFailure) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const t = useT();
  const fail = useRef(onFail);
  useEffect(() => {
    fail.current = onFail;
  });

  useEffect(() => {
    let map: Leaflet.Map | undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        // The map library is the page's largest piece of code: it is fetched and run only when the
        // map comes near the screen, not while a phone is still taking the page over.
        await nearScreen(container.current);
        if (cancelled) return;
        const [mod] = await Promise.all([
          import('leaflet'),
          import('leaflet/dist/leaflet.css'),
          import('./provider-map.css'),
        ]);
        const L = ((mod as { default?: typeof Leaflet }).default ?? mod) as typeof Leaflet;
        if (cancelled || !container.current) return;
        const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
        // The page scrolls past the map; zooming is by the buttons, keyboard or two fingers.
        map = L.map(container.current, {
          center: [lat, lng],
          zoom: MAP_ZOOM,
          scrollWheelZoom: false,
          zoomAnimation: !still,
          fadeAnimation: !still,
          markerZoomAnimation: !still,
        });
        const { url, attribution } = mapTileConfig();
        let loaded = 0;
        let failed = 0;
        const tiles = L.tileLayer(url, { attribution, maxZoom: 19 });
        tiles.on('tileload', () => (loaded += 1));
        tiles.on('tileerror', () => (failed += 1));
        // 'load' fires when every visible tile has settled, failed ones included.
        tiles.on('load', () => {
          if (!loaded && failed) fail.current('tiles');
        });
        timer = setTimeout(() => {
          if (!loaded) fail.current('tiles');
        }, TILE_TIMEOUT_MS);
        tiles.addTo(map);

        const popup = document.createElement('div');
        const title = document.createElement('strong');
        title.textContent = name;
        const line = document.createElement('div');
        line.textContent = address;
        popup.append(title, line);
        L.marker([lat, lng], {
          title: `${name}: ${address}`,
          keyboard: true,
          icon: L.divIcon({
            html: PIN,
            className: 'cc-map-pin',
            iconSize: [40, 48],
            iconAnchor: [20, 47],
            popupAnchor: [0, -44],
          }),
        })
          .bindPopup(popup)
          .addTo(map);
      } catch {
        if (!cancelled) fail.current('init');
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      map?.remove();
    };
  }, [lat, lng, name, address]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={t('public.profile.mapLabel', { name })}
      className="cc-map h-72 w-full overflow-hidden rounded-xl border border-stone-300 sm:h-96"
    />
  );
}

export default ProviderMap;
