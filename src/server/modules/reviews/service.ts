import { PROFILE_MESSAGES } from '#shared/providers/profile.ts';
import { PROVIDER_OVERVIEW_MESSAGES } from '#shared/provider-dashboard/provider-overview.ts';
import type {
  ProviderReviewsDto,
  ReviewDto,
  ReviewResponseDto,
  reviewResponseSchema,
  reviewSchema,
} from '#shared/reviews/review-schemas.ts';
import { REVIEW_MESSAGES } from '#shared/reviews/reviews.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { canActAsPatient, isSuperAdmin } from '#shared/roles.ts';
import type { AuditAction } from '#shared/admin/audit-actions.ts';
import type { z } from 'zod';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import type { Db, Executor } from '../../db/client.ts';
import { changedFields, recordAdminAction } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { providerName } from '../../lib/row-names.ts';
import { recordActivity } from '../activity/index.ts';
import { announce, newReviewNotice, notify, type Notice } from '../notifications/index.ts';
import * as repo from './repository.ts';

type ReviewInput = z.output<typeof reviewSchema>;
type ResponseInput = z.output<typeof reviewResponseSchema>;

const REVIEW_NOT_FOUND: MessageKey = 'booking.reviewRefusal.notFound';
export const NOT_YOUR_REVIEW: MessageKey = 'booking.reviewRefusal.notYours';
export const PATIENTS_ONLY: MessageKey = 'booking.reviewRefusal.patientsOnly';
export const NOT_YOUR_PROVIDER: MessageKey = 'booking.reviewRefusal.notYourProvider';
export const ALREADY_ANSWERED: MessageKey = 'booking.reviewRefusal.alreadyAnswered';
const NO_RESPONSE: MessageKey = 'booking.reviewRefusal.noResponse';

const providerUnavailable = () => notFound(PROFILE_MESSAGES.notAvailable);
const reviewMissing = () => notFound(REVIEW_NOT_FOUND);

/**
 * 'Anonymous User' in the reader's words when asked for (or when the account is gone), else first
 * name and last initial.
 */
