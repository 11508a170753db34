import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MESSAGES,
  type ProviderApplication,
} from '#shared/applications/application.ts';
import { withoutPrimary } from '#shared/taxonomy/listing-codes.ts';
import { isApplicationStatus, type ApplicationStatus } from '#shared/applications/application-status.ts';
import type { ApplicantApplicationDto } from '#shared/applications/application-pipeline.ts';
import { practiceNow } from '#shared/schedule/slot-rules.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import { isKnownCode, specialtiesOfCodes } from '../taxonomy/service.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'outbox'>;

/** Where the wizard's photos are uploaded: POST /api/uploads/provider-photos, folder office-photos. */
const IMAGE_KEY_PREFIX = 'provider-photos/office-photos/';

/** Every image must be the caller's own office photo of at most 2 MB (as stored, after re-encoding). */
async function checkImages(deps: Deps, user: SessionUser, imageIds: string[]) {
  if (new Set(imageIds).size !== imageIds.length)
    throw badRequest(APPLICATION_MESSAGES.imageRepeated, { imageIds: APPLICATION_MESSAGES.imageRepeated });
  const found = new Map((await repo.findUploads(deps.database.db, imageIds)).map((u) => [u.id, u]));
  for (const id of imageIds) {
    const upload = found.get(id);
    if (!upload || upload.ownerUserId !== user.id || !upload.key.startsWith(IMAGE_KEY_PREFIX))
      throw badRequest(APPLICATION_MESSAGES.imageNotFound, { imageIds: APPLICATION_MESSAGES.imageNotFound });
    if (upload.size > APPLICATION_IMAGE_MAX_BYTES)
      throw badRequest(APPLICATION_MESSAGES.imageTooLarge, { imageIds: APPLICATION_MESSAGES.imageTooLarge });
  }
}

/** Every code must be one NUCC publishes: the form checks only their shape (listing-codes.ts). */
function checkCodes({ taxonomyCode, secondaryTaxonomyCodes }: ProviderApplication) {
  if (!isKnownCode(taxonomyCode))
    throw badRequest(APPLICATION_MESSAGES.taxonomyCode, { taxonomyCode: APPLICATION_MESSAGES.taxonomyCode });
  if (!secondaryTaxonomyCodes.every(isKnownCode))
    throw badRequest(APPLICATION_MESSAGES.secondaryTaxonomyCodes, {
      secondaryTaxonomyCodes: APPLICATION_MESSAGES.secondaryTaxonomyCodes,
    });
}

/** The planned photoshoot in the practice's time zone, once one has been scheduled. */
function photoshootOf(row: repo.ApplicationRow): ApplicantApplicationDto['photoshoot'] {
  if (!row.photoshootAt || !row.photoshootLocation) return null;
  const local = practiceNow(row.photoshootAt);
  return {
    at: row.photoshootAt.toISOString(),
    date: local.date,
    time: local.time,
    location: row.photoshootLocation,
  };
}

/** The application as its applicant sees it; the admin screens add to it. */
export async function applicationDto(deps: Deps, row: repo.ApplicationRow): Promise<ApplicantApplicationDto> {
  const images = await repo.listImages(deps.database.db, row.id);
  const status: ApplicationStatus = isApplicationStatus(row.applicationStatus)
    ? row.applicationStatus
    : 'submitted';
  return {
    id: row.id,
    status,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    fullName: row.fullName,
    role: row.titleRole,
    phone: row.phone,
    email: row.email,
    preferredContact: row.preferredContact,
    practiceName: row.practiceName,
    businessAddress: row.businessAddress,
    website: row.website,
    practicePhone: row.practicePhone,
    npiNumber: row.npiNumber,
    mainSpecialty: specialtiesOfCodes(row.taxonomyCode ? [row.taxonomyCode] : [])[0] ?? null,
    otherSpecialties: specialtiesOfCodes(row.secondaryTaxonomyCodes),
    medicareParticipation: row.medicareParticipation,
    medicareAdvantagePlans: row.medicareAdvantagePlans,
    acceptingNewPatients: row.acceptingNewPatients,
    languages: row.languages,
    description: row.description,
    referralSource: row.referralSource,
    images: images.map((i) => ({ id: i.id, url: deps.storage.publicUrl(i.key) })),
    photoshoot: photoshootOf(row),
    decisionNotes: row.decisionNotes,
  };
}

/**
 * A provider submits their application (applications.test.ts): one transaction inserts it as 'submitted',
 * attaches the images in order, records the submission as its first event and queues the status mail.
 */
export async function submitApplication(
  deps: Deps,
  user: SessionUser,
  input: ProviderApplication,
): Promise<ApplicantApplicationDto> {
  if (input.email.trim().toLowerCase() !== user.email.trim().toLowerCase())
    throw badRequest(APPLICATION_MESSAGES.emailNotOwn, { email: APPLICATION_MESSAGES.emailNotOwn });
  checkCodes(input);
  await checkImages(deps, user, input.imageIds);
  if (await repo.findOpenApplicationId(deps.database.db, user.id))
    throw conflict(APPLICATION_MESSAGES.alreadyOpen);

  let row: repo.ApplicationRow;
  try {
    row = await deps.database.db.transaction(async (tx) => {
      const application = await repo.insertApplication(tx, {
        userId: user.id,
        fullName: input.fullName,
        titleRole: input.role,
        phone: input.phone,
        email: user.email,
        preferredContact: input.preferredContact,
        practiceName: input.practiceName,
        businessAddress: input.businessAddress,
        website: input.website,
        practicePhone: input.practicePhone,
        npiNumber: input.npiNumber,
        taxonomyCode: input.taxonomyCode,
        secondaryTaxonomyCodes: withoutPrimary(input.taxonomyCode, input.secondaryTaxonomyCodes),
        medicareParticipation: input.medicareParticipation,
        medicareAdvantagePlans: input.medicareAdvantagePlans,
        acceptingNewPatients: input.acceptingNewPatients,
        languages: input.languages,
        description: input.description,
        referralSource: input.referralSource,
        accurateInformationConfirmed: input.consentAccurate,
        prescreenAcknowledged: input.consentPreScreen,
      });
      await repo.insertImages(tx, application.id, input.imageIds);
      await repo.insertEvent(tx, {
        applicationId: application.id,
        fromStatus: null,
        toStatus: 'submitted',
        actorId: user.id,
      });
      await deps.outbox.send(
        {
          to: user.email,
          template: 'provider-application-status',
          data: { status: 'submitted' },
          locale: await recipientLocale(tx, { userId: user.id }),
        },
        tx,
      );
      return application;
    });
  } catch (err) {
    // Two submissions at once: the one-open-application index lets only the first through.
    if (isUniqueViolation(err)) throw conflict(APPLICATION_MESSAGES.alreadyOpen);
    throw err;
  }
  return applicationDto(deps, row);
}

/** The caller's latest application, or null when they have not applied. */
export async function latestApplication(
  deps: Deps,
  user: SessionUser,
): Promise<ApplicantApplicationDto | null> {
  const row = await repo.findLatestApplication(deps.database.db, user.id);
  return row ? applicationDto(deps, row) : null;
}
