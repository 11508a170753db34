import { createRoute, z } from '@hono/zod-openapi';
import { SUGGESTION_MESSAGES, featureSuggestionSchema } from '#shared/schemas/feature-suggestion.ts';
import { createRouter } from '../../lib/router.ts';
import { unauthorized } from '../../lib/errors.ts';
import { requireRole } from '../../lib/http.ts';
import { insertSuggestion, listSuggestions } from './repository.ts';

const create = createRoute({
  method: 'post',
  path: '/feature-suggestions',
  summary: 'Suggest a feature (any signed-in user)',
  request: { body: { content: { 'application/json': { schema: featureSuggestionSchema } }, required: true } },
  responses: {
    201: { description: 'Saved', content: { 'application/json': { schema: z.object({ id: z.string() }) } } },
  },
});

const SuggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.string(),
  status: z.string(),
  userRole: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  createdAt: z.string(),
});

const list = createRoute({
  method: 'get',
  path: '/admin/feature-suggestions',
  summary: 'Newest suggestions (super_admin)',
  responses: {
    200: {
      description: 'Suggestions',
      content: { 'application/json': { schema: z.object({ suggestions: z.array(SuggestionSchema) }) } },
    },
  },
});

export const featureSuggestionRoutes = createRouter()
  .openapi(create, async (c) => {
    const user = c.var.user;
    if (!user) throw unauthorized(SUGGESTION_MESSAGES.signIn);
    const input = c.req.valid('json');
    const row = await insertSuggestion(c.var.deps.database.db, {
      ...input,
      userId: user.id,
      userRole: user.role,
      userEmail: user.email,
      userName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    });
    return c.json({ id: row.id }, 201);
  })
  .openapi(list, async (c) => {
    requireRole(c, 'super_admin');
    const rows = await listSuggestions(c.var.deps.database.db, 200);
    return c.json({ suggestions: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) }, 200);
  });
