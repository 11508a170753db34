import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRIVATE_PATH_PREFIXES,
  STATIC_PUBLIC_PAGES,
  isPrivatePath,
  organizationPagePath,
  providerPagePath,
} from '#shared/site/public-pages.ts';
import { paths } from '../../../web/config/paths.ts';
import type { App } from '../../app.ts';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { organizations, pageContent, providerProfiles } from '../../db/schema/index.ts';
import { TEST_ORIGIN, apiClient, testServices } from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import { seoRouter } from './routes.ts';
import { SITEMAP_CACHE_MS, SITEMAP_PAGE_SIZE, createSitemaps, type SitemapOptions } from './service.ts';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

let app: App;
let deps: AppDeps;
let listedId: string;
let unlisted: Record<string, string>;
let organizationId: string;
/** Listings of ADR 23's kinds: several categories, an organisation, a hospital, a hidden code. */
let taxonomyListings: Record<string, string>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  listedId = await addProvider(deps);
  taxonomyListings = {
    // Heart, and lungs through its secondary code: two rows in the directory, one page.
    twoCategories: await addProvider(deps, {
      taxonomyCode: '207RC0000X',
      secondaryTaxonomyCodes: ['207RP1001X'],
    }),
    organization: await addProvider(deps, {
      listingKind: 'organization',
      firstName: '',
      lastName: '',
      practiceName: 'Sitemap Home Health',
      taxonomyCode: '251E00000X',
    }),
    hospital: await addProvider(deps, {
      listingKind: 'hospital',
      firstName: '',
      lastName: '',
      practiceName: 'Sitemap General Hospital',
      taxonomyCode: '282N00000X',
      cmsCcn: String(100000 + Math.floor(Math.random() * 899999)),
    }),
    hiddenCode: await addProvider(deps, { taxonomyCode: '207ZP0102X' }),
  };
  unlisted = {
    suspended: await addProvider(deps, { status: 'suspended' }),
    inactive: await addProvider(deps, { status: 'inactive' }),
    inReview: await addProvider(deps, { profileStatus: 'review' }),
    draft: await addProvider(deps, { profileStatus: 'draft' }),
    rejected: await addProvider(deps, { profileStatus: 'rejected' }),
    // Approved and active, but with no place: search does not list it.
    noPlace: await addProvider(deps, { city: null, businessAddress: null }),
  };
  // Listed first, then suspended: the update, not the insert, must take it out.
  const laterSuspended = await addProvider(deps);
  await deps.database.db
    .update(providerProfiles)
    .set({ status: 'suspended' })
    .where(eq(providerProfiles.id, laterSuspended));
  unlisted.laterSuspended = laterSuspended;
  const [org] = await deps.database.db
    .insert(organizations)
    .values({ name: `Sitemap Clinic ${randomUUID().slice(0, 6)}` })
    .returning({ id: organizations.id });
  organizationId = org!.id;
});

/** Our routes on their own, with a cache, page size and languages of the test's choosing (English). */
function sitemapApp(opts: SitemapOptions = {}) {
  const own = new Hono<AppEnv>();
  own.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  own.route('/', seoRouter({ locales: ['en'], ...opts }));
  return own;
}

type Fetcher = { request: (path: string) => Response | Promise<Response> };
async function get(on: Fetcher, path: string) {
  const res = await on.request(path);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

// jsdom ships no types of its own: this is the little of it the test uses, its standard DOMParser.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};
const parser = new new JSDOM().window.DOMParser();
function parseXml(text: string) {
  const doc = parser.parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), text.slice(0, 300)).toHaveLength(0);
  return doc;
}

type Entry = { loc: string; lastmod: string | null };
/** The <sitemap> or <url> entries of a document, found by their namespace. */
function entriesOf(doc: Document, root: 'sitemapindex' | 'urlset'): Entry[] {
  expect(doc.documentElement.localName).toBe(root);
  expect(doc.documentElement.namespaceURI).toBe(NS);
  const tag = root === 'sitemapindex' ? 'sitemap' : 'url';
  return [...doc.documentElement.getElementsByTagNameNS(NS, tag)].map((e) => ({
    loc: e.getElementsByTagNameNS(NS, 'loc')[0]!.textContent!,
    lastmod: e.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? null,
  }));
}

