import {
  businessAddressOf,
  isReviewedField,
  PROFILE_EDITOR_MESSAGES as M,
  PROFILE_FIELDS,
  PROFILE_STATUSES,
  profileCompletion,
  profileEditorDefaults,
  REVIEW_STATUSES,
  REVIEWS_PAGE_SIZE,
  type ProfileEditorValues,
  type ProfileField,
  type ProfileReviewDetailDto,
  type ProfileReviewListDto,
  type ProfileReviewSummaryDto,
  type ProfileSaveResultDto,
  type ProfileStatus,
  type ProfileUpdate,
  type ProviderOwnProfileDto,
  type ReviewStatus,
} from '#shared/provider-profile/profile-editor.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import { changedFields, recordAdminAction } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { announce, notify, profileReviewNotice, type Notice } from '../notifications/index.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import { geocode } from '../../lib/geo.ts';
import { isKnownCode, specialtiesOfCodes } from '../taxonomy/service.ts';
import * as repo from './repository.ts';
import { withoutPrimary } from '#shared/taxonomy/listing-codes.ts';
import { isSpecialtyField } from '#shared/provider-profile/profile-editor-words.ts';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'outbox' | 'queue' | 'events' | 'log'>;
type Values = ProfileEditorValues;

/** Where each kind of photo must have been uploaded (POST /api/uploads/{area} with its folder). */
const PHOTO_PLACES = {
  headshot: 'provider-photos/headshots/',
  logo: 'profile-images/provider-profiles/',
  officePhoto: 'provider-photos/office-photos/',
} as const;

const isProfileStatus = (s: string): s is ProfileStatus =>
  (PROFILE_STATUSES as readonly string[]).includes(s);
const isReviewStatus = (s: string): s is ReviewStatus => (REVIEW_STATUSES as readonly string[]).includes(s);
const statusOf = (row: repo.ProfileRow): ProfileStatus =>
  isProfileStatus(row.profileStatus) ? row.profileStatus : 'draft';
const isApproved = (row: repo.ProfileRow) => row.profileStatus === 'approved';

/** The row's editable values as the form holds them: '' for an empty text, never null. */
function valuesOf(row: repo.ProfileRow): Values {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    professionalTitle: row.professionalTitle ?? '',
    taxonomyCode: row.taxonomyCode,
    secondaryTaxonomyCodes: row.secondaryTaxonomyCodes,
    practiceName: row.practiceName ?? '',
    streetAddress: row.streetAddress ?? '',
    addressLine2: row.addressLine2 ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zipCode: row.zipCode ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    acceptingNewPatients: row.acceptingNewPatients,
    about: row.about ?? '',
    languages: row.languages as Values['languages'],
    acceptedInsurancePlans: row.acceptedInsurancePlans as Values['acceptedInsurancePlans'],
    boardCertifications: row.boardCertifications,
    educationTraining: row.educationTraining ?? '',
    professionalMemberships: row.professionalMemberships,
    npiNumber: row.npiNumber ?? '',
    telehealthAvailable: row.telehealthAvailable,
    practiceType: (row.practiceType ?? '') as Values['practiceType'],
    yearsInPractice: row.yearsInPractice,
    gender: (row.gender ?? '') as Values['gender'],
    accessibilityFeatures: row.accessibilityFeatures as Values['accessibilityFeatures'],
  };
}

const pendingOf = (row: repo.ProfileRow): Partial<Values> => (row.pendingChanges ?? {}) as Partial<Values>;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const orNull = (v: string) => (v === '' ? null : v);
/** Text columns that are never empty; every other empty text is stored as null (an empty NPI must not clash). */
const REQUIRED_TEXT = new Set<ProfileField>(['firstName', 'lastName', 'title', 'taxonomyCode']);

