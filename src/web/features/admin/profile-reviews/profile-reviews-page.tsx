import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  FIELD_LABELS,
  formatFieldValue,
  PROFILE_EDITOR_MESSAGES as M,
  PROFILE_FIELDS,
  PROFILE_STATUS_LABELS,
  REVIEW_STATUS_LABELS,
  type ProfileReviewDetailDto,
  type ProfileReviewSummaryDto,
  type ReviewStatus,
} from '#shared/providers/profile-editor.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { profileReviewQuery, profileReviewsQuery, useDecideReview } from './api.ts';
import { AdminPager } from '../../../components/list-filters.tsx';

const STATUS_STYLE: Record<ReviewStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-green-100 text-green-950',
  changes_requested: 'bg-stone-200 text-stone-900',
};
const KIND_LABEL = { new_profile: 'New profile', changes: 'Changes to a listed profile' } as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function StatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <span className={`rounded-full px-3 py-1 font-bold ${STATUS_STYLE[status]}`}>
      {REVIEW_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * /provider-profile-reviews: the super admin's queue of provider profiles waiting for review, and one
 * review at a time (?review=id) with the changes before and after, to approve or send back.
 */
export function ProfileReviewsPage() {
  useDocumentTitle('Provider Profile Reviews');
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
      title="Provider Profile Reviews"
      intro="Provider profiles and profile changes waiting for review. Approve them, or send them back with a note saying what to change."
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
  const query = useQuery(profileReviewsQuery(page));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="mt-6 flex flex-col gap-4">
      {query.isPending && <Spinner label="Loading reviews..." />}
      {query.isError && <Alert tone="error">We could not load the reviews. Please try again.</Alert>}
      {data && (
        <p className="text-xl font-bold" data-testid="pending-count">
          {data.pendingCount === 1
            ? '1 profile is waiting for review'
            : `${data.pendingCount} profiles are waiting for review`}
        </p>
      )}
      {data && data.reviews.length === 0 && (
        <p className="text-lg">No profiles have been sent for review yet.</p>
      )}
      {data && data.reviews.length > 0 && (
        <ul aria-label="Profile reviews" aria-busy={query.isFetching} className="flex flex-col gap-4">
          {data.reviews.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} onOpen={() => onOpen(r.id)} />
            </li>
          ))}
        </ul>
      )}
      {data && <AdminPager page={page} pages={pages} onPage={onPage} label="Pages of reviews" />}
    </div>
  );
}

function ReviewCard({ review: r, onOpen }: { review: ProfileReviewSummaryDto; onOpen(): void }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl">
            {r.providerName}
            {r.practiceName ? `, ${r.practiceName}` : ''}
          </h2>
          <p className="text-ink-muted dark:text-stone-300">
            {KIND_LABEL[r.kind]}, sent {when(r.submittedAt)}
          </p>
        </div>
        <StatusBadge status={r.status} />
      </div>
      {r.changedFields.length > 0 && <p className="mt-2">Changed: {r.changedFields.join(', ')}</p>}
      {r.decidedAt && (
        <p className="text-ink-muted mt-2 dark:text-stone-300">
          Decided {when(r.decidedAt)}
          {r.decidedByName ? ` by ${r.decidedByName}` : ''}.
        </p>
      )}
      <Button
        className="mt-4"
        variant={r.status === 'pending' ? 'primary' : 'secondary'}
        onClick={onOpen}
        aria-label={`${r.status === 'pending' ? 'Review' : 'View'} ${r.providerName}`}
      >
        {r.status === 'pending' ? 'Review' : 'View'}
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
          All reviews
        </Button>
      </div>
      {query.isPending && <Spinner label="Loading the review..." />}
      {query.isError && (
        <Alert tone="error">
          {query.error instanceof ApiError && query.error.status === 404
            ? t(M.reviewNotFound)
            : 'We could not load this review. Please try again.'}
        </Alert>
      )}
      {detail && <ReviewBody detail={detail} />}
    </div>
  );
}

