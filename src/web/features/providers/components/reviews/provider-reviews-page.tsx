import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorWords } from '../../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../../lib/hooks/use-document-title.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { PageHeading } from '../../../../components/layout/page-heading.tsx';
import { myProviderReviewsQuery } from '../../api/reviews.ts';
import { ReviewCard } from './review-card.tsx';
import { BackToDashboard } from '../../../../components/layout/back-to-dashboard.tsx';

/** /provider-dashboard/reviews: every review of the signed-in provider's practice, to answer them. */
export function ProviderReviewsPage() {
  const t = useT();
  useDocumentTitle(t('booking.providerReviews.title'));
  const query = useQuery(myProviderReviewsQuery);
  const reviews = query.data?.reviews ?? [];
  const unanswered = reviews.filter((r) => !r.response).length;
  return (
    <PageHeading title={t('booking.providerReviews.title')} intro={t('booking.providerReviews.intro')}>
      <BackToDashboard to={paths.providerDashboard} />
      <div className="mt-6 flex flex-col gap-4">
        {query.isPending && <Spinner label={t('booking.providerReviews.loading')} />}
        {query.isError && (
          <Alert tone="error">{errorWords(query.error, t('booking.providerReviews.loadFailed'))}</Alert>
        )}
        {query.data && (
          <p className="text-lg" aria-live="polite">
            {reviews.length === 0
              ? t('booking.providerReviews.empty')
              : t('booking.providerReviews.count', { count: reviews.length, unanswered })}
          </p>
        )}
        {query.data && reviews.length > 0 && (
          <ul aria-label={t('booking.providerReviews.listLabel')} className="flex flex-col gap-4">
            {reviews.map((r) => (
              <li key={r.id} className="rounded-2xl bg-white dark:bg-stone-900">
                <ReviewCard review={r} signedIn canRespond />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageHeading>
  );
}
