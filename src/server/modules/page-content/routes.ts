import { createRoute } from '@hono/zod-openapi';
import {
  appSettingsDtoSchema,
  pageContentSectionQuerySchema,
  pageContentSectionsDtoSchema,
} from '#shared/site/page-content-schemas.ts';
import { createRouter, json } from '../../lib/router.ts';
import * as service from './service.ts';

/**
 * The words and pictures are the same for everyone and change rarely: browsers and proxies may keep
 * them a minute (docs/product.md#content). The API's no-store default leaves this alone.
 */
const PUBLIC_CACHE = 'public, max-age=60';

const publicRead = createRoute({
  method: 'get',
  path: '/page-content',
  summary: 'The managed words and pictures of the home and about pages: every section, or one',
  description: 'Every key is present (a built-in default where nothing is stored). Cacheable for 60 seconds.',
  request: { query: pageContentSectionQuerySchema },
  responses: { 200: json(pageContentSectionsDtoSchema, 'The sections, in the order of the contract') },
});

const readLogos = createRoute({
  method: 'get',
  path: '/app-settings',
  summary: "The site's logos (empty: the built-in logo)",
  responses: { 200: json(appSettingsDtoSchema, 'The logos') },
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
