import {
  PRIVATE_PATH_PREFIXES,
  STATIC_PUBLIC_PAGES,
  organizationPagePath,
  providerPagePath,
} from '#shared/site/public-pages.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, localePath, type Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { TtlCache } from './cache.ts';
import * as repo from './repository.ts';
import type { SitemapKind } from './repository.ts';

/**
 * The crawler files: robots.txt, and a sitemap index (sitemaps.org 0.9) pointing at one file of the
 * static public pages and paged files of provider and organization pages. A paged file is a keyset
 * range of ids, read from the database a batch at a time and streamed out, so a file never needs
 * one large query nor the whole file in memory before its first byte is sent.
 */

export const ROBOTS_MAX_AGE_SECONDS = 24 * 60 * 60;
export const SITEMAP_MAX_AGE_SECONDS = 60 * 60;
/** URLs per paged file. The protocol allows 50,000; smaller files are quicker to make and to fetch. */
export const SITEMAP_PAGE_SIZE = 10_000;
/**
 * Crawlers fetch the index and then every file in a burst, often several crawlers at once, and a
 * 10,000-URL file costs a pass over 10,000 rows. Keeping each answer in memory a few minutes makes
 * the burst one pass, while a new listing still shows up soon (caches in front of us may add the
 * hour of max-age). Each server instance keeps its own: they differ for at most this long.
 */
export const SITEMAP_CACHE_MS = 5 * 60 * 1000;
/** Rows read per query while a file streams out. */
const BATCH_ROWS = 2000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]!);

/**
 * A page's entries: one per language offered, each naming all of them (hreflang alternates, with
 * English as the default), so search engines show each reader the page in their language.
 */
