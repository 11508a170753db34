import { CalendarCheck, MessageSquare, Search, Star } from 'lucide-react';
import type { MaintenanceContent } from '#shared/maintenance/maintenance.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { useT } from '../../../lib/i18n.tsx';

const STATS: { value: MessageKey; label: MessageKey }[] = [
  { value: 'public.comingSoon.statFree', label: 'public.comingSoon.statFreeLabel' },
  { value: 'public.comingSoon.stat247', label: 'public.comingSoon.stat247Label' },
  { value: 'public.comingSoon.statFlorida', label: 'public.comingSoon.statFloridaLabel' },
];

const FEATURES: { icon: typeof Search; text: MessageKey }[] = [
  { icon: Search, text: 'public.comingSoon.featureFind' },
  { icon: Star, text: 'public.comingSoon.featureReviews' },
  { icon: CalendarCheck, text: 'public.comingSoon.featureBook' },
  { icon: MessageSquare, text: 'public.comingSoon.featureMessage' },
];

/** The left column of the preview: what CareConnect will be, in the admin's own words first. */
export function PreviewHero({ content }: { content: MaintenanceContent }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-4xl">{content.title}</h2>
      <p className="text-xl">{content.description}</p>
      <ul aria-label={t('public.comingSoon.statsLabel')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {STATS.map((s) => (
          <li
            key={s.value}
            className="rounded-xl border-2 border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
          >
            <p className="text-primary text-3xl font-bold dark:text-sky-300">{t(s.value)}</p>
            <p className="text-lg">{t(s.label)}</p>
          </li>
        ))}
      </ul>
      <ul aria-label={t('public.comingSoon.featuresLabel')} className="flex flex-col gap-3">
        {FEATURES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-lg">
            <span className="bg-primary-soft text-primary rounded-full p-2 dark:bg-stone-800 dark:text-sky-300">
              <Icon aria-hidden className="size-6" />
            </span>
            {t(text)}
          </li>
        ))}
      </ul>
    </div>
  );
}
