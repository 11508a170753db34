import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';

/** What the check says, as a key: the home and search pages' location boxes send it (ADR 19). */
export const GEOCODE_MESSAGES = {
  enterLocation: 'common.validation.enterLocation',
} as const satisfies Record<string, MessageKey>;

/**
 * POST /api/geocode (geo.test.ts): a type and a query, text or coordinates for reverse, and the
 * place it answers. The search controls import only the types, so they load no zod for them.
 */
export const geocodeRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('forward'),
    query: z.string().trim().min(1, GEOCODE_MESSAGES.enterLocation).max(120),
  }),
  z.object({ type: z.literal('autocomplete'), query: z.string().trim().max(120) }),
  z.object({
    type: z.literal('reverse'),
    query: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  }),
]);

/** One place found, in the shape map widgets read. */
const geocodeFeatureDtoSchema = z.object({
  place_name: z.string(),
  center: z.tuple([z.number(), z.number()]).describe('longitude, then latitude'),
  properties: z.object({ postcode: z.string().nullable() }),
});
export type GeocodeFeatureDto = z.infer<typeof geocodeFeatureDtoSchema>;

/** The first place found (nulls when none), and every place found. */
export const geocodeDtoSchema = z.object({
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  location: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  features: z.array(geocodeFeatureDtoSchema),
});
export type GeocodeDto = z.infer<typeof geocodeDtoSchema>;
