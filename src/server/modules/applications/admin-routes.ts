import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  applicationListQuerySchema,
  PIPELINE_ACTIONS,
  PIPELINE_MESSAGES,
  pipelineTransitionSchema,
} from '#shared/providers/application-pipeline.ts';
import { APPLICATION_STATUSES } from '#shared/providers/application-status.ts';
import { isSuperAdmin } from '#shared/roles.ts';
import type { AppEnv } from '../../app-env.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './admin-service.ts';
import { Application } from './routes.ts';

/** The review pipeline is for super admins only: every other role is refused. */
const superAdminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthorized(PIPELINE_MESSAGES.notAuthenticated);
  if (!isSuperAdmin(user.role)) throw forbidden(PIPELINE_MESSAGES.onlyAdmins);
  await next();
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = z.object({ id: z.string().openapi({ format: 'uuid' }) });
/** An id that cannot be an application's is simply not found. */
const applicationId = (id: string) => {
  if (!UUID.test(id)) throw notFound(PIPELINE_MESSAGES.notFound);
  return id;
};

const statusEnum = z.enum(APPLICATION_STATUSES);

const ListItem = z.object({
  id: z.string(),
  fullName: z.string(),
  practiceName: z.string(),
  email: z.string(),
  npiNumber: z.string(),
  status: statusEnum,
  statusLabel: z.string(),
  submittedAt: z.string(),
});

const Detail = Application.omit({ photoshoot: true }).extend({
  userId: z.string(),
  photoshoot: z
    .object({
      at: z.string(),
      date: z.string(),
      time: z.string(),
      location: z.string(),
      photographerName: z.string(),
      photographerEmail: z.string(),
    })
    .nullable(),
  events: z.array(
    z.object({
      id: z.string(),
      fromStatus: statusEnum.nullable(),
      toStatus: statusEnum,
      action: z.enum([...PIPELINE_ACTIONS, 'submit']).nullable(),
      actorName: z.string(),
      notes: z.string().nullable(),
      data: z.record(z.string(), z.string()),
      createdAt: z.string(),
    }),
  ),
  allowedActions: z.array(z.enum(PIPELINE_ACTIONS)),
});

const refusals = {
  401: { description: `'${PIPELINE_MESSAGES.notAuthenticated}'` },
  403: { description: `'${PIPELINE_MESSAGES.onlyAdmins}'` },
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
    200: {
      description: 'One page',
      content: {
        'application/json': {
          schema: z.object({
            applications: z.array(ListItem),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
            counts: z.record(statusEnum, z.number()),
          }),
        },
      },
    },
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
    200: json(Detail, 'The application'),
    ...refusals,
    404: { description: `'${PIPELINE_MESSAGES.notFound}'` },
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
    200: json(Detail, 'The application as it is now'),
    ...refusals,
    404: { description: `'${PIPELINE_MESSAGES.notFound}'` },
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
