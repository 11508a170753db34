import { sql, type SQL } from 'drizzle-orm';
import { BOOKING_LEAD_MINUTES, PRACTICE_TIME_ZONE } from '#shared/schedule/slot-rules.ts';
import type { OfficeHours } from '../../db/schema/providers.ts';
import type { Executor } from '../../db/client.ts';
import { METERS_PER_MILE } from '../../db/earth.ts';
import type { SpecialtyMatch } from './nucc.ts';
import type { Filter, InstantBound, PostalRange, WallBound } from './search-params.ts';

/**
 * The FHIR API reads only public, listed data: approved and active provider profiles (never a
 * draft, a suspended one or anything of a patient), their open and taken slot times, and
 * organizations. Every read is keyset-paged on an index: ids for resources, (provider, date, time)
 * for slots.
 */

/** More matches than this are not counted: the Bundle then leaves its total out. */
const COUNT_CAP = 10_000;

/** Shown in the directory. */
const LISTED = sql`p.profile_status = 'approved' and p.status = 'active'`;
/** Shown and booked through us: an imported listing its provider has not claimed is not bookable. */
const BOOKABLE = sql`${LISTED} and p.claimed`;

export type ProviderRow = {
  id: string;
  first_name: string;
  last_name: string;
  title: string;
  professional_title: string | null;
  specialty: string;
  /** The primary NUCC code and any others (ADR 23). */
  taxonomy_code: string;
  secondary_taxonomy_codes: string[];
  listing_kind: 'clinician' | 'organization' | 'hospital';
  practice_name: string | null;
  business_address: string | null;
  street_address: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  zip_plus4: string | null;
  phone: string | null;
  npi_number: string | null;
  location_lat: number | null;
  location_lng: number | null;
  gender: string | null;
  board_certifications: string[];
  office_hours: OfficeHours;
  claimed: boolean;
  updated_at: string;
  /** The first approved affiliation's organization, as JSON text: {id, name}. */
  organization: string | null;
};

const UTC_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const providerColumns = sql`p.id, p.first_name, p.last_name, p.title, p.professional_title, p.specialty,
  p.taxonomy_code, p.secondary_taxonomy_codes, p.listing_kind, p.practice_name, p.business_address, p.street_address, p.address_line2, p.city, p.state, p.zip_code,
  p.zip_plus4, p.phone, p.npi_number, p.location_lat, p.location_lng, p.gender, p.board_certifications,
  p.office_hours, p.claimed,
  to_char(p.updated_at at time zone 'UTC', ${sql.raw(UTC_INSTANT)}) as updated_at,
  (select json_build_object('id', o.id, 'name', o.name)::text
     from provider_affiliations a join organizations o on o.id = a.organization_id
    where a.provider_profile_id = p.id and a.status = 'approved'
    order by a.created_at, a.id limit 1) as organization`;

const updatedBounds = (column: SQL, bounds: InstantBound[]) =>
  bounds.map((b) => sql`${column} ${sql.raw(OPS[b.op])} ${b.at}::timestamptz`);
const OPS = { ge: '>=', gt: '>', le: '<=', lt: '<' } as const;

/** On the ZIP index: a range of the text, which every collation orders digit by digit. */
function postalMatch(zip: SQL, plus4: SQL | null, range: PostalRange): SQL {
  if ('exact' in range) {
    const [five, four] = range.exact.split('-');
    return plus4
      ? sql`(${zip} = ${range.exact} or (${zip} = ${five} and ${plus4} = ${four}))`
      : sql`${zip} = ${range.exact}`;
  }
  return range.to ? sql`${zip} >= ${range.from} and ${zip} < ${range.to}` : sql`${zip} >= ${range.from}`;
}

/** On provider_search's GiST index of the earth points, trimmed to the true circle. */
function nearMatch(near: NonNullable<Filter['near']>): SQL {
  const metres = near.miles * METERS_PER_MILE;
  const here = sql`ll_to_earth(${near.lat}::float8, ${near.lng}::float8)`;
  return sql`p.id in (select s.provider_profile_id from provider_search s
    where earth_box(${here}, ${metres}::float8) @> s.earth and earth_distance(${here}, s.earth) <= ${metres}::float8)`;
}

/** A listing's codes, the primary first, as one array. */
const listingCodes = sql`(array[p.taxonomy_code::text] || p.secondary_taxonomy_codes)`;

/** What a specialty search value matches among a listing's codes and categories (search-filter.ts). */
function specialtyMatch(match: SpecialtyMatch): SQL {
  const codes = (list: string[]) =>
    sql`array[${sql.join(
      list.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[]`;
  if (match.kind === 'codes') return sql`${listingCodes} && ${codes(match.codes)}`;
  const inCategory = sql`${match.category} = any(p.categories)`;
  return match.codes ? sql`(${inCategory} and ${listingCodes} && ${codes(match.codes)})` : inCategory;
}

