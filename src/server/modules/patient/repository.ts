import { sql } from 'drizzle-orm';
import { BLOCKING_STATUSES } from '#shared/appointments/booking.ts';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../lib/sql.ts';

const blocking = sql.raw(BLOCKING_STATUSES.map((s) => `'${s}'`).join(', '));

export type ProfileRow = {
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  image: string | null;
  street_address: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  location_lat: number | null;
  location_lng: number | null;
};

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | null> {
  const { rows } = await db.execute<ProfileRow>(sql`
    select email, first_name, last_name, phone, image, street_address, address_line2, city, state,
      zip_code, location_lat, location_lng
    from users where id = ${userId}::uuid`);
  return rows[0] ?? null;
}

export type ProfileUpdate = {
  firstName: string;
  lastName: string;
  phone: string | null;
  streetAddress: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  lat: number | null;
  lng: number | null;
  /** undefined keeps the photo. */
  image?: string | null;
};

export async function updateProfile(db: Executor, userId: string, v: ProfileUpdate) {
  const image = v.image === undefined ? sql`image` : sql`${v.image}`;
  await db.execute(sql`
    update users set
      first_name = ${v.firstName}, last_name = ${v.lastName}, name = ${`${v.firstName} ${v.lastName}`},
      phone = ${v.phone}, street_address = ${v.streetAddress}, address_line2 = ${v.addressLine2},
      city = ${v.city}, state = ${v.state}, zip_code = ${v.zipCode}, country = ${v.city || v.zipCode ? 'US' : null},
      location_lat = ${v.lat}, location_lng = ${v.lng}, image = ${image}, updated_at = now()
    where id = ${userId}::uuid`);
}

export type NextAppointmentRow = {
  id: string;
  provider_id: string;
  first_name: string;
  last_name: string;
  title: string;
  professional_title: string | null;
  practice_name: string | null;
  gender: string | null;
  date: string;
  time: string;
  type_name: string | null;
  type_name_es: string | null;
  status: string;
};

/**
 * The patient's soonest visit that is still ahead in practice time, over the (patient_id, date, time)
 * index.
 */
export async function findNextAppointment(
  db: Executor,
  userId: string,
  local: { date: string; time: string },
): Promise<NextAppointmentRow | null> {
  const { rows } = await db.execute<NextAppointmentRow>(sql`
    select a.id, a.provider_profile_id as provider_id, p.first_name, p.last_name, p.title,
      p.professional_title, p.practice_name, p.gender,
      to_char(a.appointment_date, 'YYYY-MM-DD') as date, to_char(a.appointment_time, 'HH24:MI') as time,
      t.name as type_name, t.name_es as type_name_es, a.status
    from appointments a
    join provider_profiles p on p.id = a.provider_profile_id
    left join appointment_types t on t.id = a.appointment_type_id
    where a.patient_id = ${userId}::uuid and a.status in ('scheduled', 'confirmed')
      and (a.appointment_date, a.appointment_time) >= (${local.date}::date, ${local.time}::time)
    order by a.appointment_date, a.appointment_time, a.id
    limit 1`);
  return rows[0] ?? null;
}

/** The patient's visits that still hold a provider's time: what deleting the account cancels. */
export async function futureBlockingAppointmentIds(
  db: Executor,
  userId: string,
  local: { date: string; time: string },
): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select a.id from appointments a
    where a.patient_id = ${userId}::uuid and a.status in (${blocking})
      and (a.appointment_date, a.appointment_time) >= (${local.date}::date, ${local.time}::time)
    order by a.appointment_date, a.appointment_time`);
  return rows.map((r) => r.id);
}

export type SavedRow = {
  id: string;
  first_name: string;
  last_name: string;
  title: string;
  professional_title: string | null;
  practice_name: string | null;
  gender: string | null;
  specialty: string;
  category: string | null;
  city: string | null;
  state: string | null;
  image_url: string | null;
  accepting_new_patients: boolean;
  total: number;
};

/**
 * The patient's saved providers still listed, newest saved first, with the count of all of them,
 * over the (user_id, provider_profile_id) unique index.
 */
export async function listSaved(
  db: Executor,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: SavedRow[]; total: number }> {
  const { rows } = await db.execute<SavedRow>(sql`
    select p.id, p.first_name, p.last_name, p.title, p.professional_title, p.practice_name, p.gender,
      p.specialty, p.categories[1] as category,
      p.city, p.state, p.image_url,
      p.accepting_new_patients, count(*) over ()::int as total
    from user_favorites f
    join provider_profiles p on p.id = f.provider_profile_id
    where f.user_id = ${userId}::uuid and p.profile_status = 'approved' and p.status = 'active'
    order by f.created_at desc, f.id
    limit ${page.limit} offset ${page.offset}`);
  let total = rows[0]?.total ?? 0;
  // A page past the end has no rows to carry the count.
  if (!rows.length && page.offset > 0) {
    const { rows: n } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from user_favorites f
      join provider_profiles p on p.id = f.provider_profile_id
      where f.user_id = ${userId}::uuid and p.profile_status = 'approved' and p.status = 'active'`);
    total = n[0]?.n ?? 0;
  }
  return { rows, total: Number(total) };
}

