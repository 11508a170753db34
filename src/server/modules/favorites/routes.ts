import { createRoute } from '@hono/zod-openapi';
import { favoriteIdsDtoSchema, favoriteParamsSchema } from '#shared/patient/patient-schemas.ts';
import { PROFILE_MESSAGES } from '#shared/providers/profile.ts';
import { canActAsPatient } from '#shared/roles.ts';
import { createRouter, json } from '../../lib/router.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { actingForDoc, actingForRequest } from '../caregivers/index.ts';
import { listFavoriteIds, removeFavorite, saveFavorite } from './repository.ts';

/**
 * Saving providers is a patient's feature (super admins pass, as everywhere), for themselves or for
 * a patient who lets them manage their saved providers (ADR 18).
 */
async function requirePatient(c: Context<AppEnv>) {
  const { user, acting } = await actingForRequest(c, 'manage_saved');
  if (!canActAsPatient(user.role)) throw forbidden('patient.saved.patientsOnly');
  return acting;
}

const list = createRoute({
  method: 'get',
  path: '/favorites',
  summary: 'The saved providers of the signed-in patient (or of the patient they act for), newest first',
  request: { headers: actingForDoc.headers },
  responses: {
    200: json(favoriteIdsDtoSchema, 'Saved provider ids'),
  },
});

const save = createRoute({
  method: 'put',
  path: '/favorites/{providerId}',
  summary: 'Save a provider (saving again changes nothing)',
  request: { params: favoriteParamsSchema, headers: actingForDoc.headers },
  responses: { 204: { description: 'Saved' }, 403: actingForDoc.refusal },
});

const remove = createRoute({
  method: 'delete',
  path: '/favorites/{providerId}',
  summary: 'Remove a provider from the saved list',
  request: { params: favoriteParamsSchema, headers: actingForDoc.headers },
  responses: { 204: { description: 'Removed (or was not saved)' }, 403: actingForDoc.refusal },
});

export const favoriteRoutes = createRouter()
  .openapi(list, async (c) => {
    const acting = await requirePatient(c);
    return c.json({ providerIds: await listFavoriteIds(c.var.deps.database.db, acting.patientId) }, 200);
  })
  .openapi(save, async (c) => {
    const acting = await requirePatient(c);
    const saved = await saveFavorite(
      c.var.deps.database.db,
      { patientId: acting.patientId, savedBy: acting.actorId },
      c.req.valid('param').providerId,
    );
    if (!saved) throw notFound(PROFILE_MESSAGES.notAvailable);
    return c.body(null, 204);
  })
  .openapi(remove, async (c) => {
    const acting = await requirePatient(c);
    await removeFavorite(c.var.deps.database.db, acting.patientId, c.req.valid('param').providerId);
    return c.body(null, 204);
  });
