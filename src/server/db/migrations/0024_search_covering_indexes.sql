-- The radius indexes carry what the commonest search reads besides the place and specialty (the id,
-- featured and the insurance plans), so a search around a place is answered from the index alone
-- (an index-only scan), without visiting a table row for each of up to 1,001 nearest matches.
-- At 100,000 providers this cut the radius + specialty + insurance search's nearest-matches step
-- from 7.0 ms to 2.4 ms on PostgreSQL (docs/benchmarks.md). Drizzle's schema cannot say INCLUDE,
-- so schema/providers.ts names these indexes and this file builds them.
DROP INDEX provider_search_earth_idx;
--> statement-breakpoint
CREATE INDEX provider_search_earth_idx ON provider_search USING gist (earth)
  INCLUDE (provider_profile_id, featured, accepted_insurance_plans);
--> statement-breakpoint
DROP INDEX provider_search_featured_earth_idx;
--> statement-breakpoint
CREATE INDEX provider_search_featured_earth_idx ON provider_search USING gist (earth)
  INCLUDE (provider_profile_id, featured, accepted_insurance_plans) WHERE featured;
--> statement-breakpoint
DROP INDEX provider_search_specialty_earth_idx;
--> statement-breakpoint
CREATE INDEX provider_search_specialty_earth_idx ON provider_search USING gist (specialty, earth)
  INCLUDE (provider_profile_id, featured, accepted_insurance_plans);
--> statement-breakpoint
DROP INDEX provider_search_featured_specialty_earth_idx;
--> statement-breakpoint
CREATE INDEX provider_search_featured_specialty_earth_idx ON provider_search USING gist (specialty, earth)
  INCLUDE (provider_profile_id, featured, accepted_insurance_plans) WHERE featured;
