import { z } from '@hono/zod-openapi';

// The id parameter that more than one of this module's route files declares; the answers' shapes are in
// src/shared/organizations/organization-schemas.ts.

export const idParam = z.object({ id: z.string().openapi({ format: 'uuid' }) });
