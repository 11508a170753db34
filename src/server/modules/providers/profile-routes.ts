import { createRoute, z } from '@hono/zod-openapi';
import { profileViewSchema, providerPlaceSchema } from '#shared/providers/profile-inputs.ts';
import { createRouter, json } from '../../lib/router.ts';
import { getNextSlots, getProfile, getSimilar, trackProfileView } from './profile-service.ts';
import { ProviderCard } from './routes.ts';

// Checked by the service, not here: a malformed id is the same 404 as an unknown one.
const idParam = z.object({ id: z.string().openapi({ format: 'uuid' }) });
const notAvailable = { description: "'Provider not found or not available'" };

const Hours = z.object({ open: z.string(), close: z.string(), closed: z.boolean() });
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const Profile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  initials: z.string(),
  title: z.string(),
  professionalTitle: z.string().nullable(),
  specialty: z.string(),
  practiceName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  about: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  acceptingNewPatients: z.boolean(),
  telehealthAvailable: z.boolean(),
  location: z.string(),
  fullAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  languages: z.array(z.string()),
  insurances: z.array(z.string()),
  officeHours: z.object(
    Object.fromEntries(weekdays.map((d) => [d, Hours.optional()])) as {
      [K in (typeof weekdays)[number]]: z.ZodOptional<typeof Hours>;
    },
  ),
  officePhotos: z.array(z.string()),
  boardCertifications: z.array(z.string()),
  educationTraining: z.string().nullable(),
  professionalMemberships: z.array(z.string()),
  gender: z.string().nullable(),
  npiNumber: z.string().nullable(),
  yearsInPractice: z.number().nullable(),
  accessibilityFeatures: z.array(z.string()),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  distanceMiles: z.number().nullable(),
  organization: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  lastSeenAt: z.string().nullable(),
  averageResponseMinutes: z.number(),
  verified: z.boolean(),
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
    200: json(z.object({ providers: z.array(ProviderCard) }), 'Provider cards'),
    404: notAvailable,
  },
});

const nextSlots = createRoute({
  method: 'get',
  path: '/providers/{id}/next-slots',
  summary: 'The next 3 open times, at least 30 minutes from now (America/New_York)',
  request: { params: idParam },
  responses: {
    200: {
      description: 'Open times',
      content: {
        'application/json': {
          schema: z.object({
            slots: z.array(z.object({ id: z.string(), date: z.string(), time: z.string() })),
          }),
        },
      },
    },
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
