import { providerDisplayName } from '#shared/display-name.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { careName } from '#shared/taxonomy/listing-words.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import type { PageHead } from '../../../../lib/page-head.tsx';
import { paths } from '../../../../config/paths.ts';
import { providerStructuredData } from '../../../../seo/structured-data.ts';
import { knownCityState } from '../../display-defaults.ts';

/**
 * A profile's title and description in the page's language: what a search result and a shared link
 * show, so they name the provider, the specialty and the city (e2e/server-rendering.e2e.ts).
 */
export function profileHead(provider: ProviderProfileDto, t: Translate, locale: Locale): PageHead {
  const name = providerDisplayName(provider, { locale });
  const where = knownCityState(provider);
  const specialty = careName(provider, locale);
  const title = where
    ? t('public.profile.headTitle', { name, specialty, place: where })
    : t('public.profile.headTitleNoPlace', { name, specialty });
  const facts = [
    provider.acceptingNewPatients ? t('public.profile.headAccepting') : '',
    provider.insurances.includes('Medicare') ? t('public.profile.headMedicare') : '',
    provider.reviewCount > 0
      ? t('public.profile.headRated', { rating: provider.rating.toFixed(1), count: provider.reviewCount })
      : '',
  ].filter(Boolean);
  return {
    title,
    description: [`${title}.`, ...facts, t('public.profile.headSeeMore')].join(' '),
    canonicalPath: paths.provider(provider.id),
    image: provider.imageUrl ?? undefined,
    structuredData: (origin, locale) =>
      providerStructuredData(
        provider,
        origin,
        {
          home: t('public.profile.breadcrumbHome'),
          providers: t('public.profile.breadcrumbProviders'),
          specialty,
        },
        locale,
      ),
  };
}
