import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { SectionContent } from '#shared/page-content/page-content.ts';
import { OptionalImage } from '../../../components/ui/optional-image.tsx';
import { paths } from '../../../config/paths.ts';
import { useAutoPlay } from '../../../lib/hooks/use-auto-play.ts';
import { useT } from '../../../lib/i18n.tsx';

/** 'Finding care should be simple': managed words, a button to the search, and a video or picture. */
export function FindingCareBanner({ content }: { content: SectionContent }) {
  const hasMedia = Boolean(content.video_url?.trim() || content.video_fallback?.trim());
  return (
    <section aria-labelledby="finding-care-title" className="bg-primary text-white">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 [&>*]:min-w-0 ${hasMedia ? 'md:grid-cols-2' : 'text-center'}`}
      >
        <div>
          <h2 id="finding-care-title" className="text-3xl text-white sm:text-4xl">
            {content.title}
          </h2>
          <p className={`mt-3 text-xl ${hasMedia ? '' : 'mx-auto max-w-3xl'}`}>{content.subtitle}</p>
          <Link
            to={paths.providers}
            className="text-primary mt-6 inline-flex min-h-14 items-center gap-2 rounded-lg border-2 border-white bg-white px-6 py-3 text-lg font-bold no-underline hover:bg-primary-soft"
          >
            {content.button_text}
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </div>
        {hasMedia && <BannerMedia content={content} />}
      </div>
    </section>
  );
}

function BannerMedia({ content }: { content: SectionContent }) {
  const autoPlay = useAutoPlay();
  const t = useT();
  const frame = 'aspect-video w-full rounded-2xl object-cover';
  if (content.video_url?.trim()) {
    return (
      <video
        className={frame}
        src={content.video_url}
        poster={content.video_fallback?.trim() || undefined}
        {...autoPlay}
        muted
        loop
        playsInline
        controls
        aria-label={t('home.findingCare.video')}
        data-testid="finding-care-video"
      />
    );
  }
  return (
    <OptionalImage src={content.video_fallback} alt="" className={frame} data-testid="finding-care-image" />
  );
}
