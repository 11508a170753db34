import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSitePath } from '#shared/site/site-path.ts';
import { NAMESPACES } from '#shared/i18n/locales.ts';
import { createApp, type App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { eq } from 'drizzle-orm';
import { organizations, users } from '../../db/schema/index.ts';
import { homeSearchParams } from '#shared/search/home-search.ts';
import { parseSearchText } from '#shared/search/natural-language.ts';
import {
  TEST_ORIGIN,
  decodeMail,
  drainJobs,
  readMails,
  testServices,
  uniqueEmail,
  uniqueIp,
} from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import { loadVocabulary } from '../../../web/seo/test/schema-vocabulary.ts';

/**
 * The server drawing of the public pages, from the web app's own sources (the same module the build
 * compiles into dist/ssr), with the app page's source as the template. The browser's side of it
 * (hydration without warnings or second fetches, pages without JavaScript) is e2e/server-rendering.e2e.ts.
 */
let app: App;
let deps: AppDeps;
let webRoot: string;
let providerId: string;
let organizationId: string;
const LISTED = { firstName: 'Marisol', lastName: `Quintero${Date.now()}` };

beforeAll(async () => {
  ({ deps } = await testServices());
  webRoot = mkdtempSync(join(tmpdir(), 'careconnect-pages-'));
  writeFileSync(join(webRoot, 'index.html'), readFileSync('src/web/index.html', 'utf8'));
  // What the build's manifest says of the catalogue chunks (the pages preload their language's) and
  // of React's drawing part, a start step of its own that every page preloads, with what it imports.
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(
    join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      ...Object.fromEntries(
        ['en', 'es'].flatMap((locale) =>
          NAMESPACES.map((ns) => [
            `../shared/i18n/locales/${locale}/${ns}.json?compiled`,
            { file: `assets/${ns}-${locale}-0123.js` },
          ]),
        ),
      ),
      '../../node_modules/react-dom/client.js': {
        file: 'assets/client-0123.js',
        imports: ['_react-0123.js'],
      },
      '_react-0123.js': { file: 'assets/react-0123.js' },
    }),
  );
  app = createApp(deps, { webRoot, serverEntry: resolve('src/web/ssr/entry-server.tsx') });
  providerId = await addProvider(deps, {
    ...LISTED,
    title: 'Doctor',
    taxonomyCode: '207RC0000X',
    city: 'Coral Gables',
    state: 'FL',
    phone: '(305) 555-0142',
    streetAddress: '2600 Ponce de Leon Blvd',
    zipCode: '33134',
    acceptingNewPatients: true,
  });
  const [org] = await deps.database.db
    .insert(organizations)
    .values({
      name: `Bayfront Heart Group ${Date.now()}`,
      city: 'Miami',
      state: 'FL',
      phone: '(305) 555-0100',
    })
    .returning({ id: organizations.id });
  organizationId = org!.id;
});

type Page = { status: number; html: string; headers: Headers };

