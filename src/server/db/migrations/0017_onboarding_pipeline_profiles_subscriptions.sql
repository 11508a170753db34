CREATE TABLE "provider_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tier" text DEFAULT 'Provider' NOT NULL,
	"amount_cents" integer DEFAULT 9000 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"billing_interval" text DEFAULT 'month' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_subscriptions_status_check" CHECK ("provider_subscriptions"."status" in ('pending', 'active', 'cancelled')),
	CONSTRAINT "provider_subscriptions_interval_check" CHECK ("provider_subscriptions"."billing_interval" = 'month'),
	CONSTRAINT "provider_subscriptions_amount_check" CHECK ("provider_subscriptions"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_profile_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"changes" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"notes" text,
	CONSTRAINT "provider_profile_reviews_status_check" CHECK ("provider_profile_reviews"."status" in ('pending', 'approved', 'changes_requested'))
);
--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD COLUMN "photoshoot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD COLUMN "photoshoot_location" text;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD COLUMN "photographer_name" text;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD COLUMN "photographer_email" text;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD COLUMN "decision_notes" text;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD CONSTRAINT "provider_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profile_reviews" ADD CONSTRAINT "provider_profile_reviews_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profile_reviews" ADD CONSTRAINT "provider_profile_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_subscriptions_open_user_key" ON "provider_subscriptions" USING btree ("user_id") WHERE "provider_subscriptions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "provider_subscriptions_user_idx" ON "provider_subscriptions" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_subscriptions_status_idx" ON "provider_subscriptions" USING btree ("status","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "provider_profile_reviews_pending_key" ON "provider_profile_reviews" USING btree ("provider_id") WHERE "provider_profile_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "provider_profile_reviews_status_idx" ON "provider_profile_reviews" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "provider_profile_reviews_provider_idx" ON "provider_profile_reviews" USING btree ("provider_id","submitted_at" DESC NULLS LAST);