DROP INDEX "provider_profiles_rating_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_name_idx";--> statement-breakpoint
DROP INDEX "provider_profiles_newest_idx";--> statement-breakpoint
DROP INDEX "provider_time_slots_open_idx";--> statement-breakpoint
CREATE INDEX "provider_profiles_rating_idx" ON "provider_profiles" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE profile_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "provider_profiles_name_idx" ON "provider_profiles" USING btree ("last_name","first_name","id") WHERE profile_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "provider_profiles_newest_idx" ON "provider_profiles" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE profile_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "provider_time_slots_open_idx" ON "provider_time_slots" USING btree ("provider_profile_id","slot_date","start_time") WHERE "provider_time_slots"."is_available";