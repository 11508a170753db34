import { useCallback, useState } from 'react';

/** The browser's location messages (docs/product.md#search). */
export const LOCATION_MESSAGES = {
  insecure: 'Location access requires HTTPS in this browser',
  unsupported: 'Geolocation is not supported by this browser',
  denied: 'Location access was denied. Please enable location permissions in your browser.',
  unavailable: 'Location information is unavailable. Please try again.',
  timeout: 'Location request timed out. Please try again.',
  unknown: 'An unknown error occurred while accessing location.',
} as const;

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'granted'; lat: number; lng: number }
  | { status: 'denied' | 'error'; message: string };

/**
 * Asks the browser where the user is, once per call; every failure ends in one of the product's messages
 * (docs/product.md#search).
 */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const locate = useCallback(
    () =>
      new Promise<GeolocationState>((resolve) => {
        const done = (next: GeolocationState) => {
          setState(next);
          resolve(next);
        };
        if (!window.isSecureContext) return done({ status: 'error', message: LOCATION_MESSAGES.insecure });
        if (!('geolocation' in navigator))
          return done({ status: 'error', message: LOCATION_MESSAGES.unsupported });
        setState({ status: 'locating' });
        navigator.geolocation.getCurrentPosition(
          (pos) => done({ status: 'granted', lat: pos.coords.latitude, lng: pos.coords.longitude }),
          (err) => {
            if (err.code === err.PERMISSION_DENIED)
              return done({ status: 'denied', message: LOCATION_MESSAGES.denied });
            if (err.code === err.POSITION_UNAVAILABLE)
              return done({ status: 'error', message: LOCATION_MESSAGES.unavailable });
            if (err.code === err.TIMEOUT)
              return done({ status: 'error', message: LOCATION_MESSAGES.timeout });
            done({ status: 'error', message: LOCATION_MESSAGES.unknown });
          },
          // High accuracy, 15 s, a position up to 5 minutes old will do.
          { enableHighAccuracy: true, timeout: 15_000, maximumAge: 5 * 60_000 },
        );
      }),
    [],
  );
  return { state, locate };
}