/** The columns for these values, with what follows from them: the address line, the map position, initials, badges. */
function columnsFor(
  changed: Partial<Values>,
  all: Values,
  badges: repo.ProfileRow['badges'],
): repo.ProfileWrite {
  const out: repo.ProfileWrite = {};
  for (const [field, value] of Object.entries(changed) as [ProfileField, unknown][]) {
    (out as Record<string, unknown>)[field] =
      typeof value === 'string' && !REQUIRED_TEXT.has(field) ? orNull(value) : value;
  }
  const has = (f: ProfileField) => f in changed;
  if (['streetAddress', 'addressLine2', 'city', 'state', 'zipCode'].some((f) => has(f as ProfileField))) {
    out.businessAddress = orNull(businessAddressOf(all));
  }
  if (has('zipCode')) {
    // The ZIP's centre puts the practice on the map and in radius search.
    const place = all.zipCode ? geocode(all.zipCode.slice(0, 5)) : null;
    out.locationLat = place?.lat ?? null;
    out.locationLng = place?.lng ?? null;
  }
  if (has('firstName') || has('lastName')) {
    out.initials = `${all.firstName.charAt(0)}${all.lastName.charAt(0)}`.toUpperCase() || null;
  }
  if (has('boardCertifications') || has('yearsInPractice') || has('telehealthAvailable')) {
    out.badges = {
      ...badges,
      boardCertified: all.boardCertifications.length > 0,
      yearsExperience: all.yearsInPractice ?? undefined,
      telehealthAvailable: all.telehealthAvailable,
    };
  }
  return out;
}

/** The completion of these (draft) values, with the photos and the office hours of the schedule page. */
function completionOf(
  values: Values,
  photos: { imageUrl: string | null; officePhotos: string[] },
  row: repo.ProfileRow | null,
) {
  const hours = row?.officeHours ?? {};
  return profileCompletion({
    ...values,
    imageUrl: photos.imageUrl,
    officePhotos: photos.officePhotos,
    hasOfficeHours: Object.values(hours).some((d) => d && !d.closed),
  });
}

async function toOwnDto(db: Executor, row: repo.ProfileRow): Promise<ProviderOwnProfileDto> {
  const values = valuesOf(row);
  const pending = pendingOf(row);
  const review = await repo.latestReview(db, row.id);
  const reviewPending = review?.status === 'pending';
  const status = statusOf(row);
  const hasPending = Object.keys(pending).length > 0;
  return {
    id: row.id,
    profileStatus: status,
    status: (row.status as ProviderOwnProfileDto['status']) ?? 'inactive',
    values,
    pendingChanges: hasPending ? pending : null,
    imageUrl: row.imageUrl,
    logoUrl: row.logoUrl,
    officePhotos: row.officePhotos,
    completion: completionOf({ ...values, ...pending }, row, row),
    review: review
      ? {
          id: review.id,
          status: isReviewStatus(review.status) ? review.status : 'pending',
          notes: review.notes,
          submittedAt: review.submittedAt.toISOString(),
          decidedAt: review.decidedAt?.toISOString() ?? null,
        }
      : null,
    submittedForReviewAt: row.submittedForReviewAt?.toISOString() ?? null,
    canSubmit: !reviewPending && (status === 'approved' ? hasPending : status !== 'review'),
  };
}

/** GET /api/provider/profile: the caller's own profile, or 'No profile' (404). */
export async function getOwnProfile(deps: Deps, user: SessionUser): Promise<ProviderOwnProfileDto> {
  const db = deps.database.db;
  const row = await repo.findProfileByUser(db, user.id);
  if (!row) throw notFound(M.noProfile);
  return toOwnDto(db, row);
}

/** The public URL of the caller's own upload in the right place, or a 400 saying what is wrong. */
async function photoUrl(deps: Deps, user: SessionUser, uploadId: string, place: string, field: string) {
  const [upload] = await repo.findUploads(deps.database.db, [uploadId]);
  if (!upload || upload.ownerUserId !== user.id)
    throw badRequest(M.photoNotYours, { [field]: M.photoNotYours });
  if (!upload.key.startsWith(place)) throw badRequest(M.photoWrongPlace, { [field]: M.photoWrongPlace });
  return deps.storage.publicUrl(upload.key);
}

/** The photo columns the update asks for, checked: own uploads from the right folder, kept photos already there. */
async function photoColumns(
  deps: Deps,
  user: SessionUser,
  input: ProfileUpdate,
  current: repo.ProfileRow | null,
) {
  const out: Pick<repo.ProfileWrite, 'imageUrl' | 'logoUrl' | 'officePhotos'> = {};
  if (input.headshotUploadId !== undefined)
    out.imageUrl = input.headshotUploadId
      ? await photoUrl(deps, user, input.headshotUploadId, PHOTO_PLACES.headshot, 'headshotUploadId')
      : null;
  if (input.logoUploadId !== undefined)
    out.logoUrl = input.logoUploadId
      ? await photoUrl(deps, user, input.logoUploadId, PHOTO_PLACES.logo, 'logoUploadId')
      : null;
  if (input.officePhotos !== undefined) {
    const urls: string[] = [];
    for (const ref of input.officePhotos) {
      if ('url' in ref) {
        if (!current?.officePhotos.includes(ref.url))
          throw badRequest(M.photoNotOnProfile, { officePhotos: M.photoNotOnProfile });
        urls.push(ref.url);
      } else {
        urls.push(await photoUrl(deps, user, ref.uploadId, PHOTO_PLACES.officePhoto, 'officePhotos'));
      }
    }
    out.officePhotos = [...new Set(urls)];
  }
  return out;
}

