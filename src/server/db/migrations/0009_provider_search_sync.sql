-- provider_search holds one row per listed provider (approved, active, named, with a place).
-- This trigger keeps it in step with provider_profiles in the same transaction; deletes cascade.
CREATE OR REPLACE FUNCTION provider_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.profile_status = 'approved' AND NEW.status = 'active'
     AND NEW.first_name <> '' AND NEW.last_name <> ''
     AND (coalesce(NEW.city, '') <> '' OR coalesce(NEW.business_address, '') <> '') THEN
    INSERT INTO provider_search (
      provider_profile_id, specialty, earth, featured, created_at, rating_average, review_count,
      accepting_new_patients, telehealth_available, gender, years_in_practice,
      accepted_insurance_plans, languages, accessibility_features,
      first_name, last_name, search_name, search_text)
    VALUES (
      NEW.id, NEW.specialty,
      CASE WHEN NEW.location_lat IS NOT NULL AND NEW.location_lng IS NOT NULL
           THEN ll_to_earth(NEW.location_lat, NEW.location_lng) END,
      NEW.featured, NEW.created_at, NEW.rating_average, NEW.review_count,
      NEW.accepting_new_patients, NEW.telehealth_available, NEW.gender, NEW.years_in_practice,
      NEW.accepted_insurance_plans, NEW.languages, NEW.accessibility_features,
      NEW.first_name, NEW.last_name, NEW.search_name, NEW.search_text)
    ON CONFLICT (provider_profile_id) DO UPDATE SET
      specialty = EXCLUDED.specialty, earth = EXCLUDED.earth, featured = EXCLUDED.featured,
      created_at = EXCLUDED.created_at, rating_average = EXCLUDED.rating_average,
      review_count = EXCLUDED.review_count, accepting_new_patients = EXCLUDED.accepting_new_patients,
      telehealth_available = EXCLUDED.telehealth_available, gender = EXCLUDED.gender,
      years_in_practice = EXCLUDED.years_in_practice,
      accepted_insurance_plans = EXCLUDED.accepted_insurance_plans, languages = EXCLUDED.languages,
      accessibility_features = EXCLUDED.accessibility_features, first_name = EXCLUDED.first_name,
      last_name = EXCLUDED.last_name, search_name = EXCLUDED.search_name,
      search_text = EXCLUDED.search_text;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM provider_search WHERE provider_profile_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER provider_search_sync
AFTER INSERT OR UPDATE ON provider_profiles
FOR EACH ROW EXECUTE FUNCTION provider_search_sync();
--> statement-breakpoint
-- Fill it for the providers already there (an update that changes nothing fires the trigger).
UPDATE provider_profiles SET id = id;
