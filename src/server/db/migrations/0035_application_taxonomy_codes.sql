ALTER TABLE "provider_applications" ADD COLUMN "taxonomy_code" text;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD COLUMN "secondary_taxonomy_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The wizard's six provider types become the codes their listings were filed under (ADR 23), in the
-- wizard's order: the first type chosen is the main specialty, the others follow it.
UPDATE "provider_applications" AS a
SET "taxonomy_code" = c.codes[1], "secondary_taxonomy_codes" = c.codes[2:]
FROM (
  SELECT "id", array_remove(ARRAY[
    CASE WHEN ("provider_types"->>'primaryCare')::boolean THEN '207Q00000X' END,
    CASE WHEN ("provider_types"->>'dental')::boolean THEN '122300000X' END,
    CASE WHEN ("provider_types"->>'vision')::boolean THEN '152W00000X' END,
    CASE WHEN ("provider_types"->>'dermatology')::boolean THEN '207N00000X' END,
    CASE WHEN ("provider_types"->>'homeHealth')::boolean THEN '163WH0200X' END,
    CASE WHEN ("provider_types"->>'podiatry')::boolean THEN '213E00000X' END
  ], NULL) AS codes
  FROM "provider_applications"
) AS c
WHERE c."id" = a."id";--> statement-breakpoint
ALTER TABLE "provider_applications" DROP COLUMN "provider_types";
