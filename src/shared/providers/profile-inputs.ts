import { z } from 'zod';

/**
 * The inputs of the provider profile's endpoints. Apart from the page's contract in profile.ts, so the
 * profile page (which only reads that contract) does not download and start zod.
 */

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);

/** The ?lat=&lng= of GET /api/providers/{id} and /similar: the user's place, both or neither. */
export const providerPlaceSchema = z
  .object({ lat: coordinate('lat', 90).optional(), lng: coordinate('lng', 180).optional() })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lat'],
  });

/** POST /api/providers/{id}/views: what a view records (profile.test.ts, docs/product.md#profiles). */
export const profileViewSchema = z.object({
  referrerSource: z.enum(['search', 'direct', 'external', 'similar', 'favorites', 'other']).default('direct'),
  searchQuery: z.string().trim().max(500).optional(),
  searchFilters: z.record(z.string(), z.string().max(500)).optional(),
  searchPosition: z.number().int().min(1).max(100_000).optional(),
  deviceType: z.enum(['mobile', 'desktop']),
  pageUrl: z.string().max(2000),
  sessionId: z.string().min(1).max(100),
});
export type ProfileViewInput = z.input<typeof profileViewSchema>;
