import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { APPLICATION_MESSAGES, providerApplicationSchema } from '#shared/providers/application.ts';
import { APPLICATION_STATUSES } from '#shared/providers/application-status.ts';
import { isProvider } from '#shared/roles.ts';
import type { AppEnv } from '../../app-env.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';

/**
 * Only the provider role may use the application (applications.test.ts). Unlike most provider features a
 * super admin does not pass: an admin has nothing to apply for, and the wizard sends them to /admin.
 */
const providerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthorized(APPLICATION_MESSAGES.notAuthenticated);
  if (!isProvider(user.role)) throw forbidden(APPLICATION_MESSAGES.onlyProviders);
  await next();
};

export const Application = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  statusLabel: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  fullName: z.string(),
  role: z.string(),
  phone: z.string(),
  email: z.string(),
  preferredContact: z.string(),
  practiceName: z.string(),
  businessAddress: z.string(),
  website: z.string(),
  practicePhone: z.string(),
  npiNumber: z.string(),
  providerTypes: z.array(z.string()),
  medicareParticipation: z.string(),
  medicareAdvantagePlans: z.array(z.string()),
  acceptingNewPatients: z.string(),
  languages: z.array(z.string()),
  description: z.string(),
  referralSource: z.string(),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
  photoshoot: z
    .object({
      at: z.string(),
      date: z.string().openapi({ description: 'YYYY-MM-DD, America/New_York' }),
      time: z.string().openapi({ description: 'HH:mm, America/New_York' }),
      location: z.string(),
    })
    .nullable(),
  decisionNotes: z.string().nullable(),
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
    201: json(Application, 'Submitted'),
    401: { description: `'${APPLICATION_MESSAGES.notAuthenticated}'` },
    403: { description: `'${APPLICATION_MESSAGES.onlyProviders}'` },
    409: { description: `'${APPLICATION_MESSAGES.alreadyOpen}'` },
  },
});

const mine = createRoute({
  method: 'get',
  path: '/provider-applications/mine',
  summary: "The signed-in provider's latest application with its status, or null",
  middleware: [providerOnly],
  responses: {
    200: json(Application.nullable(), 'The latest application, or null'),
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