function providerWhere(filter: Filter, opts: { bookableOnly: boolean; cliniciansOnly: boolean }): SQL {
  const where: SQL[] = [opts.bookableOnly ? BOOKABLE : LISTED];
  if (opts.cliniciansOnly) where.push(sql`p.listing_kind = 'clinician'`);
  if (filter.ids)
    where.push(
      sql`p.id in (${sql.join(
        filter.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (filter.specialties) where.push(sql`(${sql.join(filter.specialties.map(specialtyMatch), sql` or `)})`);
  if (filter.npi) where.push(sql`p.npi_number = ${filter.npi}`);
  if (filter.postal) where.push(postalMatch(sql`p.zip_code`, sql`p.zip_plus4`, filter.postal));
  if (filter.near) where.push(nearMatch(filter.near));
  if (filter.organizationId) {
    where.push(sql`p.id in (select a.provider_profile_id from provider_affiliations a
      where a.organization_id = ${filter.organizationId}::uuid and a.status = 'approved')`);
  }
  where.push(...updatedBounds(sql`p.updated_at`, filter.lastUpdated));
  return sql.join(where, sql` and `);
}

export type Page<T> = { rows: T[]; total: number | null };

async function countCapped(db: Executor, from: SQL): Promise<number | null> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 ${from} limit ${COUNT_CAP + 1}) capped`,
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > COUNT_CAP ? null : n;
}

/** One page of listed providers in id order after `cursor`, one more than asked when there are more. */
export async function searchProviders(
  db: Executor,
  filter: Filter,
  opts: { bookableOnly: boolean; cliniciansOnly: boolean; cursor: string | null; limit: number },
): Promise<Page<ProviderRow>> {
  const where = providerWhere(filter, opts);
  const after = opts.cursor ? sql` and p.id > ${opts.cursor}::uuid` : sql``;
  const [{ rows }, total] = await Promise.all([
    db.execute<ProviderRow>(sql`select ${providerColumns} from provider_profiles p
      where ${where}${after} order by p.id limit ${opts.limit + 1}`),
    countCapped(db, sql`from provider_profiles p where ${where}`),
  ]);
  return { rows, total };
}

export type OrganizationRow = {
  id: string;
  name: string;
  phone: string | null;
  website: string | null;
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  updated_at: string;
  /** A listed organisation or hospital (ADR 23): its kind, codes and NPI; null for an organization of ours. */
  listing_kind: 'organization' | 'hospital' | null;
  taxonomy_code: string | null;
  secondary_taxonomy_codes: string[] | null;
  npi_number: string | null;
};

/**
 * Organizations: those of ours (organizations, which providers join) and the listed organisations and
 * hospitals of the directory (ADR 23), which are organisations, not people: one id space, as both
 * ids are UUIDs. A listing's address is its street, else the one line it was given.
 */
const ORGANIZATIONS = sql`(
  select o.id, o.name, o.phone, o.website, o.street_address, o.city, o.state, o.zip_code, o.updated_at,
    null::text as listing_kind, null::text as taxonomy_code, null::text[] as secondary_taxonomy_codes,
    null::text as npi_number
  from organizations o
  union all
  select p.id, p.practice_name, p.phone, null, coalesce(nullif(p.street_address, ''), p.business_address),
    p.city, p.state, p.zip_code, p.updated_at, p.listing_kind, p.taxonomy_code::text,
    p.secondary_taxonomy_codes, p.npi_number
  from provider_profiles p
  where ${LISTED} and p.listing_kind <> 'clinician' and coalesce(p.practice_name, '') <> '')`;

export async function searchOrganizations(
  db: Executor,
  filter: Filter,
  opts: { cursor: string | null; limit: number },
): Promise<Page<OrganizationRow>> {
  const where: SQL[] = [sql`true`];
  if (filter.ids)
    where.push(
      sql`o.id in (${sql.join(
        filter.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (filter.name) {
    const start = filter.name.replace(/[\\%_]/g, (c) => `\\${c}`);
    where.push(sql`(lower(o.name) like ${`${start}%`} or lower(o.name) like ${`% ${start}%`})`);
  }
  if (filter.postal) where.push(postalMatch(sql`o.zip_code`, null, filter.postal));
  where.push(...updatedBounds(sql`o.updated_at`, filter.lastUpdated));
  const all = sql.join(where, sql` and `);
  const after = opts.cursor ? sql` and o.id > ${opts.cursor}::uuid` : sql``;
  const [{ rows }, total] = await Promise.all([
    db.execute<OrganizationRow>(sql`select o.id, o.name, o.phone, o.website, o.street_address, o.city, o.state,
        o.zip_code, to_char(o.updated_at at time zone 'UTC', ${sql.raw(UTC_INSTANT)}) as updated_at,
        o.listing_kind, o.taxonomy_code, o.secondary_taxonomy_codes, o.npi_number
      from ${ORGANIZATIONS} o where ${all}${after} order by o.id limit ${opts.limit + 1}`),
    countCapped(db, sql`from ${ORGANIZATIONS} o where ${all}`),
  ]);
  return { rows, total };
}

export type SlotRow = {
  id: string;
  provider_profile_id: string;
  date: string;
  time: string;
  free: boolean;
  phone: string | null;
  /** The start of the provider's next slot that day, if any (where this one ends at the latest). */
  next_time: string | null;
};

/**
 * Free: open and far enough ahead to book (the booking rule's lead time). Busy: booked, blocked,
 * or too soon. The practice's wall clock is compared with the slot's, as both are stored so.
 */
const slotFree = sql`(t.is_available and (t.slot_date + t.start_time)
  >= (now() at time zone ${PRACTICE_TIME_ZONE}) + make_interval(mins => ${BOOKING_LEAD_MINUTES}))`;

const slotColumns = sql`t.id, t.provider_profile_id, to_char(t.slot_date, 'YYYY-MM-DD') as date,
  to_char(t.start_time, 'HH24:MI') as time, ${slotFree} as free, p.phone`;

function wallMatch(b: WallBound): SQL {
  if (b.time === null) return sql`t.slot_date ${sql.raw(OPS[b.op])} ${b.date}::date`;
  return sql`(t.slot_date, t.start_time) ${sql.raw(OPS[b.op])} (${b.date}::date, ${b.time}::time)`;
}

/** One page of slots of bookable providers in id order. */
export async function searchSlots(
  db: Executor,
  filter: Filter,
  opts: { cursor: string | null; limit: number },
): Promise<Page<SlotRow>> {
  const where: SQL[] = [BOOKABLE];
  if (filter.ids)
    where.push(
      sql`t.id in (${sql.join(
        filter.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (filter.scheduleIds) {
    where.push(
      sql`t.provider_profile_id in (${sql.join(
        filter.scheduleIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  where.push(...filter.start.map(wallMatch));
  if (filter.status?.length === 1) where.push(filter.status[0] === 'free' ? slotFree : sql`not ${slotFree}`);
  const all = sql.join(where, sql` and `);
  const from = sql`from provider_time_slots t join provider_profiles p on p.id = t.provider_profile_id where ${all}`;
  const after = opts.cursor ? sql` and t.id > ${opts.cursor}::uuid` : sql``;
  const [{ rows }, total] = await Promise.all([
    db.execute<SlotRow>(sql`select ${slotColumns},
        (select to_char(min(n.start_time), 'HH24:MI') from provider_time_slots n
          where n.provider_profile_id = t.provider_profile_id and n.slot_date = t.slot_date
            and n.start_time > t.start_time) as next_time
      ${from}${after} order by t.id limit ${opts.limit + 1}`),
    countCapped(db, from),
  ]);
  return { rows, total };
}

// --- The bulk publication ------------------------------------------------------------------------

/** The states the bookable providers practise in, for the manifest's hint. */
export async function bookableStates(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ state: string }>(sql`
    select distinct upper(p.state) as state from provider_profiles p
    where ${BOOKABLE} and p.state is not null and p.state <> '' order by 1`);
  return rows.map((r) => r.state);
}

/** A page of bookable providers after `cursor` in id order; with `since`, only those changed after it. */
export async function bookableProvidersPage(
  db: Executor,
  opts: { cursor: string | null; limit: number; since: string | null },
): Promise<ProviderRow[]> {
  const after = opts.cursor ? sql` and p.id > ${opts.cursor}::uuid` : sql``;
  const since = opts.since ? sql` and p.updated_at > ${opts.since}::timestamptz` : sql``;
  const { rows } = await db.execute<ProviderRow>(sql`select ${providerColumns} from provider_profiles p
    where ${BOOKABLE}${after}${since} order by p.id limit ${opts.limit}`);
  return rows;
}

export type SlotKey = { providerId: string; date: string; time: string };
export type BulkSlotRow = Omit<SlotRow, 'next_time'>;

/**
 * A page of bookable providers' slots between two dates, after `cursor` in (provider, date, time)
 * order: the order of the slots' unique index, so each page continues an index scan.
 */
export async function bookableSlotsPage(
  db: Executor,
  opts: { cursor: SlotKey | null; limit: number; from: string; to: string },
): Promise<BulkSlotRow[]> {
  const after = opts.cursor
    ? sql` and (t.provider_profile_id, t.slot_date, t.start_time)
        > (${opts.cursor.providerId}::uuid, ${opts.cursor.date}::date, ${opts.cursor.time}::time)`
    : sql``;
  const { rows } = await db.execute<BulkSlotRow>(sql`select ${slotColumns}
    from provider_time_slots t join provider_profiles p on p.id = t.provider_profile_id
    where ${BOOKABLE} and t.slot_date between ${opts.from}::date and ${opts.to}::date${after}
    order by t.provider_profile_id, t.slot_date, t.start_time limit ${opts.limit}`);
  return rows;
}
