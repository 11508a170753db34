import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { practiceDateTime } from '#shared/format/instants.ts';
import {
  PROFILE_EDITOR_MESSAGES as M,
  PROFILE_FIELDS,
  type ProfileReviewDetailDto,
  type ProfileReviewSummaryDto,
  type ReviewStatus,
} from '#shared/provider-profile/profile-editor.ts';
import {
  FIELD_LABEL_KEYS,
  fieldValueText,
  PROFILE_STATUS_KEYS,
} from '#shared/provider-profile/profile-editor-words.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { codeWords } from '#shared/taxonomy/specialty-words.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { profileReviewQuery, profileReviewsQuery, useDecideReview } from './api.ts';
import { AdminPager } from '../../../components/list-filters.tsx';
import { REVIEW_STATUS_KEYS } from './review-words.ts';

const STATUS_STYLE: Record<ReviewStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-green-100 text-green-950',
  changes_requested: 'bg-stone-200 text-stone-900',
};

/** The provider's name; a profile without one (the server sends '') says so. */
const providerNameOf = (t: Translate, review: ProfileReviewSummaryDto) =>
  review.providerName || t('admin.profileReviews.unnamedProvider');

function StatusBadge({ status }: { status: ReviewStatus }) {
  const t = useT();
  return (
    <span className={`rounded-full px-3 py-1 font-bold ${STATUS_STYLE[status]}`}>
      {t(REVIEW_STATUS_KEYS[status])}
    </span>
  );
}

/**
 * /provider-profile-reviews: the super admin's queue of provider profiles waiting for review, and one
 * review at a time (?review=id) with the changes before and after, to approve or send back.
 */
export function ProfileReviewsPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.adminProviderProfileReviews'));
  const [params, setParams] = useSearchParams();
  const reviewId = params.get('review');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p);
  };

  return (
    <PageHeading
      title={t('dashboard.overview.adminProviderProfileReviews')}
      intro={t('admin.profileReviews.intro')}
    >
      <BackToDashboard to={paths.admin} />
      {reviewId ? (
        <ReviewDetail id={reviewId} onBack={() => go({ review: null })} />
      ) : (
        <ReviewQueue
          page={page}
          onPage={(n) => go({ page: n > 1 ? String(n) : null })}
          onOpen={(id) => go({ review: id })}
        />
      )}
    </PageHeading>
  );
}

function ReviewQueue({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage(n: number): void;
  onOpen(id: string): void;
}) {
  const t = useT();
  const query = useQuery(profileReviewsQuery(page));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="mt-6 flex flex-col gap-4">
      {query.isPending && <Spinner label={t('admin.profileReviews.loadingList')} />}
      {query.isError && <Alert tone="error">{t('admin.profileReviews.loadFailed')}</Alert>}
      {data && (
        <p className="text-xl font-bold" data-testid="pending-count">
          {t('admin.profileReviews.pendingCount', { count: data.pendingCount })}
        </p>
      )}
      {data && data.reviews.length === 0 && <p className="text-lg">{t('admin.profileReviews.none')}</p>}
      {data && data.reviews.length > 0 && (
        <ul
          aria-label={t('admin.profileReviews.listLabel')}
          aria-busy={query.isFetching}
          className="flex flex-col gap-4"
        >
          {data.reviews.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} onOpen={() => onOpen(r.id)} />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <AdminPager page={page} pages={pages} onPage={onPage} label={t('admin.profileReviews.pagerLabel')} />
      )}
    </div>
  );
}

