import { MapPin, Navigation, Phone } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { providerDisplayName } from '#shared/display-name.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { PROFILE_MESSAGES, type ProviderProfileDto } from '#shared/providers/profile.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { externalMap } from '../../../../config/map.ts';
import { useLocale, useT } from '../../../../lib/i18n.tsx';
import { knownCityState, locationLine } from '../../display-defaults.ts';
import { NewTabNote, telHref } from './profile-header.tsx';
import type { MapFailure } from './provider-map.tsx';

const ProviderMap = lazy(() => import('./provider-map.tsx'));

const FAILURE_TEXT: Record<MapFailure | 'none', MessageKey> = {
  none: PROFILE_MESSAGES.noCoordinates,
  init: PROFILE_MESSAGES.mapFailed,
  tiles: PROFILE_MESSAGES.mapUnavailable,
};

/**
 * The map, or, without coordinates or tiles, the address and phone in plain words (docs/product.md#profiles).
 */
export function LocationSection({
  provider,
  from,
}: {
  provider: ProviderProfileDto;
  from: { lat: number; lng: number } | null;
}) {
  const [failure, setFailure] = useState<MapFailure | null>(null);
  const t = useT();
  const name = providerDisplayName(provider, { locale: useLocale() });
  const address = provider.fullAddress || locationLine(t, provider);
  // A map searches the listing's own words, never the page's for what it leaves out ('Unknown',
  // 'Location not specified'): with no place to search for, there is no map to open.
  const searchFor = provider.fullAddress || knownCityState(provider);
  const placed = provider.lat !== null && provider.lng !== null;
  const at = placed ? { lat: provider.lat!, lng: provider.lng! } : null;
  const unavailable = !at ? 'none' : failure;

  return (
    <section
      aria-labelledby="location-heading"
      className="rounded-2xl border border-stone-300 bg-white p-5 sm:p-8"
    >
      <h2 id="location-heading" className="text-2xl">
        {t('public.profile.locationHeading')}
      </h2>
      <div className="mt-4">
        {unavailable ? (
          <div className="rounded-xl border-2 border-dashed border-stone-400 bg-stone-50 p-6" role="status">
            <h3 className="flex items-center gap-2 text-xl">
              <MapPin aria-hidden className="size-6" />
              {t(PROFILE_MESSAGES.locationUnavailable)}
            </h3>
            <p className="mt-2">{t(FAILURE_TEXT[unavailable])}</p>
            <p className="mt-3 text-lg font-bold">{address}</p>
            <p className="mt-1 flex items-center gap-2 text-lg">
              <Phone aria-hidden className="size-5" />
              {provider.phone ? (
                <a href={telHref(provider.phone)} className="text-primary font-bold underline">
                  {provider.phone}
                </a>
              ) : (
                t(PROFILE_MESSAGES.noPhone)
              )}
            </p>
          </div>
        ) : (
          <Suspense
            fallback={
              <div
                aria-hidden
                className="h-72 animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none sm:h-96"
              />
            }
          >
            <ProviderMap lat={at!.lat} lng={at!.lng} name={name} address={address} onFail={setFailure} />
          </Suspense>
        )}
      </div>
      {(at || searchFor) && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a
              href={at ? externalMap.directions(at, from) : externalMap.search(searchFor)}
              target="_blank"
              rel="noreferrer"
            >
              <Navigation aria-hidden className="size-5" />
              {t('public.profile.directions')}
              <NewTabNote />
            </a>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <a
              href={at ? externalMap.view(at.lat, at.lng) : externalMap.search(searchFor)}
              target="_blank"
              rel="noreferrer"
            >
              <MapPin aria-hidden className="size-5" />
              {t('public.profile.viewInMaps')}
              <NewTabNote />
            </a>
          </Button>
        </div>
      )}
    </section>
  );
}
