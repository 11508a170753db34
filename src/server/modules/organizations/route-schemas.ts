import { z } from '@hono/zod-openapi';

// The response shapes that more than one of this module's route files declares.

export const idParam = z.object({ id: z.string().openapi({ format: 'uuid' }) });

const Location = z.object({
  name: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
});
export const PublicOrganization = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  locations: z.array(Location),
});
export const Paging = { total: z.number(), page: z.number(), pageSize: z.number() };
export const AffiliationStatus = z.enum(['pending', 'approved', 'ended']);
export const SearchResult = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
