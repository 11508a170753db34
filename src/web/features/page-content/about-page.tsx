import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Phone } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SectionContent } from '#shared/page-content/page-content.ts';
import { Button } from '../../components/ui/button.tsx';
import { OptionalImage } from '../../components/ui/optional-image.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { useT } from '../../lib/i18n.tsx';
import { pageContentQuery, usePageContent } from '../../lib/page-content.ts';

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const filled = (v: string | undefined) => Boolean(v?.trim());

/**
 * The about page (about-page.test.tsx): hero, story, values, impact and a call to action, all from the
 * managed about words. A skeleton shows until they arrive; if they cannot be read, the built-in
 * words show instead.
 */
export function AboutPage() {
  const t = useT();
  useDocumentTitle(t('content.about.title'));
  const { content } = usePageContent('about');
  // The same cached query without the built-in placeholder, so the page knows when the answer came.
  const { isPending, error } = useQuery(pageContentQuery('about'));
  useEffect(() => {
    if (error) console.error('Could not read the about page words; showing the built-in ones.', error);
  }, [error]);
  if (isPending) return <AboutSkeleton />;
  return (
    <div>
      <AboutHero content={content} />
      <Story content={content} />
      <Values content={content} />
      <Impact content={content} />
      <CallToAction content={content} />
      <Credits />
    </div>
  );
}

/**
 * The credit the NUCC taxonomy's licence asks of whoever shows its names (ADR 23): the public pages
 * name each listing's specialty from it. Built-in words, not managed content, so no edit removes it.
 */
function Credits() {
  const t = useT();
  return (
    <Band id="about-credits">
      <h2 id="about-credits" className="text-2xl">
        {t('content.about.creditsHeading')}
      </h2>
      <p className="mt-3 max-w-3xl text-lg">{t('content.about.nuccCredit')}</p>
      <p className="mt-3 text-lg">
        <a
          href="https://www.nucc.org"
          className="text-primary inline-flex min-h-11 items-center font-bold underline dark:text-sky-300"
        >
          {t('content.about.nuccLink')}
        </a>
      </p>
    </Band>
  );
}

/** A band of the page, named by its heading: `id` is that heading's id. */
function Band({ children, tinted = false, id }: { children: ReactNode; tinted?: boolean; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className={tinted ? 'bg-primary-soft dark:bg-stone-900' : 'bg-white dark:bg-stone-950'}
    >
      <div className="mx-auto max-w-6xl px-4 py-14">{children}</div>
    </section>
  );
}

/** Words beside a managed picture; with no picture the words keep a readable width on their own. */
function WithPicture({
  src,
  pictureFirst = false,
  children,
}: {
  src: string | undefined;
  pictureFirst?: boolean;
  children: ReactNode;
}) {
  if (!src?.trim()) return <div className="max-w-3xl">{children}</div>;
  const picture = (
    <OptionalImage src={src} alt="" className="aspect-[4/3] w-full rounded-2xl object-cover shadow-md" />
  );
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 [&>*]:min-w-0">
      {pictureFirst && picture}
      <div>{children}</div>
      {!pictureFirst && picture}
    </div>
  );
}

function AboutHero({ content }: { content: SectionContent }) {
  return (
    <Band tinted id="about-title">
      <WithPicture src={content.hero_image}>
        <h1 id="about-title" className="text-4xl sm:text-5xl">
          {content.hero_title}
        </h1>
        <p className="mt-4 text-xl">{content.hero_description}</p>
      </WithPicture>
    </Band>
  );
}

function Story({ content }: { content: SectionContent }) {
  const points = upTo(3)
    .map((n) => content[`story_point_${n}`])
    .filter(filled);
  return (
    <Band id="about-story">
      <WithPicture src={content.story_image} pictureFirst>
        <h2 id="about-story" className="text-3xl">
          {content.story_title}
        </h2>
        <p className="mt-3 text-lg">{content.story_description}</p>
        {points.length > 0 && (
          <ul className="mt-5 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-lg">
                <CheckCircle2
                  aria-hidden
                  className="text-success mt-0.5 size-6 shrink-0 dark:text-green-300"
                />
                {point}
              </li>
            ))}
          </ul>
        )}
      </WithPicture>
    </Band>
  );
}

function Values({ content }: { content: SectionContent }) {
  const values = upTo(4)
    .map((n) => ({ title: content[`value_${n}_title`], text: content[`value_${n}_description`] }))
    .filter((v) => filled(v.title));
  return (
    <Band tinted id="about-values">
      <h2 id="about-values" className="text-3xl">
        {content.values_title}
      </h2>
      <p className="mt-3 text-lg">{content.values_description}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {values.map((v) => (
          <li
            key={v.title}
            className="rounded-2xl border-2 border-stone-300 bg-white p-6 dark:border-stone-700 dark:bg-stone-950"
          >
            <h3 className="text-2xl">{v.title}</h3>
            {filled(v.text) && <p className="mt-2 text-lg">{v.text}</p>}
          </li>
        ))}
      </ul>
    </Band>
  );
}

function Impact({ content }: { content: SectionContent }) {
  const stats = upTo(4)
    .map((n) => ({ number: content[`impact_stat_${n}_number`], label: content[`impact_stat_${n}_label`] }))
    .filter((s) => filled(s.number));
  return (
    <Band id="about-impact">
      <WithPicture src={content.impact_image}>
        <h2 id="about-impact" className="text-3xl">
          {content.impact_title}
        </h2>
        <p className="mt-3 text-lg">{content.impact_description}</p>
      </WithPicture>
      {stats.length > 0 && (
        <ul className="mt-8 grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-4">
          {stats.map((s) => (
            <li
              key={`${s.number} ${s.label}`}
              className="bg-primary-soft rounded-2xl p-5 text-center dark:bg-stone-900"
            >
              <p className="text-primary text-4xl font-bold dark:text-sky-300">{s.number}</p>
              <p className="mt-1 text-lg">{s.label}</p>
            </li>
          ))}
        </ul>
      )}
    </Band>
  );
}

function CallToAction({ content }: { content: SectionContent }) {
  return (
    <Band tinted id="about-cta">
      <div className="text-center">
        <h2 id="about-cta" className="text-3xl">
          {content.cta_title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-xl">{content.cta_description}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.contact}>
            <Phone aria-hidden className="size-5" />
            {content.cta_button_text}
          </Link>
        </Button>
        {(filled(content.cta_contact_label) || filled(content.cta_contact_text)) && (
          <p className="mt-4 inline-flex w-full items-center justify-center gap-2 text-lg">
            <Clock aria-hidden className="size-5" />
            {content.cta_contact_label}: {content.cta_contact_text}
          </p>
        )}
      </div>
    </Band>
  );
}

function AboutSkeleton() {
  const t = useT();
  const bar = 'animate-pulse rounded-lg bg-stone-300 motion-reduce:animate-none dark:bg-stone-700';
  return (
    <div className="bg-primary-soft dark:bg-stone-900">
      <div aria-busy="true" className="mx-auto max-w-6xl px-4 py-14" data-testid="about-skeleton">
        <p className="sr-only">{t('common.ui.loadingScreen')}</p>
        <div aria-hidden className="space-y-3">
          <div className={`h-12 w-2/3 ${bar}`} />
          <div className={`mt-6 h-6 w-full ${bar}`} />
          <div className={`h-6 w-5/6 ${bar}`} />
        </div>
      </div>
    </div>
  );
}
