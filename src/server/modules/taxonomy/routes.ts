import { createRoute } from '@hono/zod-openapi';
import {
  specialtyOptionsDtoSchema,
  specialtyOptionsQuerySchema,
  type SpecialtyOption,
} from '#shared/taxonomy/specialty-options.ts';
import { createRouter, json } from '../../lib/router.ts';

/** At most this many codes are named per request (a form holds a main one and ten others). */
const MAX_CODES = 20;
import { specialtiesOfCategory, specialtiesOfCodes } from './service.ts';

const list = createRoute({
  method: 'get',
  path: '/taxonomy/specialties',
  summary: "A category's exact specialties (NUCC codes and names), or the names of given codes",
  description:
    'Pickers ask here for one category at a time instead of downloading all 883 codes. An unknown category or code gives an empty list.',
  request: { query: specialtyOptionsQuerySchema },
  responses: { 200: json(specialtyOptionsDtoSchema, 'The specialties, by name') },
});

export const taxonomyRoutes = createRouter().openapi(list, (c) => {
  const { category, codes } = c.req.valid('query');
  const specialties: SpecialtyOption[] = [
    ...(category ? specialtiesOfCategory(category) : []),
    ...(codes ? specialtiesOfCodes(codes.split(',').slice(0, MAX_CODES)) : []),
  ];
  return c.json({ specialties }, 200);
});
