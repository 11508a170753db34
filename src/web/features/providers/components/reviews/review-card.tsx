import { BadgeCheck, Pencil, Reply, ThumbsUp, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { toast } from 'sonner';
import { REVIEW_MESSAGES } from '#shared/reviews/reviews.ts';
import type { ReviewDto } from '#shared/reviews/review-schemas.ts';
import { practiceDate } from '#shared/format/instants.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useLocale, useT } from '../../../../lib/i18n.tsx';
import { useToggleLike, useReviewResponse } from '../../api/reviews.ts';

/** The response form (and its validation) downloads when a provider starts to write. */
const ResponseForm = lazy(() =>
  import('./review-response-form.tsx').then((m) => ({ default: m.ResponseForm })),
);

function RatingStars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <p className="flex items-center gap-2">
      <span
        role="img"
        aria-label={t('booking.reviewCard.rated', { rating })}
        className="text-2xl tracking-wider text-amber-700"
      >
        {'★'.repeat(rating)}
        <span className="text-stone-400">{'★'.repeat(5 - rating)}</span>
      </span>
      <span className="font-bold">{t('booking.reviewCard.outOfFive', { rating })}</span>
    </p>
  );
}

/**
 * One review with its likes and the provider's answer. `canRespond` adds the response controls;
 * `onEdit` and `onDelete` are given for the signed-in user's own review.
 */
export function ReviewCard({
  review,
  signedIn,
  canRespond,
  onEdit,
  onDelete,
}: {
  review: ReviewDto;
  signedIn: boolean;
  canRespond: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const like = useToggleLike();
  const [responding, setResponding] = useState(false);
  const respond = useReviewResponse();
  const headingId = useId();

  const toggleLike = () => {
    if (!signedIn) {
      toast.error(t(REVIEW_MESSAGES.likeSignIn));
      return;
    }
    like.mutate({ id: review.id, like: !review.likedByMe });
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border-2 border-stone-200 p-3 sm:p-5 dark:border-stone-700"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-xl">
          {review.isAnonymous ? t(REVIEW_MESSAGES.anonymous) : review.reviewerName}
          {review.isMine && (
            <span className="bg-primary-soft text-primary-strong rounded-full px-2 py-0.5 text-base font-bold">
              {t('booking.reviewCard.yours')}
            </span>
          )}
          {review.isVerified && (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-base font-bold text-green-900">
              <BadgeCheck aria-hidden className="size-4" /> {t('booking.reviewCard.verified')}
            </span>
          )}
        </h3>
        <p className="text-ink-muted dark:text-stone-300">
          {practiceDate(review.createdAt, locale)}
          {review.edited && <span> · {t('booking.reviewCard.edited')}</span>}
        </p>
      </div>
      <RatingStars rating={review.rating} />
      {review.recommend && (
        <p className="font-bold text-green-900 dark:text-green-300">
          <ThumbsUp aria-hidden className="mr-1 inline size-5" />
          {t('booking.reviewCard.recommends')}
        </p>
      )}
      {review.content && <p className="mt-2 max-w-[68ch] text-lg whitespace-pre-line">{review.content}</p>}

      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={review.likedByMe ? 'primary' : 'secondary'}
          aria-pressed={review.likedByMe}
          onClick={toggleLike}
          disabled={like.isPending}
        >
          <ThumbsUp aria-hidden className={review.likedByMe ? 'size-5 fill-white' : 'size-5'} />
          {t(review.likedByMe ? 'booking.reviewCard.liked' : 'booking.reviewCard.like', {
            count: review.likeCount,
          })}
        </Button>
        {onEdit && (
          <Button variant="secondary" onClick={onEdit}>
            <Pencil aria-hidden className="size-5" />
            {t('booking.reviewCard.edit')}
          </Button>
        )}
        {onDelete && (
          <Button variant="secondary" onClick={onDelete}>
            <Trash2 aria-hidden className="size-5" />
            {t('booking.reviewCard.delete')}
          </Button>
        )}
        {canRespond && !review.response && !responding && (
          <Button variant="secondary" onClick={() => setResponding(true)}>
            <Reply aria-hidden className="size-5" />
            {t('booking.reviewCard.respond')}
          </Button>
        )}
      </div>

      {review.response && !responding && (
        <div className="border-primary bg-primary-soft mt-4 rounded-lg border-l-4 p-3 sm:ml-6 sm:p-4 dark:bg-stone-800">
          <p className="font-bold">
            {t('booking.reviewCard.responseFrom', { name: review.response.providerName })}
            {review.response.isTeamMemberResponse && (
              <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-base dark:bg-stone-950">
                {t('booking.reviewCard.officeStaff')}
              </span>
            )}
          </p>
          <p className="text-ink-muted text-base dark:text-stone-300">
            {practiceDate(review.response.createdAt, locale)}
          </p>
          <p className="mt-1 text-lg whitespace-pre-line">{review.response.content}</p>
          {canRespond && (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setResponding(true)}>
                <Pencil aria-hidden className="size-5" />
                {t('booking.reviewCard.editResponse')}
              </Button>
              <Button
                variant="secondary"
                disabled={respond.isPending}
                onClick={() => respond.mutate({ kind: 'delete', reviewId: review.id })}
              >
                <Trash2 aria-hidden className="size-5" />
                {t('booking.reviewCard.deleteResponse')}
              </Button>
            </div>
          )}
        </div>
      )}
      {canRespond && responding && (
        <Suspense fallback={null}>
          <ResponseForm
            initial={review.response}
            busy={respond.isPending}
            onCancel={() => setResponding(false)}
            onSave={(input) =>
              respond.mutate(
                { kind: review.response ? 'update' : 'add', reviewId: review.id, input },
                { onSuccess: () => setResponding(false) },
              )
            }
          />
        </Suspense>
      )}
    </article>
  );
}
