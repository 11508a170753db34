ALTER TABLE "provider_search" ADD COLUMN "open_times" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "provider_search_open_times_idx" ON "provider_search" USING gin ("open_times");--> statement-breakpoint
-- A day and a part of it as one integer: days since 2000-01-01 times 4, plus the part: 1 morning
-- (06:00-12:00), 2 afternoon (12:00-17:00), 3 evening (17:00-21:00), 0 the other hours. The parts are
-- the search's time preferences (TIME_PREFERENCES in src/shared/search/constants.ts).
CREATE OR REPLACE FUNCTION open_time_key(d date, t time) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (d - date '2000-01-01') * 4 + CASE
    WHEN t >= time '06:00' AND t < time '12:00' THEN 1
    WHEN t >= time '12:00' AND t < time '17:00' THEN 2
    WHEN t >= time '17:00' AND t < time '21:00' THEN 3
    ELSE 0 END
$$;
--> statement-breakpoint
-- A provider's open times from yesterday on (the practices' today is behind UTC's for some hours).
CREATE OR REPLACE FUNCTION provider_open_times(provider uuid) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT open_time_key(slot_date, start_time)), '{}')
  FROM provider_time_slots
  WHERE provider_profile_id = provider AND is_available AND slot_date >= current_date - 1
$$;
--> statement-breakpoint
-- Once per statement, for the providers whose slots it touched: a bulk insert of slots refreshes each
-- provider once.
CREATE OR REPLACE FUNCTION provider_search_open_times_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE provider_search s SET open_times = provider_open_times(s.provider_profile_id)
  WHERE s.provider_profile_id IN (SELECT DISTINCT provider_profile_id FROM changed_slots);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER provider_search_open_times_insert AFTER INSERT ON provider_time_slots
REFERENCING NEW TABLE AS changed_slots FOR EACH STATEMENT EXECUTE FUNCTION provider_search_open_times_sync();
--> statement-breakpoint
CREATE TRIGGER provider_search_open_times_update AFTER UPDATE ON provider_time_slots
REFERENCING NEW TABLE AS changed_slots FOR EACH STATEMENT EXECUTE FUNCTION provider_search_open_times_sync();
--> statement-breakpoint
CREATE TRIGGER provider_search_open_times_delete AFTER DELETE ON provider_time_slots
REFERENCING OLD TABLE AS changed_slots FOR EACH STATEMENT EXECUTE FUNCTION provider_search_open_times_sync();
--> statement-breakpoint
-- A provider newly listed brings the open times of slots made before.
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
      first_name, last_name, search_name, search_text, open_times)
    VALUES (
      NEW.id, NEW.specialty,
      CASE WHEN NEW.location_lat IS NOT NULL AND NEW.location_lng IS NOT NULL
           THEN ll_to_earth(NEW.location_lat, NEW.location_lng) END,
      NEW.featured, NEW.created_at, NEW.rating_average, NEW.review_count,
      NEW.accepting_new_patients, NEW.telehealth_available, NEW.gender, NEW.years_in_practice,
      NEW.accepted_insurance_plans, NEW.languages, NEW.accessibility_features,
      NEW.first_name, NEW.last_name, NEW.search_name, NEW.search_text, provider_open_times(NEW.id))
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
UPDATE provider_search SET open_times = provider_open_times(provider_profile_id);
