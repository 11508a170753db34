import { useQuery } from '@tanstack/react-query';
import { ChevronRight, ImageIcon } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { providerDisplayName } from '#shared/display-name.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { similarProvidersQuery, type Place } from '../../api/profile.ts';
import type { ProfileLinkState } from '../../profile-link.ts';
import { ProviderLocation, Stars } from '../provider-card.tsx';
import { ProfilePhoto } from './profile-header.tsx';
import { useLocale, useT } from '../../../../lib/i18n.tsx';
import { languageName } from '#shared/providers/directory-list-labels.ts';
import { careName, careNameLang } from '#shared/taxonomy/listing-words.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';

const sectionClass = 'rounded-2xl border border-stone-300 bg-white p-5 sm:p-8';

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-bold">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

const list = (items: string[]) =>
  items.length === 1 ? (
    items[0]
  ) : (
    <ul className="list-disc pl-6">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );

/** Credentials and background; hidden when there is nothing to say (docs/product.md#profiles). */
/** The genders a profile may give, in the page's words; anything else is shown as written. */
const GENDERS: Record<string, MessageKey> = {
  male: 'public.profile.genderMale',
  female: 'public.profile.genderFemale',
  other: 'public.profile.genderOther',
};

export function ProfessionalInfo({ provider: p }: { provider: ProviderProfileDto }) {
  const t = useT();
  const empty =
    !p.boardCertifications.length &&
    !p.educationTraining &&
    !p.professionalMemberships.length &&
    !p.languages.length &&
    !p.gender &&
    !p.npiNumber;
  if (empty) return null;
  return (
    <section aria-labelledby="professional-heading" className={sectionClass}>
      <h2 id="professional-heading" className="text-2xl">
        {t('public.profile.professionalHeading')}
      </h2>
      <dl className="mt-4 grid gap-5 text-lg sm:grid-cols-2">
        {p.boardCertifications.length > 0 && (
          <Item term={t('public.profile.boardCertifications')}>{list(p.boardCertifications)}</Item>
        )}
        {p.educationTraining && <Item term={t('public.profile.education')}>{p.educationTraining}</Item>}
        {p.professionalMemberships.length > 0 && (
          <Item term={t('public.profile.memberships')}>{list(p.professionalMemberships)}</Item>
        )}
        {p.languages.length > 0 && (
          <Item term={t('public.profile.languages')}>
            {p.languages.map((language) => languageName(t, language)).join(', ')}
          </Item>
        )}
        {p.gender && (
          <Item term={t('public.profile.gender')}>
            {GENDERS[p.gender.toLowerCase()]
              ? t(GENDERS[p.gender.toLowerCase()]!)
              : p.gender.charAt(0).toUpperCase() + p.gender.slice(1)}
          </Item>
        )}
        {p.npiNumber && <Item term={t('public.profile.npi')}>{p.npiNumber}</Item>}
      </dl>
    </section>
  );
}

const PLACEHOLDER_TINTS = ['bg-sky-100', 'bg-amber-100', 'bg-emerald-100', 'bg-stone-200'];

/**
 * Photos of the office in a sideways strip; four calm placeholders when there are none
 * (docs/product.md#profiles).
 */
export function OfficePhotos({ provider }: { provider: ProviderProfileDto }) {
  const strip = useRef<HTMLUListElement>(null);
  const photos = provider.officePhotos;
  const name = providerDisplayName(provider, { locale: useLocale() });
  const t = useT();
  return (
    <section aria-labelledby="photos-heading" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="photos-heading" className="text-2xl">
          {t('public.profile.photosHeading')}
        </h2>
        {photos.length > 4 && (
          <Button
            variant="secondary"
            aria-controls="office-photos"
            onClick={() =>
              strip.current?.scrollBy({ left: strip.current.clientWidth * 0.8, behavior: 'smooth' })
            }
          >
            {t('public.profile.morePhotos')}
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        )}
      </div>
      {photos.length === 0 && <p className="mt-2">{t('public.profile.noPhotos')}</p>}
      {photos.length ? (
        // Scrolls sideways, so it takes keyboard focus: arrow keys move it.
        <ul
          id="office-photos"
          ref={strip}
          tabIndex={0}
          className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2 motion-safe:scroll-smooth"
          aria-label={t('public.profile.photosLabel', { name })}
        >
          {photos.map((src, i) => (
            <li key={src} className="w-56 shrink-0 snap-start sm:w-64">
              <img
                src={src}
                alt={t('public.profile.photoAlt', { name, number: i + 1, total: photos.length })}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-xl object-cover"
              />
            </li>
          ))}
        </ul>
      ) : (
        <div aria-hidden className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {PLACEHOLDER_TINTS.map((tint) => (
            <div key={tint} className={`flex aspect-[4/3] items-center justify-center rounded-xl ${tint}`}>
              <ImageIcon className="size-10 text-stone-600" />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** Up to three providers of the same specialty, nearest first when we know where the visitor is. */
export function SimilarProviders({ provider, place }: { provider: ProviderProfileDto; place: Place }) {
  const query = useQuery(similarProvidersQuery(provider.id, place));
  const t = useT();
  const locale = useLocale();
  const providers = query.data?.providers.slice(0, 3) ?? [];
  if (!providers.length) return null;
  const state: ProfileLinkState = { referrerSource: 'similar', place };
  return (
    <section aria-labelledby="similar-heading" className={sectionClass}>
      <h2 id="similar-heading" className="text-2xl">
        {t('public.profile.similarHeading')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3 [&>*]:min-w-0">
        {providers.map((p) => {
          const name = providerDisplayName(p, { locale });
          return (
            <li key={p.id} className="flex flex-col gap-2 rounded-xl border-2 border-stone-300 p-4">
              <ProfilePhoto provider={p} size="md" />
              <h3 className="text-xl">{name}</h3>
              <p className="font-bold" lang={careNameLang(p, locale)}>
                {careName(p, locale)}
              </p>
              {p.reviewCount > 0 ? (
                <Stars rating={p.rating} count={p.reviewCount} />
              ) : (
                <p>{t('public.profile.noReviews')}</p>
              )}
              <ProviderLocation provider={p} />
              <Button asChild variant="secondary" className="mt-auto">
                <Link
                  to={paths.provider(p.id)}
                  state={state}
                  aria-label={t('public.profile.viewProfileOf', { name })}
                >
                  {t('public.profile.viewProfile')}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
