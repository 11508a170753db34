import { createRoute } from '@hono/zod-openapi';
import {
  recentSearchesDtoSchema,
  recordSearchSchema,
  rememberedSearchDtoSchema,
  searchHistoryParamsSchema,
  trendingSearchesDtoSchema,
} from '#shared/search-history/search-history.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import { notFound } from '../../lib/errors.ts';
import { actingForDoc, actingForRequest } from '../caregivers/index.ts';
import {
  clearSearches,
  deleteSearch,
  listRecentSearches,
  recordSearch,
  trendingCategories,
} from './repository.ts';

const list = createRoute({
  method: 'get',
  path: '/search-history',
  summary:
    'The recent searches of the signed-in user (or of the patient they act for), newest first (at most 5)',
  request: { headers: actingForDoc.headers },
  responses: { 200: json(recentSearchesDtoSchema, 'Recent searches'), 403: actingForDoc.refusal },
});

const record = createRoute({
  method: 'post',
  path: '/search-history',
  summary: 'Remember a search (the same place and specialty again is counted, not repeated)',
  request: { headers: actingForDoc.headers, body: jsonBody(recordSearchSchema) },
  responses: { 200: json(rememberedSearchDtoSchema, 'The remembered search'), 403: actingForDoc.refusal },
});

const remove = createRoute({
  method: 'delete',
  path: '/search-history/{id}',
  summary: 'Forget one search',
  request: { params: searchHistoryParamsSchema, headers: actingForDoc.headers },
  responses: { 204: { description: 'Forgotten' }, 403: actingForDoc.refusal },
});

const clear = createRoute({
  method: 'delete',
  path: '/search-history',
  summary: 'Forget all of the signed-in user’s searches (or of the patient they act for)',
  request: { headers: actingForDoc.headers },
  responses: { 204: { description: 'Cleared' }, 403: actingForDoc.refusal },
});

const trending = createRoute({
  method: 'get',
  path: '/search-history/trending',
  summary: 'The kinds of care (categories) most searched in the last 30 days (public, at most 4)',
  responses: {
    200: json(trendingSearchesDtoSchema, 'Trending categories'),
  },
});

export const searchHistoryRoutes = createRouter()
  .openapi(trending, async (c) => {
    return c.json({ trending: await trendingCategories(c.var.deps.database.db) }, 200);
  })
  .openapi(list, async (c) => {
    const { acting } = await actingForRequest(c, 'manage_saved');
    return c.json({ searches: await listRecentSearches(c.var.deps.database.db, acting.patientId) }, 200);
  })
  .openapi(record, async (c) => {
    const { acting } = await actingForRequest(c, 'manage_saved');
    const search = await recordSearch(c.var.deps.database.db, acting.patientId, c.req.valid('json'));
    return c.json({ search }, 200);
  })
  .openapi(remove, async (c) => {
    const { acting } = await actingForRequest(c, 'manage_saved');
    const removed = await deleteSearch(c.var.deps.database.db, acting.patientId, c.req.valid('param').id);
    if (!removed) throw notFound('home.searchHistory.notFound');
    return c.body(null, 204);
  })
  .openapi(clear, async (c) => {
    const { acting } = await actingForRequest(c, 'manage_saved');
    await clearSearches(c.var.deps.database.db, acting.patientId);
    return c.body(null, 204);
  });
