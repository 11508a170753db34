CREATE TABLE "provider_search" (
	"provider_profile_id" uuid PRIMARY KEY NOT NULL,
	"specialty" text NOT NULL,
	"earth" "cube",
	"featured" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rating_average" numeric(3, 2) NOT NULL,
	"review_count" integer NOT NULL,
	"accepting_new_patients" boolean NOT NULL,
	"telehealth_available" boolean NOT NULL,
	"gender" text,
	"years_in_practice" integer,
	"accepted_insurance_plans" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"accessibility_features" text[] NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"search_name" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "provider_profiles_earth_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_specialty_earth_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_search_name_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_search_text_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_insurance_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_languages_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_accessibility_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_rating_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_name_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_newest_idx";--> statement-breakpoint
ALTER TABLE "provider_search" ADD CONSTRAINT "provider_search_provider_profile_id_provider_profiles_id_fk" FOREIGN KEY ("provider_profile_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_search_earth_idx" ON "provider_search" USING gist ("earth");--> statement-breakpoint
CREATE INDEX "provider_search_specialty_earth_idx" ON "provider_search" USING gist ("specialty","earth");--> statement-breakpoint
CREATE INDEX "provider_search_name_trgm_idx" ON "provider_search" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_search_text_trgm_idx" ON "provider_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_search_insurance_idx" ON "provider_search" USING gin ("accepted_insurance_plans");--> statement-breakpoint
CREATE INDEX "provider_search_languages_idx" ON "provider_search" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "provider_search_accessibility_idx" ON "provider_search" USING gin ("accessibility_features");--> statement-breakpoint
CREATE INDEX "provider_search_newest_idx" ON "provider_search" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"provider_profile_id");--> statement-breakpoint
CREATE INDEX "provider_search_rating_idx" ON "provider_search" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST,"provider_profile_id");--> statement-breakpoint
CREATE INDEX "provider_search_name_idx" ON "provider_search" USING btree ("last_name","first_name","provider_profile_id");--> statement-breakpoint
CREATE INDEX "provider_search_specialty_newest_idx" ON "provider_search" USING btree ("specialty","featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"provider_profile_id");