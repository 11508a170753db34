import {
  OVERVIEW_SAVED_SHOWN,
  OVERVIEW_SEARCHES_SHOWN,
  PATIENT_MESSAGES as M,
  PATIENT_REVIEWS_PAGE_SIZE,
  PATIENT_SAVED_PAGE_SIZE,
} from '#shared/patient/patient.ts';
import type {
  HomeLocationDto,
  MyReviewsPageDto,
  NextAppointmentDto,
  PatientOverviewDto,
  PatientProfileDto,
  PatientProfileSaveDto,
  PatientProfileValues,
  SavedProviderDto,
  SavedProvidersPageDto,
} from '#shared/patient/patient-schemas.ts';
import type { CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import { providerDisplayName } from '#shared/display-name.ts';
import { describeSearch } from '#shared/search/quick-searches.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translate.ts';
import { careName } from '#shared/taxonomy/listing-words.ts';
import { practiceNow } from '#shared/schedule/slot-rules.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import { typeName } from '../../lib/row-names.ts';
import { serverTranslator } from '../../lib/i18n.ts';
import { publishSlotsChanged } from '../../lib/events.ts';
import { geocode, type Place } from '../../lib/geo.ts';
import { countHit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { ACCOUNT_DELETED_REASON, findAppointment } from '../appointments/index.ts';
import { cancelInTransaction } from '../appointments/service.ts';
import { endAccessesOf, tellAccessesEnded } from '../caregivers/index.ts';
import { countUnread } from '../messaging/index.ts';
import { announce, type Notice } from '../notifications/index.ts';
import { listRecentSearches } from '../search-history/index.ts';
import * as repo from './repository.ts';

/** Guessing a password through account deletion is held to the sign-in's pace. */
const DELETE_ATTEMPTS: RateLimitRule = {
  name: 'account-delete',
  max: 10,
  windowSeconds: 600,
  message: 'account.auth.tooManyAttempts',
};

const avatarPrefix = (userId: string) => `profile-images/${userId}/patient-avatars/`;

/** A provider's name in the reader's language ('Dra.' for a woman doctor in Spanish). */
const providerNameIn = (
  r: {
    first_name: string;
    last_name: string;
    title: string;
    professional_title: string | null;
    practice_name: string | null;
    gender: string | null;
  },
  locale: Locale,
) =>
  providerDisplayName(
    {
      title: r.title,
      firstName: r.first_name,
      lastName: r.last_name,
      professionalTitle: r.professional_title,
      practiceName: r.practice_name,
      gender: r.gender,
    },
    { locale },
  );

/** Where an address is: its ZIP, else its city and state (the offline gazetteer). */
function placeOf(a: { city: string | null; state: string | null; zipCode: string | null }): {
  place: Place;
  query: string;
} | null {
  const zip = a.zipCode?.slice(0, 5);
  if (zip) {
    const place = geocode(zip);
    if (place) return { place, query: zip };
  }
  if (a.city && a.state) {
    const query = `${a.city}, ${a.state}`;
    const place = geocode(query);
    if (place) return { place, query };
  }
  return null;
}

function homeOf(row: repo.ProfileRow): HomeLocationDto {
  if (row.location_lat === null || row.location_lng === null) return { location: null, label: null };
  const found = placeOf({ city: row.city, state: row.state, zipCode: row.zip_code });
  return found ? { location: found.query, label: found.place.label } : { location: null, label: null };
}

function toProfileDto(row: repo.ProfileRow): PatientProfileDto {
  const home = homeOf(row);
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone ?? '',
    streetAddress: row.street_address ?? '',
    addressLine2: row.address_line2 ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zipCode: row.zip_code ?? '',
    avatarUrl: row.image,
    located: home.location !== null,
    home,
  };
}

async function profileRow(db: Db, user: SessionUser) {
  const row = await repo.findProfile(db, user.id);
  // The session outlived the account (deleted a moment ago in another tab).
  if (!row) throw notFound('account.patient.accountNotFound');
  return row;
}

export async function getProfile(db: Db, user: SessionUser): Promise<PatientProfileDto> {
  return toProfileDto(await profileRow(db, user));
}

export async function homeLocation(db: Db, user: SessionUser): Promise<HomeLocationDto> {
  const row = await repo.findProfile(db, user.id);
  return row ? homeOf(row) : { location: null, label: null };
}

/** Removes uploads (rows first, so nothing links to a file that is going) and then their files. */
async function removeUploads(deps: Pick<AppDeps, 'storage' | 'log'>, uploads: repo.UploadRef[]) {
  for (const u of uploads) {
    try {
      await deps.storage.delete(u.key);
    } catch (err) {
      // The row is gone, so nothing links to the file any more; a stray file is only disk space.
      deps.log.warn({ err, key: u.key }, 'could not delete stored file');
    }
  }
}

/**
 * Saves the profile. The address is placed on the map (ZIP, else city and state) and its point kept
 * as the default place of a search; an address we cannot place is still saved, with a note (its key:
 * the route puts it into the request's words).
 * A new photo must be the caller's own avatar upload (checked by content when it was uploaded); the
 * photos it replaces are deleted.
 */
export async function saveProfile(
  deps: AppDeps,
  user: SessionUser,
  v: PatientProfileValues,
): Promise<Omit<PatientProfileSaveDto, 'addressNote'> & { addressNote: typeof M.addressNotPlaced | null }> {
  const db = deps.database.db;
  await profileRow(db, user);
  let image: string | null | undefined;
  let keep: string | null = null;
  if (v.avatarUploadId) {
    const upload = await repo.findOwnUpload(db, user.id, v.avatarUploadId);
    if (!upload || !upload.key.startsWith(avatarPrefix(user.id)))
      throw badRequest(M.avatarNotYours, { avatarUploadId: M.avatarNotYours });
    image = deps.storage.publicUrl(upload.key);
    keep = upload.id;
  } else if (v.avatarUploadId === null) image = null;

  const hasAddress = Boolean(v.streetAddress || v.city || v.state || v.zipCode);
  const found = hasAddress ? placeOf(v) : null;
  const orNull = (s: string) => s || null;
  const stale =
    image === undefined
      ? []
      : (await repo.listOwnUploads(db, user.id, avatarPrefix(user.id))).filter((u) => u.id !== keep);
  await db.transaction(async (tx) => {
    await repo.updateProfile(tx, user.id, {
      firstName: v.firstName,
      lastName: v.lastName,
      phone: orNull(v.phone),
      streetAddress: orNull(v.streetAddress),
      addressLine2: orNull(v.addressLine2),
      city: orNull(v.city),
      state: orNull(v.state),
      zipCode: orNull(v.zipCode),
      lat: found?.place.lat ?? null,
      lng: found?.place.lng ?? null,
      image,
    });
    await repo.deleteUploadRows(
      tx,
      stale.map((u) => u.id),
    );
  });
  await removeUploads(deps, stale);
  return {
    profile: await getProfile(db, user),
    addressNote: hasAddress && !found ? M.addressNotPlaced : null,
  };
}

/** A saved provider, its specialty in the reader's language. */
function toSaved(r: repo.SavedRow, { locale }: Translator): SavedProviderDto {
  return {
    id: r.id,
    name: providerNameIn(r, locale),
    specialty: r.specialty,
    category: r.category,
    specialtyLabel: careName(r, locale),
    city: r.city,
    state: r.state,
    imageUrl: r.image_url,
    acceptingNewPatients: r.accepting_new_patients,
  };
}

/** The next visit, its names in the reader's language; the page words its day and time. */
function toNext(r: repo.NextAppointmentRow, locale: Locale): NextAppointmentDto {
  return {
    id: r.id,
    providerId: r.provider_id,
    providerName: providerNameIn(r, locale),
    date: r.date,
    time: r.time,
    typeName: typeName(r, locale),
    status: r.status,
  };
}

/**
 * The overview: the next visit, unread messages, the first saved providers and the recent searches.
 * A super admin passes the role check and sees their own (usually empty) data.
 */
/**
 * The dashboard's overview of the person the caller acts for: all of it for themselves, and for a
 * patient they help only the parts the patient allows (the rest empty, as for a new account).
 */
export async function overview(
  db: Db,
  patientId: string,
  may: (permission: CaregiverPermission) => boolean,
  /** The request's language, which the overview's words are in. */
  locale: Locale,
  now = new Date(),
): Promise<PatientOverviewDto> {
  const i18n = serverTranslator(locale);
  const none = { rows: [], total: 0 };
  const [next, unread, saved, searches] = await Promise.all([
    may('view_appointments') ? repo.findNextAppointment(db, patientId, practiceNow(now)) : null,
    may('message_providers') ? countUnread(db, patientId) : 0,
    may('manage_saved') ? repo.listSaved(db, patientId, { limit: OVERVIEW_SAVED_SHOWN, offset: 0 }) : none,
    may('manage_saved') ? listRecentSearches(db, patientId) : [],
  ]);
  return {
    nextAppointment: next ? toNext(next, locale) : null,
    unreadMessages: unread,
    saved: { providers: saved.rows.map((r) => toSaved(r, i18n)), total: saved.total },
    recentSearches: searches.slice(0, OVERVIEW_SEARCHES_SHOWN).map((s) => ({
      id: s.id,
      location: s.location,
      category: s.category,
      specialty: s.specialty,
      label: describeSearch(i18n.t, locale, s),
      updatedAt: s.updatedAt,
    })),
  };
}

export async function savedProviders(
  db: Db,
  patientId: string,
  page: number,
  /** The request's language, which the specialties are named in. */
  locale: Locale,
): Promise<SavedProvidersPageDto> {
  const pageSize = PATIENT_SAVED_PAGE_SIZE;
  const { rows, total } = await repo.listSaved(db, patientId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const i18n = serverTranslator(locale);
  return { providers: rows.map((r) => toSaved(r, i18n)), total, page, pageSize };
}

export async function myReviews(
  db: Db,
  user: SessionUser,
  page: number,
  locale: Locale,
): Promise<MyReviewsPageDto> {
  const pageSize = PATIENT_REVIEWS_PAGE_SIZE;
  const { rows, total } = await repo.listReviews(db, user.id, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      providerId: r.provider_id,
      providerName: providerNameIn({ ...r, title: r.provider_title }, locale),
      rating: r.rating,
      title: r.title,
      content: r.content,
      recommend: r.recommend,
      isAnonymous: r.is_anonymous,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    })),
    total,
    page,
    pageSize,
  };
}