function ReviewCard({ review: r, onOpen }: { review: ProfileReviewSummaryDto; onOpen(): void }) {
  const headingId = useId();
  const t = useT();
  const locale = useLocale();
  const pending = r.status === 'pending';
  const name = providerNameOf(t, r);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl">
            {name}
            {r.practiceName ? `, ${r.practiceName}` : ''}
          </h2>
          <p className="text-ink-muted dark:text-stone-300">
            {t('admin.profileReviews.kindSent', {
              kind: r.kind,
              when: practiceDateTime(r.submittedAt, locale),
            })}
          </p>
        </div>
        <StatusBadge status={r.status} />
      </div>
      {r.changedFields.length > 0 && (
        <p className="mt-2">
          {t('admin.profileReviews.changed', {
            fields: r.changedFields.map((f) => t(FIELD_LABEL_KEYS[f])).join(', '),
          })}
        </p>
      )}
      {r.decidedAt && (
        <p className="text-ink-muted mt-2 dark:text-stone-300">
          {t('admin.profileReviews.decided', {
            by: r.decidedByName ? 'yes' : 'no',
            when: practiceDateTime(r.decidedAt, locale),
            name: r.decidedByName ?? '',
          })}
        </p>
      )}
      <Button
        className="mt-4"
        variant={pending ? 'primary' : 'secondary'}
        onClick={onOpen}
        aria-label={
          pending
            ? t('admin.profileReviews.reviewName', { name })
            : t('admin.profileReviews.viewName', { name })
        }
      >
        {pending ? t('admin.profileReviews.review') : t('admin.profileReviews.view')}
      </Button>
    </article>
  );
}

function ReviewDetail({ id, onBack }: { id: string; onBack(): void }) {
  const query = useQuery(profileReviewQuery(id));
  const detail = query.data;
  const t = useT();
  return (
    <div className="mt-6 flex flex-col gap-6">
      <div>
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden className="size-5" />
          {t('admin.profileReviews.allReviews')}
        </Button>
      </div>
      {query.isPending && <Spinner label={t('admin.profileReviews.loadingReview')} />}
      {query.isError && (
        <Alert tone="error">
          {query.error instanceof ApiError && query.error.status === 404
            ? t(M.reviewNotFound)
            : t('admin.profileReviews.loadReviewFailed')}
        </Alert>
      )}
      {detail && <ReviewBody detail={detail} />}
    </div>
  );
}