async function readFile(on: Fetcher, loc: string) {
  expect(loc.startsWith(TEST_ORIGIN)).toBe(true);
  const res = await get(on, loc.slice(TEST_ORIGIN.length));
  expect(res.status, loc).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return entriesOf(parseXml(res.text), 'urlset');
}

/** The index and every file it names, read as a crawler would. */
async function crawl(on: Fetcher) {
  const index = await get(on, '/sitemap.xml');
  expect(index.status).toBe(200);
  const files = entriesOf(parseXml(index.text), 'sitemapindex');
  const urls = new Map<string, Entry[]>();
  for (const f of files) urls.set(f.loc.slice(`${TEST_ORIGIN}/sitemaps/`.length), await readFile(on, f.loc));
  return { files, urls };
}

const toSecond = (d: Date) =>
  new Date(Math.floor(d.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/**
 * What the public directory lists, worked out here from the rule rather than from the query: approved,
 * active, named (a clinician by name, an organisation by its practice name), with a city or an address
 * (the provider_search trigger's rule).
 */
async function listedProviders() {
  const rows = await deps.database.db
    .select({
      id: providerProfiles.id,
      profileStatus: providerProfiles.profileStatus,
      status: providerProfiles.status,
      firstName: providerProfiles.firstName,
      lastName: providerProfiles.lastName,
      listingKind: providerProfiles.listingKind,
      practiceName: providerProfiles.practiceName,
      city: providerProfiles.city,
      businessAddress: providerProfiles.businessAddress,
      updatedAt: providerProfiles.updatedAt,
    })
    .from(providerProfiles);
  const listed = rows.filter(
    (r) =>
      r.profileStatus === 'approved' &&
      r.status === 'active' &&
      (r.listingKind === 'clinician' ? r.firstName !== '' && r.lastName !== '' : !!r.practiceName) &&
      (!!r.city || !!r.businessAddress),
  );
  return new Map(listed.map((r) => [`${TEST_ORIGIN}${providerPagePath(r.id)}`, toSecond(r.updatedAt)]));
}

async function allOrganizations() {
  const rows = await deps.database.db
    .select({ id: organizations.id, updatedAt: organizations.updatedAt })
    .from(organizations);
  return new Map(rows.map((r) => [`${TEST_ORIGIN}${organizationPagePath(r.id)}`, toSecond(r.updatedAt)]));
}

const fileNames = (kind: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${kind}-${i + 1}.xml`);

describe('robots.txt', () => {
  it('answers plain text that keeps crawlers out of the private areas and names the sitemap', async () => {
    const res = await get(app, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const lines = res.text.split('\n').filter(Boolean);
    expect(lines).toEqual([
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATH_PREFIXES.map((p) => `Disallow: ${p}`),
      // The same pages at their Spanish addresses (the API has one address for both).
      ...PRIVATE_PATH_PREFIXES.filter((p) => p !== '/api/').map((p) => `Disallow: /es${p}`),
      `Sitemap: ${TEST_ORIGIN}/sitemap.xml`,
    ]);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /es/patient-dashboard');
  });

  it("classifies every address of the web app, and the public ones are the app's own", () => {
    for (const page of STATIC_PUBLIC_PAGES) expect(isPrivatePath(page), page).toBe(false);
    const odd = 'a b/c&d';
    expect(providerPagePath(odd)).toBe(paths.provider(odd));
    expect(organizationPagePath(odd)).toBe(paths.organization(odd));
    expect(isPrivatePath(paths.provider(odd))).toBe(false);
    expect(isPrivatePath(paths.organization(odd))).toBe(false);
    const publicPages = new Set<string>(STATIC_PUBLIC_PAGES);
    for (const [name, value] of Object.entries(paths)) {
      const path = typeof value === 'function' ? value('x') : value;
      if (name === 'provider' || name === 'organization' || name === 'serviceWorker') continue;
      // A page added to the app must be listed as public or kept from crawlers.
      expect(publicPages.has(path) || isPrivatePath(path), `${name}: ${path}`).toBe(true);
    }
  });
});

describe('sitemap index', () => {
  it('is a well-formed sitemaps.org index of the pages file and one file per 10,000 rows', async () => {
    const res = await get(app, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const files = entriesOf(parseXml(res.text), 'sitemapindex');
    const providers = (await listedProviders()).size;
    const orgs = (await allOrganizations()).size;
    expect(files.map((f) => f.loc)).toEqual(
      [
        'pages.xml',
        ...fileNames('providers', Math.ceil(providers / SITEMAP_PAGE_SIZE)),
        ...fileNames('organizations', Math.ceil(orgs / SITEMAP_PAGE_SIZE)),
      ].map((name) => `${TEST_ORIGIN}/sitemaps/${name}`),
    );
    for (const f of files) expect(f.lastmod, f.loc).toMatch(W3C_TIME);
  });
});

describe('sitemap files', () => {
  it('lists the static public pages, absolute', async () => {
    const entries = await readFile(sitemapApp(), `${TEST_ORIGIN}/sitemaps/pages.xml`);
    expect(entries.map((e) => e.loc)).toEqual(STATIC_PUBLIC_PAGES.map((p) => `${TEST_ORIGIN}${p}`));
  });

  it('lists each page in each language offered, every entry naming all of them, English the default', async () => {
    const on = sitemapApp({ locales: ['en', 'es'] });
    const res = await get(on, '/sitemaps/pages.xml');
    const doc = parseXml(res.text);
    const entries = entriesOf(doc, 'urlset');
    expect(entries.map((e) => e.loc)).toEqual(
      STATIC_PUBLIC_PAGES.flatMap((p) => [`${TEST_ORIGIN}${p}`, `${TEST_ORIGIN}/es${p}`]),
    );
    const XHTML = 'http://www.w3.org/1999/xhtml';
    for (const url of doc.documentElement.getElementsByTagNameNS(NS, 'url')) {
      const alternates = [...url.getElementsByTagNameNS(XHTML, 'link')].map(
        (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
      );
      const loc = url.getElementsByTagNameNS(NS, 'loc')[0]!.textContent!;
      const english = loc.replace(`${TEST_ORIGIN}/es/`, `${TEST_ORIGIN}/`);
      const spanish = english.replace(TEST_ORIGIN, `${TEST_ORIGIN}/es`);
      expect(alternates).toEqual([`en-US ${english}`, `es-US ${spanish}`, `x-default ${english}`]);
    }
    const { urls } = await crawl(on);
    const providerPage = `${TEST_ORIGIN}/es${providerPagePath(listedId)}`;
    expect([...urls.values()].flat().some((e) => e.loc === providerPage)).toBe(true);
  });

  it('lists exactly the listed providers and every organization, each with its last change', async () => {
    const { urls } = await crawl(sitemapApp());
    const providers = [...urls].filter(([name]) => name.startsWith('providers-')).flatMap(([, e]) => e);
    const orgs = [...urls].filter(([name]) => name.startsWith('organizations-')).flatMap(([, e]) => e);
    const asMap = (entries: Entry[]) => new Map(entries.map((e) => [e.loc, e.lastmod]));
    expect(providers).toHaveLength(new Set(providers.map((e) => e.loc)).size);
    expect(asMap(providers)).toEqual(await listedProviders());
    expect(asMap(orgs)).toEqual(await allOrganizations());
    expect(asMap(orgs).has(`${TEST_ORIGIN}/organization/${organizationId}`)).toBe(true);
  });

  it('lists organisations, hospitals and hidden codes once each, and a listing of two categories once', async () => {
    const { urls } = await crawl(sitemapApp());
    const locs = [...urls]
      .filter(([name]) => name.startsWith('providers-'))
      .flatMap(([, e]) => e.map((x) => x.loc));
    for (const [what, id] of Object.entries(taxonomyListings)) {
      expect(
        locs.filter((loc) => loc === `${TEST_ORIGIN}/providers/${id}`),
        what,
      ).toHaveLength(1);
    }
    // The directory does hold two rows of the one with two categories: what the sitemap must not repeat.
    const { rows } = await deps.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from provider_search where provider_profile_id = ${taxonomyListings.twoCategories}::uuid`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('never lists an unlisted or suspended provider, and the listed one is a page that exists', async () => {
    const { urls } = await crawl(sitemapApp());
    const locs = new Set([...urls.values()].flat().map((e) => e.loc));
    expect(locs.has(`${TEST_ORIGIN}/providers/${listedId}`)).toBe(true);
    for (const [why, id] of Object.entries(unlisted)) {
      expect(locs.has(`${TEST_ORIGIN}/providers/${id}`), why).toBe(false);
    }
    // The sitemap and the profile page agree: listed answers, the hidden ones (bar the one without
    // a place, which has a page but is kept out of the directory) do not.
    const guest = apiClient(app);
    expect((await guest.get(`/api/providers/${listedId}`)).status).toBe(200);
    for (const [why, id] of Object.entries(unlisted)) {
      if (why !== 'noPlace') expect((await guest.get(`/api/providers/${id}`)).status, why).toBe(404);
    }
  });

  it('splits the rows into files of the page size, in id order, and a page past the last is 404', async () => {
    // Enough rows for three files at least, changed on different days so each file has its newest.
    for (let day = 1; day <= 7; day++) {
      await addProvider(deps, { updatedAt: new Date(Date.UTC(2024, 0, day, 12, 0, 0)) });
    }
    const expected = await listedProviders();
    // Three or four files of whatever the shared database holds, each read in a few queries.
    const pageSize = Math.max(2, Math.ceil(expected.size / 3));
    const own = sitemapApp({ pageSize, batchRows: Math.max(1, Math.ceil(pageSize / 3) - 1) });
    const { files, urls } = await crawl(own);
    const count = Math.ceil(expected.size / pageSize);
    const providerFiles = fileNames('providers', count);
    expect(files.map((f) => f.loc.slice(`${TEST_ORIGIN}/sitemaps/`.length))).toEqual([
      'pages.xml',
      ...providerFiles,
      ...fileNames('organizations', Math.ceil((await allOrganizations()).size / pageSize)),
    ]);
    const all: string[] = [];
    providerFiles.forEach((name, i) => {
      const entries = urls.get(name)!;
      if (i < count - 1) expect(entries, name).toHaveLength(pageSize);
      else expect(entries.length).toBeLessThanOrEqual(pageSize);
      // The index dates each file by the newest change in it.
      const newest = entries
        .map((e) => e.lastmod!)
        .sort()
        .at(-1);
      expect(files.find((f) => f.loc.endsWith(`/${name}`))!.lastmod, name).toBe(newest);
      all.push(...entries.map((e) => e.loc));
    });
    expect(all).toEqual([...expected.keys()].sort());
    const past = await get(own, `/sitemaps/providers-${count + 1}.xml`);
    expect(past.status).toBe(404);
    expect(past.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
  });

  it('answers 404 to a name it never gives out', async () => {
    const own = sitemapApp();
    for (const name of [
      'unknown.xml',
      'providers-0.xml',
      'providers-01.xml',
      'providers-1.xml.gz',
      'providers.xml',
      'users-1.xml',
      'pages.xml.bak',
    ]) {
      const res = await get(own, `/sitemaps/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.text).toBe('Not found');
    }
    expect((await get(own, '/sitemaps/providers-1.xml')).status).toBe(200);
  });

  it('keeps each answer a few minutes, then reads the data afresh', async () => {
    let now = Date.now();
    const own = sitemapApp({ now: () => now });
    const first = await get(own, '/sitemaps/providers-1.xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const index = await get(own, '/sitemap.xml');
    const changed = `<url><loc>${TEST_ORIGIN}/providers/${listedId}</loc><lastmod>2023-05-06T07:08:09Z</lastmod></url>`;
    await deps.database.db
      .update(providerProfiles)
      .set({ updatedAt: new Date('2023-05-06T07:08:09.5Z') })
      .where(eq(providerProfiles.id, listedId));
    const added = await addProvider(deps);
    const loc = `${TEST_ORIGIN}/providers/${added}`;
    expect(first.text).not.toContain(changed);
    expect(first.text).not.toContain(loc);
    now += SITEMAP_CACHE_MS - 1000;
    expect((await get(own, '/sitemaps/providers-1.xml')).text).toBe(first.text);
    expect((await get(own, '/sitemap.xml')).text).toBe(index.text);
    now += 2000;
    const fresh = (await get(own, '/sitemaps/providers-1.xml')).text;
    expect(fresh).toContain(changed);
    expect(fresh).toContain(loc);
  });

  it('dates the pages file by the newest edit of public page content, or else by the start', async () => {
    const pagesEntry = async (now: number) => {
      const sitemaps = createSitemaps(deps.database.db, TEST_ORIGIN, { now: () => now });
      return entriesOf(parseXml(await sitemaps.index()), 'sitemapindex')[0]!;
    };
    const minute = 60_000;
    // Later than anything else in the shared database, so these rows are the newest.
    const edited = Date.now() + 24 * 60 * minute;
    const key = `sitemap-test-${randomUUID()}`;
    await deps.database.db.insert(pageContent).values([
      { section: 'about', key, value: 'x', updatedAt: new Date(edited) },
      // The coming-soon page's words are on no page of the sitemap.
      { section: 'maintenance_page', key, value: 'x', updatedAt: new Date(edited + 2 * minute) },
    ]);
    try {
      expect(await pagesEntry(edited - minute)).toEqual({
        loc: `${TEST_ORIGIN}/sitemaps/pages.xml`,
        lastmod: toSecond(new Date(edited)),
      });
      expect((await pagesEntry(edited + minute)).lastmod).toBe(toSecond(new Date(edited + minute)));
    } finally {
      await deps.database.db.delete(pageContent).where(eq(pageContent.key, key));
    }
  });

  it('escapes what it writes into the XML', async () => {
    const sitemaps = createSitemaps(deps.database.db, 'https://example.test/care&connect<1>');
    const doc = parseXml(await sitemaps.index());
    expect(entriesOf(doc, 'sitemapindex')[0]!.loc).toBe(
      'https://example.test/care&connect<1>/sitemaps/pages.xml',
    );
    const pages = await sitemaps.file('pages.xml');
    expect(typeof pages).toBe('string');
    expect(entriesOf(parseXml(pages as string), 'urlset')[0]!.loc).toBe(
      'https://example.test/care&connect<1>/',
    );
  });
});

describe('while maintenance is on', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser(app, deps, 'super_admin');
    const res = await admin.client.put('/api/admin/maintenance', {
      enabled: true,
      password: 'Sitemap Preview 2026',
    });
    expect(res.status).toBe(200);
  });
  // The API suite shares one database: the site must end up open again.
  afterAll(async () => {
    await admin.client.put('/api/admin/maintenance', { enabled: false });
  });

  it('crawlers still reach robots.txt and the sitemap, which hold only public pages', async () => {
    const guest = apiClient(app);
    expect((await guest.get('/api/providers/search')).status).toBe(503);
    expect((await get(app, '/robots.txt')).status).toBe(200);
    const { urls } = await crawl(app);
    for (const entry of [...urls.values()].flat()) {
      expect(isPrivatePath(new URL(entry.loc).pathname), entry.loc).toBe(false);
    }
  });
});
