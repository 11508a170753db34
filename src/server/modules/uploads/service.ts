import { randomUUID } from 'node:crypto';
import {
  canUploadTo,
  GENERIC_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  isTimestampNamed,
  maxDimensionFor,
  UPLOAD_MESSAGES,
  type UploadArea,
  type UploadFolder,
} from '#shared/uploads/uploads.ts';
import { UPLOAD_REQUEST_MESSAGES, type UploadDto } from '#shared/uploads/upload-schemas.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { isSuperAdmin } from '#shared/roles.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { processImage } from './images.ts';
import {
  deleteUploadRow,
  findUpload,
  insertUpload,
  isAttachedToApplication,
  providerIdOfUser,
  type UploadRow,
} from './repository.ts';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'log'>;

const toUploadDto = (storage: AppDeps['storage'], row: UploadRow): UploadDto => ({
  id: row.id,
  area: row.area,
  key: row.key,
  url: storage.publicUrl(row.key),
  contentType: row.contentType,
  size: row.size,
});

let lastStamp = 0;
/** Milliseconds, strictly increasing within this process, so two photos in one instant differ. */
function stamp() {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/**
 * The storage key (docs/product.md#content): provider id plus time for headshots and office photos, else a
 * random id.
 */
async function keyFor(deps: Deps, user: SessionUser, area: UploadArea, folder: UploadFolder, ext: string) {
  if (isTimestampNamed(folder)) {
    const owner = (await providerIdOfUser(deps.database.db, user.id)) ?? user.id;
    return `${area}/${folder}/${owner}-${stamp()}.${ext}`;
  }
  const dir = folder === 'patient-avatars' ? `${user.id}/patient-avatars` : folder;
  return [area, dir, `${randomUUID()}.${ext}`].filter(Boolean).join('/');
}

/** The row, if the user may change it: its owner or a super_admin. */
async function ownedUpload(deps: Deps, user: SessionUser, id: string) {
  const row = await findUpload(deps.database.db, id);
  if (!row) throw notFound(UPLOAD_REQUEST_MESSAGES.fileNotFound);
  if (row.ownerUserId !== user.id && !isSuperAdmin(user.role))
    throw forbidden('account.uploadRefusal.ownerOnly');
  // A submitted application is a record the admins review: its photos stay as they were sent.
  // A super admin may still remove one (an unsuitable picture); the attachment goes with it.
  if (!isSuperAdmin(user.role) && (await isAttachedToApplication(deps.database.db, row.id)))
    throw conflict(UPLOAD_IN_APPLICATION);
  return row;
}

export const UPLOAD_IN_APPLICATION: MessageKey = 'account.uploadRefusal.inApplication';

/** The checks in order: a file, the size limits, then the content itself (uploads.test.ts, ADR 9). */
function checkUploadedFile(file: unknown): asserts file is File {
  if (!(file instanceof File) || file.size === 0)
    throw badRequest(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
  if (file.size > GENERIC_UPLOAD_MAX_BYTES)
    throw new AppError(413, UPLOAD_MESSAGES.genericTooLarge, { file: UPLOAD_MESSAGES.genericTooLarge });
  if (file.size > IMAGE_UPLOAD_MAX_BYTES)
    throw badRequest(UPLOAD_MESSAGES.imageTooLarge, { file: UPLOAD_MESSAGES.imageTooLarge });
}

export async function storeUpload(
  deps: Deps,
  user: SessionUser,
  input: { area: UploadArea; folder: UploadFolder; file: unknown; replaces?: string },
): Promise<UploadDto> {
  const { area, folder } = input;
  if (!canUploadTo(user.role, area, folder)) throw forbidden('account.uploadRefusal.notAllowedHere');
  const previous = input.replaces ? await ownedUpload(deps, user, input.replaces) : null;
  if (previous && previous.area !== area) throw badRequest('account.uploadRefusal.sameArea');
  checkUploadedFile(input.file);
  const image = await processImage(
    new Uint8Array(await input.file.arrayBuffer()),
    maxDimensionFor(area, folder),
  );

  // The row is written first: its unique key reserves the name, so no upload ever overwrites another.
  const key = await keyFor(deps, user, area, folder, image.ext);
  const row = await insertUpload(deps.database.db, {
    ownerUserId: user.id,
    area,
    key,
    contentType: image.contentType,
    size: image.body.byteLength,
  });
  try {
    await deps.storage.put(key, image.body, image.contentType);
  } catch (err) {
    deps.log.error({ err, key }, 'upload storage failed');
    await deleteUploadRow(deps.database.db, row.id);
    throw new AppError(503, UPLOAD_MESSAGES.failed);
  }
  if (previous) await removeUpload(deps, user, previous);
  return toUploadDto(deps.storage, row);
}

/**
 * Deletes the row, then the file. A super admin removing someone else's file changes that person's
 * data: the audit log records it in the same transaction as the deletion.
 */
async function removeUpload(deps: Deps, user: SessionUser, row: UploadRow) {
  await deps.database.db.transaction(async (tx) => {
    await deleteUploadRow(tx, row.id);
    if (row.ownerUserId !== user.id)
      await recordAdminAction(tx, user, {
        action: 'upload.delete',
        targetType: 'upload',
        targetId: row.id,
        before: {
          ownerUserId: row.ownerUserId,
          area: row.area,
          key: row.key,
          contentType: row.contentType,
          size: row.size,
        },
        after: null,
      });
  });
  try {
    await deps.storage.delete(row.key);
  } catch (err) {
    // The row is gone, so nothing links to the file any more; a stray file is only disk space.
    deps.log.warn({ err, key: row.key }, 'could not delete stored file');
  }
}

export async function deleteUpload(deps: Deps, user: SessionUser, id: string) {
  await removeUpload(deps, user, await ownedUpload(deps, user, id));
}
