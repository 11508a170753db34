import { MapPin, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { listingInitials, providerDisplayName } from '#shared/display-name.ts';
import { formatDistance } from '#shared/search/location.ts';
import type { ProviderCardDto } from '#shared/search/search-params.ts';
import { careName, careNameLang, isOrganizationListing } from '#shared/taxonomy/listing-words.ts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { locationLine } from '../display-defaults.ts';
import type { ProfileLinkState } from '../profile-link.ts';
import { InsuranceBadges } from './insurance-badges.tsx';
import { SaveButton } from './save-button.tsx';

export function Stars({ rating, count }: { rating: number; count: number }) {
  const t = useT();
  const filled = Math.floor(rating);
  return (
    <p className="flex items-center gap-2">
      <span className="flex" role="img" aria-label={t('search.card.rated', { rating: rating.toFixed(1) })}>
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            aria-hidden
            className={i < filled ? 'size-5 fill-amber-500 text-amber-700' : 'size-5 text-stone-400'}
          />
        ))}
      </span>
      <span>{t('search.card.reviews', { rating: rating.toFixed(1), count })}</span>
    </p>
  );
}

export function ProviderPhoto({ provider }: { provider: ProviderCardDto }) {
  const [failed, setFailed] = useState(false);
  if (!provider.imageUrl || failed) {
    return (
      <div
        aria-hidden
        className="bg-primary-soft text-primary flex size-16 shrink-0 items-center justify-center rounded-full text-xl font-bold sm:size-20 sm:text-2xl"
      >
        {listingInitials(provider)}
      </div>
    );
  }
  return (
    <img
      src={provider.imageUrl}
      alt=""
      onError={() => setFailed(true)}
      className="size-16 shrink-0 rounded-full object-cover sm:size-20"
    />
  );
}

/**
 * Where the practice is (the API's words for a missing place in the page's language) and, in a
 * search around a place, how far away.
 */
export function ProviderLocation({
  provider,
}: {
  provider: Pick<ProviderCardDto, 'location' | 'city' | 'state' | 'distanceMiles'>;
}) {
  const t = useT();
  const distance = formatDistance(provider.distanceMiles);
  return (
    <p className="flex items-start gap-2">
      <MapPin aria-hidden className="mt-1 size-5 shrink-0" />
      <span>
        {locationLine(t, provider)}
        {distance && <strong className="ml-2 whitespace-nowrap">{distance}</strong>}
      </span>
    </p>
  );
}

/** One provider in the results (search.e2e.ts, docs/product.md#search). */
export function ProviderCard({
  provider,
  saved,
  onQuickView,
  linkState,
}: {
  provider: ProviderCardDto;
  saved: boolean;
  onQuickView: () => void;
  /** Where the visitor came from, and the place distances are measured from, for the profile. */
  linkState?: ProfileLinkState;
}) {
  const t = useT();
  const locale = useLocale();
  const name = providerDisplayName(provider, { locale });
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col gap-3 rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-950"
    >
      <div className="flex gap-4">
        <ProviderPhoto provider={provider} />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl">
            <Link
              to={paths.provider(provider.id)}
              state={linkState}
              className="hover:text-primary no-underline hover:underline"
            >
              {name}
            </Link>
          </h2>
          <p className="font-bold" lang={careNameLang(provider, locale)}>
            {careName(provider, locale)}
          </p>
          {/* An organisation's name is its practice name already. */}
          {provider.practiceName && !isOrganizationListing(provider.listingKind) && (
            <p className="text-ink-muted dark:text-stone-300">{provider.practiceName}</p>
          )}
        </div>
        <SaveButton providerId={provider.id} name={name} saved={saved} />
      </div>
      {provider.acceptingNewPatients && (
        <p className="w-fit rounded-full bg-green-100 px-3 py-1 font-bold text-green-900">
          {t('search.card.acceptingNew')}
        </p>
      )}
      <Stars rating={provider.rating} count={provider.reviewCount} />
      <ProviderLocation provider={provider} />
      <InsuranceBadges insurances={provider.insurances} limit={3} />
      <div className="mt-auto flex gap-3 pt-2">
        <Button
          variant="secondary"
          className="flex-1"
          onClick={onQuickView}
          aria-label={t('search.card.quickViewOf', { name })}
        >
          {t('search.card.quickView')}
        </Button>
        <Link
          to={paths.provider(provider.id)}
          state={linkState}
          className="bg-primary hover:bg-primary-strong inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 py-2 font-bold text-white no-underline"
          aria-label={t('search.card.detailsFor', { name })}
        >
          {t('search.card.details')}
        </Link>
      </div>
    </article>
  );
}
