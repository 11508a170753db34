import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { providerProfileReviews, providerProfiles, uploads, users } from '../../db/schema/index.ts';

const profileColumns = {
  id: providerProfiles.id,
  userId: providerProfiles.userId,
  firstName: providerProfiles.firstName,
  lastName: providerProfiles.lastName,
  title: providerProfiles.title,
  professionalTitle: providerProfiles.professionalTitle,
  taxonomyCode: providerProfiles.taxonomyCode,
  secondaryTaxonomyCodes: providerProfiles.secondaryTaxonomyCodes,
  practiceName: providerProfiles.practiceName,
  streetAddress: providerProfiles.streetAddress,
  addressLine2: providerProfiles.addressLine2,
  city: providerProfiles.city,
  state: providerProfiles.state,
  zipCode: providerProfiles.zipCode,
  phone: providerProfiles.phone,
  email: providerProfiles.email,
  acceptingNewPatients: providerProfiles.acceptingNewPatients,
  about: providerProfiles.about,
  languages: providerProfiles.languages,
  acceptedInsurancePlans: providerProfiles.acceptedInsurancePlans,
  boardCertifications: providerProfiles.boardCertifications,
  educationTraining: providerProfiles.educationTraining,
  professionalMemberships: providerProfiles.professionalMemberships,
  npiNumber: providerProfiles.npiNumber,
  telehealthAvailable: providerProfiles.telehealthAvailable,
  practiceType: providerProfiles.practiceType,
  yearsInPractice: providerProfiles.yearsInPractice,
  gender: providerProfiles.gender,
  accessibilityFeatures: providerProfiles.accessibilityFeatures,
  imageUrl: providerProfiles.imageUrl,
  logoUrl: providerProfiles.logoUrl,
  officePhotos: providerProfiles.officePhotos,
  officeHours: providerProfiles.officeHours,
  profileStatus: providerProfiles.profileStatus,
  status: providerProfiles.status,
  pendingChanges: providerProfiles.pendingChanges,
  submittedForReviewAt: providerProfiles.submittedForReviewAt,
  badges: providerProfiles.badges,
};
export type ProfileRow = Pick<typeof providerProfiles.$inferSelect, keyof typeof profileColumns>;
export type ProfileWrite = Partial<typeof providerProfiles.$inferInsert>;

