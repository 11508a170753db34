import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { monthYear } from '#shared/format/dates.ts';
import { paths } from '../../config/paths.ts';
import { SUPPORT_EMAIL } from '../../config/site.ts';
import { T, useLocale, useT } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-head.tsx';

const LINK = 'text-primary font-bold underline dark:text-sky-300';

/** The frame every information page shares: one heading, a plain-words introduction, readable text, help at the end. */
export function ContentPage({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** For legal pages: when the text last changed, as a calendar date ('2025-01-01'); shown as its month. */
  updated?: string;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  // A plain introduction doubles as the page's description in search results.
  usePageHead({ title, description: typeof intro === 'string' ? intro : undefined });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-4xl">{title}</h1>
      <p className="text-ink-muted mt-3 text-xl dark:text-stone-300">{intro}</p>
      {updated && (
        <p className="text-ink-muted mt-2 dark:text-stone-300">
          {t('content.page.lastUpdated', { date: monthYear(updated, locale) })}
        </p>
      )}
      <div className="prose-senior mt-6">{children}</div>
      <aside
        aria-label={t('content.page.help')}
        className="bg-primary-soft mt-12 rounded-2xl p-6 dark:bg-stone-900"
      >
        <h2 className="text-2xl">{t('content.page.helpTitle')}</h2>
        <p className="mt-2">
          <T
            k="content.page.helpBody"
            values={{ email: SUPPORT_EMAIL }}
            components={[
              <Link className={LINK} to={paths.faq} />,
              <Link className={LINK} to={paths.contact} />,
              <a className={LINK} href={`mailto:${SUPPORT_EMAIL}`} />,
            ]}
          />
        </p>
      </aside>
    </div>
  );
}

/** A question people ask, as a large disclosure anyone can open with a click, a tap or the keyboard. */
export function Question({ q, children }: { q: string; children: ReactNode }) {
  return (
    <details className="group mb-3 rounded-xl border-2 border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-950">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-lg font-bold [&::-webkit-details-marker]:hidden">
        {q}
        <span
          aria-hidden
          className="text-primary text-2xl transition-transform group-open:rotate-45 dark:text-sky-300"
        >
          +
        </span>
      </summary>
      <div className="px-5 pb-4">{children}</div>
    </details>
  );
}