function urlEntries(
  origin: string,
  path: string,
  lastmod: string | null,
  locales: readonly Locale[],
): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  if (locales.length < 2) return `<url><loc>${escapeXml(origin + path)}</loc>${modified}</url>\n`;
  const alternates =
    locales
      .map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${INTL_LOCALE[locale]}" href="${escapeXml(origin + localePath(locale, path))}"/>`,
      )
      .join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`;
  return locales
    .map(
      (locale) =>
        `<url><loc>${escapeXml(origin + localePath(locale, path))}</loc>${modified}${alternates}</url>\n`,
    )
    .join('');
}

/** Crawlers stay out of the private pages at every language's address (the API has one for all). */
export function robotsTxt(publicUrl: string, offered: readonly Locale[]): string {
  const disallowed = offered.flatMap((locale) =>
    PRIVATE_PATH_PREFIXES.filter((prefix) => locale === DEFAULT_LOCALE || prefix !== '/api/').map((prefix) =>
      localePath(locale, prefix),
    ),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export type SitemapFile = { kind: 'pages' } | { kind: SitemapKind; page: number };

const PAGED_FILE = /^(providers|organizations)-([1-9][0-9]{0,8})\.xml$/;

/** The file a name under /sitemaps/ stands for, or null for a name we never give out. */
function parseFileName(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const m = PAGED_FILE.exec(name);
  return m ? { kind: m[1] as SitemapKind, page: Number(m[2]) } : null;
}

const fileName = (kind: SitemapKind, page: number) => `${kind}-${page}.xml`;

const PAGE_PATH: Record<SitemapKind, (id: string) => string> = {
  providers: providerPagePath,
  organizations: organizationPagePath,
};

export type SitemapOptions = {
  /** URLs per paged file; tests make it small to see files split. */
  pageSize?: number;
  /** Rows read per query while a file streams out. */
  batchRows?: number;
  cacheMs?: number;
  now?: () => number;
  /** The languages offered: each page is listed in each. */
  locales?: readonly Locale[];
};

export type SitemapBody = string | ReadableStream<Uint8Array>;

const w3cNow = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function createSitemaps(db: Db, publicUrl: string, opts: SitemapOptions = {}) {
  const pageSize = opts.pageSize ?? SITEMAP_PAGE_SIZE;
  const batchRows = opts.batchRows ?? BATCH_ROWS;
  const now = opts.now ?? Date.now;
  const cacheMs = opts.cacheMs ?? SITEMAP_CACHE_MS;
  const startedAt = w3cNow(now());
  const locales = opts.locales ?? [DEFAULT_LOCALE];
  const urlsetOpen = `<urlset xmlns="${SITEMAP_NS}"${locales.length > 1 ? ` xmlns:xhtml="${XHTML_NS}"` : ''}>\n`;
  /** Where each paged file starts and ends, shared by the index and the files so they agree. */
  const plans = new TtlCache<Promise<repo.Chunk[]>>(cacheMs, now);
  const bodies = new TtlCache<string>(cacheMs, now);

  /** Walks the ids once, a file's worth at a time, noting each file's last id and newest change. */
  async function readPlan(kind: SitemapKind): Promise<repo.Chunk[]> {
    const chunks: repo.Chunk[] = [];
    for (;;) {
      const chunk = await repo.nextChunk(db, kind, chunks.at(-1)?.last_id ?? null, pageSize);
      if (chunk) chunks.push(chunk);
      if (!chunk || chunk.count < pageSize) return chunks;
    }
  }

  function plan(kind: SitemapKind): Promise<repo.Chunk[]> {
    const cached = plans.get(kind);
    if (cached) return cached;
    // The promise is kept, so requests arriving while it is read share one pass; a failure is not.
    const pending = readPlan(kind);
    plans.set(kind, pending);
    pending.catch(() => {
      if (plans.get(kind) === pending) plans.delete(kind);
    });
    return pending;
  }

  /** The newest of a content edit and this start: a release may change any static page. */
  async function pagesLastmod(): Promise<string> {
    const content = await repo.lastContentChange(db);
    return content && content > startedAt ? content : startedAt;
  }

  /** The index: made afresh each time, but from the kept plans, so it costs one small query. */
  async function index(): Promise<string> {
    const [pages, providers, organizations] = await Promise.all([
      pagesLastmod(),
      plan('providers'),
      plan('organizations'),
    ]);
    const entry = (name: string, lastmod: string) =>
      `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${name}`)}</loc>` +
      `<lastmod>${escapeXml(lastmod)}</lastmod></sitemap>\n`;
    return (
      `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n` +
      entry('pages.xml', pages) +
      providers.map((c, i) => entry(fileName('providers', i + 1), c.lastmod)).join('') +
      organizations.map((c, i) => entry(fileName('organizations', i + 1), c.lastmod)).join('') +
      '</sitemapindex>\n'
    );
  }

  // The static pages carry no lastmod of their own: there is no date of change per page (their text
  // ships with the code, and only two have managed content). The index gives the file one.
  function pagesFile(): string {
    return (
      XML_DECLARATION +
      urlsetOpen +
      STATIC_PUBLIC_PAGES.map((path) => urlEntries(publicUrl, path, null, locales)).join('') +
      '</urlset>\n'
    );
  }

  /** One paged file's parts: the rows with after < id <= until, at most a page of them. */
  async function* urlset(kind: SitemapKind, after: string | null, until: string) {
    yield XML_DECLARATION + urlsetOpen;
    let cursor = after;
    let left = pageSize;
    while (left > 0) {
      const limit = Math.min(batchRows, left);
      const rows = await repo.pageOfRows(db, kind, { after: cursor, until, limit });
      if (rows.length)
        yield rows.map((r) => urlEntries(publicUrl, PAGE_PATH[kind](r.id), r.lastmod, locales)).join('');
      if (rows.length < limit) break;
      left -= rows.length;
      cursor = rows.at(-1)!.id;
    }
    yield '</urlset>\n';
  }

  /** Streams the parts out as they are read, and keeps the whole file once it was sent to the end. */
  function streamAndKeep(key: string, parts: AsyncGenerator<string>): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    const sent: string[] = [];
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { value, done } = await parts.next();
        if (done) {
          bodies.set(key, sent.join(''));
          controller.close();
          return;
        }
        sent.push(value);
        controller.enqueue(encoder.encode(value));
      },
      async cancel() {
        await parts.return(undefined);
      },
    });
  }

  /** A file under /sitemaps/, or null when there is no such file (an unknown name, a page too far). */
  async function file(name: string): Promise<SitemapBody | null> {
    const wanted = parseFileName(name);
    if (!wanted) return null;
    if (wanted.kind === 'pages') return pagesFile();
    const cached = bodies.get(name);
    if (cached !== undefined) return cached;
    const chunks = await plan(wanted.kind);
    const chunk = chunks[wanted.page - 1];
    if (!chunk) return null;
    // Bounded by the plan on both ends, so a row added since lands in one file only, never two.
    const after = wanted.page > 1 ? chunks[wanted.page - 2]!.last_id : null;
    return streamAndKeep(name, urlset(wanted.kind, after, chunk.last_id));
  }

  return { index, file };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
