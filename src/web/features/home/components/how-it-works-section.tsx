import { CalendarCheck, ListChecks, Search, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { SectionContent } from '#shared/page-content/page-content.ts';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';

const STEP_ICONS: LucideIcon[] = [Search, ListChecks, CalendarCheck];

/** Three numbered steps, from the managed how_it_works words. */
export function HowItWorksSection({ content }: { content: SectionContent }) {
  const t = useT();
  return (
    <section aria-labelledby="how-it-works-title" className="bg-white dark:bg-stone-950">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="how-it-works-title" className="text-3xl">
          {content.title}
        </h2>
        <p className="mt-2 text-lg">{content.description}</p>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEP_ICONS.map((Icon, i) => (
            <li key={i} className="rounded-2xl border-2 border-stone-300 p-6 dark:border-stone-700">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="bg-primary flex size-12 shrink-0 items-center justify-center rounded-full text-2xl font-bold text-white"
                >
                  {i + 1}
                </span>
                <Icon aria-hidden className="text-primary size-8 dark:text-sky-300" />
              </div>
              <h3 className="mt-4 text-2xl">
                <span className="sr-only">{t('home.howItWorks.step', { number: i + 1 })} </span>
                {content[`step${i + 1}_title`]}
              </h3>
              <p className="mt-2 text-lg">{content[`step${i + 1}_description`]}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6">
          <Link className="text-primary text-lg font-bold underline dark:text-sky-300" to={paths.howItWorks}>
            {t('home.howItWorks.readMore')}
          </Link>
        </p>
      </div>
    </section>
  );
}
