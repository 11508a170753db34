import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { ApplicationStatus } from '#shared/applications/application-status.ts';
import type { Executor } from '../../db/client.ts';
import {
  providerApplicationEvents,
  providerApplicationImages,
  providerApplications,
  uploads,
} from '../../db/schema/index.ts';

export type ApplicationValues = Omit<
  typeof providerApplications.$inferInsert,
  | 'id'
  | 'applicationStatus'
  | 'submittedAt'
  | 'updatedAt'
  | 'photoshootAt'
  | 'photoshootLocation'
  | 'photographerName'
  | 'photographerEmail'
  | 'decisionNotes'
>;

/** Every column of an application but the consents (always true: a check says so). */
export const applicationColumns = {
  id: providerApplications.id,
  userId: providerApplications.userId,
  fullName: providerApplications.fullName,
  titleRole: providerApplications.titleRole,
  phone: providerApplications.phone,
  email: providerApplications.email,
  preferredContact: providerApplications.preferredContact,
  practiceName: providerApplications.practiceName,
  businessAddress: providerApplications.businessAddress,
  website: providerApplications.website,
  practicePhone: providerApplications.practicePhone,
  npiNumber: providerApplications.npiNumber,
  taxonomyCode: providerApplications.taxonomyCode,
  secondaryTaxonomyCodes: providerApplications.secondaryTaxonomyCodes,
  medicareParticipation: providerApplications.medicareParticipation,
  medicareAdvantagePlans: providerApplications.medicareAdvantagePlans,
  acceptingNewPatients: providerApplications.acceptingNewPatients,
  languages: providerApplications.languages,
  description: providerApplications.description,
  referralSource: providerApplications.referralSource,
  applicationStatus: providerApplications.applicationStatus,
  photoshootAt: providerApplications.photoshootAt,
  photoshootLocation: providerApplications.photoshootLocation,
  photographerName: providerApplications.photographerName,
  photographerEmail: providerApplications.photographerEmail,
  decisionNotes: providerApplications.decisionNotes,
  submittedAt: providerApplications.submittedAt,
  updatedAt: providerApplications.updatedAt,
};
// The consents are always true (a check says so): nothing reads them back.
export type ApplicationRow = Omit<
  typeof providerApplications.$inferSelect,
  'accurateInformationConfirmed' | 'prescreenAcknowledged'
>;

export type UploadForApplication = {
  id: string;
  ownerUserId: string | null;
  area: string;
  key: string;
  size: number;
};

/** The uploads with these ids (any owner: the service decides which may be attached). */
export async function findUploads(db: Executor, ids: string[]): Promise<UploadForApplication[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: uploads.id,
      ownerUserId: uploads.ownerUserId,
      area: uploads.area,
      key: uploads.key,
      size: uploads.size,
    })
    .from(uploads)
    .where(inArray(uploads.id, ids));
}

/** The user's application that is still open (any state but rejected), if there is one. */
export async function findOpenApplicationId(db: Executor, userId: string): Promise<string | null> {
  const rows = await db
    .select({ id: providerApplications.id, status: providerApplications.applicationStatus })
    .from(providerApplications)
    .where(eq(providerApplications.userId, userId));
  return rows.find((r) => r.status !== 'rejected')?.id ?? null;
}

export async function insertApplication(db: Executor, values: ApplicationValues): Promise<ApplicationRow> {
  const [row] = await db
    .insert(providerApplications)
    .values({ ...values, applicationStatus: 'submitted' })
    .returning(applicationColumns);
  return row!;
}

export async function insertImages(db: Executor, applicationId: string, uploadIds: string[]) {
  if (uploadIds.length === 0) return;
  await db
    .insert(providerApplicationImages)
    .values(uploadIds.map((uploadId, position) => ({ applicationId, uploadId, position })));
}

export async function insertEvent(
  db: Executor,
  event: {
    applicationId: string;
    fromStatus: ApplicationStatus | null;
    toStatus: ApplicationStatus;
    actorId: string;
    notes?: string;
  },
) {
  await db.insert(providerApplicationEvents).values(event);
}

/** The user's most recent application. */
export async function findLatestApplication(db: Executor, userId: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select(applicationColumns)
    .from(providerApplications)
    .where(eq(providerApplications.userId, userId))
    .orderBy(desc(providerApplications.submittedAt), desc(providerApplications.id))
    .limit(1);
  return row ?? null;
}

/** The application's images in the applicant's order. */
export async function listImages(db: Executor, applicationId: string) {
  return db
    .select({ id: uploads.id, key: uploads.key })
    .from(providerApplicationImages)
    .innerJoin(uploads, eq(uploads.id, providerApplicationImages.uploadId))
    .where(eq(providerApplicationImages.applicationId, applicationId))
    .orderBy(asc(providerApplicationImages.position));
}
