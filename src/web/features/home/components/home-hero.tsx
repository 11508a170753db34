import { Link } from 'react-router';
import { heroUsesVideo, type SectionContent } from '#shared/page-content/page-content.ts';
import { OptionalImage } from '../../../components/ui/optional-image.tsx';
import { paths } from '../../../config/paths.ts';
import { useAutoPlay } from '../../../lib/hooks/use-auto-play.ts';
import { useT } from '../../../lib/i18n.tsx';
import { HomeSearchCard } from './home-search-card.tsx';
import { InsuranceStrip } from './insurance-strip.tsx';

const bar = 'animate-pulse rounded-lg bg-stone-300 motion-reduce:animate-none dark:bg-stone-700';

/**
 * The top of the home page: managed words and picture (or video) beside the search card. Until the
 * words arrive a skeleton holds their place, so the heading never changes under a reader's eyes;
 * `content` is null then.
 */
export function HomeHero({ content }: { content: SectionContent | null }) {
  const t = useT();
  return (
    <section className="bg-primary-soft dark:bg-stone-900">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 lg:grid-cols-2 lg:items-start [&>*]:min-w-0">
        <div className="lg:pt-8">
          {content ? <HeroWords content={content} /> : <HeroSkeleton />}
          <p className="mt-4">
            <Link className="text-primary font-bold underline dark:text-sky-300" to={paths.howItWorks}>
              {t('home.hero.howItWorks')}
            </Link>
          </p>
          <InsuranceStrip />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <HomeSearchCard />
        </div>
        {content && <HeroMedia content={content} />}
      </div>
    </section>
  );
}

function HeroWords({ content }: { content: SectionContent }) {
  return (
    <>
      <h1 className="text-4xl sm:text-5xl">{content.title}</h1>
      <p className="mt-4 text-xl">{content.description}</p>
    </>
  );
}

function HeroSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" data-testid="hero-skeleton">
      <p className="sr-only">{t('home.hero.loading')}</p>
      <div aria-hidden className="space-y-3">
        <div className={`h-12 w-11/12 ${bar}`} />
        <div className={`h-12 w-3/4 ${bar}`} />
        <div className={`mt-6 h-6 w-full ${bar}`} />
        <div className={`h-6 w-full ${bar}`} />
        <div className={`h-6 w-2/3 ${bar}`} />
      </div>
    </div>
  );
}

/** The video only when use_video is true and it has an address; else the picture (home-page.test.tsx). */
function HeroMedia({ content }: { content: SectionContent }) {
  const autoPlay = useAutoPlay();
  const t = useT();
  const frame = 'aspect-video w-full rounded-2xl object-cover shadow-md';
  if (heroUsesVideo(content)) {
    return (
      <video
        className={frame}
        src={content.video_url}
        poster={content.image_url?.trim() || undefined}
        // Someone who asked for less motion starts it themselves; the controls let anyone pause it.
        {...autoPlay}
        muted
        loop
        playsInline
        controls
        aria-label={t('home.hero.video')}
        data-testid="hero-video"
      />
    );
  }
  return <OptionalImage src={content.image_url} alt="" className={frame} data-testid="hero-image" />;
}
