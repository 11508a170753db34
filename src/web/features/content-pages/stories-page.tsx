import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage } from './content-page.tsx';
import { PATIENT_STORIES } from './stories.ts';

export function StoriesPage() {
  return (
    <ContentPage
      title="Patient Stories"
      intro="How people across Florida use CareConnect to find care for themselves and for those they love."
    >
      <p>
        These stories show the kinds of help people come to us for. Names and details are changed for privacy.
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        {PATIENT_STORIES.map((story) => (
          <article
            key={story.id}
            className="rounded-2xl border-2 border-stone-300 bg-white p-6 dark:border-stone-700 dark:bg-stone-950"
          >
            <h2 className="mt-0 text-xl">{story.name}</h2>
            <p className="text-ink-muted mb-2 dark:text-stone-300">
              {story.location} · {story.specialty} · {story.condition}
            </p>
            <p className="mb-3 flex gap-0.5" aria-label={`Rated ${story.rating} out of 5`} role="img">
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
            <blockquote className="text-lg">“{story.content}”</blockquote>
          </article>
        ))}
      </div>
      <h2>Your turn</h2>
      <p>
        <Link to={paths.providers}>Find a provider near you</Link>. When you have seen them, leave a review:
        it helps the next person choose.
      </p>
    </ContentPage>
  );
}
