import { createRoute, z } from '@hono/zod-openapi';
import { autocomplete, geocode, reverseGeocode, type Place } from '../../lib/geo.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';

/** The geocoding call: a type and a query, text or coordinates for reverse (geo.test.ts). */
const geocodeRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('forward'),
    query: z.string().trim().min(1, 'Please enter a location').max(120),
  }),
  z.object({ type: z.literal('autocomplete'), query: z.string().trim().max(120) }),
  z.object({
    type: z.literal('reverse'),
    query: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  }),
]);

const Feature = z.object({
  place_name: z.string(),
  center: z.tuple([z.number(), z.number()]).describe('longitude, then latitude'),
  properties: z.object({ postcode: z.string().nullable() }),
});

const GeocodeResponse = z.object({
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  location: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  features: z.array(Feature),
});

const route = createRoute({
  method: 'post',
  path: '/geocode',
  summary: 'Forward, reverse and autocomplete geocoding, offline from the US ZIP gazetteer',
  request: { body: jsonBody(geocodeRequest) },
  responses: {
    200: json(GeocodeResponse, 'The place, or nulls when unknown'),
  },
});

const feature = (p: Place) => ({
  place_name: p.label,
  center: [p.lng, p.lat] as [number, number],
  properties: { postcode: p.zip },
});

function answer(first: Place | null, all: Place[]) {
  return {
    coordinates: first ? { latitude: first.lat, longitude: first.lng } : null,
    location: first?.label ?? null,
    zipCode: first?.zip ?? null,
    city: first?.city ?? null,
    state: first?.state ?? null,
    features: all.map(feature),
  };
}

export const geoRoutes = createRouter().openapi(route, (c) => {
  const body = c.req.valid('json');
  if (body.type === 'reverse') {
    const place = reverseGeocode(body.query.latitude, body.query.longitude);
    return c.json(answer(place, [place]), 200);
  }
  if (body.type === 'autocomplete') {
    const places = autocomplete(body.query, 5);
    return c.json(answer(places[0] ?? null, places), 200);
  }
  const place = geocode(body.query);
  return c.json(answer(place, place ? [place] : []), 200);
});
