ALTER TABLE "user_search_history" DROP CONSTRAINT "user_search_history_user_search_key";--> statement-breakpoint
DROP INDEX "user_search_history_trending_idx";--> statement-breakpoint
ALTER TABLE "user_search_history" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "user_search_history_trending_idx" ON "user_search_history" USING btree ("updated_at","category","specialty","search_count") WHERE "user_search_history"."category" <> '' or "user_search_history"."specialty" <> '';--> statement-breakpoint
ALTER TABLE "user_search_history" ADD CONSTRAINT "user_search_history_user_search_key" UNIQUE("user_id","location","specialty","category");