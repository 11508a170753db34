import { sql, type SQL } from 'drizzle-orm';
import { MAX_RADIUS_MILES } from '#shared/search/location.ts';
import type { ListingKind } from '#shared/taxonomy/listing.ts';
import type { OfficeHours } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { METERS_PER_MILE } from '../../db/earth.ts';
import { isoTime } from '../../lib/sql.ts';
import type { ProviderSearchRow } from './search-repository.ts';

export type Place = { lat: number; lng: number };

/** Miles with one decimal along the earth's surface, as search works them out (earthdistance). */
const milesFrom = (place: Place | null, lat: SQL, lng: SQL) =>
  place
    ? sql`case when ${lat} is not null and ${lng} is not null then round((earth_distance(
        ll_to_earth(${place.lat}::float8, ${place.lng}::float8), ll_to_earth(${lat}, ${lng}))
        / ${METERS_PER_MILE})::numeric, 1)::float8 end`
    : sql`null::float8`;

export type ProfileRow = {
  id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  initials: string | null;
  title: string;
  professional_title: string | null;
  specialty: string;
  taxonomy_code: string;
  secondary_taxonomy_codes: string[];
  category: string | null;
  categories: string[];
  listing_kind: ListingKind;
  hospital_type: string | null;
  emergency_services: boolean | null;
  cms_star_rating: number | null;
  /** CMS Certification Numbers of the hospitals the clinician works at. */
  hospital_affiliations: string[];
  practice_name: string | null;
  image_url: string | null;
  logo_url: string | null;
  about: string | null;
  rating: number;
  review_count: number;
  accepting_new_patients: boolean;
  telehealth_available: boolean;
  business_address: string | null;
  street_address: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  phone: string | null;
  email: string | null;
  languages: string[];
  accepted_insurance_plans: string[];
  office_hours: OfficeHours;
  office_photos: string[];
  board_certifications: string[];
  education_training: string | null;
  professional_memberships: string[];
  gender: string | null;
  npi_number: string | null;
  years_in_practice: number | null;
  accessibility_features: string[];
  location_lat: number | null;
  location_lng: number | null;
  distance_miles: number | null;
  organization_id: string | null;
  organization_name: string | null;
  organization_logo_url: string | null;
  last_seen_at: string | null;
  /** Null until the provider has answered a message. */
  average_response_minutes: number | null;
  claimed: boolean;
  listing_source: 'cms' | 'nppes' | null;
  last_verified_at: string;
  last_verified_source: 'provider' | 'admin' | 'cms' | 'nppes';
  corrected_at: string | null;
};

/**
 * One listed provider (approved and active) with its approved affiliation, its owner's presence and
 * its measured response time.
 */
export async function findListedProfile(db: Db, id: string, place: Place | null): Promise<ProfileRow | null> {
  const { rows } = await db.execute<ProfileRow>(sql`
    select p.id, p.user_id, p.first_name, p.last_name, p.initials, p.title, p.professional_title,
      p.specialty, p.taxonomy_code, p.secondary_taxonomy_codes, p.categories[1] as category, p.categories,
      p.listing_kind, p.hospital_type, p.emergency_services, p.cms_star_rating,
      p.hospital_affiliations,
      p.practice_name, p.image_url, p.logo_url, p.about,
      p.rating_average::float8 as rating, p.review_count, p.accepting_new_patients, p.telehealth_available,
      p.business_address, p.street_address, p.address_line2 as address_line_2, p.city, p.state, p.zip_code, p.phone, p.email,
      p.languages, p.accepted_insurance_plans, p.office_hours, p.office_photos, p.board_certifications,
      p.education_training, p.professional_memberships, p.gender, p.npi_number, p.years_in_practice,
      p.accessibility_features, p.location_lat, p.location_lng,
      p.claimed, p.listing_source, ${isoTime(sql`p.last_verified_at`)} as last_verified_at,
      p.last_verified_source, ${isoTime(sql`p.corrected_at`)} as corrected_at,
      ${milesFrom(place, sql`p.location_lat`, sql`p.location_lng`)} as distance_miles,
      o.id as organization_id, o.name as organization_name, o.logo_url as organization_logo_url,
      ${isoTime(sql`pr.last_seen`)} as last_seen_at,
      round(rs.total_minutes::numeric / nullif(rs.replies, 0))::int as average_response_minutes
    from provider_profiles p
    -- The owner's heartbeat while the app is open, and the reply times measured as they answer.
    left join user_presence pr on pr.user_id = p.user_id
    left join provider_response_stats rs on rs.provider_profile_id = p.id
    -- Only approved affiliations are shown (docs/product.md#profiles); the oldest when there are several.
    left join lateral (
      select o.id, o.name, o.logo_url
      from provider_affiliations a join organizations o on o.id = a.organization_id
      where a.provider_profile_id = p.id and a.status = 'approved'
      order by a.created_at, o.id
      limit 1) o on true
    where p.id = ${id}::uuid and p.profile_status = 'approved' and p.status = 'active'`);
  return rows[0] ?? null;
}

