ALTER TABLE "page_content" DROP CONSTRAINT "page_content_section_key";--> statement-breakpoint
ALTER TABLE "page_content" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_content" ADD CONSTRAINT "page_content_section_key_locale" UNIQUE("section","key","locale");