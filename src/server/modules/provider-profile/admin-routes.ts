import { createRoute } from '@hono/zod-openapi';
import {
  PROFILE_EDITOR_MESSAGES as M,
  profileReviewDetailDtoSchema,
  profileReviewListDtoSchema,
  reviewDecisionSchema,
  reviewListQuerySchema,
} from '#shared/provider-profile/profile-editor.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';
import { ProfileEditorValues } from './routes.ts';

/** The review's profile refers to the values the document names (routes.ts). */
const ReviewDetail = profileReviewDetailDtoSchema.extend({
  profile: profileReviewDetailDtoSchema.shape.profile.extend({ values: ProfileEditorValues }),
});

const list = createRoute({
  method: 'get',
  path: '/admin/profile-reviews',
  summary: 'Profile reviews: pending first (oldest first), then recent decisions; 20 a page',
  middleware: [withRole('super_admin')],
  request: { query: reviewListQuerySchema },
  responses: {
    200: json(profileReviewListDtoSchema, 'One page of reviews'),
  },
});

const detail = createRoute({
  method: 'get',
  path: '/admin/profile-reviews/{id}',
  summary: 'One review: the profile and, for an approved profile, each change before and after',
  middleware: [withRole('super_admin')],
  request: { params: idParam },
  responses: {
    200: json(ReviewDetail, 'The review'),
    404: { description: `'${inEnglish(M.reviewNotFound)}'` },
  },
});

const decide = createRoute({
  method: 'post',
  path: '/admin/profile-reviews/{id}',
  summary: 'Approve a review, or send it back with a note',
  middleware: [withRole('super_admin')],
  request: {
    params: idParam,
    body: jsonBody(reviewDecisionSchema),
  },
  responses: {
    200: json(ReviewDetail, 'Decided'),
    404: { description: `'${inEnglish(M.reviewNotFound)}'` },
    409: { description: `'${inEnglish(M.reviewAlreadyDecided)}'` },
  },
});

export const adminProfileReviewRoutes = createRouter()
  .openapi(list, async (c) => c.json(await service.listReviews(c.var.deps, c.req.valid('query').page), 200))
  .openapi(detail, async (c) => c.json(await service.getReview(c.var.deps, c.req.valid('param').id), 200))
  .openapi(decide, async (c) =>
    c.json(
      await service.decideReview(c.var.deps, requireUser(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
