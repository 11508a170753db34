import { createRoute, z } from '@hono/zod-openapi';
import { providerSearchSchema } from '#shared/search/search-params.ts';
import { createRouter } from '../../lib/router.ts';
import { runProviderSearch } from './search-service.ts';

/** A provider card as search and similar providers answer it (ProviderCardDto). */
export const ProviderCard = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  initials: z.string(),
  title: z.string(),
  professionalTitle: z.string().nullable(),
  specialty: z.string(),
  practiceName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  acceptingNewPatients: z.boolean(),
  telehealthAvailable: z.boolean(),
  featured: z.boolean(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  distanceMiles: z.number().nullable(),
  insurances: z.array(z.string()),
  languages: z.array(z.string()),
  phone: z.string().nullable(),
});

const search = createRoute({
  method: 'get',
  path: '/providers/search',
  summary: 'Search listed providers: filters, radius, availability, sort and paging, 12 per page',
  request: { query: providerSearchSchema },
  responses: {
    200: {
      description: 'One page of providers and the total',
      content: {
        'application/json': {
          schema: z.object({
            providers: z.array(ProviderCard),
            total: z.number(),
            totalCapped: z.boolean(),
            page: z.number(),
            pageSize: z.number(),
            location: z
              .object({ label: z.string(), lat: z.number(), lng: z.number(), radiusMiles: z.number() })
              .nullable(),
          }),
        },
      },
    },
  },
});

export const providerRoutes = createRouter().openapi(search, async (c) => {
  const result = await runProviderSearch(c.var.deps.database.db, c.req.valid('query'));
  return c.json(result, 200);
});
