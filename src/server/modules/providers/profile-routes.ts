import { createRoute } from '@hono/zod-openapi';
import {
  nextSlotsDtoSchema,
  profileViewSchema,
  providerPlaceSchema,
  providerProfileDtoSchema,
  similarProvidersDtoSchema,
} from '#shared/providers/profile-inputs.ts';
import { createRouter, idParam, json } from '../../lib/router.ts';
import { getNextSlots, getProfile, getSimilar, trackProfileView } from './profile-service.ts';

// Checked by the service, not here: a malformed id is the same 404 as an unknown one.
const notAvailable = { description: "'Provider not found or not available'" };

// The API document has never listed the directory-trust fields, though the answer carries them
// (trust.test.ts); it is kept as it was.
const Profile = providerProfileDtoSchema.omit({
  claimed: true,
  listingSource: true,
  lastVerified: true,
  correctedAt: true,
});

const profile = createRoute({
  method: 'get',
  path: '/providers/{id}',
  summary: 'One listed provider, with the distance from the given place',
  request: { params: idParam, query: providerPlaceSchema },
  responses: {
    200: json(Profile, 'The profile'),
    404: notAvailable,
  },
});

const similar = createRoute({
  method: 'get',
  path: '/providers/{id}/similar',
  summary: 'Up to 3 other listed providers of the same specialty, nearest first',
  request: { params: idParam, query: providerPlaceSchema },
  responses: {
    200: json(similarProvidersDtoSchema, 'Provider cards'),
    404: notAvailable,
  },
});

const nextSlots = createRoute({
  method: 'get',
  path: '/providers/{id}/next-slots',
  summary: 'The next 3 open times, at least 30 minutes from now (America/New_York)',
  request: { params: idParam },
  responses: {
    200: json(nextSlotsDtoSchema, 'Open times'),
    404: notAvailable,
  },
});

const views = createRoute({
  method: 'post',
  path: '/providers/{id}/views',
  summary: 'Record a profile view (anonymous views too); answers 204 even when it cannot be recorded',
  request: { params: idParam, body: { content: { 'application/json': { schema: profileViewSchema } } } },
  responses: { 204: { description: 'Received' } },
});

const placeOf = (q: { lat?: number; lng?: number }) =>
  q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;

/** Mounted after the search routes, so /providers/search is never read as an id. */
export const providerProfileRoutes = createRouter()
  .openapi(profile, async (c) =>
    c.json(
      await getProfile(c.var.deps.database.db, c.req.valid('param').id, placeOf(c.req.valid('query'))),
      200,
    ),
  )
  .openapi(similar, async (c) =>
    c.json(
      await getSimilar(c.var.deps.database.db, c.req.valid('param').id, placeOf(c.req.valid('query'))),
      200,
    ),
  )
  .openapi(nextSlots, async (c) =>
    c.json(await getNextSlots(c.var.deps.database.db, c.req.valid('param').id), 200),
  )
  .openapi(views, async (c) => {
    const { database, log } = c.var.deps;
    await trackProfileView(
      { db: database.db, log },
      {
        providerId: c.req.valid('param').id,
        userId: c.var.user?.id ?? null,
        userAgent: c.req.header('user-agent'),
        view: c.req.valid('json'),
      },
    );
    return c.body(null, 204);
  });
