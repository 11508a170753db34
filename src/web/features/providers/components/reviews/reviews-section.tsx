import { useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REVIEW_MESSAGES, REVIEWS_SHOWN } from '#shared/reviews/reviews.ts';
import type { ReviewDto } from '#shared/reviews/review-schemas.ts';
import { canActAsPatient } from '#shared/roles.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { paths } from '../../../../config/paths.ts';
import { useAuth } from '../../../../lib/auth/auth-context.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { saveIntendedRoute } from '../../../../lib/auth/intended-route.ts';
import { lazyDialog } from '../../../../lib/lazy-dialog.tsx';
import { providerReviewsQuery, useDeleteReview } from '../../api/reviews.ts';
import { Stars } from '../provider-card.tsx';
import { ReviewCard } from './review-card.tsx';

/**
 * Patient Reviews (profile-page.test.tsx): the user's own review first, then at most 3 others, newest
 * first, with 'See all N reviews'. Guests are asked to sign in to write one.
 */
const ReviewDialog = lazyDialog(() => import('./review-dialog.tsx').then((m) => m.ReviewDialog));

export function ReviewsSection({ providerId, providerName }: { providerId: string; providerName: string }) {
  const { user, userRole } = useAuth();
  const t = useT();
  const query = useQuery(providerReviewsQuery(providerId, user?.id ?? null));
  const [showAll, setShowAll] = useState(false);
  const [writing, setWriting] = useState(false);
  const [loginRequired, setLoginRequired] = useState(false);
  const [deleting, setDeleting] = useState<ReviewDto | null>(null);
  const remove = useDeleteReview();
  const data = query.data;
  const own = data?.own ?? null;
  const others = data?.reviews ?? [];
  const shown = showAll ? others : others.slice(0, REVIEWS_SHOWN);
  const canWrite = !user || canActAsPatient(userRole);

  const write = () => (user ? setWriting(true) : setLoginRequired(true));

  return (
    <section
      aria-labelledby="reviews-heading"
      className="rounded-2xl border border-stone-300 bg-white p-4 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="reviews-heading" className="text-2xl">
            {t('booking.reviewList.heading')}
          </h2>
          {data && data.reviewCount > 0 && <Stars rating={data.rating} count={data.reviewCount} />}
        </div>
        {canWrite && !own && (
          <Button size="lg" onClick={write}>
            <PenLine aria-hidden className="size-5" />
            {t('booking.reviewList.write')}
          </Button>
        )}
      </div>

      <div className="mt-4 flex flex-col gap-4" aria-busy={query.isPending}>
        {query.isPending && <p>{t('booking.reviewList.loading')}</p>}
        {query.isError && <p>{t('booking.reviewList.loadFailed')}</p>}
        {data && !own && others.length === 0 && <p className="text-lg">{t(REVIEW_MESSAGES.empty)}</p>}
        {own && (
          <ReviewCard
            review={own}
            signedIn={Boolean(user)}
            canRespond={data!.canRespond}
            onEdit={() => setWriting(true)}
            onDelete={() => setDeleting(own)}
          />
        )}
        {shown.length > 0 && (
          <ul aria-label={t('booking.reviewList.others')} className="flex flex-col gap-4">
            {shown.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} signedIn={Boolean(user)} canRespond={data!.canRespond} />
              </li>
            ))}
          </ul>
        )}
        {others.length > REVIEWS_SHOWN && (
          <Button
            variant="secondary"
            className="self-start"
            aria-expanded={showAll}
            onClick={() => setShowAll((v) => !v)}
          >
            {showAll
              ? t('booking.reviewList.showFewer')
              : t('booking.reviewList.seeAll', { count: data!.total })}
          </Button>
        )}
      </div>

      <ReviewDialog
        providerId={providerId}
        providerName={providerName}
        review={own}
        open={writing}
        onOpenChange={setWriting}
      />
      <LoginRequiredDialog open={loginRequired} onOpenChange={setLoginRequired} providerName={providerName} />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('booking.reviewList.deleteTitle')}
        description={t('booking.reviewList.deleteDescription')}
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            size="lg"
            variant="danger"
            disabled={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          >
            {t('booking.reviewList.deleteConfirm')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => setDeleting(null)}>
            {t('booking.reviewList.keep')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** Writing a review needs an account; the guest comes back to this page after signing in. */
function LoginRequiredDialog({
  open,
  onOpenChange,
  providerName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  providerName: string;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT();
  const go = () => {
    saveIntendedRoute(pathname);
    navigate(paths.auth, {
      state: { redirectMessage: t('booking.reviewList.signInToWrite', { name: providerName }) },
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('booking.reviewList.signInTitle')}
      description={t('booking.reviewList.signInDescription')}
    >
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button size="lg" onClick={go}>
          {t('booking.reviewList.signIn')}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => onOpenChange(false)}>
          {t('booking.reviewList.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
