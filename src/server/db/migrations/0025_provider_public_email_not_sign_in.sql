-- Final approval used to copy the application's e-mail, which is always the sign-in address, into the
-- public profile. That copy is cleared where nothing else can have put it there: the profile was made
-- by the approval itself, or was an imported listing the approval handed to the applicant. A profile
-- the provider had before approval keeps its e-mail, as they may have typed that address themselves.
UPDATE "provider_profiles" AS p SET "email" = NULL
WHERE p."email" IS NOT NULL AND p."user_id" IS NOT NULL AND EXISTS (
  SELECT 1
  FROM "provider_applications" a
  JOIN "provider_application_events" e ON e."application_id" = a."id" AND e."to_status" = 'approved'
  WHERE a."user_id" = p."user_id"
    AND lower(btrim(a."email")) = lower(btrim(p."email"))
    AND (p."created_at" >= e."created_at" OR p."listing_source" IS NOT NULL)
);
