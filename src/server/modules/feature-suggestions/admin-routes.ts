import { createRoute } from '@hono/zod-openapi';
import {
  SUGGESTION_MESSAGES,
  adminSuggestionDtoSchema,
  adminSuggestionListDtoSchema,
  adminSuggestionListQuerySchema,
  adminSuggestionParamsSchema,
  adminSuggestionStatusSchema,
} from '#shared/feature-suggestions/feature-suggestion.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody, superAdminRefusals } from '../../lib/router.ts';
import * as service from './service.ts';

const list = createRoute({
  method: 'get',
  path: '/admin/feature-suggestions',
  summary:
    'Suggestions, newest first, filtered by status, category, priority and a text search, paged, with counts per status (super_admin)',
  middleware: [withRole('super_admin')],
  request: { query: adminSuggestionListQuerySchema },
  responses: {
    200: json(adminSuggestionListDtoSchema, 'One page of suggestions'),
    ...superAdminRefusals,
  },
});

const update = createRoute({
  method: 'patch',
  path: '/admin/feature-suggestions/{id}',
  summary: "Set a suggestion's status (super_admin)",
  middleware: [withRole('super_admin')],
  request: {
    params: adminSuggestionParamsSchema,
    body: jsonBody(adminSuggestionStatusSchema),
  },
  responses: {
    200: json(adminSuggestionDtoSchema, 'The suggestion as it is now'),
    400: { description: `'${inEnglish(SUGGESTION_MESSAGES.badStatus)}'` },
    ...superAdminRefusals,
    404: { description: `'${inEnglish(SUGGESTION_MESSAGES.notFound)}'` },
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
