import { useState } from 'react';
import { toast } from 'sonner';
import type { GeocodeDto } from '#shared/search/geocode-schemas.ts';
import { api } from '../../config/paths.ts';
import { apiFetch } from '../api-client.ts';
import { useT } from '../i18n.tsx';
import { useGeolocation } from './use-geolocation.ts';

export type NearMePlace = { lat: number; lng: number; place: string };

/** The place name for coordinates, or 'Your Location' when it cannot be found (docs/product.md#search). */
const placeFor = (lat: number, lng: number) =>
  apiFetch<GeocodeDto>(api.geocode, {
    method: 'POST',
    body: { type: 'reverse', query: { latitude: lat, longitude: lng } },
  })
    .then((r) => r.location ?? 'Your Location')
    .catch(() => 'Your Location');

/**
 * 'Near me' as every search control does it: ask the browser, name the place, say so in a toast;
 * a refusal shows its message and opens the permission help (render it with `permissionHelp`).
 */
export function useNearMe(onLocated: (place: NearMePlace) => void) {
  const t = useT();
  const { state, locate } = useGeolocation();
  const [permissionHelp, setPermissionHelp] = useState(false);
  const nearMe = async () => {
    setPermissionHelp(false);
    const result = await locate();
    if (result.status === 'granted') {
      const place = await placeFor(result.lat, result.lng);
      toast.success(t('common.location.detected', { place }));
      onLocated({ lat: result.lat, lng: result.lng, place });
    } else if (result.status === 'denied' || result.status === 'error') {
      toast.error(t(result.message));
      if (result.status === 'denied') setPermissionHelp(true);
    }
  };
  return { nearMe, locating: state.status === 'locating', permissionHelp, setPermissionHelp };
}
