import { BadgeCheck, Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { listingInitials, providerDisplayName } from '#shared/display-name.ts';
import { PROFILE_MESSAGES, type ProviderProfileDto } from '#shared/providers/profile.ts';
import { lastSeen, responseTime, type TimeSpan } from '#shared/presence/presence.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { careName, careNameLang, isOrganizationListing } from '#shared/taxonomy/listing-words.ts';
import { formatDistance } from '#shared/search/location.ts';
import { externalMap } from '../../../../config/map.ts';
import { useLocale, useT } from '../../../../lib/i18n.tsx';
import { hasLocation, locationLine } from '../../display-defaults.ts';
import { LastVerified } from './last-verified.tsx';
import { CareLines } from './listing-facts.tsx';
import { paths } from '../../../../config/paths.ts';
import { Stars } from '../provider-card.tsx';

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function NewTabNote() {
  const t = useT();
  return <span className="sr-only"> {t('public.profile.newTab')}</span>;
}

const ACTIVE_AGO = {
  minute: 'public.profile.activeMinutesAgo',
  hour: 'public.profile.activeHoursAgo',
  day: 'public.profile.activeDaysAgo',
} as const satisfies Record<TimeSpan['unit'], MessageKey>;
const RESPONDS_WITHIN = {
  minute: 'public.profile.respondsMinutes',
  hour: 'public.profile.respondsHours',
  day: 'public.profile.respondsDays',
} as const satisfies Record<TimeSpan['unit'], MessageKey>;

/** 'Active now', 'Active 3 hours ago': the presence badge in the page's words; null when never seen. */
function presenceWords(t: Translate, lastSeenAt: string | null, now: Date) {
  const span = lastSeen(lastSeenAt, now);
  if (span === null) return null;
  if (span === 'now') return t('public.profile.activeNow');
  return t(ACTIVE_AGO[span.unit], { count: span.count });
}

/** The big round photo, or the initials when there is none or it fails to load. */
export function ProfilePhoto({
  provider,
  size = 'lg',
}: {
  provider: Pick<ProviderProfileDto, 'imageUrl' | 'initials'> & { practiceName?: string | null };
  size?: 'lg' | 'md';
}) {
  const [failed, setFailed] = useState(false);
  const box = size === 'lg' ? 'size-28 sm:size-36 text-4xl' : 'size-20 text-2xl';
  if (!provider.imageUrl || failed)
    return (
      <div
        aria-hidden
        className={`bg-primary-soft text-primary flex shrink-0 items-center justify-center rounded-full font-bold ${box}`}
      >
        {listingInitials(provider)}
      </div>
    );
  return (
    <img
      src={provider.imageUrl}
      alt=""
      onError={() => setFailed(true)}
      className={`shrink-0 rounded-full object-cover ${box}`}
    />
  );
}

/** The search for a listing's kind of care: its category, else (a hidden code) its exact code. */
const careSearchHref = (provider: Pick<ProviderProfileDto, 'category' | 'taxonomyCode'>) =>
  provider.category
    ? `${paths.providers}?category=${encodeURIComponent(provider.category)}`
    : `${paths.providers}?specialty=${encodeURIComponent(provider.taxonomyCode)}`;

/** Home › Providers › the listing's kind of care (a search for it). */
export function Breadcrumb({ provider }: { provider: ProviderProfileDto }) {
  const crumb = 'text-primary font-bold underline';
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-label={t('public.profile.breadcrumb')} className="mb-4">
      <ol className="flex flex-wrap items-center gap-x-2 text-lg">
        <li>
          <Link to={paths.home} className={crumb}>
            {t('common.nav.home')}
          </Link>
        </li>
        <li aria-hidden>›</li>
        <li>
          <Link to={paths.providers} className={crumb}>
            {t('public.profile.breadcrumbProviders')}
          </Link>
        </li>
        <li aria-hidden>›</li>
        <li>
          <Link to={careSearchHref(provider)} className={crumb} lang={careNameLang(provider, locale)}>
            {careName(provider, locale)}
          </Link>
        </li>
      </ol>
    </nav>
  );
}

function Badge({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <li className={`inline-flex items-center gap-2 rounded-full px-3 py-1 font-bold ${className}`}>
      {children}
    </li>
  );
}

