import { z } from 'zod';
import { REVIEW_CONTENT_MAX, REVIEW_MESSAGES as M } from './reviews.ts';

/**
 * What a review and a provider's response accept. Apart from reviews.ts (messages and shapes), so a
 * profile page that only shows reviews does not download and start zod; the forms load it.
 */

/** Write and edit: the comment is trimmed and an empty one is stored as none. */
export const reviewSchema = z.object({
  rating: z.number().int().min(1, M.ratingRange).max(5, M.ratingRange).default(5),
  content: z
    .string()
    .trim()
    .max(REVIEW_CONTENT_MAX, M.reviewTooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  recommend: z.boolean().default(true),
  isAnonymous: z.boolean().default(false),
});
export type ReviewInput = z.input<typeof reviewSchema>;

export const reviewResponseSchema = z.object({
  content: z.string().trim().min(1, M.responseRequired).max(2000, M.responseTooLong),
  isTeamMemberResponse: z.boolean().default(false),
});
export type ReviewResponseInput = z.input<typeof reviewResponseSchema>;

// The answers. The pages import their types with `import type`, which loads no zod.

export const reviewResponseDtoSchema = z.object({
  id: z.string(),
  content: z.string(),
  isTeamMemberResponse: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who answered, as the profile shows it: the provider's name and practice. */
  providerName: z.string(),
  practiceName: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type ReviewResponseDto = z.infer<typeof reviewResponseDtoSchema>;

export const reviewDtoSchema = z.object({
  id: z.string(),
  providerProfileId: z.string(),
  rating: z.number(),
  content: z.string().nullable(),
  recommend: z.boolean().nullable(),
  isAnonymous: z.boolean(),
  /** 'Anonymous User', or first name plus last initial ('Maria G.'). Never the reviewer's id or e-mail. */
  reviewerName: z.string(),
  reviewerAvatarUrl: z.string().nullable(),
  /** Only when the reviewer had a completed appointment with this provider. */
  isVerified: z.boolean(),
  /** The 'edited' marker: updated after it was created. */
  edited: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  likeCount: z.number(),
  likedByMe: z.boolean(),
  /** The signed-in user wrote it (they may edit and delete it). */
  isMine: z.boolean(),
  response: reviewResponseDtoSchema.nullable(),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

/** GET /api/providers/{id}/reviews: newest first; the signed-in user's own review apart. */
export const providerReviewsDtoSchema = z.object({
  own: reviewDtoSchema.nullable(),
  /** Everyone else's, newest first (all of them; the page shows 3 and 'See all N reviews'). */
  reviews: z.array(reviewDtoSchema),
  total: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  /** The signed-in user owns this profile (or is a super_admin): response controls are shown. */
  canRespond: z.boolean(),
});
export type ProviderReviewsDto = z.infer<typeof providerReviewsDtoSchema>;

/** GET /api/provider/reviews: the signed-in provider's reviews for the dashboard. */
export const myProviderReviewsDtoSchema = z.object({
  providerProfileId: z.string(),
  reviews: z.array(reviewDtoSchema),
});
export type MyProviderReviewsDto = z.infer<typeof myProviderReviewsDtoSchema>;
