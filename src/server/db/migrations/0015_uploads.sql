CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"area" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_key" UNIQUE("key"),
	CONSTRAINT "uploads_area_check" CHECK ("uploads"."area" in ('profile-images', 'service-images', 'organization-logos', 'provider-photos', 'content-images', 'app-logos')),
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_user_id","created_at" DESC NULLS LAST);