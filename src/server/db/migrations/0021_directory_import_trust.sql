ALTER TABLE "provider_profiles" ADD COLUMN "claimed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "listing_source" text;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "import_run_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "zip_plus4" varchar(4);--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "last_verified_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "last_verified_source" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "last_verified_by" uuid;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "reconfirm_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_last_verified_by_users_id_fk" FOREIGN KEY ("last_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_profiles_reconfirm_idx" ON "provider_profiles" USING btree ("last_verified_at") WHERE "provider_profiles"."claimed" and "provider_profiles"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_listing_source_check" CHECK ("provider_profiles"."listing_source" is null or "provider_profiles"."listing_source" in ('cms', 'nppes'));--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_last_verified_source_check" CHECK ("provider_profiles"."last_verified_source" in ('provider', 'admin', 'cms', 'nppes'));--> statement-breakpoint
-- Profiles from before this change were last confirmed by their provider when they last saved them.
UPDATE "provider_profiles" SET "last_verified_at" = "updated_at";
