import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { MAIL_JOB } from '../../lib/mail/outbox.ts';

/**
 * The overview's figures. Each count reads an index (named beside it), so the page stays cheap as the
 * tables grow; they are sent as one statement, one round trip.
 */
export async function overviewCounts(db: Executor) {
  const [roles, applications, figures] = await Promise.all([
    // users_role_created_idx
    db.execute<{ role: string; n: number; recent: number }>(sql`
      select role, count(*)::int as n,
        count(*) filter (where created_at > now() - interval '7 days')::int as recent
      from users group by role`),
    // provider_applications_status_submitted_idx; approved and rejected ones wait for nobody.
    db.execute<{ status: string; n: number }>(sql`
      select application_status as status, count(*)::int as n from provider_applications
      where application_status not in ('approved', 'rejected') group by application_status`),
    db.execute<{
      listed: number;
      reviews: number;
      reports: number;
      subscriptions: number;
      appointments: number;
      mail_failed: number;
      mail_queued: number;
      waiting: number;
      suggestions: number;
    }>(sql`
      select
        -- one narrow row per category of a listed provider, kept by a trigger; the primary row counts it
        (select count(*)::int from provider_search where primary_category) as listed,
        -- provider_profile_reviews_pending_key (partial)
        (select count(*)::int from provider_profile_reviews where status = 'pending') as reviews,
        -- profile_reports_status_created_idx
        (select count(*)::int from profile_reports where status in ('pending', 'under_review')) as reports,
        -- provider_subscriptions_status_idx
        (select count(*)::int from provider_subscriptions where status = 'pending') as subscriptions,
        -- Monday to Sunday of this week, in Florida, not cancelled
        (select count(*)::int from appointments
          where appointment_date >= date_trunc('week', (now() at time zone 'America/New_York'))::date
            and appointment_date < date_trunc('week', (now() at time zone 'America/New_York'))::date + 7
            and status <> 'cancelled') as appointments,
        -- jobs_type_created_idx
        (select count(*)::int from jobs where type = ${MAIL_JOB}
          and created_at > now() - interval '7 days' and failed_at is not null) as mail_failed,
        -- jobs_due_idx (partial: not done)
        (select count(*)::int from jobs where type = ${MAIL_JOB}
          and completed_at is null and failed_at is null) as mail_queued,
        (select count(*)::int from waiting_list) as waiting,
        (select count(*)::int from feature_suggestions where status = 'new') as suggestions`),
  ]);
  return { roles: roles.rows, applications: applications.rows, figures: figures.rows[0]! };
}
