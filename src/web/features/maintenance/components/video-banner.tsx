import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { MaintenanceContent } from '#shared/maintenance/maintenance.ts';
import { WAITING_LIST_MESSAGES } from '#shared/waiting-list/waiting-list.ts';
import { useT } from '../../../lib/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useJoinWaitingList } from '../api.ts';
import { useReducedMotion } from '../../../lib/hooks/use-reduced-motion.ts';
import { waitingListErrorMessage } from './waiting-list-error.ts';

/**
 * The top of the coming-soon page: a 'Coming Soon' badge, the title and subtitle over a picture or
 * a looping muted video, and the banner's waiting-list form. `content` is undefined while loading.
 */
export function VideoBanner({ content }: { content: MaintenanceContent | undefined }) {
  const reducedMotion = useReducedMotion();
  const t = useT();
  if (!content) {
    return (
      <section
        aria-label={t('public.comingSoon.bannerLabel')}
        className="flex min-h-[28rem] items-center justify-center bg-stone-800 text-xl text-white"
      >
        <p role="status">{t('public.comingSoon.loading')}</p>
      </section>
    );
  }
  const image = content.video_banner_background_image.trim();
  const video = content.video_banner_video_url.trim();
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="relative isolate overflow-hidden bg-gradient-to-br from-sky-950 via-stone-900 to-stone-950 text-white"
    >
      {video && !reducedMotion ? (
        <video
          className="absolute inset-0 -z-20 size-full object-cover"
          src={video}
          poster={image || undefined}
          autoPlay
          loop
          muted
          playsInline
          aria-hidden
          data-testid="banner-video"
        />
      ) : (
        image && (
          <img
            src={image}
            alt=""
            className="absolute inset-0 -z-20 size-full object-cover"
            data-testid="banner-image"
          />
        )
      )}
      {/* Darkens any picture so the white words stay readable. */}
      {(image || video) && (
        <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-black/70 to-black/80" />
      )}
      <div className="mx-auto flex min-h-[28rem] max-w-4xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
        <p className="rounded-full bg-white px-4 py-1 text-lg font-bold text-stone-900">
          {t('public.comingSoon.badge')}
        </p>
        <h1 id="coming-soon-title" className="text-4xl text-white sm:text-5xl">
          {content.video_banner_title}
        </h1>
        <p className="max-w-2xl text-xl">{content.video_banner_subtitle}</p>
        <BannerWaitingList buttonText={content.video_banner_button_text} />
      </div>
    </section>
  );
}

function BannerWaitingList({ buttonText }: { buttonText: string }) {
  const join = useJoinWaitingList();
  const t = useT();
  const [email, setEmail] = useState('');
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast.error(t(WAITING_LIST_MESSAGES.emailRequiredTitle), {
        description: t(WAITING_LIST_MESSAGES.emailRequired),
      });
      return;
    }
    join.mutate(
      { email, source: 'banner' },
      {
        onSuccess: () => {
          setEmail('');
          toast.success(t(WAITING_LIST_MESSAGES.successTitle), {
            description: t(WAITING_LIST_MESSAGES.success),
          });
        },
        onError: (error) =>
          toast.error(t(WAITING_LIST_MESSAGES.errorTitle), {
            description: waitingListErrorMessage(error, t),
          }),
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('public.comingSoon.joinLabel')}
      className="mt-2 flex w-full max-w-xl flex-col gap-3 sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('public.comingSoon.emailAddress')}
      </label>
      <input
        id={inputId}
        type="email"
        autoComplete="email"
        placeholder={t('public.comingSoon.emailPlaceholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className={`${inputClass} min-h-14 flex-1 border-white text-lg`}
      />
      <Button type="submit" size="lg" disabled={join.isPending}>
        {join.isPending ? t('public.comingSoon.adding') : buttonText}
      </Button>
    </form>
  );
}
