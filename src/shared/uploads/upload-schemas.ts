import { z } from 'zod';
import { UPLOAD_AREAS } from './uploads.ts';

/** The upload answer, apart from uploads.ts, whose limits and messages the forms import without zod. */

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
export const uploadAreaParamsSchema = z.object({ area: z.enum(UPLOAD_AREAS, 'Unknown upload area') });
/** DELETE /api/uploads/{id}: an id that cannot be one is not found. */
export const uploadIdParamsSchema = z.object({ id: z.uuid('File not found') });
