import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { HomeSearchCard } from './components/home-search-card.tsx';
import { InsuranceStrip } from './components/insurance-strip.tsx';
import { SpecialtyTiles } from './components/specialty-tiles.tsx';

export function HomePage() {
  return (
    <div>
      <section className="bg-primary-soft dark:bg-stone-900">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 lg:grid-cols-2 lg:items-start [&>*]:min-w-0">
          <div className="lg:pt-8">
            <h1 className="text-4xl sm:text-5xl">Find trusted healthcare providers near you</h1>
            <p className="mt-4 text-xl">
              CareConnect helps seniors in Florida and their families find, compare and book doctors who
              accept Medicare — in plain words, with big buttons, and no rush.
            </p>
            <p className="mt-4">
              <Link className="text-primary font-bold underline" to={paths.howItWorks}>
                See how it works
              </Link>
            </p>
            <InsuranceStrip />
          </div>
          <HomeSearchCard />
        </div>
      </section>
      <SpecialtyTiles />
    </div>
  );
}
