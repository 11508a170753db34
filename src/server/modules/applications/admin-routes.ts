import { createRoute } from '@hono/zod-openapi';
import {
  adminApplicationDetailDtoSchema,
  adminApplicationListDtoSchema,
  applicationListQuerySchema,
  PIPELINE_MESSAGES,
  pipelineTransitionSchema,
} from '#shared/applications/application-pipeline.ts';
import { isSuperAdmin } from '#shared/roles.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { allowOnly } from '../../lib/middleware.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import * as service from './admin-service.ts';

/** The review pipeline is for super admins only: every other role is refused. */
const superAdminOnly = allowOnly(isSuperAdmin, {
  guest: PIPELINE_MESSAGES.notAuthenticated,
  refused: PIPELINE_MESSAGES.onlyAdmins,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that cannot be an application's is simply not found. */
const applicationId = (id: string) => {
  if (!UUID.test(id)) throw notFound(PIPELINE_MESSAGES.notFound);
  return id;
};

const refusals = {
  401: { description: `'${inEnglish(PIPELINE_MESSAGES.notAuthenticated)}'` },
  403: { description: `'${inEnglish(PIPELINE_MESSAGES.onlyAdmins)}'` },
};

const list = createRoute({
  method: 'get',
  path: '/admin/provider-applications',
  summary:
    'Provider applications, newest first, one page at a time, with the count per status (super admins)',
  description:
    'q searches name, practice, email and NPI; from and to are submitted days (YYYY-MM-DD, America/New_York). The counts follow q, from and to but not status.',
  middleware: [superAdminOnly],
  request: { query: applicationListQuerySchema },
  responses: {
    200: json(adminApplicationListDtoSchema, 'One page'),
    ...refusals,
  },
});

const detail = createRoute({
  method: 'get',
  path: '/admin/provider-applications/{id}',
  summary: 'One application with its images, its history (who and when) and the actions allowed now',
  middleware: [superAdminOnly],
  request: { params: idParam },
  responses: {
    200: json(adminApplicationDetailDtoSchema, 'The application'),
    ...refusals,
    404: { description: `'${inEnglish(PIPELINE_MESSAGES.notFound)}'` },
  },
});

const transition = createRoute({
  method: 'post',
  path: '/admin/provider-applications/{id}/transitions',
  summary: 'Move an application on (or send a photoshoot reminder): records the event and sends the mails',
  description:
    'Refused with 409, changing nothing, when the action does not fit the current state (the message names it). Final approval lists the provider in search.',
  middleware: [superAdminOnly],
  request: {
    params: idParam,
    body: jsonBody(pipelineTransitionSchema),
  },
  responses: {
    200: json(adminApplicationDetailDtoSchema, 'The application as it is now'),
    ...refusals,
    404: { description: `'${inEnglish(PIPELINE_MESSAGES.notFound)}'` },
    409: { description: 'The action does not fit the current state' },
  },
});

export const adminApplicationRoutes = createRouter()
  .openapi(list, async (c) => c.json(await service.listApplications(c.var.deps, c.req.valid('query')), 200))
  .openapi(detail, async (c) =>
    c.json(await service.applicationDetail(c.var.deps, applicationId(c.req.valid('param').id)), 200),
  )
  .openapi(transition, async (c) => {
    const admin = requireUser(c);
    const id = applicationId(c.req.valid('param').id);
    return c.json(await service.transition(c.var.deps, admin, id, c.req.valid('json')), 200);
  });
