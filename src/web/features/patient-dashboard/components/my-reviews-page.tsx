import { useQuery } from '@tanstack/react-query';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { MyReviewDto } from '#shared/accounts/patient-schemas.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { OwnPageWhileActing } from '../../../components/layout/acting-for.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { myReviewsQuery, useDeleteReview } from '../api/patient.ts';
import { AdminPager } from '../../../components/list-filters.tsx';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** The review section of a provider's page, where the review can be changed. */
const reviewsOf = (providerId: string) => `${paths.provider(providerId)}#reviews-heading`;

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-2">
      <span aria-hidden className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={`size-6 ${n <= rating ? 'fill-amber-500 text-amber-700 dark:text-amber-300' : 'text-stone-500'}`}
          />
        ))}
      </span>
      <span className="font-bold">{rating} out of 5 stars</span>
    </p>
  );
}

function ReviewItem({ review, onDelete }: { review: MyReviewDto; onDelete: () => void }) {
  const edited = review.updatedAt.slice(0, 16) !== review.createdAt.slice(0, 16);
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-2xl">
        <Link to={paths.provider(review.providerId)} className="text-primary underline dark:text-sky-300">
          {review.providerName}
        </Link>
      </h2>
      <Stars rating={review.rating} />
      {review.title && <p className="text-xl font-bold">{review.title}</p>}
      {review.content && <p className="whitespace-pre-line">{review.content}</p>}
      <p className="text-ink-muted dark:text-stone-300">
        Written {DATE.format(new Date(review.createdAt))}
        {edited ? `, changed ${DATE.format(new Date(review.updatedAt))}` : ''}
        {review.isAnonymous ? '. Shown without your name.' : '.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <Link to={reviewsOf(review.providerId)} aria-label={`Change your review of ${review.providerName}`}>
            <Pencil aria-hidden className="size-5" />
            Change
          </Link>
        </Button>
        <Button
          variant="ghost"
          onClick={onDelete}
          aria-label={`Delete your review of ${review.providerName}`}
        >
          <Trash2 aria-hidden className="size-5" />
          Delete
        </Button>
      </div>
    </Card>
  );
}

/** /patient-dashboard/reviews: the reviews the patient wrote, newest first. */
export function MyReviewsPage() {
  useDocumentTitle('My Reviews');
  const [page, setPage] = useState(1);
  const query = useQuery(myReviewsQuery(page));
  const remove = useDeleteReview();
  const [deleting, setDeleting] = useState<MyReviewDto | null>(null);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Your review was deleted.');
        if (data && data.reviews.length === 1 && page > 1) setPage(page - 1);
        setDeleting(null);
      },
      onError: (err) => toast.error(err.message || 'Failed to delete review. Please try again.'),
    });
  };

  return (
    <PageHeading title="My Reviews" intro="The reviews you wrote: read, change or delete them.">
      <BackToDashboard to={paths.patientDashboard} />
      <OwnPageWhileActing what="reviews" />
      {query.isPending && (
        <p role="status" className="mt-6 text-lg">
          Loading your reviews
        </p>
      )}
      {query.isError && (
        <Alert tone="error" className="mt-6">
          <p className="font-bold">We could not load your reviews.</p>
          <p>{query.error.message}</p>
        </Alert>
      )}
      {data && data.total === 0 && (
        <Card className="mt-8 flex flex-col items-start gap-4">
          <p className="text-xl">You have not written any reviews yet.</p>
          <p>After a visit, you can review the provider on their page to help others choose.</p>
          <Button asChild>
            <Link to={paths.patientAppointments}>My Appointments</Link>
          </Button>
        </Card>
      )}
      {data && data.total > 0 && (
        <>
          <p className="mt-6 text-lg" aria-live="polite">
            {data.total === 1 ? '1 review' : `${data.total} reviews`}
          </p>
          <ul className="mt-4 flex max-w-4xl flex-col gap-6">
            {data.reviews.map((r) => (
              <li key={r.id}>
                <ReviewItem review={r} onDelete={() => setDeleting(r)} />
              </li>
            ))}
          </ul>
          <AdminPager className="mt-6" page={data.page} pages={pages} onPage={setPage} label="Review pages" />
        </>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this review?"
        description={
          deleting
            ? `Your review of ${deleting.providerName} will be removed from their page for good.`
            : undefined
        }
      >
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete Review'}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Keep Review
          </Button>
        </div>
      </Dialog>
    </PageHeading>
  );
}
