import type { MessageKey } from '#shared/i18n/translate.ts';
import type { ReviewStatus } from '#shared/provider-profile/profile-editor.ts';

/**
 * The review screen's words for a review's status (ADR 19). A profile's status, each field's name
 * and a field's value as people read it are the profile editor's words, shared with it:
 * #shared/providers/profile-editor-words.ts.
 */

export const REVIEW_STATUS_KEYS = {
  pending: 'admin.profileReviews.reviewPending',
  approved: 'admin.profileReviews.reviewApproved',
  changes_requested: 'admin.profileReviews.reviewChangesRequested',
} as const satisfies Record<ReviewStatus, MessageKey>;
