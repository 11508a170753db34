import type { SectionContent } from '#shared/page-content/page-content.ts';
import { FinalCallToAction, SecondCallToAction } from './components/calls-to-action.tsx';
import { FindingCareBanner } from './components/finding-care-banner.tsx';
import { HowItWorksSection } from './components/how-it-works-section.tsx';
import { PatientStoriesCarousel } from './components/patient-stories-carousel.tsx';
import { ProviderCta } from './components/provider-cta.tsx';
import { SpecialtyTiles } from '../../components/specialty-tiles.tsx';
import { TrustStrip } from './components/trust-strip.tsx';

export type HomeSectionsContent = {
  howItWorks: SectionContent;
  specialties: SectionContent;
  findingCare: SectionContent;
  providerCta: SectionContent;
};

/** Everything below the hero, in order (home-page.test.tsx, docs/product.md#content). */
export function HomeSections({ content }: { content: HomeSectionsContent }) {
  return (
    <>
      <HowItWorksSection content={content.howItWorks} />
      <SpecialtyTiles content={content.specialties} />
      <FindingCareBanner content={content.findingCare} />
      <PatientStoriesCarousel />
      <ProviderCta content={content.providerCta} />
      <FinalCallToAction />
      <TrustStrip />
      <SecondCallToAction />
    </>
  );
}
