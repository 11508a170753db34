import { BadgeCheck, ChevronLeft, ChevronRight, Pause, Play, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { specialtyName } from '#shared/providers/directory-list-labels.ts';
import { PATIENT_STORIES, storyName, type PatientStory } from '#shared/page-content/patient-stories.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useReducedMotion } from '../../../lib/hooks/use-reduced-motion.ts';
import { T, useT } from '../../../lib/i18n.tsx';

/** A story stays 5 seconds before the next one shows (patient-stories-carousel.test.tsx). */
export const STORY_INTERVAL_MS = 5000;

/**
 * Patient stories, one at a time. They advance by themselves every 5 s unless the visitor prefers
 * reduced motion; any previous, next or dot stops that for good, until Resume auto-play. While the
 * pointer rests on a story it waits, so a slow reader is never cut off.
 */
export function PatientStoriesCarousel({ stories = PATIENT_STORIES }: { stories?: PatientStory[] }) {
  const reducedMotion = useReducedMotion();
  const t = useT();
  const [index, setIndex] = useState(0);
  // Until the visitor presses pause or play, stories move by themselves only without reduced motion.
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const [resting, setResting] = useState(false);
  const count = stories.length;

  useEffect(() => {
    if (!playing || resting) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), STORY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, resting, index, count]);

  const show = (next: number) => {
    setPlaying(false);
    setIndex(((next % count) + count) % count);
  };
  const story = stories[index]!;

  return (
    <section aria-labelledby="stories-title" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="stories-title" className="text-3xl">
        {t('home.stories.title')}
      </h2>
      <p className="mt-2 text-lg">{t('home.stories.intro')}</p>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t('home.stories.region')}
        className="mt-6 rounded-2xl border-2 border-stone-300 bg-white p-5 sm:p-8 dark:border-stone-700 dark:bg-stone-900"
      >
        {/* Names say "story" in full; a phone shows the short word so the two buttons fit side by side. */}
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
          <Button
            variant="secondary"
            aria-label={t('home.stories.previousLabel')}
            onClick={() => show(index - 1)}
          >
            <ChevronLeft aria-hidden className="size-5" />
            <span>
              <T k="home.stories.previous" components={[<span className="hidden sm:inline" />]} />
            </span>
          </Button>
          <Button
            variant="secondary"
            aria-label={t('home.stories.nextLabel')}
            onClick={() => show(index + 1)}
          >
            <span>
              <T k="home.stories.next" components={[<span className="hidden sm:inline" />]} />
            </span>
            <ChevronRight aria-hidden className="size-5" />
          </Button>
          <Button variant="ghost" className="col-span-2 sm:ml-auto" onClick={() => setPlaying(!playing)}>
            {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
            {playing ? t('home.stories.pause') : t('home.stories.resume')}
          </Button>
        </div>
        {/* Announced when the visitor changes the story, never while the stories turn by themselves. */}
        <div
          aria-live={playing ? 'off' : 'polite'}
          // Room for the longest story, so the dots do not jump as the stories turn.
          className="mt-6 min-h-[22rem] sm:min-h-[14rem]"
          onMouseEnter={() => setResting(true)}
          onMouseLeave={() => setResting(false)}
        >
          <StorySlide key={story.id} story={story} position={index + 1} count={count} />
        </div>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {stories.map((s, i) => (
            <button
              key={s.id}
              type="button"
              aria-label={t('home.stories.dot', { number: i + 1, name: storyName(s, t) })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
              className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={cn(
                  'block size-4 rounded-full border-2 border-primary dark:border-sky-300',
                  i === index ? 'bg-primary dark:bg-sky-300' : 'group-hover:bg-primary-soft bg-white',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

function StorySlide({ story, position, count }: { story: PatientStory; position: number; count: number }) {
  const t = useT();
  return (
    <div role="group" aria-roledescription="slide" aria-label={t('home.stories.slide', { position, count })}>
      <figure className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
        <span
          aria-hidden
          className="bg-primary flex size-14 items-center justify-center rounded-full text-xl font-bold text-white sm:size-20 sm:text-2xl"
        >
          {story.avatar}
        </span>
        <div>
          <p
            className="flex gap-0.5"
            role="img"
            aria-label={t('home.stories.rated', { rating: story.rating })}
          >
            {Array.from({ length: 5 }, (_, i) => (
              <Star
                key={i}
                aria-hidden
                className={
                  i < story.rating ? 'size-6 fill-amber-500 text-amber-700' : 'size-6 text-stone-400'
                }
              />
            ))}
          </p>
          <blockquote className="mt-3 text-xl leading-relaxed sm:text-2xl">{t(story.quote)}</blockquote>
          <figcaption className="mt-4">
            <span className="block text-lg font-bold">{storyName(story, t)}</span>
            <span className="text-ink-muted block dark:text-stone-300">
              {story.location} · {specialtyName(t, story.specialty)} · {t(story.condition)}
            </span>
            {story.verified && (
              <span className="text-success mt-2 inline-flex items-center gap-1 font-bold dark:text-green-300">
                <BadgeCheck aria-hidden className="size-5" /> {t('home.stories.verified')}
              </span>
            )}
          </figcaption>
        </div>
      </figure>
    </div>
  );
}
