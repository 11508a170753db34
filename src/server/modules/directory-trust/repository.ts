import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../lib/sql.ts';
import { RECONFIRM_DAYS, type VerificationSource } from '#shared/directory-trust/directory-trust.ts';

export type VerificationRow = { last_verified_at: string; last_verified_source: VerificationSource };

/** The provider's own profile's verification, or null when the account has no profile. */
export async function findVerification(db: Executor, userId: string): Promise<VerificationRow | null> {
  const { rows } = await db.execute<VerificationRow>(sql`
    select ${isoTime(sql`last_verified_at`)} as last_verified_at, last_verified_source
    from provider_profiles where user_id = ${userId}::uuid`);
  return rows[0] ?? null;
}

/** The provider confirms their details: a new period starts, its reminder not yet sent. */
export async function confirm(db: Executor, userId: string, at: Date): Promise<VerificationRow | null> {
  const { rows } = await db.execute<VerificationRow>(sql`
    update provider_profiles set last_verified_at = ${at.toISOString()}::timestamptz,
      last_verified_source = 'provider', last_verified_by = ${userId}::uuid, reconfirm_mailed_at = null
    where user_id = ${userId}::uuid
    returning ${isoTime(sql`last_verified_at`)} as last_verified_at, last_verified_source`);
  return rows[0] ?? null;
}

export type DueRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  title: string;
  professional_title: string | null;
  practice_name: string | null;
  last_verified_at: string;
};

/**
 * Claims up to `limit` listed, claimed profiles whose last verification is older than the period and
 * whose reminder for it has not gone out, stamping them in the caller's transaction. SKIP LOCKED lets
 * several instances sweep at once without mailing anyone twice.
 */
export async function claimDueReconfirmations(db: Executor, now: Date, limit: number): Promise<DueRow[]> {
  const { rows } = await db.execute<DueRow>(sql`
    with due as (
      select id from provider_profiles
      where claimed and user_id is not null
        and last_verified_at < ${now.toISOString()}::timestamptz - make_interval(days => ${RECONFIRM_DAYS})
        and (reconfirm_mailed_at is null or reconfirm_mailed_at < last_verified_at)
        and profile_status = 'approved' and status = 'active'
      order by last_verified_at
      limit ${limit}
      for update skip locked)
    update provider_profiles p set reconfirm_mailed_at = ${now.toISOString()}::timestamptz
    from due, users u
    where p.id = due.id and u.id = p.user_id
    returning p.id, u.email, p.first_name, p.last_name, p.title, p.professional_title, p.practice_name,
      ${isoTime(sql`p.last_verified_at`)} as last_verified_at`);
  return rows;
}

export type CorrectionState = {
  providerProfileId: string;
  correctedAt: string | null;
  lastVerifiedAt: string;
  lastVerifiedSource: string;
};

/** The reported profile's correction and verification, locked for the admin's transaction. */
export async function lockReportedProfile(db: Executor, reportId: string): Promise<CorrectionState | null> {
  const { rows } = await db.execute<CorrectionState>(sql`
    select p.id as "providerProfileId", ${isoTime(sql`p.corrected_at`)} as "correctedAt",
      ${isoTime(sql`p.last_verified_at`)} as "lastVerifiedAt", p.last_verified_source as "lastVerifiedSource"
    from profile_reports r join provider_profiles p on p.id = r.provider_profile_id
    where r.id = ${reportId}::uuid
    for update of p`);
  return rows[0] ?? null;
}

/** A super admin corrected the profile after a report: it is shown, and counts as their verification. */
export async function markCorrected(db: Executor, profileId: string, adminId: string, at: Date) {
  await db.execute(sql`
    update provider_profiles set corrected_at = ${at.toISOString()}::timestamptz,
      last_verified_at = ${at.toISOString()}::timestamptz, last_verified_source = 'admin',
      last_verified_by = ${adminId}::uuid
    where id = ${profileId}::uuid`);
}
