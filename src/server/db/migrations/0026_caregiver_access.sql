CREATE TABLE "caregiver_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	CONSTRAINT "caregiver_access_not_self_check" CHECK ("caregiver_access"."patient_id" <> "caregiver_access"."caregiver_id")
);
--> statement-breakpoint
CREATE TABLE "caregiver_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"caregiver_id" uuid,
	"email" text,
	"permissions" text[] NOT NULL,
	"token_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "caregiver_invitations_kind_check" CHECK ("caregiver_invitations"."kind" in ('invitation', 'request')),
	CONSTRAINT "caregiver_invitations_status_check" CHECK ("caregiver_invitations"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "caregiver_invitations_shape_check" CHECK (("caregiver_invitations"."kind" = 'invitation' and "caregiver_invitations"."email" is not null and "caregiver_invitations"."token_hash" is not null)
          or ("caregiver_invitations"."kind" = 'request' and "caregiver_invitations"."caregiver_id" is not null)),
	CONSTRAINT "caregiver_invitations_email_check" CHECK ("caregiver_invitations"."email" = lower(btrim("caregiver_invitations"."email")))
);
--> statement-breakpoint
ALTER TABLE "caregiver_access" ADD CONSTRAINT "caregiver_access_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_access" ADD CONSTRAINT "caregiver_access_caregiver_id_users_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_access" ADD CONSTRAINT "caregiver_access_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_invitations" ADD CONSTRAINT "caregiver_invitations_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_invitations" ADD CONSTRAINT "caregiver_invitations_caregiver_id_users_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_access_live_key" ON "caregiver_access" USING btree ("patient_id","caregiver_id") WHERE "caregiver_access"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "caregiver_access_caregiver_idx" ON "caregiver_access" USING btree ("caregiver_id") WHERE "caregiver_access"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_invitations_token_key" ON "caregiver_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_invitations_open_invitation_key" ON "caregiver_invitations" USING btree ("patient_id","email") WHERE "caregiver_invitations"."status" = 'pending' and "caregiver_invitations"."kind" = 'invitation';--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_invitations_open_request_key" ON "caregiver_invitations" USING btree ("patient_id","caregiver_id") WHERE "caregiver_invitations"."status" = 'pending' and "caregiver_invitations"."kind" = 'request';