/** The listed hospitals among these CMS Certification Numbers, by name. */
export async function findListedHospitals(db: Db, ccns: string[]): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.execute<{ id: string; name: string }>(sql`
    select h.id, h.practice_name as name from provider_profiles h
    where h.cms_ccn in (${sql.join(
      ccns.map((c) => sql`${c}`),
      sql`, `,
    )}) and h.profile_status = 'approved' and h.status = 'active'
    order by h.practice_name, h.id`);
  return rows;
}

/** Primary category ('' when hidden) and place of a listed provider, or null when it is not listed. */
export async function findListedBasics(
  db: Db,
  id: string,
): Promise<{ category: string; lat: number | null; lng: number | null } | null> {
  const { rows } = await db.execute<{ category: string; lat: number | null; lng: number | null }>(sql`
    select coalesce(p.categories[1], '') as category, p.location_lat as lat, p.location_lng as lng
    from provider_profiles p
    where p.id = ${id}::uuid and p.profile_status = 'approved' and p.status = 'active'`);
  return rows[0] ?? null;
}

/**
 * Up to `limit` other listed providers of the category, nearest to `near` first (a nearest-neighbour
 * scan of provider_search's (category, earth) index); without a point, featured and best rated
 * first. Distances are from `place`, the user's own location, and absent without one.
 */
const NEARBY_METERS = MAX_RADIUS_MILES * METERS_PER_MILE;

export async function findSimilar(
  db: Db,
  args: { id: string; category: string; near: Place | null; place: Place | null; limit: number },
): Promise<ProviderSearchRow[]> {
  const { id, category, near, place, limit } = args;
  const order = near
    ? sql`s.earth <-> ll_to_earth(${near.lat}::float8, ${near.lng}::float8), s.provider_profile_id`
    : sql`s.featured desc, s.rating_average desc, s.review_count desc, s.provider_profile_id`;
  // "Nearby" means within the search's largest radius; the box keeps the scan inside it.
  const nearby = near
    ? sql`and earth_box(ll_to_earth(${near.lat}::float8, ${near.lng}::float8), ${NEARBY_METERS}::float8) @> s.earth
        and s.earth <-> ll_to_earth(${near.lat}::float8, ${near.lng}::float8) <= gc_to_sec(${NEARBY_METERS}::float8)`
    : sql``;
  const { rows } = await db.execute<ProviderSearchRow>(sql`
    with picked as (
      select s.provider_profile_id, row_number() over (order by ${order}) as n
      from (select * from provider_search s
            where s.category = ${category} and s.provider_profile_id <> ${id}::uuid ${nearby}
            order by ${order} limit ${limit}) s)
    select p.id, p.first_name, p.last_name, p.initials, p.title, p.professional_title, p.specialty,
      p.taxonomy_code, p.categories[1] as category, p.listing_kind, p.practice_name, p.gender, p.image_url, p.rating_average, p.review_count, p.accepting_new_patients,
      p.telehealth_available, p.featured, p.business_address, p.city, p.state, p.zip_code,
      p.accepted_insurance_plans, p.languages, p.phone,
      ${milesFrom(place, sql`p.location_lat`, sql`p.location_lng`)} as distance_miles
    from picked join provider_profiles p on p.id = picked.provider_profile_id
    order by picked.n`);
  return rows;
}

/** The provider's next open times from the cutoff (a local date and time) to the window's last day. */
export async function findOpenSlots(
  db: Db,
  id: string,
  cutoff: { date: string; time: string; until: string },
  limit: number,
): Promise<{ id: string; date: string; time: string }[]> {
  const { rows } = await db.execute<{ id: string; date: string; time: string }>(sql`
    select t.id, to_char(t.slot_date, 'YYYY-MM-DD') as date, to_char(t.start_time, 'HH24:MI') as time
    from provider_time_slots t
    where t.provider_profile_id = ${id}::uuid and t.is_available
      and (t.slot_date, t.start_time) >= (${cutoff.date}::date, ${cutoff.time}::time)
      and t.slot_date <= ${cutoff.until}::date
    order by t.slot_date, t.start_time
    limit ${limit}`);
  return rows;
}