function ReviewBody({ detail }: { detail: ProfileReviewDetailDto }) {
  const { review, profile, changes } = detail;
  return (
    <>
      <section aria-labelledby="review-heading" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="review-heading" className="text-3xl">
            {review.providerName}
          </h2>
          <StatusBadge status={review.status} />
        </div>
        <p className="text-lg">
          {KIND_LABEL[review.kind]}, sent {when(review.submittedAt)}. Profile status:{' '}
          {PROFILE_STATUS_LABELS[profile.profileStatus]}
          {profile.status === 'active' ? ', listed in search' : ', not listed'}.
        </p>
        {review.notes && (
          <Alert>
            <p className="font-bold">Note to the provider:</p>
            <p className="whitespace-pre-line">{review.notes}</p>
          </Alert>
        )}
      </section>

      {changes.length > 0 && (
        <section aria-labelledby="changes-heading">
          <h3 id="changes-heading" className="text-2xl">
            What changes
          </h3>
          {/* Three narrow columns that wrap: on a phone nothing hides off the side. */}
          <div className="mt-3">
            <table className="w-full table-fixed border-collapse text-left break-words">
              <caption className="sr-only">Each change, as listed now and as submitted</caption>
              <thead>
                <tr className="border-b-2 border-stone-400">
                  <th scope="col" className="py-2 pr-4">
                    Field
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Listed now
                  </th>
                  <th scope="col" className="py-2">
                    Submitted
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c) => (
                  <tr key={c.field} className="border-b border-stone-300 align-top">
                    <th scope="row" className="py-2 pr-4">
                      {c.label}
                    </th>
                    <td className="py-2 pr-4">{c.before}</td>
                    <td className="py-2 font-bold">{c.after}</td>
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
          The profile
        </h3>
        <div className="mt-3 flex flex-wrap gap-4">
          {profile.imageUrl && (
            <img src={profile.imageUrl} alt="Headshot" className="size-32 rounded-lg border object-cover" />
          )}
          {profile.logoUrl && (
            <img
              src={profile.logoUrl}
              alt="Practice logo"
              className="size-32 rounded-lg border object-contain"
            />
          )}
          {profile.officePhotos.map((url, i) => (
            <img
              key={url}
              src={url}
              alt={`Office photo ${i + 1}`}
              className="h-32 w-44 rounded-lg border object-cover"
            />
          ))}
        </div>
        <dl className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-[minmax(12rem,auto)_1fr]">
          {PROFILE_FIELDS.map((f) => (
            <div key={f} className="contents">
              <dt className="font-bold">{FIELD_LABELS[f]}</dt>
              <dd className="whitespace-pre-line">{formatFieldValue(f, profile.values[f])}</dd>
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
            decision === 'approve' ? 'Review approved' : 'Sent back to the provider with your note',
          ),
        onError: (err) =>
          setFailure(err instanceof ApiError ? err.message : 'We could not save the decision.'),
      },
    );
  };

  return (
    <section
      aria-labelledby="decision-heading"
      className="rounded-2xl border-2 border-stone-300 p-5 dark:border-stone-700"
    >
      <h3 id="decision-heading" className="text-2xl">
        Your decision
      </h3>
      <p className="text-ink-muted mt-1 dark:text-stone-300">
        {kind === 'changes'
          ? 'Approving puts these changes on the listed profile at once.'
          : 'Approving marks the profile approved; it is listed when the application gets its final approval.'}
      </p>
      <div className="mt-4 flex max-w-2xl flex-col gap-1">
        <label htmlFor={notesId} className="font-bold">
          Note to the provider
        </label>
        <p id={`${notesId}-hint`} className="text-ink-muted dark:text-stone-300">
          Needed to send it back; optional when you approve.
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
        <Button size="lg" disabled={decide.isPending} onClick={() => send('approve')}>
          <Check aria-hidden className="size-5" />
          Approve
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => send('request_changes')}
        >
          <Undo2 aria-hidden className="size-5" />
          Send back
        </Button>
      </div>
    </section>
  );
}
