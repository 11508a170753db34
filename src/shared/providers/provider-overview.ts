import type { AppointmentStatus } from '../scheduling/booking.ts';
import type { ProfileStatus } from './profile-editor.ts';
import type { SubscriptionStatus } from './subscription.ts';

/**
 * The provider dashboard's overview (GET /api/provider/overview). Zod-free on purpose: the overview
 * has no input, and its page should not carry the validation library for a few labels. Days, weeks
 * (Monday to Sunday) and months are Florida's (America/New_York), as every time in the product.
 */

export const PROVIDER_OVERVIEW_MESSAGES = {
  noProfile: 'You do not have a provider profile yet.',
  loadFailed: 'We could not load your overview. Please try again.',
} as const;

/** How many of today's appointments the overview lists; the appointments page has them all. */
export const OVERVIEW_TODAY_LIMIT = 20;
/** The next few blocking appointments after now. */
export const OVERVIEW_UPCOMING_LIMIT = 5;
/** The newest reviews shown, and the window that makes a review "new". */
export const OVERVIEW_NEWEST_REVIEWS = 3;
export const OVERVIEW_NEW_REVIEW_DAYS = 30;
/** Rating history in months, profile views in weeks, and the two windows compared for the trend. */
export const OVERVIEW_RATING_MONTHS = 12;
export const OVERVIEW_VIEW_WEEKS = 12;
export const OVERVIEW_VIEW_TREND_DAYS = 30;
/** The longest review text shown on the card; the reviews page has the rest. */
export const REVIEW_EXCERPT_CHARS = 160;

export type OverviewSubscriptionStatus = SubscriptionStatus | 'none';

/** The profile status as a provider would say it, with what happens next. */
export const OVERVIEW_PROFILE_STATUS_WORDS: Record<ProfileStatus, string> = {
  draft: 'Draft: not yet sent to our team for review.',
  review: 'Sent for review: our team is checking your profile.',
  approved: 'Approved: patients can find and book you.',
  rejected: 'Not approved. Please contact our team.',
  changes_requested: 'Our team asked for changes: please see the notes on your profile.',
};

export const OVERVIEW_SUBSCRIPTION_WORDS: Record<OverviewSubscriptionStatus, string> = {
  none: 'You have not subscribed yet.',
  pending: 'Pending: our team will contact you to arrange billing.',
  active: 'Active.',
  cancelled: 'Cancelled. You can subscribe again at any time.',
};

export type OverviewAppointmentDto = {
  id: string;
  /** 'YYYY-MM-DD' and 'HH:mm', Florida time. */
  date: string;
  time: string;
  durationMinutes: number;
  patientName: string;
  appointmentTypeName: string | null;
  status: AppointmentStatus;
  statusLabel: string;
};

export type StatusCountDto = { status: AppointmentStatus; label: string; count: number };

export type OverviewReviewDto = {
  id: string;
  rating: number;
  title: string | null;
  /** The start of the review's text, cut at a word, with an ellipsis when cut. */
  excerpt: string | null;
  createdAt: string;
  responded: boolean;
};

export type RatingMonthDto = {
  /** 'YYYY-MM'. */
  month: string;
  /** Null in a month without reviews. */
  average: number | null;
  count: number;
};

export type ViewWeekDto = {
  /** The week's Monday, 'YYYY-MM-DD'. */
  weekStart: string;
  count: number;
};

export type ProviderOverviewDto = {
  today: { date: string; appointments: OverviewAppointmentDto[]; total: number };
  week: {
    /** Monday and Sunday of this week. */
    from: string;
    to: string;
    total: number;
    /** Every status, in the order appointments move through them, zero included. */
    byStatus: StatusCountDto[];
    /** The next blocking appointments from now on (this week or later). */
    upcoming: OverviewAppointmentDto[];
  };
  reviews: { newCount: number; newest: OverviewReviewDto[] };
  rating: { average: number; count: number; months: RatingMonthDto[] };
  views: { weeks: ViewWeekDto[]; last30Days: number; previous30Days: number };
  profile: { completionPercentage: number; status: ProfileStatus; pendingChanges: boolean };
  subscription: { status: OverviewSubscriptionStatus };
  unreadMessages: number;
};

/** "12 more than the 30 days before", "3 fewer ...", "the same as ...". */
export function viewTrendWords(last: number, previous: number): string {
  const diff = last - previous;
  if (diff === 0) return `The same as the ${OVERVIEW_VIEW_TREND_DAYS} days before.`;
  return `${Math.abs(diff)} ${diff > 0 ? 'more' : 'fewer'} than the ${OVERVIEW_VIEW_TREND_DAYS} days before.`;
}
