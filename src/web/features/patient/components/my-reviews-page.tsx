import { useQuery } from '@tanstack/react-query';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { MyReviewDto } from '#shared/patient/patient-schemas.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { OwnPageWhileActing } from '../../../components/layout/acting-for.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { myReviewsQuery, useDeleteReview } from '../api/patient.ts';
import { AdminPager } from '../../../components/list-filters.tsx';

const dates = new Map<Locale, Intl.DateTimeFormat>();
/** 'March 5, 2026', in the reader's language and time zone. */
function dayInWords(iso: string, locale: Locale): string {
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', day: 'numeric', year: 'numeric' });
    dates.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** The review section of a provider's page, where the review can be changed. */
const reviewsOf = (providerId: string) => `${paths.provider(providerId)}#reviews-heading`;

function Stars({ rating }: { rating: number }) {
  const t = useT();
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
      <span className="font-bold">{t('patient.reviews.stars', { rating })}</span>
    </p>
  );
}

function ReviewItem({ review, onDelete }: { review: MyReviewDto; onDelete: () => void }) {
  const edited = review.updatedAt.slice(0, 16) !== review.createdAt.slice(0, 16);
  const t = useT();
  const locale = useLocale();
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
        {t('patient.reviews.written', {
          written: dayInWords(review.createdAt, locale),
          edited: edited ? 'yes' : 'no',
          changed: dayInWords(review.updatedAt, locale),
          anonymous: review.isAnonymous ? 'yes' : 'no',
        })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <Link
            to={reviewsOf(review.providerId)}
            aria-label={t('patient.reviews.changeLabel', { name: review.providerName })}
          >
            <Pencil aria-hidden className="size-5" />
            {t('patient.reviews.change')}
          </Link>
        </Button>
        <Button
          variant="ghost"
          onClick={onDelete}
          aria-label={t('patient.reviews.deleteLabel', { name: review.providerName })}
        >
          <Trash2 aria-hidden className="size-5" />
          {t('patient.reviews.delete')}
        </Button>
      </div>
    </Card>
  );
}

/** /patient-dashboard/reviews: the reviews the patient wrote, newest first. */
export function MyReviewsPage() {
  const t = useT();
  useDocumentTitle(t('patient.reviews.title'));
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
        toast.success(t('patient.reviews.deleted'));
        if (data && data.reviews.length === 1 && page > 1) setPage(page - 1);
        setDeleting(null);
      },
      onError: (err) => toast.error(err.message || t('patient.reviews.deleteFailed')),
    });
  };

  return (
    <PageHeading title={t('patient.reviews.title')} intro={t('patient.reviews.intro')}>
      <BackToDashboard to={paths.patientDashboard} />
      <OwnPageWhileActing what="reviews" />
      {query.isPending && (
        <p role="status" className="mt-6 text-lg">
          {t('patient.reviews.loading')}
        </p>
      )}
      {query.isError && (
        <Alert tone="error" className="mt-6">
          <p className="font-bold">{t('patient.reviews.loadFailed')}</p>
          <p>{query.error.message}</p>
        </Alert>
      )}
      {data && data.total === 0 && (
        <Card className="mt-8 flex flex-col items-start gap-4">
          <p className="text-xl">{t('patient.reviews.none')}</p>
          <p>{t('patient.reviews.noneHint')}</p>
          <Button asChild>
            <Link to={paths.patientAppointments}>{t('patient.reviews.myAppointments')}</Link>
          </Button>
        </Card>
      )}
      {data && data.total > 0 && (
        <>
          <p className="mt-6 text-lg" aria-live="polite">
            {t('patient.reviews.count', { count: data.total })}
          </p>
          <ul className="mt-4 flex max-w-4xl flex-col gap-6">
            {data.reviews.map((r) => (
              <li key={r.id}>
                <ReviewItem review={r} onDelete={() => setDeleting(r)} />
              </li>
            ))}
          </ul>
          <AdminPager
            className="mt-6"
            page={data.page}
            pages={pages}
            onPage={setPage}
            label={t('patient.reviews.pages')}
          />
        </>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('patient.reviews.confirmTitle')}
        description={deleting ? t('patient.reviews.confirmText', { name: deleting.providerName }) : undefined}
      >
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? t('patient.reviews.deleting') : t('patient.reviews.deleteReview')}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('patient.reviews.keepReview')}
          </Button>
        </div>
      </Dialog>
    </PageHeading>
  );
}
