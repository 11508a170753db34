import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../lib/sql.ts';

/** A review as the lists need it, with its like count, the viewer's like and its response. */
export type ReviewRow = {
  id: string;
  provider_profile_id: string;
  user_id: string | null;
  rating: number;
  content: string | null;
  recommend: boolean | null;
  is_anonymous: boolean;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  edited: boolean;
  created_at: string;
  updated_at: string;
  like_count: number;
  liked_by_me: boolean;
  verified: boolean;
  response_id: string | null;
  response_content: string | null;
  response_team: boolean | null;
  response_created_at: string | null;
  response_updated_at: string | null;
  provider_first_name: string;
  provider_last_name: string;
  provider_title: string;
  provider_professional_title: string | null;
  provider_practice_name: string | null;
  provider_gender: string | null;
  provider_logo_url: string | null;
};

/**
 * The most reviews one list holds: a practice with more shows its newest (and the viewer's own), so a
 * practice with thousands never makes one answer of thousands.
 */
export const REVIEWS_LISTED = 200;

function selectReviews(where: SQL, viewerId: string | null, tail: SQL = sql``) {
  return sql`
    select r.id, r.provider_profile_id, r.user_id, r.rating::int as rating, r.content, r.recommend,
      r.is_anonymous, u.first_name, u.last_name, u.image as avatar_url,
      r.updated_at <> r.created_at as edited,
      ${isoTime(sql`r.created_at`)} as created_at, ${isoTime(sql`r.updated_at`)} as updated_at,
      (select count(*)::int from review_likes l where l.review_id = r.id) as like_count,
      exists (select 1 from review_likes l where l.review_id = r.id and l.user_id = ${viewerId}::uuid)
        as liked_by_me,
      -- Verified: the reviewer had a completed visit with this provider (docs/product.md#reviews).
      exists (select 1 from appointments a where a.patient_id = r.user_id
        and a.provider_profile_id = r.provider_profile_id and a.status = 'completed') as verified,
      rr.id as response_id, rr.content as response_content, rr.is_team_member_response as response_team,
      ${isoTime(sql`rr.created_at`)} as response_created_at, ${isoTime(sql`rr.updated_at`)} as response_updated_at,
      p.first_name as provider_first_name, p.last_name as provider_last_name, p.title as provider_title,
      p.professional_title as provider_professional_title, p.practice_name as provider_practice_name,
      p.gender as provider_gender, p.logo_url as provider_logo_url
    from reviews r
    join provider_profiles p on p.id = r.provider_profile_id
    left join users u on u.id = r.user_id
    left join review_responses rr on rr.review_id = r.id
    where ${where}
    order by ${tail} r.created_at desc, r.id desc
    limit ${REVIEWS_LISTED}`;
}

export async function listProviderReviews(db: Executor, providerId: string, viewerId: string | null) {
  const { rows } = await db.execute<ReviewRow>(
    selectReviews(
      sql`r.provider_profile_id = ${providerId}::uuid`,
      viewerId,
      // The viewer's own review first, so the cap never drops it.
      sql`coalesce(r.user_id = ${viewerId}::uuid, false) desc,`,
    ),
  );
  return rows;
}

export async function findReviewRow(db: Executor, reviewId: string, viewerId: string | null) {
  const { rows } = await db.execute<ReviewRow>(selectReviews(sql`r.id = ${reviewId}::uuid`, viewerId));
  return rows[0] ?? null;
}

export type ProviderAccess = {
  id: string;
  owner_id: string | null;
  listed: boolean;
  rating: number;
  review_count: number;
};

/** A provider's owner, whether it is listed, and its stored aggregates. */
export async function findProviderAccess(db: Executor, providerId: string): Promise<ProviderAccess | null> {
  const { rows } = await db.execute<ProviderAccess>(sql`
    select p.id, p.user_id as owner_id,
      p.profile_status = 'approved' and p.status = 'active' as listed,
      p.rating_average::float8 as rating, p.review_count
    from provider_profiles p where p.id = ${providerId}::uuid`);
  return rows[0] ?? null;
}