export type ReviewRow = {
  id: string;
  provider_id: string;
  first_name: string;
  last_name: string;
  title: string;
  professional_title: string | null;
  practice_name: string | null;
  gender: string | null;
  provider_title: string;
  rating: number;
  content: string | null;
  recommend: boolean | null;
  is_anonymous: boolean;
  created_at: string;
  updated_at: string;
  total: number;
};

/** The reviews the user wrote, newest first; the (user_id, provider_profile_id) unique index finds them. */
export async function listReviews(
  db: Executor,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const { rows } = await db.execute<ReviewRow>(sql`
    select r.id, r.provider_profile_id as provider_id, p.first_name, p.last_name, r.title,
      p.professional_title, p.practice_name, p.gender,
      p.title as provider_title, r.rating, r.content, r.recommend, r.is_anonymous,
      ${isoTime(sql`r.created_at`)} as created_at, ${isoTime(sql`r.updated_at`)} as updated_at,
      count(*) over ()::int as total
    from reviews r
    join provider_profiles p on p.id = r.provider_profile_id
    where r.user_id = ${userId}::uuid
    order by r.created_at desc, r.id
    limit ${page.limit} offset ${page.offset}`);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page.offset > 0) {
    const { rows: n } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from reviews where user_id = ${userId}::uuid`,
    );
    total = n[0]?.n ?? 0;
  }
  return { rows, total: Number(total) };
}

export type UploadRef = { id: string; key: string };

export async function findOwnUpload(db: Executor, userId: string, id: string): Promise<UploadRef | null> {
  const { rows } = await db.execute<UploadRef>(sql`
    select id, key from uploads where id = ${id}::uuid and owner_user_id = ${userId}::uuid`);
  return rows[0] ?? null;
}

/** The user's uploads, optionally only those under a key prefix (their avatars). */
export async function listOwnUploads(db: Executor, userId: string, keyPrefix = ''): Promise<UploadRef[]> {
  const { rows } = await db.execute<UploadRef>(sql`
    select id, key from uploads
    where owner_user_id = ${userId}::uuid and starts_with(key, ${keyPrefix})`);
  return rows;
}

export async function deleteUploadRows(db: Executor, ids: string[]) {
  if (!ids.length) return;
  await db.execute(
    sql`delete from uploads where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

/** The hash better-auth keeps for the e-mail and password sign-in ('credential' account). */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | null> {
  const { rows } = await db.execute<{ password: string | null }>(sql`
    select password from accounts
    where user_id = ${userId}::uuid and provider_id = 'credential' and password is not null
    limit 1`);
  return rows[0]?.password ?? null;
}

/** Reviews stay, without their author: the foreign key then clears user_id. */
export async function anonymizeReviews(db: Executor, userId: string) {
  await db.execute(sql`update reviews set is_anonymous = true where user_id = ${userId}::uuid`);
}

export async function deleteUser(db: Executor, userId: string): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(
    sql`delete from users where id = ${userId}::uuid returning id`,
  );
  return rows.length > 0;
}

/**
 * Suggestions stay for the team, without the name and address of who sent them: both emptied, which
 * the admin page words as a former member in its reader's language.
 */
export async function anonymizeSuggestions(db: Executor, userId: string) {
  await db.execute(sql`
    update feature_suggestions set user_email = '', user_name = ''
    where user_id = ${userId}::uuid`);
}
