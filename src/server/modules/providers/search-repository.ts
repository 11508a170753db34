import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, PAGE_SIZE, type ProviderSearch } from '#shared/search/search-params.ts';
import type { SlotWindow } from '#shared/search/availability.ts';
import type { TaxonomyFilter } from '#shared/taxonomy/search-filter.ts';
import type { ListingKind } from '#shared/taxonomy/listing.ts';
import type { Db } from '../../db/client.ts';
import { chordOf, cubeOf, earthPoint, greatCircleOf, METERS_PER_MILE } from '../../db/earth.ts';
import { queryPrepared } from '../../db/prepared.ts';

export type SearchCenter = { lat: number; lng: number; radiusMiles: number };

export type ProviderSearchRow = {
  id: string;
  first_name: string;
  last_name: string;
  initials: string | null;
  title: string;
  professional_title: string | null;
  specialty: string;
  taxonomy_code: string;
  /** The primary code's category; null when every code is hidden. */
  category: string | null;
  listing_kind: ListingKind;
  practice_name: string | null;
  /** For the Spanish 'Dra.' of a woman doctor. */
  gender: string | null;
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

/**
 * The whole search in SQL: filters, true radius, availability, sort, count and page. It filters and
 * sorts the narrow provider_search rows (listed providers only, kept by a trigger) and reads the
 * cards of the one page from provider_profiles. EXPLAIN plans are in docs/benchmarks.md.
 */
export async function searchProviders(
  db: Db,
  params: SearchParams,
  center: SearchCenter | null,
  slots: SlotWindow | null,
): Promise<{ rows: ProviderSearchRow[]; total: number; capped: boolean }> {
  const [result] = await queryPrepared(db, searchQuery(params, center, slots));
  const rows = JSON.parse(String(result!.page)) as ProviderSearchRow[];
  const counted = Number(result!.matched);
  return { rows, total: Math.min(counted, COUNT_CAP), capped: counted > COUNT_CAP };
}

type SearchParams = ProviderSearch & {
  taxonomy?: TaxonomyFilter;
  /** The codes of the category the free words (`q`) name, in any language: their providers match too. */
  wordsCodes?: string[];
};

/** One row: `matched` (the count, exact up to past the cap) and `page` (the cards as JSON text). */
export function searchQuery(
  params: SearchParams,
  center: SearchCenter | null,
  slots: SlotWindow | null,
): SQL {
  // Being in provider_search already means approved, active, named and placed (ADR 4, search.test.ts).
  const where: SQL[] = [sql`true`];
  // The centre is worked out here and once: a prepared statement's plan is made before the
  // coordinates are known, so the point, its box and the radius's chord are read from one
  // materialized step through scalar subqueries, and earthdistance's SQL functions, which would be
  // planned again on every run, are not called at all (db/earth.ts).
  const centre = center ? centreStep(center) : sql``;
  const here = sql`(select here from centre)`;
  if (center) {
    // The box (earth_box's) is the indexed, slightly generous cube; the straight-line (chord)
    // distance trims it to the true circle: the great-circle radius turned into the same chord, so
    // the test is exact and needs no trigonometry per row.
    where.push(sql`(select box from centre) @> s.earth`);
    where.push(sql`cube_distance(${here}, s.earth) <= (select reach from centre)`);
  }
  where.push(...taxonomyWhere(params.taxonomy));
  if (params.telehealth !== undefined) where.push(sql`s.telehealth_available = ${params.telehealth}`);
  if (params.accepting_new !== undefined) where.push(sql`s.accepting_new_patients = ${params.accepting_new}`);
  if (params.rating) where.push(sql`s.rating_average >= ${params.rating}`);
  if (params.gender && params.gender !== 'any') where.push(sql`s.gender = ${params.gender}`);
  if (params.years_min !== undefined) where.push(sql`s.years_in_practice >= ${params.years_min}`);
  if (params.years_max !== undefined) where.push(sql`s.years_in_practice <= ${params.years_max}`);
  // Someone with one insurance, or speaking one of several languages, wants any match;
  // accessibility needs are all needed.
  if (params.insurance?.length) where.push(sql`s.accepted_insurance_plans && ${textArray(params.insurance)}`);
  if (params.languages?.length) where.push(sql`s.languages && ${textArray(params.languages)}`);
  if (params.accessibility?.length)
    where.push(sql`s.accessibility_features @> ${textArray(params.accessibility)}`);
  const name = params.name?.toLowerCase();
  if (name) {
    where.push(sql`(${name} <% s.search_name or s.search_name like ${`%${escapeLike(name)}%`})`);
  }
  if (params.q) {
    const words = sql`s.search_text like ${`%${escapeLike(params.q.toLowerCase())}%`}`;
    where.push(
      params.wordsCodes?.length
        ? sql`(${words} or s.taxonomy_codes && ${textArray(params.wordsCodes)})`
        : words,
    );
  }
  if (slots) where.push(openInWindow(slots));
  const filters = sql.join(where, sql` and `);
  const order = orderBy(params.sort, Boolean(center), name);
  const offset = (params.page - 1) * PAGE_SIZE;
  // Sorting uses the chord (same order as the great-circle distance); miles are worked out for the
  // page's rows only.
  // Only what the sort needs is carried from match to page.
  const sortColumns = sql.join(
    [
      sql`s.provider_profile_id, s.featured`,
      center ? sql`cube_distance(${here}, s.earth) as chord` : sql`null::float8 as chord`,
      name && params.sort === 'relevance'
        ? sql`word_similarity(${name}, s.search_name) as likeness`
        : sql`0 as likeness`,
      ...(params.sort === 'rating' ? [sql`s.rating_average, s.review_count`] : []),
      ...(params.sort === 'name' ? [sql`s.last_name, s.first_name`] : []),
      ...(!center ? [sql`s.created_at`] : []),
    ],
    sql`, `,
  );
  const cards = sql`p.id, p.first_name, p.last_name, p.initials, p.title, p.professional_title, p.specialty,
    p.taxonomy_code, p.categories[1] as category, p.listing_kind,
    p.practice_name, p.gender, p.image_url, p.rating_average, p.review_count, p.accepting_new_patients,
    p.telehealth_available, p.featured, p.business_address, p.city, p.state, p.zip_code,
    p.accepted_insurance_plans, p.languages, p.phone,
    ${center ? sql`round((${greatCircleOf(sql`s.chord`)} / ${METERS_PER_MILE})::numeric, 1)` : sql`null::numeric`} as distance_miles`;

  // Around a place, by relevance or distance, only the nearest matches up to one past the count's
  // cap are kept (a top-N sort, or the GiST index in distance order where the planner prefers it),
  // so a crowded circle is never sorted whole. Featured providers, who come first, are few and have
  // their own partial index. By name likeness, or around a place by rating or name, the matches are
  // collected, then sorted and counted in the same pass. Otherwise a sort index gives the first page
  // at once, and the count, which stops past the cap (an exact count of a whole state costs more
  // than the page itself), is needed only when the first page is full or a later page is asked for.
  const nearestFirst =
    Boolean(center) && (params.sort === 'distance' || (params.sort === 'relevance' && !name));
  const matchesFirst = Boolean(center) || (Boolean(name) && params.sort === 'relevance');
  const pageRows = sql`select * from matched s order by ${order} limit ${PAGE_SIZE} offset ${offset}`;
  const nearest = (only: SQL) => sql`select ${sortColumns} from provider_search s where ${only} and ${filters}
    order by s.earth <-> ${here} limit ${COUNT_CAP + 1}`;
  const head = nearestFirst
    ? params.sort === 'distance'
      ? sql`with ${centre} matched as materialized (${nearest(sql`true`)}), page as (${pageRows}),`
      : sql`with ${centre} near as materialized (${nearest(sql`not s.featured`)}),
          featured as materialized (select ${sortColumns} from provider_search s where s.featured and ${filters}),
          matched as (select * from near union all select * from featured),
          page as (${pageRows}),`
    : matchesFirst
      ? sql`with ${centre} matched as materialized (select ${sortColumns} from provider_search s where ${filters}),
          page as (${pageRows}),`
      : sql`with page as (
          select ${sortColumns} from provider_search s where ${filters}
          order by ${order} limit ${PAGE_SIZE} offset ${offset}),`;
  const count = matchesFirst
    ? sql`(select count(*) from matched)`
    : sql`case when ${offset} = 0 and (select count(*) from page) < ${PAGE_SIZE} then (select count(*) from page)
        else (select count(*) from (
          select 1 from provider_search s where ${filters} limit ${COUNT_CAP + 1}) capped) end`;
  // One prepared statement, one row: planning, and the embedded database's cost per statement and
  // per returned value, outweighed the search itself; so the plan is kept and the page travels as
  // one JSON text.
  return sql`${head}
      numbered as (select s.*, row_number() over (order by ${order}) as position from page s)
    select ${count}::int as matched,
      (select coalesce(json_agg(c order by c.position), '[]'::json) from (
        select ${cards}, s.position from numbered s join provider_profiles p on p.id = s.provider_profile_id
      ) c)::text as page`;
}

/**
 * A listing has one row per category (ADR 23): a category search reads that category's rows, any other
 * search the primary rows, so each listing is found once.
 */
function taxonomyWhere(filter: TaxonomyFilter | undefined): SQL[] {
  switch (filter?.kind) {
    case undefined:
      return [sql`s.primary_category`];
    case 'nothing':
      return [sql`false`];
    case 'codes':
      return [sql`s.primary_category`, sql`s.taxonomy_codes && ${textArray(filter.codes)}`];
    case 'category':
      return [
        sql`s.category = ${filter.category}`,
        ...(filter.codes ? [sql`s.taxonomy_codes && ${textArray(filter.codes)}`] : []),
      ];
  }
}

/** The search's centre as one row: the point, the box that holds the circle, and the radius as a chord. */
function centreStep(center: SearchCenter): SQL {
  const point = earthPoint(center.lat, center.lng);
  const reach = chordOf(center.radiusMiles * METERS_PER_MILE);
  // earth_box is cube_enlarge(point, gc_to_sec(radius), 3).
  return sql`centre as materialized (select here, cube_enlarge(here, ${reach}::float8, 3) as box, ${reach}::float8 as reach
      from (select ${cubeOf(point)} as here) point),`;
}

/**
 * Has an open slot in the window. Whole days are read from the provider's open-time keys (one per day
 * and part of the day, kept by triggers on the slots); only today, where the time already gone
 * matters, looks at the slots themselves, and only for providers with an open key today.
 */
function openInWindow(slots: SlotWindow): SQL {
  const parts = `{${slots.dayParts.join(',')}}`;
  // The keys as open_time_key makes them (migration 0011): days since 2000-01-01 times 4, plus the part.
  const keys = (from: SQL, to: SQL) =>
    sql`array(select (d::date - date '2000-01-01') * 4 + p from generate_series(${from}, ${to}, interval '1 day') d,
      unnest(${parts}::int[]) p)`;
  const laterDays = sql`s.open_times && ${keys(
    sql`greatest(${slots.fromDate}::date, ${slots.today}::date + 1)`,
    sql`${slots.toDate}::date`,
  )}`;
  if (slots.fromDate > slots.today) return laterDays;
  const today = sql`${slots.today}::date`;
  return sql`(${laterDays} or (s.open_times && ${keys(today, today)} and exists (
    select 1 from provider_time_slots t
    where t.provider_profile_id = s.provider_profile_id and t.is_available and t.slot_date = ${today}
      and t.start_time >= ${slots.fromTime}::time and t.start_time < ${slots.toTime}::time
      and t.start_time >= ${slots.earliestTimeToday}::time)))`;
}

// Written exactly as provider_search_newest_idx is built, so the first page is read off the index.
const newest = sql`s.featured desc nulls last, s.created_at desc nulls last, s.provider_profile_id`;

function orderBy(sort: ProviderSearch['sort'], hasCenter: boolean, name: string | undefined): SQL {
  switch (sort) {
    case 'distance':
      return hasCenter ? sql`s.chord asc, s.provider_profile_id` : newest;
    case 'rating':
      return sql`s.rating_average desc nulls last, s.review_count desc nulls last, s.provider_profile_id`;
    case 'name':
      return sql`s.last_name asc, s.first_name asc, s.provider_profile_id`;
    default:
      // Relevance (docs/product.md#search: featured, then newest). A name search puts the closest names
      // first; a search around a place puts the nearest first after the featured.
      if (name) return sql`s.featured desc, s.likeness desc, s.provider_profile_id`;
      return hasCenter ? sql`s.featured desc, s.chord asc, s.provider_profile_id` : newest;
  }
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
