/** Reviews, provider responses and likes (reviews.test.ts, docs/product.md#reviews). */

export const REVIEW_MESSAGES = {
  duplicate: 'You have already reviewed this provider',
  submitFailed: 'Failed to submit review',
  updateFailed: 'Failed to update review',
  deleteFailed: 'Failed to delete review',
  submitted: 'Review submitted successfully!',
  updated: 'Review updated successfully!',
  deleted: 'Review deleted successfully',
  providerRequired: 'Provider profile ID is required.',
  formFailed: 'Failed to submit review. Please try again.',
  empty: 'No reviews yet. Be the first to review!',
  anonymous: 'Anonymous User',
  likeDuplicate: 'You have already liked this review',
  likeFailed: 'Failed to like review',
  unlikeFailed: 'Failed to unlike review',
  likeSignIn: 'Please log in to like reviews',
  responseAdded: 'Response added successfully',
  responseUpdated: 'Response updated successfully',
  responseDeleted: 'Response deleted successfully',
  /** Followed by the reason: 'Error adding response: {message}'. */
  responseAddError: 'Error adding response: ',
  responseUpdateError: 'Error updating response: ',
  responseDeleteError: 'Error deleting response: ',
} as const;

export const REVIEW_CONTENT_MAX = 500;
/** The profile shows the user's own review, then at most this many others (profile-page.test.tsx). */
export const REVIEWS_SHOWN = 3;

// The answers' types are inferred from their zod schemas in review-schemas.ts. Import them from there with
// `import type`, which loads no zod; this file does not re-export them, as review-schemas.ts imports it.
