DROP INDEX "provider_search_open_times_idx";--> statement-breakpoint
CREATE INDEX "provider_search_featured_earth_idx" ON "provider_search" USING gist ("earth") WHERE "provider_search"."featured";--> statement-breakpoint
CREATE INDEX "provider_search_featured_specialty_earth_idx" ON "provider_search" USING gist ("specialty","earth") WHERE "provider_search"."featured";