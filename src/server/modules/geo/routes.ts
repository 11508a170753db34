import { createRoute } from '@hono/zod-openapi';
import {
  geocodeDtoSchema,
  geocodeRequestSchema,
  type GeocodeDto,
  type GeocodeFeatureDto,
} from '#shared/search/geocode-schemas.ts';
import { autocomplete, geocode, reverseGeocode, type Place } from '../../lib/geo.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';

const route = createRoute({
  method: 'post',
  path: '/geocode',
  summary: 'Forward, reverse and autocomplete geocoding, offline from the US ZIP gazetteer',
  request: { body: jsonBody(geocodeRequestSchema) },
  responses: {
    200: json(geocodeDtoSchema, 'The place, or nulls when unknown'),
  },
});

const feature = (p: Place): GeocodeFeatureDto => ({
  place_name: p.label,
  center: [p.lng, p.lat],
  properties: { postcode: p.zip },
});

function answer(first: Place | null, all: Place[]): GeocodeDto {
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
