import { sql, type SQL } from 'drizzle-orm';
import { PAGE_CONTENT_SECTIONS } from '#shared/page-content/page-content.ts';
import type { Executor } from '../../db/client.ts';

/** The kinds of public page with one address per row of the database. */
export type SitemapKind = 'providers' | 'organizations';

/** A W3C date-time in UTC to the second, as sitemaps carry it (the same on both database drivers). */
const w3cTime = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The rows behind each kind's public pages, as (id, updated_at), ordered and compared on an indexed id.
 * Providers: the public directory is provider_search, which its trigger keeps to the listed profiles
 * (approved, active, with a place, and named: a clinician by name, an organisation or a hospital by its
 * practice name; migrations 0009, 0023 and 0033); every one of them has a profile page, which shows
 * approved and active profiles. It holds a row per category of a listing, so only the primary one is
 * read, and each page is listed once (seo.test.ts). The profile's own status is checked again so that
 * a drift of the trigger could never put a suspended or unapproved provider in the sitemap.
 * Organizations: every organization has a public page (the organizations module's public route).
 */
const SOURCES: Record<SitemapKind, { id: SQL; updatedAt: SQL; from: SQL }> = {
  providers: {
    id: sql`s.provider_profile_id`,
    updatedAt: sql`p.updated_at`,
    from: sql`provider_search s join provider_profiles p on p.id = s.provider_profile_id
      where s.primary_category and p.profile_status = 'approved' and p.status = 'active'`,
  },
  organizations: {
    id: sql`o.id`,
    updatedAt: sql`o.updated_at`,
    from: sql`organizations o where true`,
  },
};

export type SitemapRow = { id: string; lastmod: string };

/**
 * Up to `limit` rows of a kind with `after < id <= until` (either end open when null), in id order:
 * a keyset page, which reads on from the previous one in the primary key's index.
 */
export async function pageOfRows(
  db: Executor,
  kind: SitemapKind,
  range: { after: string | null; until: string | null; limit: number },
): Promise<SitemapRow[]> {
  const { id, updatedAt, from } = SOURCES[kind];
  const after = range.after ? sql` and ${id} > ${range.after}::uuid` : sql``;
  const until = range.until ? sql` and ${id} <= ${range.until}::uuid` : sql``;
  const { rows } = await db.execute<SitemapRow>(sql`
    select ${id} as id, ${w3cTime(updatedAt)} as lastmod
    from ${from}${after}${until}
    order by ${id} limit ${range.limit}`);
  return rows;
}

/** A run of consecutive rows: its last id, its newest change and how many rows it holds. */
export type Chunk = { last_id: string; lastmod: string; count: number };

/**
 * The next `size` rows after `after`, summed up in one row (none when no rows are left). The window
 * aggregates see the whole run before the last row is picked, so only one row comes back.
 */
export async function nextChunk(
  db: Executor,
  kind: SitemapKind,
  after: string | null,
  size: number,
): Promise<Chunk | null> {
  const { id, updatedAt, from } = SOURCES[kind];
  const afterClause = after ? sql` and ${id} > ${after}::uuid` : sql``;
  const { rows } = await db.execute<Chunk>(sql`
    select c.id as last_id, ${w3cTime(sql`(max(c.updated_at) over ())`)} as lastmod,
      (count(*) over ())::int as count
    from (select ${id} as id, ${updatedAt} as updated_at
          from ${from}${afterClause}
          order by ${id} limit ${size}) c
    order by c.id desc limit 1`);
  return rows[0] ?? null;
}

/**
 * The newest edit of the public pages' managed content (home, about), or null when none was ever
 * saved. The coming-soon page's words are page content too, but on no page of the sitemap.
 */
export async function lastContentChange(db: Executor): Promise<string | null> {
  const sections = sql.join(
    PAGE_CONTENT_SECTIONS.map((s) => sql`${s}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ lastmod: string | null }>(sql`
    select ${w3cTime(sql`max(updated_at)`)} as lastmod from page_content where section in (${sections})`);
  return rows[0]?.lastmod ?? null;
}
