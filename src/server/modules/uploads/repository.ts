import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { providerApplicationImages, providerProfiles, uploads } from '../../db/schema/index.ts';
import type { UploadArea } from '#shared/uploads/uploads.ts';

export type UploadRow = {
  id: string;
  ownerUserId: string | null;
  area: UploadArea;
  key: string;
  contentType: string;
  size: number;
};

const columns = {
  id: uploads.id,
  ownerUserId: uploads.ownerUserId,
  area: uploads.area,
  key: uploads.key,
  contentType: uploads.contentType,
  size: uploads.size,
};

export async function insertUpload(db: Db, values: Omit<UploadRow, 'id'>): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning(columns);
  return row as UploadRow;
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | null> {
  const [row] = await db.select(columns).from(uploads).where(eq(uploads.id, id));
  return (row as UploadRow | undefined) ?? null;
}

export async function deleteUploadRow(db: Executor, id: string) {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** The provider profile the account owns, if any: headshots and office photos are named after it. */
export async function providerIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId));
  return row?.id ?? null;
}

/** Whether the upload is one of the photos of a submitted provider application. */
export async function isAttachedToApplication(db: Db, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerApplicationImages.uploadId })
    .from(providerApplicationImages)
    .where(eq(providerApplicationImages.uploadId, uploadId))
    .limit(1);
  return row !== undefined;
}
