CREATE TABLE "waiting_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'banner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_email_key" UNIQUE("email"),
	CONSTRAINT "waiting_list_email_check" CHECK ("waiting_list"."email" = lower(btrim("waiting_list"."email")) and length("waiting_list"."email") <= 254),
	CONSTRAINT "waiting_list_source_check" CHECK ("waiting_list"."source" in ('banner', 'preview', 'home'))
);
--> statement-breakpoint
CREATE INDEX "waiting_list_created_idx" ON "waiting_list" USING btree ("created_at" DESC NULLS LAST);