/** The profile the account owns (one per account). With lock, held for this transaction. */
export async function findProfileByUser(
  db: Executor,
  userId: string,
  lock = false,
): Promise<ProfileRow | null> {
  const query = db.select(profileColumns).from(providerProfiles).where(eq(providerProfiles.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findProfileById(db: Executor, id: string, lock = false): Promise<ProfileRow | null> {
  const query = db.select(profileColumns).from(providerProfiles).where(eq(providerProfiles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertProfile(
  db: Executor,
  values: ProfileWrite & { userId: string },
): Promise<string> {
  const [row] = await db.insert(providerProfiles).values(values).returning({ id: providerProfiles.id });
  return row!.id;
}

export async function updateProfile(db: Executor, id: string, values: ProfileWrite): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(providerProfiles).set(values).where(eq(providerProfiles.id, id));
}

/** Whether a profile other than `exceptId` holds the NPI (listed or pending). */
export async function npiUsedElsewhere(db: Executor, npi: string, exceptId: string | null): Promise<boolean> {
  const others = exceptId ? ne(providerProfiles.id, exceptId) : undefined;
  const [listed] = await db
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(and(eq(providerProfiles.npiNumber, npi), others))
    .limit(1);
  if (listed) return true;
  // An NPI waiting for review on another profile is taken too: approving both would clash.
  const [pending] = await db
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(and(sql`${providerProfiles.pendingChanges} ->> 'npiNumber' = ${npi}`, others))
    .limit(1);
  return pending !== undefined;
}

export type UploadRef = { id: string; ownerUserId: string | null; area: string; key: string };

export async function findUploads(db: Executor, ids: string[]): Promise<UploadRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: uploads.id, ownerUserId: uploads.ownerUserId, area: uploads.area, key: uploads.key })
    .from(uploads)
    .where(inArray(uploads.id, ids));
}

const reviewColumns = {
  id: providerProfileReviews.id,
  providerId: providerProfileReviews.providerId,
  changes: providerProfileReviews.changes,
  status: providerProfileReviews.status,
  submittedAt: providerProfileReviews.submittedAt,
  decidedAt: providerProfileReviews.decidedAt,
  decidedBy: providerProfileReviews.decidedBy,
  notes: providerProfileReviews.notes,
};
export type ReviewRow = typeof providerProfileReviews.$inferSelect;

/** The profile's most recent submission, if it was ever submitted. */
export async function latestReview(db: Executor, providerId: string): Promise<ReviewRow | null> {
  const [row] = await db
    .select(reviewColumns)
    .from(providerProfileReviews)
    .where(eq(providerProfileReviews.providerId, providerId))
    .orderBy(desc(providerProfileReviews.submittedAt), desc(providerProfileReviews.id))
    .limit(1);
  return row ?? null;
}

export async function insertReview(
  db: Executor,
  values: { providerId: string; changes: Record<string, unknown> | null; submittedAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(providerProfileReviews)
    .values({ ...values, status: 'pending' })
    .returning({ id: providerProfileReviews.id });
  return row!.id;
}

export async function findReview(db: Executor, id: string, lock = false): Promise<ReviewRow | null> {
  const query = db
    .select(reviewColumns)
    .from(providerProfileReviews)
    .where(eq(providerProfileReviews.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function decideReview(
  db: Executor,
  id: string,
  decision: { status: 'approved' | 'changes_requested'; decidedBy: string; notes: string | null },
): Promise<void> {
  await db
    .update(providerProfileReviews)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(providerProfileReviews.id, id), eq(providerProfileReviews.status, 'pending')));
}

export type ReviewListRow = ReviewRow & {
  firstName: string;
  lastName: string;
  practiceName: string | null;
  decidedByFirst: string | null;
  decidedByLast: string | null;
};

const listColumns = {
  ...reviewColumns,
  firstName: providerProfiles.firstName,
  lastName: providerProfiles.lastName,
  practiceName: providerProfiles.practiceName,
  decidedByFirst: users.firstName,
  decidedByLast: users.lastName,
};

/** The queue: pending first, oldest waiting first; then decisions, newest first. */
export async function listReviews(db: Executor, limit: number, offset: number): Promise<ReviewListRow[]> {
  const pendingFirst = sql`case when ${providerProfileReviews.status} = 'pending' then 0 else 1 end`;
  return db
    .select(listColumns)
    .from(providerProfileReviews)
    .innerJoin(providerProfiles, eq(providerProfiles.id, providerProfileReviews.providerId))
    .leftJoin(users, eq(users.id, providerProfileReviews.decidedBy))
    .orderBy(
      asc(pendingFirst),
      sql`case when ${providerProfileReviews.status} = 'pending' then ${providerProfileReviews.submittedAt} end asc`,
      desc(providerProfileReviews.decidedAt),
      desc(providerProfileReviews.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function findReviewWithNames(db: Executor, id: string): Promise<ReviewListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(providerProfileReviews)
    .innerJoin(providerProfiles, eq(providerProfiles.id, providerProfileReviews.providerId))
    .leftJoin(users, eq(users.id, providerProfileReviews.decidedBy))
    .where(eq(providerProfileReviews.id, id));
  return row ?? null;
}

export async function countReviews(db: Executor): Promise<{ total: number; pending: number }> {
  const rows = await db
    .select({ status: providerProfileReviews.status, n: count() })
    .from(providerProfileReviews)
    .groupBy(providerProfileReviews.status);
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  const pending = Number(rows.find((r) => r.status === 'pending')?.n ?? 0);
  return { total, pending };
}

/** The account's sign-in email, for the decision mail. */
export async function accountEmail(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
