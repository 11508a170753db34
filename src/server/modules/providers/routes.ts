import { createRoute } from '@hono/zod-openapi';
import { providerSearchResultSchema, providerSearchSchema } from '#shared/search/search-params.ts';
import { createRouter, json } from '../../lib/router.ts';
import { runProviderSearch } from './search-service.ts';

const search = createRoute({
  method: 'get',
  path: '/providers/search',
  summary: 'Search listed providers: filters, radius, availability, sort and paging, 12 per page',
  request: { query: providerSearchSchema },
  responses: {
    200: json(providerSearchResultSchema, 'One page of providers and the total'),
  },
});

export const providerRoutes = createRouter().openapi(search, async (c) => {
  const result = await runProviderSearch(c.var.deps.database.db, c.req.valid('query'));
  return c.json(result, 200);
});
