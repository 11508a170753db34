import { createRoute } from '@hono/zod-openapi';
import {
  appSettingsDtoSchema,
  pageContentSectionQuerySchema,
  pageContentSectionsDtoSchema,
} from '#shared/page-content/page-content-schemas.ts';
import { LOCALE_HEADER } from '#shared/i18n/locales.ts';
import { createRouter, json } from '../../lib/router.ts';
import * as service from './service.ts';

/**
 * The words and pictures are the same for everyone and change rarely: browsers and proxies may keep
 * them a minute (docs/product.md#content). The API's no-store default leaves this alone.
 */
const PUBLIC_CACHE = 'public, max-age=60';
/**
 * What decides the words' language (src/server/lib/i18n.ts): the page's header, the device's cookie,
 * the browser's languages. A kept answer is only reused for a request that agrees on all three.
 */
const VARIES_BY_LANGUAGE = `${LOCALE_HEADER}, Cookie, Accept-Language`;

const publicRead = createRoute({
  method: 'get',
  path: '/page-content',
  summary: 'The managed words and pictures of the home and about pages: every section, or one',
  description:
    "In the request's language: a key's value written in it, else the English an admin wrote, else the language's built-in text; picture and video addresses and flags are the same in every language. Every key is present. Cacheable for 60 seconds; varies by language.",
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
    const sections = await service.readSections(
      c.get('deps'),
      c.req.valid('query').section,
      false,
      c.get('locale'),
    );
    c.header('Cache-Control', PUBLIC_CACHE);
    c.header('Vary', VARIES_BY_LANGUAGE, { append: true });
    return c.json({ sections }, 200);
  })
  .openapi(readLogos, async (c) => {
    const { values } = await service.readLogos(c.get('deps'));
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(values, 200);
  });
