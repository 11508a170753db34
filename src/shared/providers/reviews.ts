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

export type ReviewResponseDto = {
  id: string;
  content: string;
  isTeamMemberResponse: boolean;
  createdAt: string;
  updatedAt: string;
  /** Who answered, as the profile shows it: the provider's name and practice. */
  providerName: string;
  practiceName: string | null;
  logoUrl: string | null;
};

export type ReviewDto = {
  id: string;
  providerProfileId: string;
  rating: number;
  content: string | null;
  recommend: boolean | null;
  isAnonymous: boolean;
  /** 'Anonymous User', or first name plus last initial ('Maria G.'). Never the reviewer's id or e-mail. */
  reviewerName: string;
  reviewerAvatarUrl: string | null;
  /** Only when the reviewer had a completed appointment with this provider. */
  isVerified: boolean;
  /** The 'edited' marker: updated after it was created. */
  edited: boolean;
  createdAt: string;
  updatedAt: string;
  likeCount: number;
  likedByMe: boolean;
  /** The signed-in user wrote it (they may edit and delete it). */
  isMine: boolean;
  response: ReviewResponseDto | null;
};

/** GET /api/providers/{id}/reviews: newest first; the signed-in user's own review apart. */
export type ProviderReviewsDto = {
  own: ReviewDto | null;
  /** Everyone else's, newest first (all of them; the page shows 3 and 'See all N reviews'). */
  reviews: ReviewDto[];
  total: number;
  rating: number;
  reviewCount: number;
  /** The signed-in user owns this profile (or is a super_admin): response controls are shown. */
  canRespond: boolean;
};

/** GET /api/provider/reviews: the signed-in provider's reviews for the dashboard. */
export type MyProviderReviewsDto = { providerProfileId: string; reviews: ReviewDto[] };