/** Name, specialty, rating, contact lines and the trust badges (docs/product.md#profiles). */
export function ProfileHeader({ provider, now }: { provider: ProviderProfileDto; now: Date }) {
  const name = providerDisplayName(provider, { locale: useLocale() });
  const distance = formatDistance(provider.distanceMiles);
  const t = useT();
  const presence = presenceWords(t, provider.lastSeenAt, now);
  const online = lastSeen(provider.lastSeenAt, now) === 'now';
  const responds = responseTime(provider.averageResponseMinutes);
  return (
    <section
      aria-labelledby="provider-name"
      className="rounded-2xl border border-stone-300 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-6 sm:flex-row">
        <ProfilePhoto provider={provider} />
        <div className="min-w-0 flex-1">
          <h1 id="provider-name" className="text-3xl sm:text-4xl">
            {name}
          </h1>
          <CareLines provider={provider} />
          {/* An organisation's name is its practice name already. */}
          {provider.practiceName && !isOrganizationListing(provider.listingKind) && (
            <p className="text-ink-muted text-lg">{provider.practiceName}</p>
          )}
          <div className="mt-2">
            {provider.reviewCount > 0 ? (
              <Stars rating={provider.rating} count={provider.reviewCount} />
            ) : (
              <p>{t('public.profile.noReviews')}</p>
            )}
          </div>
          <ul aria-label={t('public.profile.badges')} className="mt-3 flex flex-wrap gap-2">
            {provider.verified && (
              <Badge className="bg-green-100 text-green-900">
                <BadgeCheck aria-hidden className="size-5" /> {t('public.profile.verified')}
              </Badge>
            )}
            {provider.acceptingNewPatients && (
              <Badge className="bg-green-100 text-green-900">{t('public.profile.accepting')}</Badge>
            )}
            {presence && (
              <Badge className={online ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-900'}>
                <span
                  aria-hidden
                  className={`size-3 rounded-full ${online ? 'bg-green-700' : 'bg-stone-500'}`}
                />
                {presence}
              </Badge>
            )}
            {provider.claimed && (
              <Badge className="bg-primary-soft text-primary-strong">
                <Clock aria-hidden className="size-5" />
                {t(RESPONDS_WITHIN[responds.unit], { count: responds.count })}
              </Badge>
            )}
          </ul>
          <div className="mt-4 flex flex-col gap-2 text-lg">
            <p className="flex items-start gap-2">
              <MapPin aria-hidden className="mt-1 size-5 shrink-0" />
              <span>
                {/* A listing with no place at all says so, with no map to search. */}
                {provider.fullAddress || hasLocation(provider) ? (
                  <a
                    href={externalMap.search(provider.fullAddress || provider.location)}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary underline"
                  >
                    {provider.fullAddress || locationLine(t, provider)}
                    <ExternalLink aria-hidden className="ml-1 inline size-4" />
                    <NewTabNote />
                  </a>
                ) : (
                  locationLine(t, provider)
                )}
                {distance && (
                  <strong className="ml-2 whitespace-nowrap">
                    {t('public.profile.distanceAway', { distance })}
                  </strong>
                )}
              </span>
            </p>
            <p className="flex items-center gap-2">
              <Phone aria-hidden className="size-5 shrink-0" />
              {provider.phone ? (
                <a href={telHref(provider.phone)} className="text-primary font-bold underline">
                  {provider.phone}
                </a>
              ) : (
                <span>{t(PROFILE_MESSAGES.noPhone)}</span>
              )}
            </p>
            <p className="flex items-center gap-2">
              <Mail aria-hidden className="size-5 shrink-0" />
              {provider.email ? (
                <a href={`mailto:${provider.email}`} className="text-primary break-all underline">
                  {provider.email}
                </a>
              ) : (
                <span>{t(PROFILE_MESSAGES.noEmail)}</span>
              )}
            </p>
          </div>
          <div className="mt-4">
            <LastVerified provider={provider} />
          </div>
          {provider.organization && (
            <Link
              to={paths.organization(provider.organization.id)}
              className="mt-4 inline-flex min-h-11 items-center gap-3 rounded-lg border-2 border-stone-300 px-3 py-2 font-bold no-underline hover:border-primary"
            >
              {provider.organization.logoUrl && (
                <img src={provider.organization.logoUrl} alt="" className="size-10 rounded object-contain" />
              )}
              <span>
                <span className="text-ink-muted block text-base font-normal">
                  {t('public.profile.partOf')}
                </span>
                {provider.organization.name}
              </span>
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
