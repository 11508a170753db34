import { createRoute } from '@hono/zod-openapi';
import { favoriteIdsDtoSchema, favoriteParamsSchema } from '#shared/accounts/patient-schemas.ts';
import { canActAsPatient } from '#shared/roles.ts';
import { createRouter, json } from '../../lib/router.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { listFavoriteIds, removeFavorite, saveFavorite } from './repository.ts';

/** Saving providers is a patient's feature (super admins pass, as everywhere). */
function requirePatient(c: Context<AppEnv>) {
  const user = requireUser(c);
  if (!canActAsPatient(user.role)) throw forbidden('Only patients can save providers.');
  return user;
}

const list = createRoute({
  method: 'get',
  path: '/favorites',
  summary: "The signed-in patient's saved providers, newest first",
  responses: {
    200: json(favoriteIdsDtoSchema, 'Saved provider ids'),
  },
});

const save = createRoute({
  method: 'put',
  path: '/favorites/{providerId}',
  summary: 'Save a provider (saving again changes nothing)',
  request: { params: favoriteParamsSchema },
  responses: { 204: { description: 'Saved' } },
});

const remove = createRoute({
  method: 'delete',
  path: '/favorites/{providerId}',
  summary: 'Remove a provider from the saved list',
  request: { params: favoriteParamsSchema },
  responses: { 204: { description: 'Removed (or was not saved)' } },
});

export const favoriteRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = requirePatient(c);
    return c.json({ providerIds: await listFavoriteIds(c.var.deps.database.db, user.id) }, 200);
  })
  .openapi(save, async (c) => {
    const user = requirePatient(c);
    const saved = await saveFavorite(c.var.deps.database.db, user.id, c.req.valid('param').providerId);
    if (!saved) throw notFound('Provider not found or not available');
    return c.body(null, 204);
  })
  .openapi(remove, async (c) => {
    const user = requirePatient(c);
    await removeFavorite(c.var.deps.database.db, user.id, c.req.valid('param').providerId);
    return c.body(null, 204);
  });
