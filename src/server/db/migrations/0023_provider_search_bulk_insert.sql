-- New profiles reach provider_search once per statement instead of once per row: a seed or an import
-- batch of hundreds of profiles is one INSERT ... SELECT. A new profile has no slots yet (a slot needs
-- its profile), so its open times start empty. Updates keep the row trigger of 0011.
CREATE OR REPLACE FUNCTION provider_search_insert_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_search (
    provider_profile_id, specialty, earth, featured, created_at, rating_average, review_count,
    accepting_new_patients, telehealth_available, gender, years_in_practice,
    accepted_insurance_plans, languages, accessibility_features,
    first_name, last_name, search_name, search_text, open_times)
  SELECT
    a.id, a.specialty,
    CASE WHEN a.location_lat IS NOT NULL AND a.location_lng IS NOT NULL
         THEN ll_to_earth(a.location_lat, a.location_lng) END,
    a.featured, a.created_at, a.rating_average, a.review_count,
    a.accepting_new_patients, a.telehealth_available, a.gender, a.years_in_practice,
    a.accepted_insurance_plans, a.languages, a.accessibility_features,
    a.first_name, a.last_name, a.search_name, a.search_text, '{}'
  FROM added a
  WHERE a.profile_status = 'approved' AND a.status = 'active'
    AND a.first_name <> '' AND a.last_name <> ''
    AND (coalesce(a.city, '') <> '' OR coalesce(a.business_address, '') <> '');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER provider_search_sync ON provider_profiles;
--> statement-breakpoint
CREATE TRIGGER provider_search_sync
AFTER UPDATE ON provider_profiles
FOR EACH ROW EXECUTE FUNCTION provider_search_sync();
--> statement-breakpoint
CREATE TRIGGER provider_search_insert_sync
AFTER INSERT ON provider_profiles
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION provider_search_insert_sync();
