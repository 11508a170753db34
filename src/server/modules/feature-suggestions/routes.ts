import { createRoute, z } from '@hono/zod-openapi';
import {
  SUGGESTION_CATEGORIES,
  SUGGESTION_MESSAGES,
  SUGGESTION_PRIORITIES,
  SUGGESTION_STATUSES,
  adminSuggestionListQuerySchema,
  adminSuggestionStatusSchema,
  featureSuggestionSchema,
} from '#shared/schemas/feature-suggestion.ts';
import { requireUser } from '../../lib/http.ts';
import { signedIn, withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';

const create = createRoute({
  method: 'post',
  path: '/feature-suggestions',
  summary: 'Suggest a feature (any signed-in user)',
  middleware: [signedIn(SUGGESTION_MESSAGES.signIn)],
  request: { body: jsonBody(featureSuggestionSchema) },
  responses: {
    201: json(z.object({ id: z.string() }), 'Saved'),
    400: { description: `'${SUGGESTION_MESSAGES.required}', or a field too long` },
    401: { description: `'${SUGGESTION_MESSAGES.signIn}'` },
  },
});

const Suggestion = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(SUGGESTION_CATEGORIES),
  priority: z.enum(SUGGESTION_PRIORITIES),
  status: z.enum(SUGGESTION_STATUSES),
  userName: z.string(),
  userEmail: z.string(),
  userRole: z.string(),
  createdAt: z.string(),
});

const refusals = {
  401: { description: 'Not signed in' },
  403: { description: 'Not a super admin' },
};

const list = createRoute({
  method: 'get',
  path: '/admin/feature-suggestions',
  summary:
    'Suggestions, newest first, filtered by status, category, priority and a text search, paged, with counts per status (super_admin)',
  middleware: [withRole('super_admin')],
  request: { query: adminSuggestionListQuerySchema },
  responses: {
    200: json(
      z.object({
        suggestions: z.array(Suggestion),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
        counts: z.object(
          Object.fromEntries(SUGGESTION_STATUSES.map((s) => [s, z.number()])) as Record<
            (typeof SUGGESTION_STATUSES)[number],
            z.ZodNumber
          >,
        ),
      }),
      'One page of suggestions',
    ),
    ...refusals,
  },
});

const update = createRoute({
  method: 'patch',
  path: '/admin/feature-suggestions/{id}',
  summary: "Set a suggestion's status (super_admin)",
  middleware: [withRole('super_admin')],
  request: {
    params: z.object({ id: z.uuid(SUGGESTION_MESSAGES.notFound) }),
    body: jsonBody(adminSuggestionStatusSchema),
  },
  responses: {
    200: json(Suggestion, 'The suggestion as it is now'),
    400: { description: `'${SUGGESTION_MESSAGES.badStatus}'` },
    ...refusals,
    404: { description: `'${SUGGESTION_MESSAGES.notFound}'` },
  },
});

export const featureSuggestionRoutes = createRouter()
  .openapi(create, async (c) => {
    const row = await service.createSuggestion(c.var.deps.database.db, requireUser(c), c.req.valid('json'));
    return c.json({ id: row.id }, 201);
  })
  .openapi(list, async (c) =>
    c.json(await service.listSuggestions(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(update, async (c) =>
    c.json(
      await service.changeStatus(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('param').id,
        c.req.valid('json').status,
      ),
      200,
    ),
  );