async function page(path: string, cookie?: string): Promise<Page> {
  const res = await app.request(path, {
    headers: { 'x-client-ip': uniqueIp(), ...(cookie ? { cookie } : {}) },
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(headOf(html))?.[1];
const metaOf = (html: string, attr: string) =>
  new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(headOf(html))?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(headOf(html))?.[1];
/** Every JSON-LD document in the page's head, parsed. */
const structuredDataOf = (html: string) =>
  [...headOf(html).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');

describe('server-drawn public pages', () => {
  it.each([
    ['/', 'Find trusted healthcare providers near you'],
    ['/about', 'About'],
    ['/contact', 'Contact Us'],
    ['/how-it-works', 'How It Works'],
    ['/guide', 'Healthcare Guide'],
    ['/insurance', 'Insurance Information'],
    ['/medicare', 'Medicare Resources'],
    ['/faq', 'Frequently Asked Questions'],
    ['/stories', 'Patient Stories'],
    ['/accessibility', 'Accessibility'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('%s arrives drawn: its heading, its own head, one canonical address', async (path, heading) => {
    const { status, html, headers } = await page(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en" data-locales="en,es">/);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(bodyOf(html))?.[1] ?? '';
    expect(decode(h1.replace(/<[^>]+>/g, ''))).toContain(heading);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(decode(canonicalOf(html) ?? '')).toBe(TEST_ORIGIN + path);
    expect(metaOf(html, 'og:url')).toBe(TEST_ORIGIN + path);
    expect(metaOf(html, 'og:title')).toBe(titleOf(html));
    // The browser takes over from the server's answers.
    expect(html).toContain('id="careconnect-query-state"');
    expect(html).not.toContain('needs JavaScript');
    // Complete in place: no part left to a script that fills it in later.
    expect(html).not.toContain('<template id="B:');
  });

  it('gives each content page a title of its own', async () => {
    const titles = new Set<string | undefined>();
    for (const path of ['/', '/about', '/contact', '/faq', '/privacy', '/medicare'])
      titles.add(titleOf((await page(path)).html));
    expect(titles.size).toBe(6);
    expect(titleOf((await page('/faq')).html)).toBe('Frequently Asked Questions | CareConnect');
  });

  it('draws a provider profile with its name, specialty and city in the title, and the phone and address in the page', async () => {
    const { status, html } = await page(`/providers/${providerId}`);
    expect(status).toBe(200);
    const name = `Dr. ${LISTED.firstName} ${LISTED.lastName}`;
    expect(titleOf(html)).toBe(`${name}, Heart (cardiology) in Coral Gables, FL | CareConnect`);
    const description = decode(metaOf(html, 'description') ?? '');
    expect(description).toContain(`${name}, Heart (cardiology) in Coral Gables, FL.`);
    expect(description).toContain('Accepting new patients.');
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/providers/${providerId}`);
    expect(decode(metaOf(html, 'og:title') ?? '')).toContain(name);
    const body = decode(bodyOf(html));
    expect(body).toContain(name);
    expect(body).toContain('(305) 555-0142');
    expect(body).toContain('href="tel:');
    expect(body).toContain('2600 Ponce de Leon Blvd');
    expect(body).not.toContain('Loading provider profile');
  });

  it('carries the answers it drew with into the page, so the browser does not ask again', async () => {
    const { html, headers } = await page(`/providers/${providerId}`);
    const json = /<script type="application\/json" id="careconnect-query-state">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    const state = JSON.parse(json!) as {
      queries: { queryKey: unknown[]; state: { data: { id?: string } } }[];
    };
    const profile = state.queries.find((q) => q.queryKey[1] === 'profile');
    expect(profile?.state.data.id).toBe(providerId);
    // Every inline script runs only by this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")([^>]*)>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('describes a provider, an organization and the FAQ in structured data that schema.org accepts', async () => {
    const vocabulary = loadVocabulary();
    const profile = structuredDataOf((await page(`/providers/${providerId}`)).html);
    const organization = structuredDataOf((await page(`/organization/${organizationId}`)).html);
    const faq = structuredDataOf((await page('/faq')).html);
    for (const doc of [...profile, ...organization, ...faq]) expect(vocabulary.validate(doc)).toEqual([]);
    const graph = profile[0]!['@graph'] as Record<string, unknown>[];
    expect(graph.map((node) => node['@type'])).toEqual(['Physician', 'BreadcrumbList']);
    expect(graph[0]).toMatchObject({ telephone: '(305) 555-0142', isAcceptingNewPatients: true });
    expect(graph[0]).not.toHaveProperty('aggregateRating');
    expect(organization[0]).toMatchObject({ '@type': 'MedicalOrganization' });
    expect(faq[0]).toMatchObject({ '@type': 'FAQPage' });
    // Pages with nothing to describe carry none.
    expect(structuredDataOf((await page('/about')).html)).toEqual([]);
  });

  it('answers 404 with the Provider Not Found page for a missing, malformed or unlisted provider', async () => {
    const unlisted = await addProvider(deps, { profileStatus: 'review' });
    const suspended = await addProvider(deps, { status: 'suspended' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', unlisted, suspended]) {
      const { status, html } = await page(`/providers/${id}`);
      expect(status, id).toBe(404);
      expect(titleOf(html)).toBe('Provider Not Found | CareConnect');
      expect(bodyOf(html)).toContain('Provider Not Found');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(canonicalOf(html)).toBeUndefined();
    }
  });

  it('draws an organization page, and answers 404 for a missing one', async () => {
    const { status, html } = await page(`/organization/${organizationId}`);
    expect(status).toBe(200);
    expect(decode(titleOf(html) ?? '')).toMatch(/^Bayfront Heart Group \d+ \| CareConnect$/);
    expect(decode(bodyOf(html))).toContain('(305) 555-0100');
    const missing = await page('/organization/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(bodyOf(missing.html)).toContain('Page not found');
  });

  it('sends a drawn page compressed to a browser that accepts it', async () => {
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await app.request('/faq', {
        headers: { 'x-client-ip': uniqueIp(), 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      const html = decompress(Buffer.from(await res.arrayBuffer())).toString('utf8');
      expect(bodyOf(html)).toContain('Frequently Asked Questions');
    }
  });

  it("loads the app's code after the first paint, not from the head", async () => {
    const { html } = await page('/contact');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    // The source page's entry, added by a script once the first paint is on screen, with the
    // app's start step and the catalogues the page needs in its language (the layout's and its own)
    // preloaded beside it.
    expect(bodyOf(html)).toMatch(/s\.src="\/main\.tsx".*first-contentful-paint/);
    expect(bodyOf(html)).toContain(
      '["/assets/client-0123.js","/assets/react-0123.js","/assets/common-en-0123.js","/assets/public-en-0123.js"].forEach',
    );
    expect(bodyOf(html)).not.toContain('/assets/provider-en-0123.js');
  });

  it('preloads the catalogues a page the browser draws needs, in its language, in the head', async () => {
    const english = headOf((await page('/auth')).html);
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/client-0123.js" />');
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/common-en-0123.js" />');
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/account-en-0123.js" />');
    expect(english).not.toContain('/assets/admin-en-0123.js');
    expect(english).not.toContain('-es-0123.js');
    const admin = headOf((await page('/admin/users')).html);
    expect(admin).toContain('<link rel="modulepreload" crossorigin href="/assets/admin-en-0123.js" />');
    expect(admin).not.toContain('/assets/account-en-0123.js');
    const spanish = headOf((await page('/es/auth')).html);
    expect(spanish).toContain('<link rel="modulepreload" crossorigin href="/assets/common-es-0123.js" />');
    expect(spanish).not.toContain('-en-0123.js');
  });

  it('answers 404 for an unknown address, with the page-not-found page', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(bodyOf(html)).toContain('Page not found');
  });

  it('puts the first page of results of a search into the page', async () => {
    const path = `/providers?name=${LISTED.lastName}&category=heart`;
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(decode(bodyOf(html))).toContain(`${LISTED.firstName} ${LISTED.lastName}`);
    expect(decode(canonicalOf(html) ?? '')).toBe(TEST_ORIGIN + path);
  });

  it('keeps the private pages out of search engines in both languages, and not the public ones', async () => {
    for (const path of ['/auth', '/es/auth', '/patient-dashboard', '/es/patient-dashboard', '/es/admin'])
      expect((await page(path)).headers.get('x-robots-tag'), path).toBe('noindex');
    for (const path of ['/', '/es/', '/about', '/es/providers'])
      expect((await page(path)).headers.get('x-robots-tag'), path).toBeNull();
  });

  it('leaves dashboards, sign-in and the admin pages to the browser', async () => {
    for (const path of ['/auth', '/patient-dashboard', '/provider-dashboard/schedule', '/admin/users']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('careconnect-query-state');
    }
  });

  it('draws the page for the signed-in visitor: their header, not a guest one', async () => {
    const patient = await signedInUser(app, deps, 'patient', { firstName: 'Rosa', lastName: 'Delgado' });
    const guestPage = await page('/about');
    const signedInPage = await page('/about', patient.client.cookie);
    const guest = bodyOf(guestPage.html);
    const signedIn = bodyOf(signedInPage.html);
    expect(guest).toContain('Sign In');
    expect(signedIn).not.toContain('>Sign In<');
    expect(signedIn).toContain('Rosa');
    // Who they are is in the page: no cache but theirs for the moment may keep it.
    expect(signedInPage.headers.get('cache-control')).toBe('private, no-store');
    expect(guestPage.headers.get('cache-control')).toBe('no-cache');
  });

  describe("in the visitor's language", () => {
    // The tests' configuration offers Spanish; LOCALES decides (ADR 19).
    const englishOnly = () =>
      createApp(
        { ...deps, config: { ...deps.config, LOCALES: ['en'] } },
        { webRoot, serverEntry: resolve('src/web/ssr/entry-server.tsx') },
      );
    /** What a browser sends when the language switch is pressed on one of our pages. */
    const SWITCH = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-user': '?1' };
    const ask = (server: App, path: string, headers: Record<string, string> = {}) =>
      server.request(path, { headers: { 'x-client-ip': uniqueIp(), ...headers } });

    it('draws a Spanish address in Spanish: <html lang>, words, canonical and the other language named', async () => {
      const res = await ask(app, '/es/about');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/^<!doctype html>\s*<html lang="es" data-locales="en,es">/);
      expect(decode(bodyOf(html))).toContain('Iniciar sesión');
      expect(bodyOf(html)).not.toContain('>Sign In<');
      expect(decode(canonicalOf(html) ?? '')).toBe(`${TEST_ORIGIN}/es/about`);
      // A page that does not describe itself has the site's description, in its language.
      expect(decode(metaOf(html, 'description') ?? '')).toMatch(/^CareConnect ayuda a las personas mayores/);
      expect(decode(metaOf(html, 'og:description') ?? '')).toMatch(
        /^CareConnect ayuda a las personas mayores/,
      );
      expect(headOf(html)).toContain(`<link rel="alternate" hreflang="en-US" href="${TEST_ORIGIN}/about" />`);
      expect(headOf(html)).toContain(
        `<link rel="alternate" hreflang="es-US" href="${TEST_ORIGIN}/es/about" />`,
      );
      expect(headOf(html)).toContain(
        `<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}/about" />`,
      );
      // The link to the English page, named in English; the page's own links keep the Spanish prefix.
      expect(bodyOf(html)).toMatch(/<a href="\/about\?lang=en" lang="en" hrefLang="en"[^>]*>English<\/a>/);
      expect(bodyOf(html)).toContain('href="/es/providers"');
      // The home page's Spanish address, with and without its slash.
      for (const home of ['/es', '/es/']) expect((await ask(app, home)).status, home).toBe(200);
    });

    it('draws the FAQ and the privacy policy in Spanish, the FAQ structured data too', async () => {
      const faq = await (await ask(app, '/es/faq')).text();
      const h1 = (html: string) =>
        decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(bodyOf(html))?.[1] ?? '').replace(/<[^>]+>/g, ''));
      expect(h1(faq)).toBe('Preguntas frecuentes');
      expect(titleOf(faq)).toBe('Preguntas frecuentes | CareConnect');
      expect(decode(metaOf(faq, 'description') ?? '')).toBe(
        'Respuestas breves a las preguntas que más nos hacen. Seleccione una pregunta para ver su respuesta.',
      );
      expect(decode(bodyOf(faq))).toContain('¿Cómo encuentro un médico que acepte Medicare?');
      expect(bodyOf(faq)).not.toContain('Does CareConnect cost anything?');
      const [data] = structuredDataOf(faq) as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      }[];
      expect(data!.mainEntity[0]).toMatchObject({
        name: '¿Cuesta algo usar CareConnect?',
        acceptedAnswer: {
          text: 'No. Buscar, leer reseñas, guardar proveedores, enviar mensajes y reservar citas es gratis para los pacientes y sus familias.',
        },
      });

      const privacy = await (await ask(app, '/es/privacy')).text();
      expect(privacy).toMatch(/<html lang="es"/);
      expect(h1(privacy)).toBe('Política de privacidad');
      expect(titleOf(privacy)).toBe('Política de privacidad | CareConnect');
      const body = decode(bodyOf(privacy).replace(/<!-- -->/g, ''));
      expect(body).toContain('Última actualización: enero de 2025');
      expect(body).toContain('Nunca vendemos su información personal.');
      expect(body).not.toContain('What we collect');
    });

    it('draws a provider profile in Spanish: title, description, words and breadcrumb data', async () => {
      const res = await ask(app, `/es/providers/${providerId}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/^<!doctype html>\s*<html lang="es"/);
      const name = `Dr. ${LISTED.firstName} ${LISTED.lastName}`;
      expect(titleOf(html)).toBe(`${name}, Corazón (cardiología) en Coral Gables, FL | CareConnect`);
      const description = decode(metaOf(html, 'description') ?? '');
      expect(description).toContain(`${name}, Corazón (cardiología) en Coral Gables, FL.`);
      expect(description).toContain('Acepta pacientes nuevos.');
      expect(decode(canonicalOf(html) ?? '')).toBe(`${TEST_ORIGIN}/es/providers/${providerId}`);
      const body = decode(bodyOf(html).replace(/<!-- -->/g, ''));
      expect(body).toContain('Reserve una cita');
      expect(body).toContain('Horario del consultorio');
      expect(body).toContain('Volver a la búsqueda de médicos');
      expect(body).toContain('(305) 555-0142');
      expect(body).not.toContain('Book an Appointment');
      expect(body).not.toContain('Office Hours');
      const graph = structuredDataOf(html)[0]!['@graph'] as Record<string, unknown>[];
      const crumbs = graph[1]!.itemListElement as { name: string; item: string }[];
      expect(crumbs.map((c) => c.name)).toEqual(['Inicio', 'Proveedores', 'Corazón (cardiología)', name]);
      // Its links go to the Spanish pages, as the page's canonical address does.
      expect(graph[0]!.url).toBe(`${TEST_ORIGIN}/es/providers/${providerId}`);
      expect(crumbs.map((c) => c.item)).toEqual([
        `${TEST_ORIGIN}/es/`,
        `${TEST_ORIGIN}/es/providers`,
        `${TEST_ORIGIN}/es/providers?category=heart`,
        `${TEST_ORIGIN}/es/providers/${providerId}`,
      ]);
      // The English page's go to the English ones.
      const english = structuredDataOf((await page(`/providers/${providerId}`)).html)[0]!['@graph'] as Record<
        string,
        unknown
      >[];
      expect(english[0]!.url).toBe(`${TEST_ORIGIN}/providers/${providerId}`);
      expect((english[1]!.itemListElement as { item: string }[])[0]!.item).toBe(`${TEST_ORIGIN}/`);
    });

    it('draws the home page and a search in Spanish: the search card, the lists, the results', async () => {
      const home = await (await ask(app, '/es/')).text();
      expect(home).toMatch(/^<!doctype html>\s*<html lang="es"/);
      const homeBody = decode(bodyOf(home).replace(/<!-- -->/g, ''));
      expect(homeBody).toContain('Busque atención médica');
      expect(homeBody).toContain('¿Qué está buscando?');
      expect(homeBody).toContain('<option value="dentist">Dentista</option>');
      expect(homeBody).toContain('Buscar médicos ahora');
      expect(homeBody).not.toContain('Find Healthcare Providers Now');

      const search = await (
        await ask(app, `/es/providers?name=${LISTED.lastName}&specialty=Cardiology`)
      ).text();
      expect(titleOf(search)).toContain('Proveedores de salud en');
      const searchBody = decode(bodyOf(search).replace(/<!-- -->/g, ''));
      expect(searchBody).toContain('Cardiología: proveedores de salud');
      expect(searchBody).toContain('Acepta pacientes nuevos');
      expect(searchBody).toContain('Idiomas que habla');
      expect(searchBody).toContain(`${LISTED.firstName} ${LISTED.lastName}`);
      expect(searchBody).not.toContain('Healthcare Providers in');
    });

    it('sends a device that chose Spanish, or a browser asking for it first, to the Spanish address', async () => {
      const chose = await ask(app, '/providers?q=dentist', { cookie: 'lang=es' });
      expect(chose.status).toBe(302);
      expect(chose.headers.get('location')).toBe('/es/providers?q=dentist');
      expect(chose.headers.get('vary')).toContain('Accept-Language');
      const asks = await ask(app, '/about', { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
      expect(asks.headers.get('location')).toBe('/es/about');
      // Once English was chosen on the device, the browser's languages no longer decide.
      expect((await ask(app, '/about', { cookie: 'lang=en', 'accept-language': 'es' })).status).toBe(200);
      // A search engine (no language, no cookie) and a French browser get the address's English.
      expect((await ask(app, '/about')).status).toBe(200);
      expect((await ask(app, '/auth', { 'accept-language': 'fr' })).status).toBe(200);
    });

    it('never redirects off the site, whatever the address the language switch or prefix is given', async () => {
      for (const path of [
        '/es//evil.example',
        '/es/\\evil.example',
        '//evil.example',
        '/es/%2F%2Fevil.example',
      ])
        for (const ask_ of [`${path}?lang=en`, `${path}?lang=es`, `${path}?lang=fr`]) {
          const res = await ask(app, ask_, { cookie: 'lang=es' });
          const location = res.headers.get('location');
          if (location !== null) expect(isSitePath(location), `${ask_} → ${location}`).toBe(true);
        }
      const res = await ask(app, '/es//evil.example?lang=en');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/evil.example');
    });

    it("switches with ?lang=: remembered for a year on the device, then the page at that language's address", async () => {
      const toSpanish = await ask(app, '/providers?q=dentist&lang=es', SWITCH);
      expect(toSpanish.status).toBe(302);
      expect(toSpanish.headers.get('location')).toBe('/es/providers?q=dentist');
      expect(toSpanish.headers.get('set-cookie')).toMatch(
        /^lang=es; Max-Age=31536000; Path=\/; SameSite=Lax/,
      );
      const toEnglish = await ask(app, '/es/about?lang=en', { cookie: 'lang=es', ...SWITCH });
      expect(toEnglish.headers.get('location')).toBe('/about');
      expect(toEnglish.headers.get('set-cookie')).toMatch(/^lang=en;/);
      // Never an address on another site, and a language not offered changes nothing.
      expect((await ask(app, '//elsewhere.example/x?lang=en')).headers.get('location')).toBe(
        '/elsewhere.example/x',
      );
      const unknown = await ask(app, '/about?lang=fr', SWITCH);
      expect(unknown.headers.get('location')).toBe('/about');
      expect(unknown.headers.get('set-cookie')).toBeNull();
    });

    it('keeps the language chosen by a signed-in person on their account too, for their mail', async () => {
      const patient = await signedInUser(app, deps, 'patient');
      const localeOf = async () =>
        (
          await deps.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, patient.id))
        )[0]?.locale;
      expect(await localeOf()).toBe('en');
      await ask(app, '/providers?lang=es', { cookie: patient.client.cookie, ...SWITCH });
      expect(await localeOf()).toBe('es');
      // A browser too old to say where a request came from: its Referer does.
      await ask(app, '/es/providers?lang=en', {
        cookie: patient.client.cookie,
        referer: `${TEST_ORIGIN}/es/providers`,
      });
      expect(await localeOf()).toBe('en');
      // A language not offered changes nothing.
      await ask(app, '/providers?lang=fr', { cookie: patient.client.cookie, ...SWITCH });
      expect(await localeOf()).toBe('en');
    });

    it('a link from another site with ?lang= only shows the page in that language: no cookie, and the account keeps its language', async () => {
      const patient = await signedInUser(app, deps, 'patient');
      const localeOf = async () =>
        (
          await deps.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, patient.id))
        )[0]?.locale;
      const sources: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
        { referer: 'https://elsewhere.example/page' },
        {},
      ];
      for (const from of sources) {
        const res = await ask(app, '/providers?lang=es', { cookie: patient.client.cookie, ...from });
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe('/es/providers');
        expect(res.headers.get('set-cookie')).toBeNull();
        expect(await localeOf()).toBe('en');
      }
    });

    it("marks the browser's own pages with their language too, and says the site's words in it", async () => {
      const html = await (await ask(app, '/es/auth')).text();
      expect(html).toMatch(/<html lang="es" data-locales="en,es">/);
      expect(html).toContain('<div id="root"></div>');
      expect(titleOf(html)).toBe('CareConnect — La buena atención empieza con la conexión correcta');
      expect(decode(metaOf(html, 'description') ?? '')).toMatch(/^CareConnect ayuda a las personas mayores/);
      expect(html).toContain(
        '<noscript>CareConnect necesita que JavaScript esté activado en su navegador.</noscript>',
      );
      const english = await (await ask(app, '/auth')).text();
      expect(titleOf(english)).toBe('CareConnect — Care starts with the right connection');
      expect(metaOf(english, 'description')).toBe(
        'CareConnect helps seniors in Florida and their families find, trust and book healthcare providers.',
      );
      expect(english).toContain(
        '<noscript>CareConnect needs JavaScript turned on in your browser.</noscript>',
      );
    });

    it('stays in English where Spanish is not offered, whatever the device asks', async () => {
      const server = englishOnly();
      const html = await (await ask(server, '/about', { cookie: 'lang=es', 'accept-language': 'es' })).text();
      expect(html).toMatch(/<html lang="en" data-locales="en">/);
      expect(bodyOf(html)).toContain('Sign In');
      expect(bodyOf(html)).not.toContain('lang=es');
      expect(headOf(html)).not.toContain('hreflang');
      expect((await ask(server, '/es/about')).status).toBe(404);
    });
  });

  describe('in maintenance mode', () => {
    let admin: Awaited<ReturnType<typeof signedInUser>>;
    beforeAll(async () => {
      admin = await signedInUser(app, deps, 'super_admin');
      const on = await admin.client.put('/api/admin/maintenance', {
        enabled: true,
        password: 'preview-password-1',
      });
      expect(on.status).toBe(200);
    });
    afterAll(async () => {
      expect((await admin.client.put('/api/admin/maintenance', { enabled: false })).status).toBe(200);
    });

    it('shows a visitor the coming-soon page with 503, and nothing of the page they asked for', async () => {
      for (const path of ['/', `/providers/${providerId}`, '/providers?location=Miami', '/es/providers']) {
        const { status, html, headers } = await page(path);
        expect(status, path).toBe(503);
        expect(headers.get('retry-after')).toBe('3600');
        expect(titleOf(html), path).toBe(
          path.startsWith('/es/') ? 'Muy pronto | CareConnect' : 'Coming Soon | CareConnect',
        );
        expect(html).not.toContain(LISTED.lastName);
      }
    });

    it('still lets staff reach sign-in, and shows a super admin the site', async () => {
      expect((await page('/auth')).status).toBe(200);
      const { status, html } = await page(`/providers/${providerId}`, admin.client.cookie);
      expect(status).toBe(200);
      expect(html).toContain(LISTED.lastName);
      expect(html).toContain('Maintenance mode is on.');
    });
  });
});

/** The public forms without JavaScript, and the search page's head (before-the-app.e2e.ts has the browser's side). */
describe('public forms as plain forms, and what the search page says of a search', () => {
  const post = (path: string, fields: Record<string, string>, origin = TEST_ORIGIN) =>
    app.request(path, {
      method: 'POST',
      headers: {
        'x-client-ip': uniqueIp(),
        origin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields).toString(),
    });
  const contact = (email: string) => ({
    source: 'contact',
    firstName: 'Rosa',
    lastName: 'Delgado',
    email,
    specialty: 'podiatry',
    message: 'Do you list podiatrists in Naples who take Medicare?',
  });

  it('draws the home card as a form to the search, with named fields, in each language', async () => {
    for (const [path, action] of [
      ['/', '/providers'],
      ['/es/', '/es/providers'],
    ] as const) {
      const body = bodyOf((await page(path)).html);
      const card = /<form[^>]*aria-labelledby="home-search-title"[^>]*>/.exec(body)?.[0] ?? '';
      expect(card, path).toContain(`action="${action}"`);
      for (const name of ['words', 'location', 'category']) expect(body, path).toContain(`name="${name}"`);
    }
  });

  it('answers the home card sent without JavaScript with the search the card makes', async () => {
    const words = 'Spanish speaking dentist';
    const res = await app.request(
      `/es/providers?words=${encodeURIComponent(words)}&location=33133&category=`,
      { headers: { 'x-client-ip': uniqueIp() } },
    );
    expect(res.status).toBe(303);
    const expected = homeSearchParams({ location: '33133', category: '', parsed: parseSearchText(words) });
    expect(expected.get('category')).toBe('dentist');
    expect(res.headers.get('location')).toBe(`/es/providers?${expected}`);
  });

  it('draws the filter card as a form to the search, and reads its empty and repeated fields', async () => {
    const plain = bodyOf((await page('/providers')).html);
    expect(plain).toMatch(/<form[^>]*action="\/providers"/);
    for (const name of ['location', 'category', 'gender', 'accepting_new', 'languages'])
      expect(plain).toContain(`name="${name}"`);
    // As a browser sends it: every select, empty ones too, and a ticked box per language.
    const sent = await page(
      `/providers?location=&category=heart&specialty=&insurance=&radius=&rating=&availability=&time=&gender=&years_min=&languages=Spanish&languages=English&name=${LISTED.lastName}`,
    );
    expect(sent.status).toBe(200);
    const body = decode(bodyOf(sent.html));
    expect(body).not.toContain('Error loading providers');
    expect(body).toContain(`${LISTED.firstName} ${LISTED.lastName}`);
  });

  it('says a ZIP code is not whole in the page it draws, as the browser does, and searches without it', async () => {
    const body = decode(bodyOf((await page('/providers?location=1234')).html));
    expect(body).toContain('Please enter a valid zip code (e.g., 12345 or 12345-6789)');
    expect(body).toContain('Healthcare Providers in Your Area');
    expect(body).not.toContain('Loading providers');
    expect(decode(bodyOf((await page('/providers?location=33133')).html))).not.toContain(
      'Please enter a valid zip code',
    );
  });

  it('draws a refused search with its message, not a spinner waiting for a script', async () => {
    const body = decode(bodyOf((await page('/providers?location=Zzyzx%20Nowhere')).html));
    expect(body).toContain('Error loading providers');
    expect(body).toContain('We could not find that place.');
    expect(body).not.toContain('Loading providers');
  });

  it("names only what the search understood in the search page's head, never the address's words", async () => {
    const odd = 'Zqxv Buy Pills Online';
    for (const path of [
      `/providers?location=${encodeURIComponent(odd)}`,
      `/providers?specialty=${encodeURIComponent(odd)}&insurance=${encodeURIComponent(odd)}&q=${encodeURIComponent(odd)}`,
    ]) {
      const { html } = await page(path);
      const head = decode(headOf(html)).replace(/<link rel="(canonical|alternate)"[^>]*>/g, '');
      const preview = head.replace(/<meta property="og:url"[^>]*>/, '');
      expect(preview, path).not.toContain('Zqxv');
      expect(preview, path).not.toContain('Pills');
    }
    const { html } = await page('/providers?location=Miami,%20FL&specialty=cardiology&insurance=Medicare');
    expect(decode(titleOf(html) ?? '')).toContain('Miami, FL');
    expect(decode(metaOf(html, 'og:description') ?? '')).toMatch(/Cardiology[\s\S]*Miami, FL[\s\S]*Medicare/);
  });

  it('answers the contact form posted without JavaScript with the thank-you, and sends it', async () => {
    const email = uniqueEmail('contact-plain');
    const res = await post('/contact', contact(email));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(decode(bodyOf(html))).toContain(
      "Thank you for your message! We'll get back to you within 24 hours.",
    );
    await drainJobs(deps);
    const mails = readMails(deps.config.DATA_DIR).map((m) => decodeMail(m.raw));
    expect(mails.some((m) => m.includes(`Reply-To: ${email}`))).toBe(true);
  });

  it('answers a refused contact form with its messages beside what was typed, in the page language', async () => {
    const email = uniqueEmail('contact-plain-short');
    const res = await post('/contact', { ...contact(email), firstName: 'R', message: 'Hi' });
    expect(res.status).toBe(400);
    const body = decode(bodyOf(await res.text()));
    expect(body).toContain('First name must be at least 2 characters');
    expect(body).toContain('Message must be at least 10 characters');
    expect(body).toContain(`value="${email}"`);
    expect(body).toContain('>Hi</textarea>');
    const es = decode(bodyOf(await (await post('/es/contact', { ...contact(email), message: 'Hi' })).text()));
    expect(es).toContain('El mensaje debe tener al menos 10 caracteres');
    await drainJobs(deps);
    const mails = readMails(deps.config.DATA_DIR).map((m) => decodeMail(m.raw));
    expect(mails.some((m) => m.includes(email))).toBe(false);
  });

  it('refuses a contact form posted from another site', async () => {
    const email = uniqueEmail('contact-plain-foreign');
    const res = await post('/contact', contact(email), 'https://evil.example');
    expect(res.status).toBe(403);
    await drainJobs(deps);
    expect(readMails(deps.config.DATA_DIR).some((m) => decodeMail(m.raw).includes(email))).toBe(false);
  });
});
