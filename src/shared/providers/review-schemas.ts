import { z } from 'zod';
import { REVIEW_CONTENT_MAX } from './reviews.ts';

/**
 * What a review and a provider's response accept. Apart from reviews.ts (messages and shapes), so a
 * profile page that only shows reviews does not download and start zod; the forms load it.
 */

/** Write and edit: the comment is trimmed and an empty one is stored as none. */
export const reviewSchema = z.object({
  rating: z
    .number()
    .int()
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5')
    .default(5),
  content: z
    .string()
    .trim()
    .max(REVIEW_CONTENT_MAX, `Review must be ${REVIEW_CONTENT_MAX} characters or less`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  recommend: z.boolean().default(true),
  isAnonymous: z.boolean().default(false),
});
export type ReviewInput = z.input<typeof reviewSchema>;

export const reviewResponseSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Please write a response')
    .max(2000, 'Response must be 2000 characters or less'),
  isTeamMemberResponse: z.boolean().default(false),
});
export type ReviewResponseInput = z.input<typeof reviewResponseSchema>;
