import { Send } from 'lucide-react';
import { toast } from 'sonner';
import type { Translate } from '#shared/i18n/translate.ts';
import { practiceLongDateTime } from '#shared/format/instants.ts';
import {
  PROFILE_EDITOR_MESSAGES as M,
  type CompletionItem,
  type ProfileField,
  type ProviderOwnProfileDto,
} from '#shared/provider-profile/profile-editor.ts';
import {
  FIELD_LABEL_KEYS,
  fieldValueText,
  isSpecialtyField,
  PROFILE_STATUS_KEYS,
} from '#shared/provider-profile/profile-editor-words.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { T, useLocale, useT } from '../../../lib/i18n.tsx';
import { useCodeWords } from '../../../components/taxonomy-picker/api.ts';
import { useSubmitProfile } from '../api/profile.ts';
import { missingItemName } from './profile-words.ts';

/** Why 'Submit for review' is not available now, in plain words; null when it is. */
function whyNotSubmit(profile: ProviderOwnProfileDto | null, unsaved: boolean, t: Translate): string | null {
  if (!profile) return t('provider.profileStatus.saveProfileFirst');
  if (unsaved) return t('provider.profileStatus.saveChangesFirst');
  if (profile.review?.status === 'pending') return t(M.alreadyInReview);
  if (!profile.canSubmit)
    return profile.profileStatus === 'approved'
      ? t('provider.profileStatus.noneWaiting')
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
  completion: { percent: number; missing: CompletionItem[] };
  unsaved: boolean;
}) {
  const submit = useSubmitProfile();
  const t = useT();
  const locale = useLocale();
  const blocked = whyNotSubmit(profile, unsaved, t);
  const listed = profile?.profileStatus === 'approved' && profile.status === 'active';
  const pending = Object.entries(profile?.pendingChanges ?? {}) as [ProfileField, unknown][];
  const codeName = useCodeWords(
    pending
      .filter(([field]) => isSpecialtyField(field))
      .flatMap(([field, value]) => [value, profile!.values[field]].flat())
      .filter((code): code is string => typeof code === 'string'),
  );

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
        {t('provider.profileStatus.heading')}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">{t('provider.profileStatus.status')}</dt>
        <dd data-testid="profile-status">
          {profile ? t(PROFILE_STATUS_KEYS[profile.profileStatus]) : t('provider.profileStatus.notStarted')}
        </dd>
        <dt className="font-bold">{t('provider.profileStatus.inSearch')}</dt>
        <dd>{listed ? t('provider.profileStatus.listed') : t('provider.profileStatus.notListed')}</dd>
      </dl>

      <div className="mt-6">
        <p id="profile-completion-label" className="text-lg font-bold">
          {t('provider.profileStatus.complete', { percent: completion.percent })}
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
            <p className="font-bold">{t('provider.profileStatus.stillToAdd')}</p>
            <ul aria-label={t('provider.profileStatus.stillToAddList')} className="mt-1 list-disc pl-6">
              {completion.missing.map((m) => (
                <li key={m}>{missingItemName(t, m)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      {profile?.review && (
        <div className="mt-6" data-testid="profile-review-state">
          <p className="text-lg">
            {profile.review.decidedAt ? (
              <T
                k="provider.profileStatus.lastReviewDecided"
                values={{
                  status: profile.review.status,
                  when: practiceLongDateTime(profile.review.decidedAt, locale, t),
                }}
                components={[<span className="font-bold" />]}
              />
            ) : (
              <T
                k="provider.profileStatus.lastReviewSent"
                values={{
                  status: profile.review.status,
                  when: practiceLongDateTime(profile.review.submittedAt, locale, t),
                }}
                components={[<span className="font-bold" />]}
              />
            )}
          </p>
          {profile.review.notes && (
            <Alert tone={profile.review.status === 'changes_requested' ? 'error' : 'info'} className="mt-2">
              <p className="font-bold">{t('provider.profileStatus.teamNotes')}</p>
              <p className="whitespace-pre-line">{profile.review.notes}</p>
            </Alert>
          )}
        </div>
      )}

      {pending.length > 0 && (
        <div className="mt-6">
          <h3 className="text-xl">{t('provider.profileStatus.waitingTitle')}</h3>
          <p className="text-ink-muted dark:text-stone-300">{t('provider.profileStatus.waitingIntro')}</p>
          <ul aria-label={t('provider.profileStatus.waitingTitle')} className="mt-2 flex flex-col gap-2">
            {pending.map(([field, value]) => (
              <li key={field} className="rounded-lg bg-amber-50 px-4 py-2 text-amber-950">
                <T
                  k="provider.profileStatus.pendingChange"
                  values={{
                    field: t(FIELD_LABEL_KEYS[field]),
                    value: fieldValueText(t, field, value, codeName),
                    listed: fieldValueText(t, field, profile!.values[field], codeName),
                  }}
                  components={[<span className="font-bold" />, <span />]}
                />
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
            {submit.isPending ? t('provider.profileStatus.sending') : t('provider.profileStatus.submit')}
          </Button>
        </div>
        <p id="submit-why" className="text-ink-muted dark:text-stone-300">
          {blocked ??
            (profile?.profileStatus === 'approved'
              ? t('provider.profileStatus.approvedNote')
              : t('provider.profileStatus.unapprovedNote'))}
        </p>
      </div>
    </section>
  );
}
