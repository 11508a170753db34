import { Send } from 'lucide-react';
import { toast } from 'sonner';
import type { Translate } from '#shared/i18n/translate.ts';
import {
  FIELD_LABELS,
  formatFieldValue,
  PROFILE_EDITOR_MESSAGES as M,
  PROFILE_STATUS_LABELS,
  REVIEW_STATUS_LABELS,
  type ProfileField,
  type ProviderOwnProfileDto,
} from '#shared/providers/profile-editor.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSubmitProfile } from '../api/profile.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** Why 'Submit for review' is not available now, in plain words; null when it is. */
function whyNotSubmit(profile: ProviderOwnProfileDto | null, unsaved: boolean, t: Translate): string | null {
  if (!profile) return 'Save your profile first; then you can send it for review.';
  if (unsaved) return 'Save your changes first; then send them for review.';
  if (profile.review?.status === 'pending') return t(M.alreadyInReview);
  if (!profile.canSubmit)
    return profile.profileStatus === 'approved'
      ? 'Changes to fields checked by our team are sent for review here. There are none waiting.'
      : t(M.alreadyInReview);
  return null;
}

/**
 * The top of the editor: where the profile stands (status, listing, completion and what is missing),
 * the last review with our team's note, the changes waiting for review, and 'Submit for review'.
 */
export function ProfileStatusPanel({
  profile,
  completion,
  unsaved,
}: {
  profile: ProviderOwnProfileDto | null;
  completion: { percent: number; missing: string[] };
  unsaved: boolean;
}) {
  const submit = useSubmitProfile();
  const t = useT();
  const blocked = whyNotSubmit(profile, unsaved, t);
  const listed = profile?.profileStatus === 'approved' && profile.status === 'active';
  const pending = Object.entries(profile?.pendingChanges ?? {}) as [ProfileField, unknown][];

  const send = () =>
    submit.mutate(undefined, {
      onSuccess: () => toast.success(t(M.submitted)),
      onError: (err) =>
        toast.error(
          err instanceof ApiError && err.status > 0 && err.status < 500
            ? t(M.submitFailedBecause, { reason: err.message })
            : t(M.submitFailed),
        ),
    });

  return (
    <section
      aria-labelledby="profile-status-heading"
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id="profile-status-heading" className="text-2xl">
        Where your profile stands
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">Status</dt>
        <dd data-testid="profile-status">
          {profile ? PROFILE_STATUS_LABELS[profile.profileStatus] : 'Not started'}
        </dd>
        <dt className="font-bold">In search</dt>
        <dd>{listed ? 'Yes, patients can find you' : 'Not listed yet'}</dd>
      </dl>

      <div className="mt-6">
        <p id="profile-completion-label" className="text-lg font-bold">
          Your profile is {completion.percent}% complete
        </p>
        <div
          role="progressbar"
          aria-labelledby="profile-completion-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={completion.percent}
          className="mt-2 h-4 w-full max-w-xl overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
        >
          <div className="bg-primary h-full rounded-full" style={{ width: `${completion.percent}%` }} />
        </div>
        {completion.missing.length > 0 && (
          <div className="mt-3">
            <p className="font-bold">Still to add:</p>
            <ul aria-label="Still to add" className="mt-1 list-disc pl-6">
              {completion.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      {profile?.review && (
        <div className="mt-6" data-testid="profile-review-state">
          <p className="text-lg">
            <span className="font-bold">Last review: </span>
            {REVIEW_STATUS_LABELS[profile.review.status]}
            {profile.review.decidedAt
              ? `, ${when(profile.review.decidedAt)}`
              : `, sent ${when(profile.review.submittedAt)}`}
          </p>
          {profile.review.notes && (
            <Alert tone={profile.review.status === 'changes_requested' ? 'error' : 'info'} className="mt-2">
              <p className="font-bold">Notes from our team:</p>
              <p className="whitespace-pre-line">{profile.review.notes}</p>
            </Alert>
          )}
        </div>
      )}

      {pending.length > 0 && (
        <div className="mt-6">
          <h3 className="text-xl">Changes waiting for review</h3>
          <p className="text-ink-muted dark:text-stone-300">
            Patients see the listed value until our team approves the change.
          </p>
          <ul aria-label="Changes waiting for review" className="mt-2 flex flex-col gap-2">
            {pending.map(([field, value]) => (
              <li key={field} className="rounded-lg bg-amber-50 px-4 py-2 text-amber-950">
                <span className="font-bold">{FIELD_LABELS[field]}:</span> {formatFieldValue(field, value)}{' '}
                <span>(listed now: {formatFieldValue(field, profile!.values[field])})</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-6 flex flex-col gap-2">
        <div>
          <Button
            size="lg"
            onClick={send}
            disabled={blocked !== null || submit.isPending}
            aria-describedby="submit-why"
          >
            <Send aria-hidden className="size-5" />
            {submit.isPending ? 'Sending...' : 'Submit for review'}
          </Button>
        </div>
        <p id="submit-why" className="text-ink-muted dark:text-stone-300">
          {blocked ??
            (profile?.profileStatus === 'approved'
              ? 'Our team checks your waiting changes; your profile stays listed meanwhile.'
              : 'Our team checks your whole profile before it can be listed.')}
        </p>
      </div>
    </section>
  );
}