function reviewerName(
  row: {
    is_anonymous: boolean;
    first_name: string | null;
    last_name: string | null;
  },
  t: Translate,
) {
  const first = row.first_name?.trim() ?? '';
  const last = row.last_name?.trim() ?? '';
  if (row.is_anonymous || !first) return t(REVIEW_MESSAGES.anonymous);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/** The provider's answer, signed with their name in the reader's language ('Dra.' for a woman doctor). */
function toResponse(row: repo.ReviewRow, locale: Locale): ReviewResponseDto | null {
  if (!row.response_id) return null;
  return {
    id: row.response_id,
    content: row.response_content ?? '',
    isTeamMemberResponse: Boolean(row.response_team),
    createdAt: row.response_created_at!,
    updatedAt: row.response_updated_at!,
    providerName: providerName(row, locale),
    practiceName: row.provider_practice_name,
    logoUrl: row.provider_logo_url,
  };
}

function toReview(row: repo.ReviewRow, viewer: SessionUser | null, t: Translate, locale: Locale): ReviewDto {
  const anonymous = row.is_anonymous || !row.user_id;
  return {
    id: row.id,
    providerProfileId: row.provider_profile_id,
    rating: row.rating,
    content: row.content,
    recommend: row.recommend,
    isAnonymous: row.is_anonymous,
    reviewerName: reviewerName({ ...row, is_anonymous: anonymous }, t),
    // An anonymous reviewer's picture would give them away.
    reviewerAvatarUrl: anonymous ? null : row.avatar_url,
    // Verified means a completed appointment with this provider.
    isVerified: row.verified,
    edited: row.edited,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    likeCount: row.like_count,
    likedByMe: row.liked_by_me,
    isMine: Boolean(viewer && row.user_id === viewer.id),
    response: toResponse(row, locale),
  };
}

const mayRespond = (viewer: SessionUser | null, ownerId: string | null) =>
  Boolean(viewer && (isSuperAdmin(viewer.role) || (ownerId !== null && ownerId === viewer.id)));

/** The public list: newest first, the viewer's own review apart. Unlisted providers are a 404. */
export async function listForProvider(
  db: Db,
  providerId: string,
  viewer: SessionUser | null,
  t: Translate,
  locale: Locale,
): Promise<ProviderReviewsDto> {
  if (!isUuid(providerId)) throw providerUnavailable();
  const provider = await repo.findProviderAccess(db, providerId);
  if (!provider?.listed) throw providerUnavailable();
  const rows = await repo.listProviderReviews(db, providerId, viewer?.id ?? null);
  const all = rows.map((r) => toReview(r, viewer, t, locale));
  return {
    own: all.find((r) => r.isMine) ?? null,
    reviews: all.filter((r) => !r.isMine),
    total: all.length,
    rating: provider.rating,
    reviewCount: provider.review_count,
    canRespond: mayRespond(viewer, provider.owner_id),
  };
}

/** The signed-in provider's own reviews, whatever the profile's listing state. */
export async function listForOwner(db: Db, user: SessionUser, t: Translate, locale: Locale) {
  const providerProfileId = await repo.findOwnedProfileId(db, user.id);
  if (!providerProfileId) throw notFound(PROVIDER_OVERVIEW_MESSAGES.noProfile);
  const rows = await repo.listProviderReviews(db, providerProfileId, user.id);
  return { providerProfileId, reviews: rows.map((r) => toReview(r, user, t, locale)) };
}

async function readReview(db: Executor, reviewId: string, viewer: SessionUser, t: Translate, locale: Locale) {
  const row = await repo.findReviewRow(db, reviewId, viewer.id);
  if (!row) throw reviewMissing();
  return toReview(row, viewer, t, locale);
}

const values = (input: ReviewInput): repo.ReviewValues => ({
  rating: input.rating,
  content: input.content ?? null,
  recommend: input.recommend,
  isAnonymous: input.isAnonymous,
});

/**
 * One review per patient per provider: the unique pair decides, so two tabs submitting at once
 * get one review and one 409. The stored rating and the provider's notification are written in the
 * same transaction; the provider's open pages hear of it once it has committed.
 */
export async function createReview(
  deps: Pick<AppDeps, 'database' | 'queue' | 'events' | 'log'>,
  user: SessionUser,
  providerId: string,
  input: ReviewInput,
  t: Translate,
  locale: Locale,
) {
  if (!canActAsPatient(user.role)) throw forbidden(PATIENTS_ONLY);
  if (!isUuid(providerId)) throw providerUnavailable();
  const { review, notices } = await deps.database.db.transaction(async (tx) => {
    const provider = await repo.lockProvider(tx, providerId);
    if (!provider?.listed) throw providerUnavailable();
    const id = await repo.insertReview(tx, user.id, providerId, values(input));
    if (!id) throw conflict(REVIEW_MESSAGES.duplicate);
    await repo.refreshProviderRating(tx, providerId);
    const saved = await readReview(tx, id, user, t, locale);
    const owner = provider.owner_id;
    const notices: Notice[] =
      owner && owner !== user.id
        ? [
            await notify(
              deps,
              newReviewNotice(owner, { id, rating: saved.rating, content: saved.content }),
              tx,
            ),
          ]
        : [];
    return { review: saved, notices };
  });
  await announce(deps, notices);
  return review;
}

/** Only the author edits a review. */
export async function editReview(
  db: Db,
  user: SessionUser,
  reviewId: string,
  input: ReviewInput,
  t: Translate,
  locale: Locale,
) {
  if (!isUuid(reviewId)) throw reviewMissing();
  const review = await repo.findReviewAccess(db, reviewId);
  if (!review) throw reviewMissing();
  if (review.user_id !== user.id) throw forbidden(NOT_YOUR_REVIEW);
  return db.transaction(async (tx) => {
    await repo.lockProvider(tx, review.provider_profile_id);
    if (!(await repo.updateReview(tx, reviewId, user.id, values(input)))) throw reviewMissing();
    await repo.refreshProviderRating(tx, review.provider_profile_id);
    return readReview(tx, reviewId, user, t, locale);
  });
}

/** The author deletes their review; a super_admin may delete any. */
export async function removeReview(db: Db, user: SessionUser, reviewId: string) {
  if (!isUuid(reviewId)) throw reviewMissing();
  const review = await repo.findReviewAccess(db, reviewId);
  if (!review) throw reviewMissing();
  if (review.user_id !== user.id && !isSuperAdmin(user.role)) throw forbidden(NOT_YOUR_REVIEW);
  await db.transaction(async (tx) => {
    await repo.lockProvider(tx, review.provider_profile_id);
    const deleted = await repo.deleteReview(tx, reviewId);
    if (!deleted) throw reviewMissing();
    // A super admin removing someone else's review is moderation: it goes in the audit log.
    if (review.user_id !== user.id)
      await recordAdminAction(tx, user, {
        action: 'review.delete',
        targetType: 'review',
        targetId: reviewId,
        before: { ...deleted },
        after: null,
      });
    await repo.refreshProviderRating(tx, review.provider_profile_id);
  });
}

/** Likes count only on reviews the public can see. */
async function visibleReview(db: Db, reviewId: string) {
  if (!isUuid(reviewId)) throw reviewMissing();
  const review = await repo.findReviewAccess(db, reviewId);
  if (!review?.listed) throw reviewMissing();
  return review;
}

export async function like(db: Db, user: SessionUser, reviewId: string) {
  await visibleReview(db, reviewId);
  await repo.likeReview(db, reviewId, user.id);
}

export async function unlike(db: Db, user: SessionUser, reviewId: string) {
  if (!isUuid(reviewId)) throw reviewMissing();
  await repo.unlikeReview(db, reviewId, user.id);
}

/** The review, when the user owns its provider's profile or is a super_admin; else 403. */
async function respondable(db: Db, user: SessionUser, reviewId: string) {
  if (!isUuid(reviewId)) throw reviewMissing();
  const review = await repo.findReviewAccess(db, reviewId);
  if (!review) throw reviewMissing();
  if (!mayRespond(user, review.owner_id)) throw forbidden(NOT_YOUR_PROVIDER);
  return review;
}

async function readResponse(db: Executor, reviewId: string, user: SessionUser, locale: Locale) {
  const row = await repo.findReviewRow(db, reviewId, user.id);
  const response = row && toResponse(row, locale);
  if (!response) throw notFound(NO_RESPONSE);
  return response;
}

/**
 * A super admin answering for a provider (or changing that answer) speaks in the provider's name:
 * the audit log records it, in the transaction of the change. The owner's own answers are not logged.
 */
async function auditResponse(
  tx: Executor,
  user: SessionUser,
  review: { id: string; owner_id: string | null },
  action: Extract<AuditAction, `review_response.${string}`>,
  change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
) {
  if (review.owner_id === user.id) return;
  await recordAdminAction(tx, user, {
    action,
    targetType: 'review_response',
    targetId: review.id,
    ...change,
  });
}

const responseFields = (r: { content: string; isTeamMemberResponse: boolean }) => ({
  content: r.content,
  isTeamMemberResponse: r.isTeamMemberResponse,
});

/** Each response change writes its activity row in the same transaction (docs/product.md#reviews). */
export async function addResponse(
  db: Db,
  user: SessionUser,
  reviewId: string,
  input: ResponseInput,
  locale: Locale,
) {
  const review = await respondable(db, user, reviewId);
  return db.transaction(async (tx) => {
    const id = await repo.insertResponse(
      tx,
      { id: reviewId, providerProfileId: review.provider_profile_id },
      user.id,
      input,
    );
    if (!id) throw conflict(ALREADY_ANSWERED);
    await recordActivity(tx, {
      userId: user.id,
      type: 'review_response_create',
      providerProfileId: review.provider_profile_id,
      metadata: { review_id: reviewId },
    });
    const saved = await readResponse(tx, reviewId, user, locale);
    await auditResponse(tx, user, review, 'review_response.create', {
      before: null,
      after: responseFields(saved),
    });
    return saved;
  });
}

export async function editResponse(
  db: Db,
  user: SessionUser,
  reviewId: string,
  input: ResponseInput,
  locale: Locale,
) {
  const review = await respondable(db, user, reviewId);
  return db.transaction(async (tx) => {
    const was = responseFields(await readResponse(tx, reviewId, user, locale));
    if (!(await repo.updateResponse(tx, reviewId, input))) throw notFound(NO_RESPONSE);
    await recordActivity(tx, {
      userId: user.id,
      type: 'review_response_update',
      providerProfileId: review.provider_profile_id,
      metadata: { review_id: reviewId },
    });
    const saved = await readResponse(tx, reviewId, user, locale);
    await auditResponse(
      tx,
      user,
      review,
      'review_response.update',
      changedFields(was, responseFields(saved)),
    );
    return saved;
  });
}

export async function removeResponse(db: Db, user: SessionUser, reviewId: string, locale: Locale) {
  const review = await respondable(db, user, reviewId);
  await db.transaction(async (tx) => {
    const was = responseFields(await readResponse(tx, reviewId, user, locale));
    if (!(await repo.deleteResponse(tx, reviewId))) throw notFound(NO_RESPONSE);
    await auditResponse(tx, user, review, 'review_response.delete', { before: was, after: null });
    await recordActivity(tx, {
      userId: user.id,
      type: 'review_response_delete',
      providerProfileId: review.provider_profile_id,
      metadata: { review_id: reviewId },
    });
  });
}
