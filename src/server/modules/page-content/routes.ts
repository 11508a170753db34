import { createRoute, z } from '@hono/zod-openapi';
import {
  APP_SETTING_KEYS,
  IMAGE_URL_MESSAGES,
  PAGE_CONTENT_SECTIONS,
  type PageContentSection,
} from '#shared/site/page-content.ts';
import {
  appSettingsUpdateSchema,
  imageUrlCheckSchema,
  pageContentUpdateSchema,
} from '#shared/site/page-content-schemas.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import { checkImageUrl } from './image-url-check.ts';
import * as service from './service.ts';

/**
 * The words and pictures are the same for everyone and change rarely: browsers and proxies may keep
 * them a minute (docs/product.md#content). The API's no-store default leaves this alone.
 */
const PUBLIC_CACHE = 'public, max-age=60';

const SectionName = z.enum(
  PAGE_CONTENT_SECTIONS as [PageContentSection, ...PageContentSection[]],
  'Unknown section',
);
const SectionQuery = z.object({ section: SectionName.optional() });
const Section = z.object({
  section: SectionName,
  values: z.record(z.string(), z.string()),
  updatedAt: z.string().nullable(),
  updatedBy: z
    .string()
    .nullable()
    .describe("The editor's name (admin reads only; null in the public answer)"),
});
const Sections = z.object({ sections: z.array(Section) });
const Logos = z.object(
  Object.fromEntries(APP_SETTING_KEYS.map((k) => [k, z.string()])) as Record<
    (typeof APP_SETTING_KEYS)[number],
    z.ZodString
  >,
);
const LogosForEditor = z.object({
  values: Logos,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

const publicRead = createRoute({
  method: 'get',
  path: '/page-content',
  summary: 'The managed words and pictures of the home and about pages: every section, or one',
  description: 'Every key is present (a built-in default where nothing is stored). Cacheable for 60 seconds.',
  request: { query: SectionQuery },
  responses: { 200: json(Sections, 'The sections, in the order of the contract') },
});

const adminRead = createRoute({
  method: 'get',
  path: '/admin/page-content',
  summary: 'The managed content for the editor (super admin), with who last changed each section',
  middleware: [withRole('super_admin')],
  request: { query: SectionQuery },
  responses: { 200: json(Sections, 'The sections') },
});

const update = createRoute({
  method: 'put',
  path: '/admin/page-content',
  summary: 'Change some keys of one section (super admin); image addresses that changed are checked',
  description: 'All keys are written in one transaction, each with the time and the editor.',
  middleware: [withRole('super_admin')],
  request: {
    body: jsonBody(pageContentUpdateSchema),
  },
  responses: {
    200: json(Section, 'The section after the change'),
    400: { description: `A key or value is refused, or an image address: '${IMAGE_URL_MESSAGES.notImage}'` },
  },
});

const readLogos = createRoute({
  method: 'get',
  path: '/app-settings',
  summary: "The site's logos (empty: the built-in logo)",
  responses: { 200: json(Logos, 'The logos') },
});

const adminReadLogos = createRoute({
  method: 'get',
  path: '/admin/app-settings',
  summary: 'The logos for the editor (super admin), with who last changed them',
  middleware: [withRole('super_admin')],
  responses: { 200: json(LogosForEditor, 'The logos') },
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
    200: json(LogosForEditor, 'The logos after the change'),
    400: { description: `'${IMAGE_URL_MESSAGES.notImage}' or '${IMAGE_URL_MESSAGES.unreachable}'` },
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
    200: json(z.object({ ok: z.literal(true), contentType: z.string() }), 'It is an image'),
    400: { description: `'${IMAGE_URL_MESSAGES.notImage}' or '${IMAGE_URL_MESSAGES.unreachable}'` },
  },
});

export const pageContentRoutes = createRouter()
  .openapi(publicRead, async (c) => {
    const sections = await service.readSections(c.get('deps'), c.req.valid('query').section, false);
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ sections }, 200);
  })
  .openapi(adminRead, async (c) =>
    c.json({ sections: await service.readSections(c.get('deps'), c.req.valid('query').section, true) }, 200),
  )
  .openapi(update, async (c) =>
    c.json(await service.updateSection(c.get('deps'), requireUser(c), c.req.valid('json')), 200),
  )
  .openapi(readLogos, async (c) => {
    const { values } = await service.readLogos(c.get('deps'));
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(values, 200);
  })
  .openapi(adminReadLogos, async (c) => c.json(await service.readLogos(c.get('deps')), 200))
  .openapi(updateLogos, async (c) =>
    c.json(await service.updateLogos(c.get('deps'), requireUser(c), c.req.valid('json')), 200),
  )
  .openapi(imageCheck, async (c) => {
    const result = await checkImageUrl(c.req.valid('json').url);
    if (!result.ok) throw badRequest(result.message, { url: result.message });
    return c.json(result, 200);
  });