function editorFields(input: ProfileUpdate): Partial<Values> {
  const out: Partial<Values> = {};
  for (const f of PROFILE_FIELDS) if (input[f] !== undefined) (out as Record<string, unknown>)[f] = input[f];
  return out;
}

/** Checks that need the database or the gazetteer, before anything is written. */
async function checkFacts(deps: Deps, fields: Partial<Values>, profileId: string | null) {
  // The form checks a code's shape; that NUCC publishes it needs the code list, kept on the server.
  if (fields.taxonomyCode !== undefined && !isKnownCode(fields.taxonomyCode))
    throw badRequest(M.specialty, { taxonomyCode: M.specialty });
  if (fields.secondaryTaxonomyCodes?.some((code) => !isKnownCode(code)))
    throw badRequest(M.specialty, { secondaryTaxonomyCodes: M.specialty });
  // A listing names each code once: the main one is not among the others.
  if (fields.secondaryTaxonomyCodes && fields.taxonomyCode)
    fields.secondaryTaxonomyCodes = withoutPrimary(fields.taxonomyCode, fields.secondaryTaxonomyCodes);
  if (fields.zipCode && !geocode(fields.zipCode.slice(0, 5)))
    throw badRequest(M.zipUnknown, { zipCode: M.zipUnknown });
  if (fields.npiNumber && (await repo.npiUsedElsewhere(deps.database.db, fields.npiNumber, profileId)))
    throw conflict(M.npiTaken);
}

/**
 * PUT /api/provider/profile (ADR 10). The first save creates the profile as a draft, inactive. On a
 * profile not yet approved every change applies; on an approved one the operational fields apply
 * at once and identity and credential fields wait in pending_changes for a super admin.
 */
export async function saveOwnProfile(
  deps: Deps,
  user: SessionUser,
  input: ProfileUpdate,
): Promise<ProfileSaveResultDto> {
  const db = deps.database.db;
  const before = await repo.findProfileByUser(db, user.id);
  const fields = editorFields(input);
  await checkFacts(deps, fields, before?.id ?? null);
  const photos = await photoColumns(deps, user, input, before);

  let applied: string[] = [];
  let pendingNow: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const current = await repo.findProfileByUser(tx, user.id, true);
      const live = current
        ? valuesOf(current)
        : profileEditorDefaults({ firstName: user.firstName, lastName: user.lastName });
      const oldPending = current ? pendingOf(current) : {};
      const direct: Partial<Values> = {};
      const pending: Partial<Values> = { ...oldPending };
      const approved = current !== null && isApproved(current);
      for (const [field, value] of Object.entries(fields) as [ProfileField, never][]) {
        if (approved && isReviewedField(field)) {
          if (same(value, live[field])) delete pending[field];
          else (pending as Record<string, unknown>)[field] = value;
        } else if (!current || !same(value, live[field])) {
          (direct as Record<string, unknown>)[field] = value;
        }
      }
      const nextLive = { ...live, ...direct };
      const nextPhotos = {
        imageUrl: photos.imageUrl !== undefined ? photos.imageUrl : (current?.imageUrl ?? null),
        officePhotos: photos.officePhotos ?? current?.officePhotos ?? [],
      };
      const hasPending = Object.keys(pending).length > 0;
      const columns: repo.ProfileWrite = {
        ...columnsFor(current ? direct : nextLive, nextLive, current?.badges ?? {}),
        ...photos,
        pendingChanges: hasPending ? pending : null,
        profileCompletionPercentage: completionOf({ ...nextLive, ...pending }, nextPhotos, current).percent,
      };
      if (current) {
        await repo.updateProfile(tx, current.id, columns);
      } else {
        // A profile its provider makes is listed only by the application's final approval (ADR 10).
        await repo.insertProfile(tx, {
          ...columns,
          userId: user.id,
          profileStatus: 'draft',
          status: 'inactive',
        });
      }
      applied = [
        ...Object.keys(current ? direct : fields),
        ...(['imageUrl', 'logoUrl', 'officePhotos'] as const).filter(
          (f) =>
            photos[f] !== undefined && !same(photos[f], current?.[f] ?? (f === 'officePhotos' ? [] : null)),
        ),
      ];
      pendingNow = Object.keys(pending).filter(
        (f) => !same(pending[f as ProfileField], oldPending[f as ProfileField]),
      );
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    // Two saves at once: the NPI or the one-profile-per-account rule lets only the first through.
    if (constraint !== null) throw conflict(constraint.includes('npi') ? M.npiTaken : M.updateFailed);
    throw err;
  }
  const row = await repo.findProfileByUser(db, user.id);
  return { profile: await toOwnDto(db, row!), applied, pending: pendingNow };
}

