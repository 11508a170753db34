import { createRoute } from '@hono/zod-openapi';
import { REVIEW_MESSAGES } from '#shared/reviews/reviews.ts';
import {
  myProviderReviewsDtoSchema,
  providerReviewsDtoSchema,
  reviewDtoSchema,
  reviewResponseDtoSchema,
  reviewResponseSchema,
  reviewSchema,
} from '#shared/reviews/review-schemas.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import { requireRole, requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { signedIn } from '../../lib/middleware.ts';
import * as service from './service.ts';

// Ids are checked by the service: a malformed one is the same 404 as an unknown one.

const list = createRoute({
  method: 'get',
  path: '/providers/{id}/reviews',
  summary: "A listed provider's reviews, newest first, with responses and likes; the viewer's own apart",
  request: { params: idParam },
  responses: {
    200: json(providerReviewsDtoSchema, 'Reviews'),
    404: { description: "'Provider not found or not available'" },
  },
});

const create = createRoute({
  method: 'post',
  path: '/providers/{id}/reviews',
  summary: 'Write a review (patients; one per provider)',
  middleware: [signedIn()],
  request: {
    params: idParam,
    body: jsonBody(reviewSchema),
  },
  responses: {
    201: json(reviewDtoSchema, 'The new review'),
    409: { description: `'${inEnglish(REVIEW_MESSAGES.duplicate)}'` },
  },
});

const edit = createRoute({
  method: 'patch',
  path: '/reviews/{id}',
  summary: 'Edit your review (the whole form: rating, comment, recommend, anonymous)',
  middleware: [signedIn()],
  request: {
    params: idParam,
    body: jsonBody(reviewSchema),
  },
  responses: { 200: json(reviewDtoSchema, 'The review as it is now') },
});

const remove = createRoute({
  method: 'delete',
  path: '/reviews/{id}',
  summary: 'Delete your review (a super admin may delete any)',
  middleware: [signedIn()],
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' } },
});

const likeRoute = createRoute({
  method: 'put',
  path: '/reviews/{id}/like',
  summary: 'Like a review (liking again changes nothing)',
  middleware: [signedIn(REVIEW_MESSAGES.likeSignIn)],
  request: { params: idParam },
  responses: { 204: { description: 'Liked' } },
});

const unlikeRoute = createRoute({
  method: 'delete',
  path: '/reviews/{id}/like',
  summary: 'Take back a like',
  middleware: [signedIn(REVIEW_MESSAGES.likeSignIn)],
  request: { params: idParam },
  responses: { 204: { description: 'Not liked' } },
});

const responseBody = jsonBody(reviewResponseSchema);

const addResponse = createRoute({
  method: 'post',
  path: '/reviews/{id}/response',
  summary: "Answer a review of your profile (the profile's provider or a super admin)",
  middleware: [signedIn()],
  request: { params: idParam, body: responseBody },
  responses: { 201: json(reviewResponseDtoSchema, 'The response') },
});

const editResponse = createRoute({
  method: 'patch',
  path: '/reviews/{id}/response',
  summary: 'Edit the response to a review',
  middleware: [signedIn()],
  request: { params: idParam, body: responseBody },
  responses: { 200: json(reviewResponseDtoSchema, 'The response') },
});

const removeResponse = createRoute({
  method: 'delete',
  path: '/reviews/{id}/response',
  summary: 'Delete the response to a review',
  middleware: [signedIn()],
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' } },
});

const mine = createRoute({
  method: 'get',
  path: '/provider/reviews',
  summary: "The signed-in provider's reviews, for the dashboard",
  middleware: [signedIn()],
  responses: {
    200: json(myProviderReviewsDtoSchema, 'Reviews'),
    404: { description: 'No provider profile yet' },
  },
});

export const reviewRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(
      await service.listForProvider(
        c.var.deps.database.db,
        c.req.valid('param').id,
        c.var.user,
        c.var.t,
        c.var.locale,
      ),
      200,
    ),
  )
  .openapi(create, async (c) => {
    const user = requireUser(c);
    return c.json(
      await service.createReview(
        c.var.deps,
        user,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.t,
        c.var.locale,
      ),
      201,
    );
  })
  .openapi(edit, async (c) => {
    const user = requireUser(c);
    const db = c.var.deps.database.db;
    return c.json(
      await service.editReview(db, user, c.req.valid('param').id, c.req.valid('json'), c.var.t, c.var.locale),
      200,
    );
  })
  .openapi(remove, async (c) => {
    await service.removeReview(c.var.deps.database.db, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(likeRoute, async (c) => {
    await service.like(c.var.deps.database.db, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(unlikeRoute, async (c) => {
    await service.unlike(c.var.deps.database.db, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(addResponse, async (c) => {
    const user = requireUser(c);
    const db = c.var.deps.database.db;
    const { id } = c.req.valid('param');
    return c.json(await service.addResponse(db, user, id, c.req.valid('json'), c.var.locale), 201);
  })
  .openapi(editResponse, async (c) => {
    const user = requireUser(c);
    const db = c.var.deps.database.db;
    const { id } = c.req.valid('param');
    return c.json(await service.editResponse(db, user, id, c.req.valid('json'), c.var.locale), 200);
  })
  .openapi(removeResponse, async (c) => {
    await service.removeResponse(
      c.var.deps.database.db,
      requireUser(c),
      c.req.valid('param').id,
      c.var.locale,
    );
    return c.body(null, 204);
  })
  .openapi(mine, async (c) => {
    // Providers only (super admins pass the role check but own no profile: a 404).
    const user = requireRole(c, 'provider');
    return c.json(await service.listForOwner(c.var.deps.database.db, user, c.var.t, c.var.locale), 200);
  });
