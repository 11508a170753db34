import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';
import { UPLOAD_AREAS } from './uploads.ts';

/** The upload answer, apart from uploads.ts, whose limits and messages the forms import without zod. */

/** What the upload checks of the address and the form say, as keys (ADR 19). */
export const UPLOAD_REQUEST_MESSAGES = {
  unknownArea: 'account.upload.unknownArea',
  unknownFolder: 'account.upload.unknownFolder',
  fileNotFound: 'account.upload.fileNotFound',
} as const satisfies Record<string, MessageKey>;

/** What the server answers for a stored upload. */
export const uploadDtoSchema = z.object({
  id: z.string(),
  area: z.enum(UPLOAD_AREAS),
  key: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadDto = z.infer<typeof uploadDtoSchema>;

/** POST /api/uploads/{area}: where the file goes. */
export const uploadAreaParamsSchema = z.object({
  area: z.enum(UPLOAD_AREAS, UPLOAD_REQUEST_MESSAGES.unknownArea),
});
/** DELETE /api/uploads/{id}: an id that cannot be one is not found. */
export const uploadIdParamsSchema = z.object({ id: z.uuid(UPLOAD_REQUEST_MESSAGES.fileNotFound) });
