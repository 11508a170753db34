import type { Locale } from '#shared/i18n/locales.ts';
import {
  OVERVIEW_NEW_REVIEW_DAYS,
  OVERVIEW_NEWEST_REVIEWS,
  OVERVIEW_RATING_MONTHS,
  OVERVIEW_TODAY_LIMIT,
  OVERVIEW_UPCOMING_LIMIT,
  OVERVIEW_VIEW_TREND_DAYS,
  OVERVIEW_VIEW_WEEKS,
  PROVIDER_OVERVIEW_MESSAGES,
  REVIEW_EXCERPT_CHARS,
  type OverviewAppointmentDto,
  type OverviewSubscriptionStatus,
  type ProviderOverviewDto,
  type RatingMonthDto,
  type ViewWeekDto,
} from '#shared/provider-dashboard/provider-overview.ts';
import { PROFILE_STATUSES, type ProfileStatus } from '#shared/provider-profile/profile-editor.ts';
import { isSubscriptionStatus } from '#shared/subscriptions/subscription.ts';
import { APPOINTMENT_STATUSES } from '#shared/appointments/booking.ts';
import { addDaysToDate, practiceNow, weekdayOf } from '#shared/schedule/slot-rules.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../app-env.ts';
import { patientName, typeName } from '../../lib/row-names.ts';
import { countUnread } from '../messaging/index.ts';
import { findLatest } from '../subscriptions/index.ts';
import * as repo from './repository.ts';

const DAY_MS = 86_400_000;

/** The Monday of the week a date falls in (weeks run Monday to Sunday). */
const mondayOf = (date: string) => addDaysToDate(date, -((weekdayOf(date) + 6) % 7));

/** 'YYYY-MM' of the month `back` months before the month of a date. */
function monthBefore(date: string, back: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The start of a text, cut at the last whole word within the limit, with an ellipsis when cut. */
function excerpt(text: string | null, max = REVIEW_EXCERPT_CHARS): string | null {
  const clean = text?.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function toAppointment(row: repo.OverviewAppointmentRow, locale: Locale): OverviewAppointmentDto {
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    durationMinutes: row.duration,
    patientName: patientName(row),
    appointmentTypeName: typeName(row, locale),
    bookedByCaregiver: row.booked_by_caregiver,
    status: row.status,
  };
}

const isProfileStatus = (s: string): s is ProfileStatus => PROFILE_STATUSES.includes(s as ProfileStatus);

/**
 * GET /api/provider/overview: the signed-in provider's own figures. The route lets a super admin
 * through as every provider tool does; like a provider who has not made a profile yet, they own
 * none and hear so (404).
 */
export async function providerOverview(
  db: Db,
  user: SessionUser,
  locale: Locale,
  now = new Date(),
): Promise<ProviderOverviewDto> {
  const profile = await repo.findOwnProfile(db, user.id);
  if (!profile) throw notFound(PROVIDER_OVERVIEW_MESSAGES.noProfile);

  const local = practiceNow(now);
  const today = local.date;
  const monday = mondayOf(today);
  const sunday = addDaysToDate(monday, 6);
  const firstWeek = addDaysToDate(monday, -7 * (OVERVIEW_VIEW_WEEKS - 1));
  const months = Array.from({ length: OVERVIEW_RATING_MONTHS }, (_, i) =>
    monthBefore(today, OVERVIEW_RATING_MONTHS - 1 - i),
  );

  const [todays, weekCounts, upcoming, newest, newCount, ratings, weekViews, trend, subscription, unread] =
    await Promise.all([
      repo.listDay(db, profile.id, today, OVERVIEW_TODAY_LIMIT),
      repo.countByStatus(db, profile.id, monday, sunday),
      repo.listUpcoming(db, profile.id, today, local.time, OVERVIEW_UPCOMING_LIMIT),
      repo.listNewestReviews(db, profile.id, OVERVIEW_NEWEST_REVIEWS),
      repo.countReviewsSince(db, profile.id, new Date(now.getTime() - OVERVIEW_NEW_REVIEW_DAYS * DAY_MS)),
      repo.ratingByMonth(db, profile.id, `${months[0]}-01`),
      repo.viewsByWeek(db, profile.id, user.id, firstWeek, now),
      repo.viewTrend(db, profile.id, user.id, now, OVERVIEW_VIEW_TREND_DAYS),
      findLatest(db, user.id),
      countUnread(db, user.id),
    ]);

  const perStatus = new Map(weekCounts.map((r) => [r.status, r.n]));
  const perMonth = new Map(ratings.map((r) => [r.month, r]));
  const perWeek = new Map(weekViews.map((r) => [r.week_start, r.n]));
  const subscriptionStatus: OverviewSubscriptionStatus =
    subscription && isSubscriptionStatus(subscription.status) ? subscription.status : 'none';

  return {
    today: {
      date: today,
      appointments: todays.map((row) => toAppointment(row, locale)),
      total: todays[0]?.total ?? 0,
    },
    week: {
      from: monday,
      to: sunday,
      total: weekCounts.reduce((sum, r) => sum + r.n, 0),
      byStatus: APPOINTMENT_STATUSES.map((status) => ({
        status,
        count: perStatus.get(status) ?? 0,
      })),
      upcoming: upcoming.map((row) => toAppointment(row, locale)),
    },
    reviews: {
      newCount,
      newest: newest.map((r) => ({
        id: r.id,
        rating: r.rating,
        title: r.title?.trim() || null,
        excerpt: excerpt(r.content),
        createdAt: r.created_at,
        responded: r.responded,
      })),
    },
    rating: {
      average: round2(profile.rating_average),
      count: profile.review_count,
      months: months.map((month): RatingMonthDto => {
        const row = perMonth.get(month);
        return row
          ? { month, average: round2(row.average), count: row.n }
          : { month, average: null, count: 0 };
      }),
    },
    views: {
      weeks: Array.from({ length: OVERVIEW_VIEW_WEEKS }, (_, i): ViewWeekDto => {
        const weekStart = addDaysToDate(firstWeek, 7 * i);
        return { weekStart, count: perWeek.get(weekStart) ?? 0 };
      }),
      last30Days: trend.last,
      previous30Days: trend.previous,
    },
    profile: {
      completionPercentage: profile.completion,
      status: isProfileStatus(profile.profile_status) ? profile.profile_status : 'draft',
      pendingChanges: profile.pending_changes,
    },
    subscription: { status: subscriptionStatus },
    unreadMessages: unread,
  };
}
