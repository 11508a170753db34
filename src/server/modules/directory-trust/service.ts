import { providerDisplayName } from '#shared/display-name.ts';
import { needsReconfirmation, RECONFIRM_DAYS } from '#shared/directory-trust/directory-trust.ts';
import type { VerificationDto } from '#shared/directory-trust/directory-trust-schemas.ts';
import { PROVIDER_OVERVIEW_MESSAGES } from '#shared/provider-dashboard/provider-overview.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import { startSweeps } from '../../lib/sweep.ts';
import * as repo from './repository.ts';

const toDto = (row: repo.VerificationRow, now: Date): VerificationDto => ({
  lastVerifiedAt: row.last_verified_at,
  source: row.last_verified_source,
  due: needsReconfirmation(row.last_verified_at, now),
  periodDays: RECONFIRM_DAYS,
});

export async function myVerification(db: Db, user: SessionUser, now = new Date()): Promise<VerificationDto> {
  const row = await repo.findVerification(db, user.id);
  if (!row) throw notFound(PROVIDER_OVERVIEW_MESSAGES.noProfile);
  return toDto(row, now);
}

export async function confirmMyInformation(
  db: Db,
  user: SessionUser,
  now = new Date(),
): Promise<VerificationDto> {
  const row = await repo.confirm(db, user.id, now);
  if (!row) throw notFound(PROVIDER_OVERVIEW_MESSAGES.noProfile);
  return toDto(row, now);
}

/** At most this many reminders per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Mails every provider whose information was last verified more than the period ago, once per
 * period: the claim and the queued mails are one transaction, so a failure sends nothing and a
 * success stamps the profiles for every instance.
 */
export async function sweepReconfirmations(deps: AppDeps, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await deps.database.db.transaction(async (tx) => {
      const due = await repo.claimDueReconfirmations(tx, now, SWEEP_BATCH);
      for (const row of due)
        await deps.outbox.send(
          {
            to: row.email,
            template: 'profile-reconfirm',
            data: {
              providerName: providerDisplayName({
                title: row.title,
                firstName: row.first_name,
                lastName: row.last_name,
                professionalTitle: row.professional_title,
                practiceName: row.practice_name,
              }),
              lastVerifiedAt: row.last_verified_at,
            },
            locale: await recipientLocale(tx, { email: row.email }),
          },
          tx,
        );
      return due.length;
    });
    total += n;
    if (n < SWEEP_BATCH) return total;
  }
}

/** Once a day; the first sweep soon after start. The returned stop waits for a sweep under way. */
const RECONFIRM_SWEEP_MS = 24 * 60 * 60_000;

export function startReconfirmSweeps(deps: AppDeps, everyMs = RECONFIRM_SWEEP_MS) {
  return startSweeps({
    log: deps.log,
    everyMs,
    sweep: () => sweepReconfirmations(deps),
    countKey: 'reminders',
    done: 'reconfirmation reminders queued',
    failed: 'reconfirmation sweep failed',
  });
}

/**
 * A report resolved by a super admin means the listing was put right: the profile shows when, and
 * counts as verified by CareConnect on that day. Runs in the report change's transaction, with its
 * own audit entry for the profile.
 */
export async function recordCorrection(tx: Executor, admin: SessionUser, reportId: string, now = new Date()) {
  const before = await repo.lockReportedProfile(tx, reportId);
  if (!before) return;
  await repo.markCorrected(tx, before.providerProfileId, admin.id, now);
  await recordAdminAction(tx, admin, {
    action: 'provider.corrected',
    targetType: 'provider_profile',
    targetId: before.providerProfileId,
    before: {
      correctedAt: before.correctedAt,
      lastVerifiedAt: before.lastVerifiedAt,
      lastVerifiedSource: before.lastVerifiedSource,
    },
    after: { correctedAt: now.toISOString(), lastVerifiedAt: now.toISOString(), lastVerifiedSource: 'admin' },
  });
}