/** What search needs to list a profile at all (docs/product.md#search), asked for before a first review. */
const readyForReview = (v: Values) => !!(v.firstName && v.lastName && v.city && v.state && v.zipCode);

/**
 * POST /api/provider/profile/submit: stamps submitted_for_review_at and adds the pending review. A
 * profile never approved goes to 'review'; an approved one sends its pending changes and stays listed.
 */
export async function submitOwnProfile(deps: Deps, user: SessionUser): Promise<ProviderOwnProfileDto> {
  const db = deps.database.db;
  try {
    await db.transaction(async (tx) => {
      const row = await repo.findProfileByUser(tx, user.id, true);
      if (!row) throw notFound(M.noProfile);
      if ((await repo.latestReview(tx, row.id))?.status === 'pending') throw conflict(M.alreadyInReview);
      const now = new Date();
      if (isApproved(row)) {
        const pending = pendingOf(row);
        if (Object.keys(pending).length === 0) throw badRequest(M.nothingToSubmit);
        await repo.insertReview(tx, { providerId: row.id, changes: pending, submittedAt: now });
        await repo.updateProfile(tx, row.id, { submittedForReviewAt: now });
      } else {
        if (!readyForReview(valuesOf(row))) throw badRequest(M.incompleteForReview);
        await repo.insertReview(tx, { providerId: row.id, changes: null, submittedAt: now });
        await repo.updateProfile(tx, row.id, { profileStatus: 'review', submittedForReviewAt: now });
      }
    });
  } catch (err) {
    // Two submissions at once: the one-pending-review index refuses the second.
    if (uniqueViolation(err) !== null) throw conflict(M.alreadyInReview);
    throw err;
  }
  return getOwnProfile(deps, user);
}

/** The fields a submission changes, in the form's order (jsonb keeps its own key order). */
const changedFieldsOf = (changes: Record<string, unknown> | null) =>
  PROFILE_FIELDS.filter((f) => changes !== null && f in changes);

/** A person's name; '' when there is none, which the screen words. */
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

function summaryOf(row: repo.ReviewListRow): ProfileReviewSummaryDto {
  return {
    id: row.id,
    providerId: row.providerId,
    providerName: fullName(row.firstName, row.lastName),
    practiceName: row.practiceName,
    kind: row.changes ? 'changes' : 'new_profile',
    status: isReviewStatus(row.status) ? row.status : 'pending',
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByName: row.decidedBy ? fullName(row.decidedByFirst ?? '', row.decidedByLast ?? '') : null,
    notes: row.notes,
    changedFields: changedFieldsOf(row.changes),
  };
}

/** GET /api/admin/profile-reviews: pending first (oldest first), then decisions (newest first). */
export async function listReviews(deps: Deps, page: number): Promise<ProfileReviewListDto> {
  const db = deps.database.db;
  const [rows, counts] = await Promise.all([
    repo.listReviews(db, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE),
    repo.countReviews(db),
  ]);
  return {
    reviews: rows.map(summaryOf),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    total: counts.total,
    pendingCount: counts.pending,
  };
}

/** GET /api/admin/profile-reviews/{id}: the profile as listed, and each submitted change beside it. */
export async function getReview(deps: Deps, id: string): Promise<ProfileReviewDetailDto> {
  const db = deps.database.db;
  const review = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findReviewWithNames(db, id) : null;
  if (!review) throw notFound(M.reviewNotFound);
  const row = (await repo.findProfileById(db, review.providerId))!;
  const values = valuesOf(row);
  // Values as stored: the screen words them in the reader's language.
  const changes = changedFieldsOf(review.changes).map((field) => ({
    field,
    before: values[field],
    after: review.changes![field],
  }));
  return {
    review: summaryOf(review),
    profile: {
      id: row.id,
      profileStatus: statusOf(row),
      status: row.status,
      values,
      imageUrl: row.imageUrl,
      logoUrl: row.logoUrl,
      officePhotos: row.officePhotos,
    },
    changes,
    specialties: specialtiesOfCodes(specialtyCodes(values, changes)),
  };
}