/** The provider profile a user owns, if any. */
export async function findOwnedProfileId(db: Executor, userId: string): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select p.id from provider_profiles p where p.user_id = ${userId}::uuid`);
  return rows[0]?.id ?? null;
}

/** A review's author and provider, with that provider's owner and listing. */
export type ReviewAccess = {
  id: string;
  user_id: string | null;
  provider_profile_id: string;
  owner_id: string | null;
  listed: boolean;
};

export async function findReviewAccess(db: Executor, reviewId: string): Promise<ReviewAccess | null> {
  const { rows } = await db.execute<ReviewAccess>(sql`
    select r.id, r.user_id, r.provider_profile_id, p.user_id as owner_id,
      p.profile_status = 'approved' and p.status = 'active' as listed
    from reviews r
    join provider_profiles p on p.id = r.provider_profile_id
    where r.id = ${reviewId}::uuid`);
  return rows[0] ?? null;
}

/**
 * Locks the provider's row until the transaction ends, so review changes for one provider queue up
 * and each recomputes the aggregate from a fresh snapshot that includes the ones before it. NO KEY
 * UPDATE does not conflict with the key-share lock that inserting a review takes on the same row.
 * True when it is listed.
 */
export async function lockProvider(
  db: Executor,
  providerId: string,
): Promise<{ listed: boolean; owner_id: string | null } | null> {
  const { rows } = await db.execute<{ listed: boolean; owner_id: string | null }>(sql`
    select p.profile_status = 'approved' and p.status = 'active' as listed, p.user_id as owner_id
    from provider_profiles p where p.id = ${providerId}::uuid
    for no key update`);
  return rows[0] ?? null;
}

/**
 * The stored rating average (2 decimals) and review count, from the reviews as they are now. The
 * provider_search trigger copies them to the search table in the same transaction.
 */
export async function refreshProviderRating(db: Executor, providerId: string) {
  await db.execute(sql`
    update provider_profiles p
    set rating_average = coalesce(r.average, 0), review_count = r.n
    from (select round(avg(rating)::numeric, 2) as average, count(*)::int as n
          from reviews where provider_profile_id = ${providerId}::uuid) r
    where p.id = ${providerId}::uuid`);
}

export type ReviewValues = {
  rating: number;
  content: string | null;
  recommend: boolean;
  isAnonymous: boolean;
};

/** Inserts the user's review of the provider; null when they already have one (the unique pair). */
export async function insertReview(
  db: Executor,
  userId: string,
  providerId: string,
  v: ReviewValues,
): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into reviews (user_id, provider_profile_id, rating, content, recommend, is_anonymous)
    values (${userId}::uuid, ${providerId}::uuid, ${v.rating}, ${v.content}, ${v.recommend}, ${v.isAnonymous})
    on conflict (user_id, provider_profile_id) do nothing
    returning id`);
  return rows[0]?.id ?? null;
}

/** Updates a review, only as its author. False when it is not theirs (or gone). */
export async function updateReview(db: Executor, reviewId: string, userId: string, v: ReviewValues) {
  const { rows } = await db.execute<{ id: string }>(sql`
    update reviews
    set rating = ${v.rating}, content = ${v.content}, recommend = ${v.recommend},
        is_anonymous = ${v.isAnonymous}, updated_at = now()
    where id = ${reviewId}::uuid and user_id = ${userId}::uuid
    returning id`);
  return rows.length > 0;
}

/** Deletes the review; what it said comes back (for the audit log), or null when it was not there. */
export async function deleteReview(db: Executor, reviewId: string) {
  const { rows } = await db.execute<{
    id: string;
    userId: string | null;
    providerProfileId: string;
    rating: number;
    title: string | null;
    content: string | null;
  }>(sql`
    delete from reviews where id = ${reviewId}::uuid
    returning id, user_id as "userId", provider_profile_id as "providerProfileId", rating, title, content`);
  return rows[0] ?? null;
}

/** Likes a review; liking again changes nothing. */
export async function likeReview(db: Executor, reviewId: string, userId: string) {
  await db.execute(sql`
    insert into review_likes (review_id, user_id) values (${reviewId}::uuid, ${userId}::uuid)
    on conflict do nothing`);
}

export async function unlikeReview(db: Executor, reviewId: string, userId: string) {
  await db.execute(sql`
    delete from review_likes where review_id = ${reviewId}::uuid and user_id = ${userId}::uuid`);
}

export type ResponseValues = { content: string; isTeamMemberResponse: boolean };

/** Adds the review's one response; null when it already has one (unique review_id). */
export async function insertResponse(
  db: Executor,
  review: { id: string; providerProfileId: string },
  userId: string,
  v: ResponseValues,
): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into review_responses (review_id, provider_profile_id, user_id, content, is_team_member_response)
    values (${review.id}::uuid, ${review.providerProfileId}::uuid, ${userId}::uuid, ${v.content},
            ${v.isTeamMemberResponse})
    on conflict (review_id) do nothing
    returning id`);
  return rows[0]?.id ?? null;
}

export async function updateResponse(db: Executor, reviewId: string, v: ResponseValues) {
  const { rows } = await db.execute<{ id: string }>(sql`
    update review_responses
    set content = ${v.content}, is_team_member_response = ${v.isTeamMemberResponse}, updated_at = now()
    where review_id = ${reviewId}::uuid
    returning id`);
  return rows.length > 0;
}

export async function deleteResponse(db: Executor, reviewId: string) {
  const { rows } = await db.execute<{ id: string }>(sql`
    delete from review_responses where review_id = ${reviewId}::uuid returning id`);
  return rows.length > 0;
}
