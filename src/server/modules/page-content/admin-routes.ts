import { createRoute } from '@hono/zod-openapi';
import {
  IMAGE_URL_MESSAGES,
  appSettingsAdminDtoSchema,
  appSettingsUpdateSchema,
  imageUrlCheckDtoSchema,
  imageUrlCheckSchema,
  pageContentEditorQuerySchema,
  pageContentSectionDtoSchema,
  pageContentSectionsDtoSchema,
  pageContentUpdateSchema,
} from '#shared/page-content/page-content-schemas.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import { checkImageUrl } from './image-url-check.ts';
import * as service from './service.ts';

const adminRead = createRoute({
  method: 'get',
  path: '/admin/page-content',
  summary:
    'The managed content for the editor (super admin) in a language, with who last changed each section and which keys have no Spanish',
  middleware: [withRole('super_admin')],
  request: { query: pageContentEditorQuerySchema },
  responses: { 200: json(pageContentSectionsDtoSchema, 'The sections') },
});

const update = createRoute({
  method: 'put',
  path: '/admin/page-content',
  summary:
    'Change some keys of one section in one language (super admin); image addresses that changed are checked',
  description:
    'All keys are written in one transaction, each with the time and the editor. The language is English when not named; picture and video addresses and flags are written once, for every language.',
  middleware: [withRole('super_admin')],
  request: {
    body: jsonBody(pageContentUpdateSchema),
  },
  responses: {
    200: json(pageContentSectionDtoSchema, 'The section after the change'),
    400: {
      description: `A key or value is refused, or an image address: '${inEnglish(IMAGE_URL_MESSAGES.notImage)}'`,
    },
  },
});

const adminReadLogos = createRoute({
  method: 'get',
  path: '/admin/app-settings',
  summary: 'The logos for the editor (super admin), with who last changed them',
  middleware: [withRole('super_admin')],
  responses: { 200: json(appSettingsAdminDtoSchema, 'The logos') },
});

const updateLogos = createRoute({
  method: 'put',
  path: '/admin/app-settings',
  summary: 'Change the logos (super admin); addresses that changed are checked',
  middleware: [withRole('super_admin')],
  request: {
    body: jsonBody(appSettingsUpdateSchema),
  },
  responses: {
    200: json(appSettingsAdminDtoSchema, 'The logos after the change'),
    400: {
      description: `'${inEnglish(IMAGE_URL_MESSAGES.notImage)}' or '${inEnglish(IMAGE_URL_MESSAGES.unreachable)}'`,
    },
  },
});

const imageCheck = createRoute({
  method: 'post',
  path: '/admin/image-url-check',
  summary: 'Whether an https address leads to an image (super admin)',
  description:
    'A HEAD request must answer 2xx with an image/* content type. Public addresses only, at most 3 redirects (each checked), 5 seconds in all.',
  middleware: [withRole('super_admin')],
  request: { body: jsonBody(imageUrlCheckSchema) },
  responses: {
    200: json(imageUrlCheckDtoSchema, 'It is an image'),
    400: {
      description: `'${inEnglish(IMAGE_URL_MESSAGES.notImage)}' or '${inEnglish(IMAGE_URL_MESSAGES.unreachable)}'`,
    },
  },
});

export const adminPageContentRoutes = createRouter()
  .openapi(adminRead, async (c) => {
    const { section, locale } = c.req.valid('query');
    const sections = await service.readSections(c.get('deps'), section, true, locale ?? c.get('locale'));
    return c.json({ sections }, 200);
  })
  .openapi(update, async (c) =>
    c.json(await service.updateSection(c.get('deps'), requireUser(c), c.req.valid('json')), 200),
  )
  .openapi(adminReadLogos, async (c) => c.json(await service.readLogos(c.get('deps')), 200))
  .openapi(updateLogos, async (c) =>
    c.json(await service.updateLogos(c.get('deps'), requireUser(c), c.req.valid('json')), 200),
  )
  .openapi(imageCheck, async (c) => {
    const result = await checkImageUrl(c.req.valid('json').url);
    if (!result.ok) throw badRequest(result.message, { url: result.message });
    return c.json(result, 200);
  });
