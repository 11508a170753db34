import { createRoute } from '@hono/zod-openapi';
import { APPLICATION_MESSAGES, providerApplicationSchema } from '#shared/applications/application.ts';
import { applicantApplicationDtoSchema } from '#shared/applications/application-pipeline.ts';
import { isProvider } from '#shared/roles.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { allowOnly } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';

/**
 * Only the provider role may use the application (applications.test.ts). Unlike most provider features a
 * super admin does not pass: an admin has nothing to apply for, and the wizard sends them to /admin.
 */
const providerOnly = allowOnly(isProvider, {
  guest: APPLICATION_MESSAGES.notAuthenticated,
  refused: APPLICATION_MESSAGES.onlyProviders,
});

const submit = createRoute({
  method: 'post',
  path: '/provider-applications',
  summary: 'Submit a provider application (provider accounts only); it starts as submitted',
  description:
    "imageIds are office photos the applicant uploaded to provider-photos (folder office-photos), at most 5 of 2 MB each. The email must be the account's own. One open application at a time: a rejected one may be followed by a new one.",
  middleware: [providerOnly],
  request: {
    body: jsonBody(providerApplicationSchema),
  },
  responses: {
    201: json(applicantApplicationDtoSchema, 'Submitted'),
    401: { description: `'${inEnglish(APPLICATION_MESSAGES.notAuthenticated)}'` },
    403: { description: `'${inEnglish(APPLICATION_MESSAGES.onlyProviders)}'` },
    409: { description: `'${inEnglish(APPLICATION_MESSAGES.alreadyOpen)}'` },
  },
});

const mine = createRoute({
  method: 'get',
  path: '/provider-applications/mine',
  summary: "The signed-in provider's latest application with its status, or null",
  middleware: [providerOnly],
  responses: {
    200: json(applicantApplicationDtoSchema.nullable(), 'The latest application, or null'),
  },
});

export const applicationRoutes = createRouter()
  .openapi(submit, async (c) => {
    const user = requireUser(c);
    return c.json(await service.submitApplication(c.var.deps, user, c.req.valid('json')), 201);
  })
  .openapi(mine, async (c) => {
    const user = requireUser(c);
    return c.json(await service.latestApplication(c.var.deps, user), 200);
  });
