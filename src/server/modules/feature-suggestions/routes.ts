import { createRoute } from '@hono/zod-openapi';
import { createdDtoSchema } from '#shared/dto.ts';
import {
  SUGGESTION_MESSAGES,
  featureSuggestionSchema,
} from '#shared/feature-suggestions/feature-suggestion.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { signedIn } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';

const create = createRoute({
  method: 'post',
  path: '/feature-suggestions',
  summary: 'Suggest a feature (any signed-in user)',
  middleware: [signedIn(SUGGESTION_MESSAGES.signIn)],
  request: { body: jsonBody(featureSuggestionSchema) },
  responses: {
    201: json(createdDtoSchema, 'Saved'),
    400: { description: `'${inEnglish(SUGGESTION_MESSAGES.required)}', or a field too long` },
    401: { description: `'${inEnglish(SUGGESTION_MESSAGES.signIn)}'` },
  },
});

export const featureSuggestionRoutes = createRouter().openapi(create, async (c) => {
  const row = await service.createSuggestion(c.var.deps.database.db, requireUser(c), c.req.valid('json'));
  return c.json({ id: row.id }, 201);
});
