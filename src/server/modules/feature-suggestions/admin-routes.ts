import { createRoute, z } from '@hono/zod-openapi';
import {
  SUGGESTION_CATEGORIES,
  SUGGESTION_MESSAGES,
  SUGGESTION_PRIORITIES,
  SUGGESTION_STATUSES,
  adminSuggestionListQuerySchema,
  adminSuggestionStatusSchema,
} from '#shared/schemas/feature-suggestion.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody, superAdminRefusals } from '../../lib/router.ts';
import * as service from './service.ts';

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
    ...superAdminRefusals,
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
    ...superAdminRefusals,
    404: { description: `'${SUGGESTION_MESSAGES.notFound}'` },
  },
});

export const adminFeatureSuggestionRoutes = createRouter()
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
