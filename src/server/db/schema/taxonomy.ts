import { pgTable, text, varchar } from 'drizzle-orm/pg-core';

/**
 * The NUCC codes with their names and the category each belongs to ('' for a hidden code), as
 * src/shared/taxonomy makes them (ADR 23), written at start-up when they changed (db/taxonomy.ts).
 * A trigger on provider_profiles reads it to keep each listing's NUCC name and categories in step
 * with its codes (migration 0033), so no writer can set them apart.
 */
export const nuccTaxonomy = pgTable('nucc_taxonomy', {
  code: varchar({ length: 10 }).primaryKey(),
  name: text().notNull(),
  category: text().notNull(),
});

/** One row: the fingerprint of what nucc_taxonomy holds, to know when start-up must write it again. */
export const nuccTaxonomyVersion = pgTable('nucc_taxonomy_version', {
  fingerprint: text().primaryKey(),
});
