import { createRoute } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { PATIENT_MESSAGES as M } from '#shared/patient/patient.ts';
import {
  deleteAccountSchema,
  homeLocationDtoSchema,
  myReviewsPageDtoSchema,
  pageQuerySchema,
  patientOverviewDtoSchema,
  patientProfileDtoSchema,
  patientProfileSaveDtoSchema,
  patientProfileSchema,
  savedProvidersPageDtoSchema,
} from '#shared/patient/patient-schemas.ts';
import { canActAsPatient, isPatient } from '#shared/roles.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { allowOnly } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import { actingForAnyRequest, actingForDoc, actingForRequest } from '../caregivers/index.ts';
import * as service from './service.ts';

/** The patient's own dashboard data. A super admin passes (and sees their own, empty, data). */
const patientOnly = allowOnly(canActAsPatient, { refused: M.onlyPatients });

/** Deleting here is for patients alone: staff and provider accounts hold data others rely on. */
const ownPatientAccount = allowOnly(isPatient, { refused: M.deleteOnlyPatients });

const refusals = {
  401: { description: 'Not signed in' },
  403: {
    description: `'${inEnglish(M.onlyPatients)}', or ${actingForDoc.refusal.description} on the routes that act for a patient`,
  },
};

const overview = createRoute({
  method: 'get',
  path: '/patient/overview',
  summary:
    'The overview of the signed-in patient (or of the patient they act for, with the parts they may see): next visit, unread messages, saved providers, recent searches',
  middleware: [patientOnly],
  request: { headers: actingForDoc.headers },
  responses: { 200: json(patientOverviewDtoSchema, 'The overview'), ...refusals },
});

const getProfile = createRoute({
  method: 'get',
  path: '/patient/profile',
  summary: "The signed-in patient's name, phone, home address and photo",
  middleware: [patientOnly],
  responses: { 200: json(patientProfileDtoSchema, 'The profile'), ...refusals },
});

const putProfile = createRoute({
  method: 'put',
  path: '/patient/profile',
  summary: 'Save the name, phone, home address and photo',
  description:
    'The address is placed on the map from its ZIP code, else its city and state (offline gazetteer), and becomes the default place of a search. An address that cannot be placed is saved, and addressNote says so. avatarUploadId takes an upload of your own to profile-images (folder patient-avatars); null removes the photo.',
  middleware: [patientOnly],
  request: { body: jsonBody(patientProfileSchema) },
  responses: {
    200: json(patientProfileSaveDtoSchema, 'Saved'),
    400: { description: 'A field is not valid, or the photo is not your own upload' },
    ...refusals,
  },
});

const home = createRoute({
  method: 'get',
  path: '/patient/home-location',
  summary: "Where a search starts for the signed-in patient: their home address's place, or nulls",
  middleware: [patientOnly],
  responses: { 200: json(homeLocationDtoSchema, 'The place'), ...refusals },
});

const saved = createRoute({
  method: 'get',
  path: '/patient/saved-providers',
  summary: 'The saved providers still listed, newest saved first, paged',
  middleware: [patientOnly],
  request: { query: pageQuerySchema, headers: actingForDoc.headers },
  responses: { 200: json(savedProvidersPageDtoSchema, 'One page'), ...refusals },
});

const reviews = createRoute({
  method: 'get',
  path: '/patient/reviews',
  summary: 'The reviews the signed-in user wrote, newest first, paged (change them with /reviews/{id})',
  middleware: [patientOnly],
  request: { query: pageQuerySchema },
  responses: { 200: json(myReviewsPageDtoSchema, 'One page'), ...refusals },
});

const deleteAccount = createRoute({
  method: 'delete',
  path: '/patient/account',
  summary: 'Delete the signed-in patient account, after checking the password',
  description:
    'Cancels future visits (slots freed, providers told), keeps reviews as anonymous, removes the account and everything personal with it, mails a confirmation and ends the session.',
  middleware: [ownPatientAccount],
  request: { body: jsonBody(deleteAccountSchema) },
  responses: {
    204: { description: 'Deleted; the session cookie is cleared' },
    400: { description: `'${inEnglish(M.wrongPassword)}'` },
    401: refusals[401],
    403: { description: `'${inEnglish(M.deleteOnlyPatients)}'` },
    429: { description: 'Too many attempts' },
  },
});

/** The session is gone with the user row; the browser's cookies go too. */
async function clearAuthCookies(c: Context<AppEnv>) {
  const ctx = await c.var.deps.auth.$context;
  for (const cookie of Object.values(ctx.authCookies)) {
    deleteCookie(c, cookie.name, { path: '/', secure: Boolean(cookie.attributes.secure) });
  }
}

export const patientRoutes = createRouter()
  .openapi(overview, async (c) => {
    const { acting, may } = await actingForAnyRequest(c);
    return c.json(await service.overview(c.var.deps.database.db, acting.patientId, may, c.var.locale), 200);
  })
  .openapi(getProfile, async (c) =>
    c.json(await service.getProfile(c.var.deps.database.db, requireUser(c)), 200),
  )
  .openapi(putProfile, async (c) => {
    const saved = await service.saveProfile(c.var.deps, requireUser(c), c.req.valid('json'));
    // The note is shown to the person as it comes: in the request's language.
    return c.json({ ...saved, addressNote: saved.addressNote && c.get('t')(saved.addressNote) }, 200);
  })
  .openapi(home, async (c) => c.json(await service.homeLocation(c.var.deps.database.db, requireUser(c)), 200))
  .openapi(saved, async (c) => {
    const { acting } = await actingForRequest(c, 'manage_saved');
    return c.json(
      await service.savedProviders(
        c.var.deps.database.db,
        acting.patientId,
        c.req.valid('query').page,
        c.var.locale,
      ),
      200,
    );
  })
  .openapi(reviews, async (c) =>
    c.json(
      await service.myReviews(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('query').page,
        c.var.locale,
      ),
      200,
    ),
  )
  .openapi(deleteAccount, async (c) => {
    await service.deleteAccount(c.var.deps, requireUser(c), c.req.valid('json').password);
    await clearAuthCookies(c);
    return c.body(null, 204);
  });
