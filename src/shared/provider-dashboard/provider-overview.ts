import type { MessageKey } from '../i18n/translate.ts';
import type { SubscriptionStatus } from '../subscriptions/subscription.ts';

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

// The answer's types are inferred from its zod schema; only the types come through here.
export type {
  OverviewAppointmentDto,
  ProviderOverviewDto,
  RatingMonthDto,
  ViewWeekDto,
} from './provider-overview-schemas.ts';
