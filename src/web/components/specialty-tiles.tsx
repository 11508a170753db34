import { Eye, Footprints, House, Smile, Sparkles, Stethoscope, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { categoryName } from '#shared/taxonomy/listing-words.ts';
import type { CategorySlug } from '#shared/taxonomy/category-list.ts';
import { pageContentDefaults, type SectionContent } from '#shared/page-content/page-content.ts';
import { OptionalImage } from './ui/optional-image.tsx';
import { paths } from '../config/paths.ts';
import { useLocale, useT } from '../lib/i18n.tsx';

/**
 * The six kinds of care of the home page, each opening its category's search (home.e2e.ts), named
 * by the category in the reader's language (ADR 23).
 */
const TILES: { category: CategorySlug; icon: LucideIcon; blurb: MessageKey }[] = [
  { category: 'primary-care', icon: Stethoscope, blurb: 'home.tiles.primaryCare' },
  { category: 'dentist', icon: Smile, blurb: 'home.tiles.dental' },
  { category: 'eye-exams-and-glasses', icon: Eye, blurb: 'home.tiles.optometry' },
  { category: 'skin', icon: Sparkles, blurb: 'home.tiles.dermatology' },
  { category: 'home-health-care', icon: House, blurb: 'home.tiles.homeHealth' },
  { category: 'foot-care', icon: Footprints, blurb: 'home.tiles.podiatrist' },
];

/**
 * The tiles under the managed specialty_section words and picture (the coming-soon page shows them
 * with the built-in words).
 */
export function SpecialtyTiles({ content: given }: { content?: SectionContent }) {
  const t = useT();
  const locale = useLocale();
  const builtIn = pageContentDefaults('specialty_section', locale);
  const content = given ?? builtIn;
  return (
    <section aria-labelledby="find-by-specialty" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="find-by-specialty" className="text-3xl">
        {content.title}
      </h2>
      <p className="mt-2 text-lg">{content.description}</p>
      <OptionalImage
        src={content.hero_image_url}
        alt=""
        className="mt-6 h-56 w-full rounded-2xl object-cover sm:h-72"
        data-testid="specialty-image"
      />
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TILES.map(({ category, icon: Icon, blurb }) => (
          <li key={category}>
            <Link
              to={`${paths.providers}?category=${category}`}
              className="flex min-h-24 items-center gap-4 rounded-2xl border-2 border-stone-300 bg-white p-5 hover:border-primary hover:shadow-md dark:border-stone-700 dark:bg-stone-900"
            >
              <span className="bg-primary-soft text-primary rounded-full p-3 dark:bg-stone-800 dark:text-sky-300">
                <Icon aria-hidden className="size-8" />
              </span>
              <span>
                <span className="block text-xl font-bold">{categoryName(category, locale)}</span>
                <span className="text-ink-muted block dark:text-stone-300">{t(blurb)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
