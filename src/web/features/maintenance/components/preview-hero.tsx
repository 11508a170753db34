import { CalendarCheck, MessageSquare, Search, Star } from 'lucide-react';
import type { MaintenanceContent } from '#shared/site/maintenance.ts';

const STATS = [
  { value: 'Free', label: 'for patients to search and book' },
  { value: '24/7', label: 'online booking' },
  { value: 'Florida', label: 'providers across the state' },
];

const FEATURES = [
  { icon: Search, text: 'Find doctors by specialty, insurance and distance' },
  { icon: Star, text: 'Read honest reviews from other patients' },
  { icon: CalendarCheck, text: 'Book visits online, with reminders' },
  { icon: MessageSquare, text: "Send secure messages to a provider's office" },
];

/** The left column of the preview: what CareConnect will be, in the admin's own words first. */
export function PreviewHero({ content }: { content: MaintenanceContent }) {
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-4xl">{content.title}</h2>
      <p className="text-xl">{content.description}</p>
      <ul aria-label="CareConnect at a glance" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {STATS.map((s) => (
          <li
            key={s.value}
            className="rounded-xl border-2 border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
          >
            <p className="text-primary text-3xl font-bold dark:text-sky-300">{s.value}</p>
            <p className="text-lg">{s.label}</p>
          </li>
        ))}
      </ul>
      <ul aria-label="What you will be able to do" className="flex flex-col gap-3">
        {FEATURES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-lg">
            <span className="bg-primary-soft text-primary rounded-full p-2 dark:bg-stone-800 dark:text-sky-300">
              <Icon aria-hidden className="size-6" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
