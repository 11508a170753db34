import { sql } from 'drizzle-orm';
import { BLOCKING_STATUSES, type AppointmentStatus } from '#shared/appointments/booking.ts';
import { PRACTICE_TIME_ZONE } from '#shared/schedule/slot-rules.ts';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../lib/sql.ts';
import { bookedByCaregiver } from '../appointments/index.ts';

/**
 * The overview's figures. Every query starts from the provider's own profile id and reads a
 * (provider_profile_id, date or created_at) index: appointments_provider_date_idx,
 * reviews_provider_created_idx and user_activity_provider_created_idx.
 */

const blocking = sql.raw(BLOCKING_STATUSES.map((s) => `'${s}'`).join(', '));

/** Midnight of a Florida calendar date, as an instant. */
const localMidnight = (date: string) => sql`(${date}::date::timestamp at time zone ${PRACTICE_TIME_ZONE})`;

export type OwnProfileRow = {
  id: string;
  completion: number;
  profile_status: string;
  pending_changes: boolean;
  rating_average: number;
  review_count: number;
};

/** The profile the user owns, with the aggregates kept on it; null when they have none. */
export async function findOwnProfile(db: Executor, userId: string): Promise<OwnProfileRow | null> {
  const { rows } = await db.execute<OwnProfileRow>(sql`
    select id, profile_completion_percentage::int as completion, profile_status,
      pending_changes is not null as pending_changes,
      rating_average::float8 as rating_average, review_count
    from provider_profiles where user_id = ${userId}::uuid`);
  return rows[0] ?? null;
}

export type OverviewAppointmentRow = {
  id: string;
  date: string;
  time: string;
  duration: number;
  status: AppointmentStatus;
  patient_first_name: string;
  patient_last_name: string;
  type_name: string | null;
  type_name_es: string | null;
  booked_by_caregiver: string | null;
  total: number;
};

const appointmentColumns = sql`a.id, to_char(a.appointment_date, 'YYYY-MM-DD') as date,
  to_char(a.appointment_time, 'HH24:MI') as time, a.appointment_duration as duration, a.status,
  a.patient_first_name, a.patient_last_name, t.name as type_name, t.name_es as type_name_es,
  ${bookedByCaregiver} as booked_by_caregiver`;

/** One day's appointments of every status, by time, with how many there are in all. */
export async function listDay(db: Executor, profileId: string, date: string, limit: number) {
  const { rows } = await db.execute<OverviewAppointmentRow>(sql`
    select ${appointmentColumns}, count(*) over ()::int as total
    from appointments a
    left join appointment_types t on t.id = a.appointment_type_id
    where a.provider_profile_id = ${profileId}::uuid and a.appointment_date = ${date}::date
    order by a.appointment_time, a.id
    limit ${limit}`);
  return rows;
}

/** Appointments per status between two dates, both included. */
export async function countByStatus(db: Executor, profileId: string, from: string, to: string) {
  const { rows } = await db.execute<{ status: AppointmentStatus; n: number }>(sql`
    select a.status, count(*)::int as n
    from appointments a
    where a.provider_profile_id = ${profileId}::uuid
      and a.appointment_date between ${from}::date and ${to}::date
    group by a.status`);
  return rows;
}

/** The next appointments still on (scheduled, confirmed, waiting for approval) from a local date and time. */
export async function listUpcoming(
  db: Executor,
  profileId: string,
  date: string,
  time: string,
  limit: number,
) {
  const { rows } = await db.execute<OverviewAppointmentRow>(sql`
    select ${appointmentColumns}, 0 as total
    from appointments a
    left join appointment_types t on t.id = a.appointment_type_id
    where a.provider_profile_id = ${profileId}::uuid
      and a.appointment_date >= ${date}::date
      and (a.appointment_date > ${date}::date or a.appointment_time >= ${time}::time)
      and a.status in (${blocking})
    order by a.appointment_date, a.appointment_time, a.id
    limit ${limit}`);
  return rows;
}

export type NewestReviewRow = {
  id: string;
  rating: number;
  title: string | null;
  content: string | null;
  created_at: string;
  responded: boolean;
};

/** The newest reviews, and whether each has the practice's answer. */
export async function listNewestReviews(db: Executor, profileId: string, limit: number) {
  const { rows } = await db.execute<NewestReviewRow>(sql`
    select r.id, r.rating, r.title, left(r.content, 1000) as content,
      ${isoTime(sql`r.created_at`)} as created_at,
      exists (select 1 from review_responses rr where rr.review_id = r.id) as responded
    from reviews r
    where r.provider_profile_id = ${profileId}::uuid
    order by r.created_at desc, r.id
    limit ${limit}`);
  return rows;
}

/** Reviews written after an instant. */
export async function countReviewsSince(db: Executor, profileId: string, since: Date) {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from reviews r
    where r.provider_profile_id = ${profileId}::uuid and r.created_at > ${since.toISOString()}::timestamptz`);
  return rows[0]?.n ?? 0;
}

/** Average rating and count per Florida month ('YYYY-MM') from the first day of a month on. */
export async function ratingByMonth(db: Executor, profileId: string, fromDate: string) {
  const { rows } = await db.execute<{ month: string; average: number; n: number }>(sql`
    select to_char(r.created_at at time zone ${PRACTICE_TIME_ZONE}, 'YYYY-MM') as month,
      avg(r.rating)::float8 as average, count(*)::int as n
    from reviews r
    where r.provider_profile_id = ${profileId}::uuid and r.created_at >= ${localMidnight(fromDate)}
    group by 1`);
  return rows;
}

/**
 * Profile views are user_activity rows of type viewed_provider. The owner's own look at their
 * listing is not a patient's interest, so it is left out.
 */
const views = (profileId: string, ownerId: string) => sql`a.provider_profile_id = ${profileId}::uuid
  and a.activity_type = 'viewed_provider' and a.user_id <> ${ownerId}::uuid`;

/** Views per Florida week (keyed by its Monday) from a Monday on, up to an instant. */
export async function viewsByWeek(
  db: Executor,
  profileId: string,
  ownerId: string,
  fromMonday: string,
  until: Date,
) {
  const { rows } = await db.execute<{ week_start: string; n: number }>(sql`
    select to_char(date_trunc('week', a.created_at at time zone ${PRACTICE_TIME_ZONE}), 'YYYY-MM-DD') as week_start,
      count(*)::int as n
    from user_activity a
    where ${views(profileId, ownerId)}
      and a.created_at >= ${localMidnight(fromMonday)} and a.created_at <= ${until.toISOString()}::timestamptz
    group by 1`);
  return rows;
}

/** Views in the `days` before an instant, and in the `days` before those. */
export async function viewTrend(db: Executor, profileId: string, ownerId: string, now: Date, days: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<{ last: number; previous: number }>(sql`
    select count(*) filter (where a.created_at > ${at} - make_interval(days => ${days}))::int as last,
      count(*) filter (where a.created_at <= ${at} - make_interval(days => ${days}))::int as previous
    from user_activity a
    where ${views(profileId, ownerId)}
      and a.created_at > ${at} - make_interval(days => ${days * 2}) and a.created_at <= ${at}`);
  return { last: rows[0]?.last ?? 0, previous: rows[0]?.previous ?? 0 };
}
