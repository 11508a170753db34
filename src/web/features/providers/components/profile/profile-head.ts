import { providerDisplayName } from '#shared/display-name.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import type { PageHead } from '../../../../lib/page-head.tsx';
import { paths } from '../../../../config/paths.ts';
import { providerStructuredData } from '../../../../seo/structured-data.ts';

/** Where the provider is, as a person would say it: "Miami, FL"; empty when the listing has no city. */
const place = (p: ProviderProfileDto) => [p.city, p.state].filter(Boolean).join(', ');

/**
 * A profile's title and description: what a search result and a shared link show, so they name the
 * provider, the specialty and the city (e2e/server-rendering.e2e.ts).
 */
export function profileHead(provider: ProviderProfileDto): PageHead {
  const name = providerDisplayName(provider);
  const where = place(provider);
  const what = where ? `${provider.specialty} in ${where}` : provider.specialty;
  const facts = [
    provider.acceptingNewPatients ? 'Accepting new patients.' : '',
    provider.insurances.includes('Medicare') ? 'Accepts Medicare.' : '',
    provider.reviewCount > 0
      ? `Rated ${provider.rating.toFixed(1)} out of 5 by ${provider.reviewCount} ${provider.reviewCount === 1 ? 'patient' : 'patients'}.`
      : '',
  ].filter(Boolean);
  return {
    title: `${name}, ${what}`,
    description: `${name}, ${what}. ${facts.join(' ')}${facts.length ? ' ' : ''}See office hours, insurance and open times, and book on CareConnect.`,
    canonicalPath: paths.provider(provider.id),
    image: provider.imageUrl ?? undefined,
    structuredData: (origin) => providerStructuredData(provider, origin),
  };
}
