import { Hospital, Siren, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import { careName, careNameLang, categoryName, nuccNameLang } from '#shared/taxonomy/listing-words.ts';
import { paths } from '../../../../config/paths.ts';
import { useLocale, useT } from '../../../../lib/i18n.tsx';

/**
 * What a listing is, under its name on the profile (ADR 23): the category's plain name, then, where
 * it says more, NUCC's exact name (English, so marked lang="en" on other pages), then the other
 * categories the listing's codes fall in (listing-facts.test.tsx).
 */
export function CareLines({
  provider,
}: {
  provider: Pick<ProviderProfileDto, 'category' | 'categories' | 'specialty'>;
}) {
  const t = useT();
  const locale = useLocale();
  const plain = careName(provider, locale);
  const exact = provider.specialty.trim();
  const also = [...new Set(provider.categories.slice(1))]
    .filter((slug) => slug !== provider.category)
    .map((slug) => categoryName(slug, locale))
    .filter(Boolean);
  return (
    <>
      <p className="mt-1 text-xl font-bold" lang={careNameLang(provider, locale)}>
        {plain}
      </p>
      {exact && exact !== plain && (
        <p className="text-lg">
          {t('public.profile.exactSpecialty')}: <span lang={nuccNameLang(locale)}>{exact}</span>
        </p>
      )}
      {also.length > 0 && (
        <p className="text-lg">
          {t('public.profile.alsoOffers')}: {also.join(', ')}
        </p>
      )}
    </>
  );
}

/** CMS's hospital types (Hospital General Information), in the reader's words; others as written. */
const HOSPITAL_TYPES: Record<string, MessageKey> = {
  'acute care hospitals': 'public.profile.hospitalTypeAcute',
  'critical access hospitals': 'public.profile.hospitalTypeCriticalAccess',
  psychiatric: 'public.profile.hospitalTypePsychiatric',
  'acute care - veterans administration': 'public.profile.hospitalTypeVeterans',
  'acute care - department of defense': 'public.profile.hospitalTypeDefense',
  childrens: 'public.profile.hospitalTypeChildrens',
  'rural emergency hospital': 'public.profile.hospitalTypeRuralEmergency',
  'long-term': 'public.profile.hospitalTypeLongTerm',
};

function Fact({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  // A <dl> holds only dt/dd groups (axe's definition-list rule): the icon goes inside the term.
  return (
    <div>
      <dt className="flex items-center gap-2 font-bold">
        {icon}
        {term}
      </dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/**
 * A hospital's type, emergency room and Medicare's overall star rating, said to be Medicare's so
 * that nobody takes it for our patients' reviews (listing-facts.test.tsx). Nothing for other listings.
 */
export function HospitalFacts({ provider }: { provider: Pick<ProviderProfileDto, 'hospital'> }) {
  const t = useT();
  const locale = useLocale();
  const h = provider.hospital;
  if (!h) return null;
  const typeKey = h.type ? HOSPITAL_TYPES[h.type.trim().toLowerCase()] : undefined;
  const stars = h.starRating !== null && h.starRating >= 1 && h.starRating <= 5 ? h.starRating : null;
  const icon = 'size-6 shrink-0';
  return (
    <section
      aria-labelledby="hospital-heading"
      className="rounded-2xl border border-stone-300 bg-white p-5 sm:p-8"
    >
      <h2 id="hospital-heading" className="text-2xl">
        {t('public.profile.hospitalHeading')}
      </h2>
      <dl className="mt-4 grid gap-5 text-lg sm:grid-cols-2">
        {h.type && (
          <Fact icon={<Hospital aria-hidden className={icon} />} term={t('public.profile.hospitalType')}>
            {typeKey ? t(typeKey) : <span lang={nuccNameLang(locale)}>{h.type}</span>}
          </Fact>
        )}
        {h.emergencyServices !== null && (
          <Fact icon={<Siren aria-hidden className={icon} />} term={t('public.profile.emergency')}>
            {h.emergencyServices ? t('public.profile.emergencyYes') : t('public.profile.emergencyNo')}
          </Fact>
        )}
        <Fact icon={<Star aria-hidden className={icon} />} term={t('public.profile.cmsRating')}>
          <p className="font-bold">
            {stars === null
              ? t('public.profile.cmsRatingNone')
              : t('public.profile.cmsRatingStars', { stars: String(stars) })}
          </p>
          <p className="mt-1">{t('public.profile.cmsRatingNote')}</p>
        </Fact>
      </dl>
    </section>
  );
}

/** The listed hospitals a clinician works at, each a link to its listing; nothing without any. */
export function HospitalAffiliations({
  provider,
}: {
  provider: Pick<ProviderProfileDto, 'hospitalAffiliations'>;
}) {
  const t = useT();
  if (!provider.hospitalAffiliations.length) return null;
  return (
    <section
      aria-labelledby="hospitals-heading"
      className="rounded-2xl border border-stone-300 bg-white p-5 sm:p-8"
    >
      <h2 id="hospitals-heading" className="text-2xl">
        {t('public.profile.hospitalsHeading')}
      </h2>
      <p className="mt-2 text-lg">{t('public.profile.hospitalsIntro')}</p>
      <ul className="mt-3 flex flex-col gap-2 text-lg">
        {provider.hospitalAffiliations.map((h) => (
          <li key={h.id}>
            <Link
              to={paths.provider(h.id)}
              className="text-primary inline-flex min-h-11 items-center gap-2 font-bold underline"
            >
              <Hospital aria-hidden className="size-5 shrink-0" />
              {h.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
