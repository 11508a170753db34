CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"provider_profile_id" uuid NOT NULL,
	"slot_id" uuid,
	"appointment_type_id" uuid,
	"appointment_date" date NOT NULL,
	"appointment_time" time NOT NULL,
	"appointment_duration" integer DEFAULT 60 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reason" text,
	"notes" text,
	"patient_first_name" text NOT NULL,
	"patient_last_name" text NOT NULL,
	"patient_email" text NOT NULL,
	"patient_phone" text NOT NULL,
	"patient_date_of_birth" date NOT NULL,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminder_queued_at" timestamp with time zone,
	"local_range" "tsrange" GENERATED ALWAYS AS (tsrange(appointment_date + appointment_time, appointment_date + appointment_time + make_interval(mins => appointment_duration))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('scheduled', 'confirmed', 'pending_approval', 'completed', 'cancelled', 'no_show')),
	CONSTRAINT "appointments_duration_check" CHECK ("appointments"."appointment_duration" between 5 and 480)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_provider_profile_id_provider_profiles_id_fk" FOREIGN KEY ("provider_profile_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_id_provider_time_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."provider_time_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_appointment_type_id_appointment_types_id_fk" FOREIGN KEY ("appointment_type_id") REFERENCES "public"."appointment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_patient_date_idx" ON "appointments" USING btree ("patient_id","appointment_date","appointment_time");--> statement-breakpoint
CREATE INDEX "appointments_provider_date_idx" ON "appointments" USING btree ("provider_profile_id","appointment_date","appointment_time");--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("appointment_date","appointment_time") WHERE "appointments"."reminder_queued_at" is null and "appointments"."status" in ('scheduled', 'confirmed');--> statement-breakpoint
-- Never a double booking: two blocking appointments of one provider may not overlap in time
-- (btree_gist lets the provider id join the range in one GiST constraint).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("provider_profile_id" WITH =, "local_range" WITH &&)
  WHERE ("status" IN ('scheduled', 'confirmed', 'pending_approval'));
