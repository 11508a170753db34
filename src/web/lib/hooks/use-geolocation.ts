import { useCallback, useState } from 'react';
import type { MessageKey } from '#shared/i18n/translate.ts';

/** The browser's location messages (docs/product.md#search). */
const LOCATION_MESSAGES = {
  insecure: 'common.location.insecure',
  unsupported: 'common.location.unsupported',
  denied: 'common.location.denied',
  unavailable: 'common.location.unavailable',
  timeout: 'common.location.timeout',
  unknown: 'common.location.unknown',
} as const satisfies Record<string, MessageKey>;

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'granted'; lat: number; lng: number }
  | { status: 'denied' | 'error'; message: MessageKey };

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
