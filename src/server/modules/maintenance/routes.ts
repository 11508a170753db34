import { createRoute } from '@hono/zod-openapi';
import { COMING_SOON_MESSAGES } from '#shared/maintenance/coming-soon-messages.ts';
import { maintenanceStatusDtoSchema, unlockSchema } from '#shared/maintenance/maintenance-schemas.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';

const status = createRoute({
  method: 'get',
  path: '/maintenance',
  summary: 'Whether the site is in maintenance mode and locked for this visitor, and the coming-soon texts',
  description: 'When the settings cannot be read, maintenance counts as off.',
  responses: { 200: json(maintenanceStatusDtoSchema, 'The status for this visitor') },
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
      message: COMING_SOON_MESSAGES.tooManyTries,
    }),
  ],
  request: { body: jsonBody(unlockSchema) },
  responses: {
    200: json(maintenanceStatusDtoSchema, 'Unlocked (a cookie remembers it)'),
    400: { description: `'${inEnglish(COMING_SOON_MESSAGES.wrongPassword)}'` },
    429: { description: `'${inEnglish(COMING_SOON_MESSAGES.tooManyTries)}'` },
  },
});

export const maintenanceRoutes = createRouter()
  .openapi(status, async (c) =>
    c.json(service.statusFor(c, c.get('user'), await service.loadMaintenance(c.get('deps'))), 200),
  )
  .openapi(unlock, async (c) =>
    c.json(await service.unlock(c, c.get('deps'), c.req.valid('json').password), 200),
  );
