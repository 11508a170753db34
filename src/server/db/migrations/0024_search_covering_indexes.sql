-- The radius + specialty indexes carry what the commonest search reads besides the place and the
-- specialty (the id, featured and the insurance plans), so a specialty search around a place is
-- answered from the index alone (an index-only scan), without visiting a table row for each of up
-- to 1,001 nearest matches. At 100,000 providers this cut that step from 7.0 ms to 2.4 ms on
-- PostgreSQL (ADR 13). The radius indexes without the specialty stay plain: covering them made the
-- mixed load about 5% slower. Drizzle's schema cannot say INCLUDE, so schema/providers.ts names
-- these indexes and this file builds them.
DROP INDEX provider_search_specialty_earth_idx;
--> statement-breakpoint
CREATE INDEX provider_search_specialty_earth_idx ON provider_search USING gist (specialty, earth)
  INCLUDE (provider_profile_id, featured, accepted_insurance_plans);
--> statement-breakpoint
DROP INDEX provider_search_featured_specialty_earth_idx;
--> statement-breakpoint
CREATE INDEX provider_search_featured_specialty_earth_idx ON provider_search USING gist (specialty, earth)
  INCLUDE (provider_profile_id, featured, accepted_insurance_plans) WHERE featured;
