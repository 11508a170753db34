import { createRoute, z } from '@hono/zod-openapi';
import {
  PROFILE_EDITOR_MESSAGES as M,
  profileEditorValuesDtoSchema,
  profileSaveResultDtoSchema,
  profileUpdateSchema,
  providerOwnProfileDtoSchema,
} from '#shared/provider-profile/profile-editor.ts';
import { isProvider } from '#shared/roles.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { allowOnly } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';

/**
 * A provider's own profile: the provider role only. A super admin has no profile of their own, and
 * editing someone else's here would skip the review this module exists for; they use the reviews.
 */
const providerOnly = allowOnly(isProvider, { guest: M.notAuthenticated, refused: M.onlyProviders });

/**
 * The document names the profile and its values as components, so each answer refers to them. They
 * are named here, on the server's zod: zod gives a schema the naming method when it is made, and a
 * shared one may be made before the server's zod is loaded.
 */
export const ProfileEditorValues = z
  .object(profileEditorValuesDtoSchema.shape)
  .openapi('ProfileEditorValues');
const OwnProfile = z
  .object({ ...providerOwnProfileDtoSchema.shape, values: ProfileEditorValues })
  .openapi('ProviderOwnProfile');

const refusals = {
  401: { description: `'${inEnglish(M.notAuthenticated)}'` },
  403: { description: `'${inEnglish(M.onlyProviders)}'` },
};

const getOwn = createRoute({
  method: 'get',
  path: '/provider/profile',
  summary: "The signed-in provider's own profile with pending changes, completion and review state",
  middleware: [providerOnly],
  responses: {
    200: json(OwnProfile, 'The profile'),
    ...refusals,
    404: { description: `'${inEnglish(M.noProfile)}': the provider has not saved a profile yet` },
  },
});

const save = createRoute({
  method: 'put',
  path: '/provider/profile',
  summary: "Save some or all of the provider's own profile (ADR 10); the first save creates it as a draft",
  description:
    'On an approved profile, operational fields go live at once and identity and credential fields wait for review in pendingChanges. headshotUploadId, logoUploadId and officePhotos take ids of your own uploads (provider-photos/headshots, profile-images/provider-profiles, provider-photos/office-photos); null removes a photo; officePhotos may keep photos already on the profile by { url }.',
  middleware: [providerOnly],
  request: { body: jsonBody(profileUpdateSchema) },
  responses: {
    200: json(
      profileSaveResultDtoSchema.extend({ profile: OwnProfile }),
      'Saved: which fields were applied, and which wait for review',
    ),
    400: { description: 'A field or photo is not right; nothing was saved' },
    ...refusals,
    409: { description: `'${inEnglish(M.npiTaken)}'` },
  },
});

const submit = createRoute({
  method: 'post',
  path: '/provider/profile/submit',
  summary: "Send the provider's profile (or its pending changes) for review",
  middleware: [providerOnly],
  responses: {
    200: json(OwnProfile, 'Submitted'),
    400: { description: `'${inEnglish(M.nothingToSubmit)}' or '${inEnglish(M.incompleteForReview)}'` },
    ...refusals,
    404: { description: `'${inEnglish(M.noProfile)}'` },
    409: { description: `'${inEnglish(M.alreadyInReview)}'` },
  },
});

export const providerProfileEditorRoutes = createRouter()
  .openapi(getOwn, async (c) => c.json(await service.getOwnProfile(c.var.deps, requireUser(c)), 200))
  .openapi(save, async (c) =>
    c.json(await service.saveOwnProfile(c.var.deps, requireUser(c), c.req.valid('json')), 200),
  )
  .openapi(submit, async (c) => c.json(await service.submitOwnProfile(c.var.deps, requireUser(c)), 200));
