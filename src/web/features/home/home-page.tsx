import { FinalCallToAction, SecondCallToAction } from './components/calls-to-action.tsx';
import { FindingCareBanner } from './components/finding-care-banner.tsx';
import { HomeHero } from './components/home-hero.tsx';
import { HowItWorksSection } from './components/how-it-works-section.tsx';
import { PatientStoriesCarousel } from './components/patient-stories-carousel.tsx';
import { ProviderCta } from './components/provider-cta.tsx';
import { SpecialtyTiles } from './components/specialty-tiles.tsx';
import { TrustStrip } from './components/trust-strip.tsx';
import { useHomeSection } from './hooks/use-home-section.ts';

/** The home page's sections in the spec's order (part 1 §2); the footer follows from the layout. */
export function HomePage() {
  const hero = useHomeSection('hero');
  const howItWorks = useHomeSection('how_it_works');
  const specialties = useHomeSection('specialty_section');
  const findingCare = useHomeSection('finding_care');
  const providerCta = useHomeSection('provider_cta');
  return (
    <div>
      <HomeHero content={hero.settled ? hero.content : null} />
      <HowItWorksSection content={howItWorks.content} />
      <SpecialtyTiles content={specialties.content} />
      <FindingCareBanner content={findingCare.content} />
      <PatientStoriesCarousel />
      <ProviderCta content={providerCta.content} />
      <FinalCallToAction />
      <TrustStrip />
      <SecondCallToAction />
    </div>
  );
}
