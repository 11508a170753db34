import { createRoute, z } from '@hono/zod-openapi';
import {
  PROFILE_EDITOR_MESSAGES as M,
  PROFILE_STATUSES,
  REVIEW_STATUSES,
  reviewDecisionSchema,
  reviewListQuerySchema,
} from '#shared/providers/profile-editor.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';
import { Values } from './routes.ts';

const ReviewSummary = z.object({
  id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  practiceName: z.string().nullable(),
  kind: z.enum(['new_profile', 'changes']),
  status: z.enum(REVIEW_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  notes: z.string().nullable(),
  changedFields: z.array(z.string()),
});

const ReviewDetail = z.object({
  review: ReviewSummary,
  profile: z.object({
    id: z.string(),
    profileStatus: z.enum(PROFILE_STATUSES),
    status: z.string(),
    values: Values,
    imageUrl: z.string().nullable(),
    logoUrl: z.string().nullable(),
    officePhotos: z.array(z.string()),
  }),
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() })),
});

const idParam = z.object({ id: z.string().openapi({ format: 'uuid' }) });

const list = createRoute({
  method: 'get',
  path: '/admin/profile-reviews',
  summary: 'Profile reviews: pending first (oldest first), then recent decisions; 20 a page',
  middleware: [withRole('super_admin')],
  request: { query: reviewListQuerySchema },
  responses: {
    200: json(
      z.object({
        reviews: z.array(ReviewSummary),
        page: z.number(),
        pageSize: z.number(),
        total: z.number(),
        pendingCount: z.number(),
      }),
      'One page of reviews',
    ),
  },
});

const detail = createRoute({
  method: 'get',
  path: '/admin/profile-reviews/{id}',
  summary: 'One review: the profile and, for an approved profile, each change before and after',
  middleware: [withRole('super_admin')],
  request: { params: idParam },
  responses: { 200: json(ReviewDetail, 'The review'), 404: { description: `'${M.reviewNotFound}'` } },
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
    404: { description: `'${M.reviewNotFound}'` },
    409: { description: `'${M.reviewAlreadyDecided}'` },
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
