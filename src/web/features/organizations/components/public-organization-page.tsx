import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Globe, MapPin, Phone, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { addressLine } from '#shared/organizations/organizations.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type {
  OrganizationProviderCardDto,
  PublicOrganizationDto,
} from '#shared/organizations/organization-schemas.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { OptionalImage } from '../../../components/ui/optional-image.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorWords } from '../../../lib/api-client.ts';
import { T, useLocale, useT } from '../../../lib/i18n.tsx';
import { usePageHead } from '../../../lib/page-head.tsx';
import { organizationStructuredData } from '../../../seo/structured-data.ts';
import { NotFoundPage } from '../../../components/layout/not-found-page.tsx';
import { publicOrganizationProvidersQuery, publicOrganizationQuery } from '../api/organizations.ts';
import { OrganizationLogo, Pager } from './parts.tsx';
import { careName, careNameLang } from '#shared/taxonomy/listing-words.ts';

const linkClass = 'text-primary inline-flex min-h-11 items-center gap-2 font-bold underline wrap-anywhere';

/** tel: needs the digits only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /organization/{id}: an organization's public page, for any visitor. */
export function PublicOrganizationPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(publicOrganizationQuery(id));
  const org = query.data;
  usePageHead({
    title: org?.name ?? t('public.organization.title'),
    description: org?.description ?? undefined,
    canonicalPath: org ? paths.organization(org.id) : undefined,
    structuredData: org ? (origin, locale) => organizationStructuredData(org, origin, locale) : undefined,
  });
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {query.isPending && <Spinner label={t('public.organization.loading')} />}
      {query.isError && <Alert tone="error">{errorWords(query.error, t(M.loadFailed))}</Alert>}
      {query.data && <OrganizationView org={query.data} />}
    </div>
  );
}

function OrganizationView({ org }: { org: PublicOrganizationDto }) {
  const t = useT();
  const address = addressLine(org);
  const contactHeading = useId();
  const locationsHeading = useId();
  return (
    <>
      <div className="flex flex-wrap items-center gap-6">
        <OrganizationLogo url={org.logoUrl} className="size-28" />
        <h1 className="text-4xl">{org.name}</h1>
      </div>
      {org.description && <p className="mt-6 max-w-3xl text-xl whitespace-pre-line">{org.description}</p>}

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section
          aria-labelledby={contactHeading}
          className="rounded-2xl border-2 border-stone-300 bg-white p-6"
        >
          <h2 id={contactHeading} className="text-2xl">
            {t('public.organization.contact')}
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-lg">
            {org.website && (
              <li className="flex items-center gap-2">
                <Globe aria-hidden className="text-primary size-6 shrink-0" />
                <a href={org.website} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {org.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <ExternalLink aria-hidden className="size-5" />
                  <span className="sr-only">{t('public.organization.newTab')}</span>
                </a>
              </li>
            )}
            {org.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="text-primary size-6 shrink-0" />
                <a href={telHref(org.phone)} className={linkClass}>
                  {org.phone}
                </a>
              </li>
            )}
            {address && (
              <li className="flex items-start gap-2">
                <MapPin aria-hidden className="text-primary mt-1 size-6 shrink-0" />
                <span>
                  <T
                    k="public.organization.mainOffice"
                    values={{ address }}
                    components={[<span className="font-bold" />]}
                  />
                </span>
              </li>
            )}
            {!org.website && !org.phone && !address && <li>{t('public.organization.noContact')}</li>}
          </ul>
        </section>

        {org.locations.length > 0 && (
          <section
            aria-labelledby={locationsHeading}
            className="rounded-2xl border-2 border-stone-300 bg-white p-6"
          >
            <h2 id={locationsHeading} className="text-2xl">
              {t('public.organization.locations')}
            </h2>
            <ul className="mt-3 flex flex-col gap-4 text-lg">
              {org.locations.map((l) => (
                <li key={l.name}>
                  <p className="font-bold">{l.name}</p>
                  <p>{addressLine(l)}</p>
                  {l.phone && (
                    <a href={telHref(l.phone)} className={linkClass}>
                      <Phone aria-hidden className="size-5" />
                      {l.phone}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <Providers org={org} />
    </>
  );
}

function Providers({ org }: { org: PublicOrganizationDto }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useQuery(publicOrganizationProvidersQuery(org.id, page));
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mt-10">
      <h2 id={heading} className="text-3xl">
        {t('public.organization.providers')}
      </h2>
      {query.isPending && <Spinner label={t('public.organization.loadingProviders')} />}
      {query.isError && <Alert tone="error">{errorWords(query.error, t(M.loadFailed))}</Alert>}
      {query.data && query.data.total === 0 && (
        <p className="mt-3 text-lg">{t('public.organization.noProviders', { name: org.name })}</p>
      )}
      {query.data && query.data.providers.length > 0 && (
        <>
          <p className="mt-2 text-lg">
            {t('public.organization.providerCount', { count: query.data.total })}
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.providers.map((p) => (
              <ProviderCard key={p.id} provider={p} />
            ))}
          </ul>
          <div className="mt-6">
            <Pager
              page={page}
              total={query.data.total}
              pageSize={query.data.pageSize}
              onPage={setPage}
              label={t('public.organization.pages')}
            />
          </div>
        </>
      )}
    </section>
  );
}

function ProviderCard({ provider: p }: { provider: OrganizationProviderCardDto }) {
  const t = useT();
  const locale = useLocale();
  const initials = p.name
    .replace(/^Dr\. /, '')
    .split(/[\s,]+/)
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('');
  return (
    <li>
      <Link
        to={paths.provider(p.id)}
        className="hover:border-primary flex h-full gap-4 rounded-2xl border-2 border-stone-300 bg-white p-5 no-underline"
      >
        <OptionalImage
          src={p.imageUrl ?? undefined}
          alt=""
          className="size-20 shrink-0 rounded-full object-cover"
          fallback={
            <span
              aria-hidden
              className="bg-primary-soft text-primary flex size-20 shrink-0 items-center justify-center rounded-full text-2xl font-bold"
            >
              {initials}
            </span>
          }
        />
        <span className="min-w-0">
          <span className="text-primary block text-xl font-bold underline">{p.name}</span>
          <span className="text-ink block" lang={careNameLang(p, locale)}>
            {careName(p, locale)}
          </span>
          {(p.affiliationRole || p.locationName) && (
            <span className="text-ink block">
              {[p.affiliationRole, p.locationName].filter(Boolean).join(', ')}
            </span>
          )}
          {(p.city || p.state) && (
            <span className="text-ink block">{[p.city, p.state].filter(Boolean).join(', ')}</span>
          )}
          <span className="text-ink mt-1 flex items-center gap-1">
            <Star aria-hidden className="size-5 fill-amber-500 text-amber-700" />
            {p.reviewCount > 0
              ? t('public.organization.rating', { rating: p.rating.toFixed(1), count: p.reviewCount })
              : t('public.organization.noReviews')}
          </span>
        </span>
      </Link>
    </li>
  );
}
