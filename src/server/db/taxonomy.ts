import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { NUCC_CODES } from '#shared/taxonomy/nucc.ts';
import { categoryOfCode } from '#shared/taxonomy/taxonomy.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

const { nuccTaxonomy, nuccTaxonomyVersion } = schema;

// Typed without client.ts, which calls this after its migrations (no import cycle).
type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Every code with its NUCC name and its category ('' when hidden), as the shared lists make them. */
export function taxonomyRows() {
  return NUCC_CODES.map((c) => ({
    code: c.code,
    name: c.displayName,
    category: categoryOfCode(c.code)?.slug ?? '',
  }));
}

/**
 * Writes nucc_taxonomy when the shared lists changed since it was written (a new NUCC release, a code
 * moved to another category), then has the listings it changes derived again, which also rewrites
 * their search rows (taxonomy.test.ts). Run after the migrations, by one instance at a
 * time.
 */
export async function syncTaxonomy(db: Db): Promise<void> {
  const rows = taxonomyRows();
  const fingerprint = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const [current] = await db.select().from(nuccTaxonomyVersion);
  if (current?.fingerprint === fingerprint) return;
  await db.transaction(async (tx) => {
    await tx.delete(nuccTaxonomy);
    await tx.insert(nuccTaxonomy).values(rows);
    await tx.delete(nuccTaxonomyVersion);
    await tx.insert(nuccTaxonomyVersion).values({ fingerprint });
    // Only the listings whose name or categories the new rows change: after migration 0033 or a
    // release that leaves their codes alone, none.
    await tx.execute(sql`update provider_profiles p set taxonomy_code = p.taxonomy_code
      where p.specialty is distinct from coalesce((select t.name from nucc_taxonomy t where t.code = p.taxonomy_code), '')
        or p.categories is distinct from provider_taxonomy_categories(p.taxonomy_code, p.secondary_taxonomy_codes)`);
  });
  // Re-deriving may rewrite every listing's search rows: their GIN indexes' pending entries would
  // otherwise be read by every name search until a vacuum, 12 times slower at 10,000 listings where
  // the database runs no autovacuum (docs/benchmarks.md, taxonomy before and after).
  await db.execute(sql`vacuum analyze provider_profiles, provider_search`);
}
