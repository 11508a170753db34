import { providerDisplayName } from '#shared/display-name.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import { useLocale } from '../../../../lib/i18n.tsx';
import type { Place } from '../../api/profile.ts';
import { ReviewsSection } from '../reviews/reviews-section.tsx';
import { AboutSection } from './about-section.tsx';
import { LocationSection } from './location-section.tsx';
import { OfficePhotos, ProfessionalInfo, SimilarProviders } from './profile-details.tsx';

/**
 * The profile's main column: about, location, details, photos, reviews and similar providers. On a
 * phone it comes below the booking card, so the page loads it as a part of its own (profile-page.tsx).
 */
export function ProfileMainColumn({ provider, place }: { provider: ProviderProfileDto; place: Place }) {
  const locale = useLocale();
  return (
    <>
      <AboutSection provider={provider} />
      <LocationSection provider={provider} from={place} />
      <ProfessionalInfo provider={provider} />
      <OfficePhotos provider={provider} />
      <ReviewsSection providerId={provider.id} providerName={providerDisplayName(provider, { locale })} />
      <SimilarProviders provider={provider} place={place} />
    </>
  );
}
