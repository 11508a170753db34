import type { MessageKey } from '../i18n/translate.ts';
import type { ProfileStatus } from './profile-editor.ts';
import type { SubscriptionStatus } from './subscription.ts';

/**
 * The provider dashboard's overview (GET /api/provider/overview). Zod-free on purpose: the overview
 * has no input, and its page should not carry the validation library for a few labels. Days, weeks
 * (Monday to Sunday) and months are Florida's (America/New_York), as every time in the product.
 */

export const PROVIDER_OVERVIEW_MESSAGES = {
  noProfile: 'provider.overview.noProfile',
  loadFailed: 'provider.overview.loadFailed',
} as const satisfies Record<string, MessageKey>;

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

// The answer's types are inferred from its zod schema; only the types come through here.
export type {
  OverviewAppointmentDto,
  OverviewReviewDto,
  ProviderOverviewDto,
  RatingMonthDto,
  StatusCountDto,
  ViewWeekDto,
} from './provider-overview-schemas.ts';

/** "12 more than the 30 days before", "3 fewer ...", "the same as ...". */
export function viewTrendWords(last: number, previous: number): string {
  const diff = last - previous;
  if (diff === 0) return `The same as the ${OVERVIEW_VIEW_TREND_DAYS} days before.`;
  return `${Math.abs(diff)} ${diff > 0 ? 'more' : 'fewer'} than the ${OVERVIEW_VIEW_TREND_DAYS} days before.`;
}
