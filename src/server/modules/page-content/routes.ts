import { createRoute, z } from '@hono/zod-openapi';
import {
  APP_SETTING_KEYS,
  PAGE_CONTENT_SECTIONS,
  type PageContentSection,
} from '#shared/site/page-content.ts';
import { createRouter, json } from '../../lib/router.ts';
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
export const SectionQuery = z.object({ section: SectionName.optional() });
export const Section = z.object({
  section: SectionName,
  values: z.record(z.string(), z.string()),
  updatedAt: z.string().nullable(),
  updatedBy: z
    .string()
    .nullable()
    .describe("The editor's name (admin reads only; null in the public answer)"),
});
export const Sections = z.object({ sections: z.array(Section) });
export const Logos = z.object(
  Object.fromEntries(APP_SETTING_KEYS.map((k) => [k, z.string()])) as Record<
    (typeof APP_SETTING_KEYS)[number],
    z.ZodString
  >,
);

const publicRead = createRoute({
  method: 'get',
  path: '/page-content',
  summary: 'The managed words and pictures of the home and about pages: every section, or one',
  description: 'Every key is present (a built-in default where nothing is stored). Cacheable for 60 seconds.',
  request: { query: SectionQuery },
  responses: { 200: json(Sections, 'The sections, in the order of the contract') },
});

const readLogos = createRoute({
  method: 'get',
  path: '/app-settings',
  summary: "The site's logos (empty: the built-in logo)",
  responses: { 200: json(Logos, 'The logos') },
});

export const pageContentRoutes = createRouter()
  .openapi(publicRead, async (c) => {
    const sections = await service.readSections(c.get('deps'), c.req.valid('query').section, false);
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ sections }, 200);
  })
  .openapi(readLogos, async (c) => {
    const { values } = await service.readLogos(c.get('deps'));
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(values, 200);
  });
