import { createRoute } from '@hono/zod-openapi';
import {
  recentSearchesDtoSchema,
  recordSearchSchema,
  rememberedSearchDtoSchema,
  searchHistoryParamsSchema,
  trendingSearchesDtoSchema,
} from '#shared/schemas/search-history.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import {
  clearSearches,
  deleteSearch,
  listRecentSearches,
  recordSearch,
  trendingSpecialties,
} from './repository.ts';

const list = createRoute({
  method: 'get',
  path: '/search-history',
  summary: "The signed-in user's recent searches, newest first (at most 5)",
  responses: { 200: json(recentSearchesDtoSchema, 'Recent searches') },
});

const record = createRoute({
  method: 'post',
  path: '/search-history',
  summary: 'Remember a search (the same place and specialty again is counted, not repeated)',
  request: { body: jsonBody(recordSearchSchema) },
  responses: { 200: json(rememberedSearchDtoSchema, 'The remembered search') },
});

const remove = createRoute({
  method: 'delete',
  path: '/search-history/{id}',
  summary: 'Forget one search',
  request: { params: searchHistoryParamsSchema },
  responses: { 204: { description: 'Forgotten' } },
});

const clear = createRoute({
  method: 'delete',
  path: '/search-history',
  summary: 'Forget all of the signed-in user’s searches',
  responses: { 204: { description: 'Cleared' } },
});

const trending = createRoute({
  method: 'get',
  path: '/search-history/trending',
  summary: 'The specialties most searched in the last 30 days (public, at most 4)',
  responses: {
    200: json(trendingSearchesDtoSchema, 'Trending specialties'),
  },
});

export const searchHistoryRoutes = createRouter()
  .openapi(trending, async (c) => {
    return c.json({ trending: await trendingSpecialties(c.var.deps.database.db) }, 200);
  })
  .openapi(list, async (c) => {
    const user = requireUser(c);
    return c.json({ searches: await listRecentSearches(c.var.deps.database.db, user.id) }, 200);
  })
  .openapi(record, async (c) => {
    const user = requireUser(c);
    const search = await recordSearch(c.var.deps.database.db, user.id, c.req.valid('json'));
    return c.json({ search }, 200);
  })
  .openapi(remove, async (c) => {
    const user = requireUser(c);
    const removed = await deleteSearch(c.var.deps.database.db, user.id, c.req.valid('param').id);
    if (!removed) throw notFound('Search not found');
    return c.body(null, 204);
  })
  .openapi(clear, async (c) => {
    const user = requireUser(c);
    await clearSearches(c.var.deps.database.db, user.id);
    return c.body(null, 204);
  });
