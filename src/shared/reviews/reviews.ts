import type { MessageKey } from '../i18n/translate.ts';

/** Reviews, provider responses and likes (reviews.test.ts, docs/product.md#reviews). */

export const REVIEW_MESSAGES = {
  duplicate: 'booking.review.duplicate',
  submitFailed: 'booking.review.submitFailed',
  updateFailed: 'booking.review.updateFailed',
  deleteFailed: 'booking.review.deleteFailed',
  submitted: 'booking.review.submitted',
  updated: 'booking.review.updated',
  deleted: 'booking.review.deleted',
  providerRequired: 'booking.review.providerRequired',
  formFailed: 'booking.review.formFailed',
  empty: 'booking.review.empty',
  anonymous: 'booking.review.anonymous',
  /** The review form's hint beside 'Post anonymously', naming `anonymous` in its own words. */
  anonymousHint: 'booking.review.anonymousHint',
  likeDuplicate: 'booking.review.likeDuplicate',
  likeFailed: 'booking.review.likeFailed',
  unlikeFailed: 'booking.review.unlikeFailed',
  likeSignIn: 'booking.review.likeSignIn',
  responseAdded: 'booking.review.responseAdded',
  responseUpdated: 'booking.review.responseUpdated',
  responseDeleted: 'booking.review.responseDeleted',
  /** `{ reason }`: the server's words, as 'Error adding response: {reason}'. */
  responseAddError: 'booking.review.responseAddError',
  responseUpdateError: 'booking.review.responseUpdateError',
  responseDeleteError: 'booking.review.responseDeleteError',
  /** The review and response forms' checks (review-schemas.ts); `{ maximum }` is zod's bound. */
  ratingRange: 'booking.reviewForm.ratingRange',
  reviewTooLong: 'booking.reviewForm.reviewTooLong',
  responseRequired: 'booking.reviewForm.responseRequired',
  responseTooLong: 'booking.reviewForm.responseTooLong',
} as const satisfies Record<string, MessageKey>;

export const REVIEW_CONTENT_MAX = 500;
/** The profile shows the user's own review, then at most this many others (profile-page.test.tsx). */
export const REVIEWS_SHOWN = 3;

// The answers' types are inferred from their zod schemas in review-schemas.ts. Import them from there with
// `import type`, which loads no zod; this file does not re-export them, as review-schemas.ts imports it.
