import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { T, useT } from '../../lib/i18n.tsx';
import { ContentPage } from './content-page.tsx';
import { specialtyName } from '#shared/providers/directory-list-labels.ts';
import { PATIENT_STORIES, storyName } from '#shared/page-content/patient-stories.ts';

export function StoriesPage() {
  const t = useT();
  return (
    <ContentPage title={t('content.stories.title')} intro={t('content.stories.intro')}>
      <p>{t('content.stories.note')}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        {PATIENT_STORIES.map((story) => (
          <article
            key={story.id}
            className="rounded-2xl border-2 border-stone-300 bg-white p-6 dark:border-stone-700 dark:bg-stone-950"
          >
            <h2 className="mt-0 text-xl">{storyName(story, t)}</h2>
            <p className="text-ink-muted mb-2 dark:text-stone-300">
              {story.location} · {specialtyName(t, story.specialty)} · {t(story.condition)}
            </p>
            <p
              className="mb-3 flex gap-0.5"
              aria-label={t('home.stories.rated', { rating: story.rating })}
              role="img"
            >
              {Array.from({ length: 5 }, (_, i) => (
                <Star
                  key={i}
                  aria-hidden
                  className={
                    i < story.rating ? 'size-5 fill-amber-500 text-amber-600' : 'size-5 text-stone-400'
                  }
                />
              ))}
            </p>
            <blockquote className="text-lg">{t(story.quote)}</blockquote>
          </article>
        ))}
      </div>
      <h2>{t('content.stories.yourTurnHeading')}</h2>
      <p>
        <T k="content.stories.yourTurnBody" components={[<Link to={paths.providers} />]} />
      </p>
    </ContentPage>
  );
}