/**
 * Deletes the patient's account after checking their password, in one transaction: their future
 * visits are cancelled as a patient cancellation would be (slots freed, both sides mailed), their
 * reviews become anonymous (and stay), their photos go, and the user row is deleted, which removes
 * sessions, saved providers, searches, conversations and notifications with it. A goodbye mail is
 * queued in the same transaction.
 */
export async function deleteAccount(deps: AppDeps, user: SessionUser, password: string, now = new Date()) {
  const db = deps.database.db;
  if (deps.config.rateLimit) {
    const wait = await countHit(db, `app:${DELETE_ATTEMPTS.name}:${user.id}`, DELETE_ATTEMPTS);
    if (wait > 0) throw new AppError(429, DELETE_ATTEMPTS.message);
  }
  const hash = await repo.findPasswordHash(db, user.id);
  const ctx = await deps.auth.$context;
  if (!hash || !(await ctx.password.verify({ hash, password })))
    throw badRequest(M.wrongPassword, { password: M.wrongPassword });

  const profile = await profileRow(db, user);
  const uploads = await repo.listOwnUploads(db, user.id);
  const providers = new Set<string>();
  const notices: Notice[] = [];
  let ended: { patientId: string; caregiverId: string }[] = [];
  await db.transaction(async (tx) => {
    const ids = await repo.futureBlockingAppointmentIds(tx, user.id, practiceNow(now));
    for (const id of ids) {
      const row = (await findAppointment(tx, id))!;
      // The patient's caregivers hear of each cancelled visit (ADR 18), once this has committed.
      notices.push(...(await cancelInTransaction(deps, tx, user, row, ACCOUNT_DELETED_REASON, now)));
      providers.add(row.provider_profile_id);
    }
    await repo.anonymizeReviews(tx, user.id);
    await repo.anonymizeSuggestions(tx, user.id);
    await repo.deleteUploadRows(
      tx,
      uploads.map((u) => u.id),
    );
    await deps.outbox.send(
      {
        to: profile.email,
        template: 'account-deleted',
        data: { firstName: profile.first_name, cancelledAppointments: ids.length },
        // Read before the account goes: the last mail is in its language.
        locale: await recipientLocale(tx, { userId: user.id }),
      },
      tx,
    );
    // The caregivers keep the mails about the cancelled visits, but no notice linking to the
    // patient's pages, which go with the account (acting-for.test.ts).
    ended = await endAccessesOf(tx, user, user.id, 'account_deleted');
    if (!(await repo.deleteUser(tx, user.id))) throw notFound('account.patient.accountNotFound');
  });
  await tellAccessesEnded(deps, ended);
  for (const providerId of providers) await publishSlotsChanged(deps, providerId);
  await announce(deps, notices);
  await removeUploads(deps, uploads);
}