function ReviewBody({ detail }: { detail: ProfileReviewDetailDto }) {
  const { review, profile, changes } = detail;
  const t = useT();
  const locale = useLocale();
  const codeName = codeWords(t, locale, detail.specialties);
  return (
    <>
      <section aria-labelledby="review-heading" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="review-heading" className="text-3xl">
            {providerNameOf(t, review)}
          </h2>
          <StatusBadge status={review.status} />
        </div>
        <p className="text-lg">
          {t('admin.profileReviews.summary', {
            kind: review.kind,
            when: practiceDateTime(review.submittedAt, locale),
            status: t(PROFILE_STATUS_KEYS[profile.profileStatus]),
            listed: profile.status === 'active' ? 'yes' : 'no',
          })}
        </p>
        {review.notes && (
          <Alert>
            <p className="font-bold">{t('admin.profileReviews.noteHeading')}</p>
            <p className="whitespace-pre-line">{review.notes}</p>
          </Alert>
        )}
      </section>

      {changes.length > 0 && (
        <section aria-labelledby="changes-heading">
          <h3 id="changes-heading" className="text-2xl">
            {t('admin.profileReviews.whatChanges')}
          </h3>
          {/* Three narrow columns that wrap: on a phone nothing hides off the side. */}
          <div className="mt-3">
            <table className="w-full table-fixed border-collapse text-left break-words">
              <caption className="sr-only">{t('admin.profileReviews.caption')}</caption>
              <thead>
                <tr className="border-b-2 border-stone-400">
                  <th scope="col" className="py-2 pr-4">
                    {t('admin.profileReviews.colField')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('admin.profileReviews.colListed')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('admin.profileReviews.colSubmitted')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c) => (
                  <tr key={c.field} className="border-b border-stone-300 align-top">
                    <th scope="row" className="py-2 pr-4">
                      {t(FIELD_LABEL_KEYS[c.field])}
                    </th>
                    <td className="py-2 pr-4">{fieldValueText(t, c.field, c.before, codeName)}</td>
                    <td className="py-2 font-bold">{fieldValueText(t, c.field, c.after, codeName)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {review.status === 'pending' && <DecisionForm id={review.id} kind={review.kind} />}

      <section aria-labelledby="profile-heading">
        <h3 id="profile-heading" className="text-2xl">
          {t('admin.profileReviews.theProfile')}
        </h3>
        <div className="mt-3 flex flex-wrap gap-4">
          {profile.imageUrl && (
            <img
              src={profile.imageUrl}
              alt={t('admin.profileReviews.headshot')}
              className="size-32 rounded-lg border object-cover"
            />
          )}
          {profile.logoUrl && (
            <img
              src={profile.logoUrl}
              alt={t('admin.profileReviews.logo')}
              className="size-32 rounded-lg border object-contain"
            />
          )}
          {profile.officePhotos.map((url, i) => (
            <img
              key={url}
              src={url}
              alt={t('admin.profileReviews.officePhoto', { number: i + 1 })}
              className="h-32 w-44 rounded-lg border object-cover"
            />
          ))}
        </div>
        <dl className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-[minmax(12rem,auto)_1fr]">
          {PROFILE_FIELDS.map((f) => (
            <div key={f} className="contents">
              <dt className="font-bold">{t(FIELD_LABEL_KEYS[f])}</dt>
              <dd className="whitespace-pre-line">{fieldValueText(t, f, profile.values[f], codeName)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

function DecisionForm({ id, kind }: { id: string; kind: ProfileReviewSummaryDto['kind'] }) {
  const decide = useDecideReview(id);
  const t = useT();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const notesId = useId();

  const send = (decision: 'approve' | 'request_changes') => {
    setFailure(null);
    if (decision === 'request_changes' && !notes.trim()) {
      setError(t(M.reviewNotesRequired));
      return;
    }
    setError(null);
    decide.mutate(
      { decision, notes },
      {
        onSuccess: () =>
          toast.success(
            decision === 'approve' ? t('admin.profileReviews.approved') : t('admin.profileReviews.sentBack'),
          ),
        onError: (err) =>
          setFailure(err instanceof ApiError ? err.message : t('admin.profileReviews.saveFailed')),
      },
    );
  };

  const approve = () => send('approve');
  const sendBack = () => send('request_changes');

  return (
    <section
      aria-labelledby="decision-heading"
      className="rounded-2xl border-2 border-stone-300 p-5 dark:border-stone-700"
    >
      <h3 id="decision-heading" className="text-2xl">
        {t('admin.profileReviews.yourDecision')}
      </h3>
      <p className="text-ink-muted mt-1 dark:text-stone-300">
        {kind === 'changes' ? t('admin.profileReviews.approveChanges') : t('admin.profileReviews.approveNew')}
      </p>
      <div className="mt-4 flex max-w-2xl flex-col gap-1">
        <label htmlFor={notesId} className="font-bold">
          {t('admin.profileReviews.noteLabel')}
        </label>
        <p id={`${notesId}-hint`} className="text-ink-muted dark:text-stone-300">
          {t('admin.profileReviews.noteHint')}
        </p>
        <textarea
          id={notesId}
          rows={4}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(`${notesId}-hint`, error && `${notesId}-error`)}
          className={cn(inputClass, error ? 'border-danger' : 'border-stone-500')}
        />
        <FieldError id={`${notesId}-error`} message={error ?? undefined} />
      </div>
      {failure && (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button size="lg" disabled={decide.isPending} onClick={approve}>
          <Check aria-hidden className="size-5" />
          {t('admin.profileReviews.approve')}
        </Button>
        <Button size="lg" variant="secondary" disabled={decide.isPending} onClick={sendBack}>
          <Undo2 aria-hidden className="size-5" />
          {t('admin.profileReviews.sendBack')}
        </Button>
      </div>
    </section>
  );
}
