-- drizzle-kit does not write CREATE EXTENSION; these power fuzzy name search (pg_trgm),
-- radius search (cube + earthdistance), exclusion constraints on time ranges (btree_gist)
-- and case-insensitive text (citext). All ship with PostgreSQL 15 contrib and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
