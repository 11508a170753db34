import { createRoute } from '@hono/zod-openapi';
import { MAINTENANCE_MESSAGES } from '#shared/maintenance/maintenance-messages.ts';
import {
  maintenanceSettingsDtoSchema,
  maintenanceSettingsSchema,
} from '#shared/maintenance/maintenance-schemas.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';

const readSettings = createRoute({
  method: 'get',
  path: '/admin/maintenance',
  summary: 'The maintenance settings (super admin); the password itself is never shown',
  middleware: [withRole('super_admin')],
  responses: { 200: json(maintenanceSettingsDtoSchema, 'The settings') },
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
    200: json(maintenanceSettingsDtoSchema, 'The settings after the change'),
    400: { description: `'${inEnglish(MAINTENANCE_MESSAGES.needsPassword)}'` },
  },
});

export const adminMaintenanceRoutes = createRouter()
  .openapi(readSettings, async (c) => c.json(await service.settingsOf(c.get('deps')), 200))
  .openapi(updateSettings, async (c) =>
    c.json(await service.updateSettings(c.get('deps'), requireUser(c), c.req.valid('json')), 200),
  );
