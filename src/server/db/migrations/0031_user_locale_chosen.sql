ALTER TABLE "users" ADD COLUMN "locale_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A language other than English was set by a person (sign-up on a Spanish page, the settings, the
-- switch); English was also every account's default, so it counts as not chosen.
UPDATE "users" SET "locale_chosen" = true WHERE "locale" <> 'en';
