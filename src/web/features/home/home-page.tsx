import { lazy, Suspense } from 'react';
import { HomeHero } from './components/home-hero.tsx';
import { useHomeSection } from './hooks/use-home-section.ts';

// Every page's first download holds the home page, so only the hero and its search are in it; the
// sections below arrive a moment later (their words are asked for at once, here).
const HomeSections = lazy(() => import('./home-sections.tsx').then((m) => ({ default: m.HomeSections })));

/** The home page's sections in their order (home-page.test.tsx); the footer follows from the layout. */
export function HomePage() {
  const hero = useHomeSection('hero');
  const howItWorks = useHomeSection('how_it_works');
  const specialties = useHomeSection('specialty_section');
  const findingCare = useHomeSection('finding_care');
  const providerCta = useHomeSection('provider_cta');
  return (
    <div>
      <HomeHero content={hero.settled ? hero.content : null} />
      <Suspense fallback={null}>
        <HomeSections
          content={{
            howItWorks: howItWorks.content,
            specialties: specialties.content,
            findingCare: findingCare.content,
            providerCta: providerCta.content,
          }}
        />
      </Suspense>
    </div>
  );
}
