import { createRoute, z } from '@hono/zod-openapi';
import { MAINTENANCE_CONTENT_KEYS, MAINTENANCE_MESSAGES } from '#shared/site/maintenance.ts';
import { maintenanceSettingsSchema, unlockSchema } from '#shared/site/maintenance-schemas.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';

const Content = z.object(
  Object.fromEntries(MAINTENANCE_CONTENT_KEYS.map((k) => [k, z.string()])) as Record<
    (typeof MAINTENANCE_CONTENT_KEYS)[number],
    z.ZodString
  >,
);
const Status = z.object({
  enabled: z.boolean(),
  locked: z.boolean(),
  access: z.enum(['super_admin', 'password']).nullable(),
  content: Content,
});
const Settings = z.object({
  enabled: z.boolean(),
  passwordSet: z.boolean(),
  content: Content,
  updatedAt: z.string().nullable(),
});

const status = createRoute({
  method: 'get',
  path: '/maintenance',
  summary: 'Whether the site is in maintenance mode and locked for this visitor, and the coming-soon texts',
  description: 'When the settings cannot be read, maintenance counts as off.',
  responses: { 200: json(Status, 'The status for this visitor') },
});

const unlock = createRoute({
  method: 'post',
  path: '/maintenance/unlock',
  summary: 'Unlock the preview with the password (remembered for the browser session)',
  description:
    'Compared case-insensitively after removing control characters and trimming. Limited to 10 tries per 15 minutes per address.',
  middleware: [
    rateLimit({
      name: 'maintenance-unlock',
      max: 10,
      windowSeconds: 15 * 60,
      message: MAINTENANCE_MESSAGES.tooManyTries,
    }),
  ],
  request: { body: jsonBody(unlockSchema) },
  responses: {
    200: json(Status, 'Unlocked (a cookie remembers it)'),
    400: { description: `'${MAINTENANCE_MESSAGES.wrongPassword}'` },
    429: { description: `'${MAINTENANCE_MESSAGES.tooManyTries}'` },
  },
});

const readSettings = createRoute({
  method: 'get',
  path: '/admin/maintenance',
  summary: 'The maintenance settings (super admin); the password itself is never shown',
  middleware: [withRole('super_admin')],
  responses: { 200: json(Settings, 'The settings') },
});

const updateSettings = createRoute({
  method: 'put',
  path: '/admin/maintenance',
  summary: 'Change maintenance mode, its preview password or its texts (super admin)',
  middleware: [withRole('super_admin')],
  request: {
    body: jsonBody(maintenanceSettingsSchema),
  },
  responses: {
    200: json(Settings, 'The settings after the change'),
    400: { description: `'${MAINTENANCE_MESSAGES.needsPassword}'` },
  },
});

export const maintenanceRoutes = createRouter()
  .openapi(status, async (c) =>
    c.json(service.statusFor(c, c.get('user'), await service.loadMaintenance(c.get('deps'))), 200),
  )
  .openapi(unlock, async (c) =>
    c.json(await service.unlock(c, c.get('deps'), c.req.valid('json').password), 200),
  )
  .openapi(readSettings, async (c) => c.json(await service.settingsOf(c.get('deps')), 200))
  .openapi(updateSettings, async (c) =>
    c.json(await service.updateSettings(c.get('deps'), requireUser(c), c.req.valid('json')), 200),
  );
