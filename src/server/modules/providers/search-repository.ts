import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, PAGE_SIZE, type ProviderSearch } from '#shared/search/search-params.ts';
import type { SlotWindow } from '#shared/search/availability.ts';
import type { Db } from '../../db/client.ts';

export type SearchCenter = { lat: number; lng: number; radiusMiles: number };

export type ProviderSearchRow = {
  id: string;
  first_name: string;
  last_name: string;
  initials: string | null;
  title: string;
  professional_title: string | null;
  specialty: string;
  practice_name: string | null;
  image_url: string | null;
  rating_average: string | number;
  review_count: number;
  accepting_new_patients: boolean;
  telehealth_available: boolean;
  featured: boolean;
  business_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  accepted_insurance_plans: string[];
  languages: string[];
  phone: string | null;
  distance_miles: string | number | null;
};

const METERS_PER_MILE = 1609.344;

/**
 * The whole search in one query: filters, true radius, availability, sort, count and page.
 * Every condition has an index (migration 0003); EXPLAIN plans are in docs/benchmarks.md.
 */
export async function searchProviders(
  db: Db,
  params: ProviderSearch & { specialtyLabel?: string },
  center: SearchCenter | null,
  slots: SlotWindow | null,
): Promise<{ rows: ProviderSearchRow[]; total: number; capped: boolean }> {
  const where: SQL[] = [
    sql`p.profile_status = 'approved' and p.status = 'active'`,
    // Spec part 2 §3: never list a provider without a first name, a last name, or a place.
    sql`p.first_name <> '' and p.last_name <> ''`,
    sql`(coalesce(p.city, '') <> '' or coalesce(p.business_address, '') <> '')`,
  ];
  const here = center ? sql`ll_to_earth(${center.lat}::float8, ${center.lng}::float8)` : null;
  const there = sql`ll_to_earth(p.location_lat, p.location_lng)`;
  if (center && here) {
    const meters = center.radiusMiles * METERS_PER_MILE;
    where.push(sql`p.location_lat is not null and p.location_lng is not null`);
    // earth_box is the indexed, slightly generous square; earth_distance trims it to the true circle.
    where.push(sql`earth_box(${here}, ${meters}::float8) @> ${there}`);
    where.push(sql`earth_distance(${here}, ${there}) <= ${meters}::float8`);
  }
  if (params.specialtyLabel) where.push(sql`p.specialty = ${params.specialtyLabel}`);
  if (params.telehealth !== undefined) where.push(sql`p.telehealth_available = ${params.telehealth}`);
  if (params.accepting_new !== undefined) where.push(sql`p.accepting_new_patients = ${params.accepting_new}`);
  if (params.rating) where.push(sql`p.rating_average >= ${params.rating}`);
  if (params.gender && params.gender !== 'any') where.push(sql`p.gender = ${params.gender}`);
  if (params.years_min !== undefined) where.push(sql`p.years_in_practice >= ${params.years_min}`);
  if (params.years_max !== undefined) where.push(sql`p.years_in_practice <= ${params.years_max}`);
  // Someone with one insurance, or speaking one of several languages, wants any match;
  // accessibility needs are all needed.
  if (params.insurance?.length) where.push(sql`p.accepted_insurance_plans && ${textArray(params.insurance)}`);
  if (params.languages?.length) where.push(sql`p.languages && ${textArray(params.languages)}`);
  if (params.accessibility?.length)
    where.push(sql`p.accessibility_features @> ${textArray(params.accessibility)}`);
  const name = params.name?.toLowerCase();
  if (name) {
    where.push(sql`(${name} <% p.search_name or p.search_name like ${`%${escapeLike(name)}%`})`);
  }
  if (params.q) where.push(sql`p.search_text like ${`%${escapeLike(params.q.toLowerCase())}%`}`);
  if (slots) {
    where.push(sql`exists (
      select 1 from provider_time_slots s
      where s.provider_profile_id = p.id and s.is_available
        and s.slot_date between ${slots.fromDate}::date and ${slots.toDate}::date
        and s.start_time >= ${slots.fromTime}::time and s.start_time < ${slots.toTime}::time
        and (s.slot_date > ${slots.today}::date or s.start_time >= ${slots.earliestTimeToday}::time))`);
  }

  const distance = here
    ? sql`round((earth_distance(${here}, ${there}) / ${METERS_PER_MILE})::numeric, 1)`
    : sql`null::numeric`;
  const order = orderBy(params.sort, Boolean(center), name);
  const offset = (params.page - 1) * PAGE_SIZE;

  // Sorting by distance or by name likeness reads every match anyway, so the same pass counts them;
  // other sorts stop after a page, and a separate count stops at the cap.
  const countsInPass =
    (center && (params.sort === 'relevance' || params.sort === 'distance')) ||
    (name && params.sort === 'relevance');
  const query = sql`
    select p.id, p.first_name, p.last_name, p.initials, p.title, p.professional_title, p.specialty,
           p.practice_name, p.image_url, p.rating_average, p.review_count, p.accepting_new_patients,
           p.telehealth_available, p.featured, p.business_address, p.city, p.state, p.zip_code,
           p.accepted_insurance_plans, p.languages, p.phone,
           ${distance} as distance_miles
           ${countsInPass ? sql`, count(*) over ()::int as matched` : sql``}
    from provider_profiles p
    where ${sql.join(where, sql` and `)}
    order by ${order}
    limit ${PAGE_SIZE} offset ${offset}`;

  // Counting stops past the cap: an exact count of a whole state costs more than the page itself.
  const counting = sql`
    select count(*)::int as n from (
      select 1 from provider_profiles p where ${sql.join(where, sql` and `)} limit ${COUNT_CAP + 1}
    ) matched`;
  const rows = (await db.execute<ProviderSearchRow & { matched?: number }>(query)).rows;
  const counted = countsInPass
    ? (rows[0]?.matched ?? (offset === 0 ? 0 : await countSeparately()))
    : offset === 0 && rows.length < PAGE_SIZE
      ? rows.length
      : await countSeparately();
  async function countSeparately() {
    return (await db.execute<{ n: number }>(counting)).rows[0]!.n;
  }
  return { rows, total: Math.min(counted, COUNT_CAP), capped: counted > COUNT_CAP };
}

// Written exactly as provider_profiles_newest_idx is built, so the first page is read off the index.
const newest = sql`p.featured desc nulls last, p.created_at desc nulls last, p.id`;

function orderBy(sort: ProviderSearch['sort'], hasCenter: boolean, name: string | undefined): SQL {
  switch (sort) {
    case 'distance':
      return hasCenter ? sql`distance_miles asc nulls last, p.id` : newest;
    case 'rating':
      return sql`p.rating_average desc nulls last, p.review_count desc nulls last, p.id`;
    case 'name':
      return sql`p.last_name asc, p.first_name asc, p.id`;
    default:
      // Relevance (spec part 2 §7: featured, then newest). A name search puts the closest names first;
      // a search around a place puts the nearest first after the featured.
      if (name) return sql`p.featured desc, word_similarity(${name}, p.search_name) desc, p.id`;
      return hasCenter ? sql`p.featured desc, distance_miles asc, p.id` : newest;
  }
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
