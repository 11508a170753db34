CREATE TABLE "provider_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"notes" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_application_events_status_check" CHECK (("provider_application_events"."from_status" is null or "provider_application_events"."from_status" in ('submitted', 'under_review', 'partially_approved', 'photoshoot_scheduled', 'photoshoot_rescheduled', 'photoshoot_completed', 'photoshoot_cancelled', 'approved', 'rejected')) and "provider_application_events"."to_status" in ('submitted', 'under_review', 'partially_approved', 'photoshoot_scheduled', 'photoshoot_rescheduled', 'photoshoot_completed', 'photoshoot_cancelled', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "provider_application_images" (
	"application_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "provider_application_images_pkey" PRIMARY KEY("application_id","position"),
	CONSTRAINT "provider_application_images_upload_key" UNIQUE("application_id","upload_id"),
	CONSTRAINT "provider_application_images_position_check" CHECK ("provider_application_images"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "provider_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"title_role" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"preferred_contact" text NOT NULL,
	"practice_name" text NOT NULL,
	"business_address" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"practice_phone" text NOT NULL,
	"npi_number" text DEFAULT '' NOT NULL,
	"provider_types" jsonb NOT NULL,
	"medicare_participation" text NOT NULL,
	"medicare_advantage_plans" text[] DEFAULT '{}'::text[] NOT NULL,
	"accepting_new_patients" text NOT NULL,
	"languages" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"referral_source" text NOT NULL,
	"accurate_information_confirmed" boolean NOT NULL,
	"prescreen_acknowledged" boolean NOT NULL,
	"application_status" text DEFAULT 'submitted' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_applications_status_check" CHECK ("provider_applications"."application_status" in ('submitted', 'under_review', 'partially_approved', 'photoshoot_scheduled', 'photoshoot_rescheduled', 'photoshoot_completed', 'photoshoot_cancelled', 'approved', 'rejected')),
	CONSTRAINT "provider_applications_consent_check" CHECK ("provider_applications"."accurate_information_confirmed" and "provider_applications"."prescreen_acknowledged")
);
--> statement-breakpoint
ALTER TABLE "provider_application_events" ADD CONSTRAINT "provider_application_events_application_id_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_application_events" ADD CONSTRAINT "provider_application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_application_images" ADD CONSTRAINT "provider_application_images_application_id_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_application_images" ADD CONSTRAINT "provider_application_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_application_events_application_idx" ON "provider_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_applications_status_submitted_idx" ON "provider_applications" USING btree ("application_status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_applications_user_idx" ON "provider_applications" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "provider_applications_open_user_key" ON "provider_applications" USING btree ("user_id") WHERE "provider_applications"."application_status" <> 'rejected';