/** The specialty codes the profile lists now and its changes submit. */
function specialtyCodes(values: ProfileEditorValues, changes: { field: string; after: unknown }[]): string[] {
  const codes: unknown[] = [values.taxonomyCode, ...values.secondaryTaxonomyCodes];
  for (const c of changes) if (isSpecialtyField(c.field)) codes.push(...[c.after].flat());
  return [...new Set(codes.filter((c): c is string => typeof c === 'string'))];
}

/**
 * POST /api/admin/profile-reviews/{id}, in one transaction. Approving changes applies what was
 * submitted (edits made since stay pending); approving a new profile marks it approved, still
 * unlisted until the application's final approval. Sending back keeps the changes as the provider's
 * draft (or marks a new profile changes_requested) with the note. Who and when are recorded.
 */
export async function decideReview(
  deps: Deps,
  admin: SessionUser,
  id: string,
  input: { decision: 'approve' | 'request_changes'; notes: string },
): Promise<ProfileReviewDetailDto> {
  const db = deps.database.db;
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(M.reviewNotFound);
  const approve = input.decision === 'approve';
  let notice: Notice | null = null;
  try {
    notice = await db.transaction(async (tx) => {
      const review = await repo.findReview(tx, id, true);
      if (!review) throw notFound(M.reviewNotFound);
      if (review.status !== 'pending') throw conflict(M.reviewAlreadyDecided);
      const row = (await repo.findProfileById(tx, review.providerId, true))!;
      const submitted = (review.changes ?? null) as Partial<Values> | null;
      let profileChange: ReturnType<typeof changedFields> | null = null;

      if (submitted && approve) {
        const live = valuesOf(row);
        profileChange = changedFields(live, submitted);
        const next = { ...live, ...submitted };
        const stillPending = Object.fromEntries(
          Object.entries(pendingOf(row)).filter(([f, v]) => !same(v, submitted[f as ProfileField])),
        );
        await repo.updateProfile(tx, row.id, {
          ...columnsFor(submitted, next, row.badges),
          pendingChanges: Object.keys(stillPending).length ? stillPending : null,
          profileCompletionPercentage: completionOf({ ...next, ...stillPending }, row, row).percent,
        });
      } else if (!submitted && row.profileStatus !== 'approved') {
        const profileStatus = approve ? 'approved' : 'changes_requested';
        await repo.updateProfile(tx, row.id, { profileStatus });
        profileChange = changedFields({ profileStatus: row.profileStatus }, { profileStatus });
      }
      const decision = {
        status: approve ? 'approved' : 'changes_requested',
        notes: input.notes || null,
      } as const;
      await repo.decideReview(tx, id, { ...decision, decidedBy: admin.id });
      // The review's own change, and the profile fields the decision made live (under `profile`).
      const reviewChange = changedFields({ status: review.status, notes: review.notes }, decision);
      await recordAdminAction(tx, admin, {
        action: 'profile_review.decide',
        targetType: 'profile_review',
        targetId: id,
        before: { ...reviewChange.before, providerProfileId: row.id, profile: profileChange?.before ?? {} },
        after: { ...reviewChange.after, providerProfileId: row.id, profile: profileChange?.after ?? {} },
      });

      // A new profile is a step of the provider's onboarding: the application status mail says so,
      // with the note. Every decision also rings the provider's bell.
      const email = !submitted && row.userId ? await repo.accountEmail(tx, row.userId) : null;
      if (email) {
        await deps.outbox.send(
          {
            to: email,
            template: 'provider-application-status',
            data: {
              status: approve ? 'approved' : 'changes_requested',
              ...(input.notes ? { notes: input.notes } : {}),
            },
            locale: await recipientLocale(tx, { userId: row.userId! }),
          },
          tx,
        );
      }
      if (!row.userId) return null;
      const news = { approved: approve, notes: input.notes || null, changesOnly: submitted !== null };
      return notify(deps, profileReviewNotice(row.userId, news), tx);
    });
  } catch (err) {
    // Another profile took the NPI while these changes waited.
    if (uniqueViolation(err) !== null) throw conflict(M.npiTaken);
    throw err;
  }
  if (notice) await announce(deps, [notice]);
  return getReview(deps, id);
}
