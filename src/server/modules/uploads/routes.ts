import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  defaultFolder,
  GENERIC_UPLOAD_MAX_BYTES,
  isUploadFolder,
  UPLOAD_MESSAGES,
} from '#shared/uploads/uploads.ts';
import {
  UPLOAD_REQUEST_MESSAGES,
  uploadAreaParamsSchema,
  uploadDtoSchema,
  uploadIdParamsSchema,
} from '#shared/uploads/upload-schemas.ts';
import type { AppEnv } from '../../app-env.ts';
import { badRequest, problemResponse } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import { createRouter, json } from '../../lib/router.ts';
import { UPLOADS_PATH } from '../../lib/storage/storage.ts';
import { deleteUpload, storeUpload } from './service.ts';

const upload = createRoute({
  method: 'post',
  path: '/uploads/{area}',
  summary: 'Upload an image (PNG, JPEG, GIF, WebP or SVG, under 5 MB) to a storage area',
  description:
    "Multipart form: 'file' (required), 'folder' (the area's folder: provider-profiles or patient-avatars, " +
    "logos, headshots or office-photos; defaults to the area's first), 'replaces' (id of an upload of " +
    'yours to replace). The image is re-encoded without metadata; an SVG is stored as a PNG.',
  request: { params: uploadAreaParamsSchema },
  responses: {
    201: json(uploadDtoSchema, 'Stored'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/uploads/{id}',
  summary: 'Delete an upload (its owner or a super admin)',
  request: { params: uploadIdParamsSchema },
  responses: { 204: { description: 'Deleted' } },
});

// The form's own fields and boundaries add a little to the file.
const uploadBodyLimit = bodyLimit({
  maxSize: GENERIC_UPLOAD_MAX_BYTES + 64 * 1024,
  onError: (c) =>
    problemResponse(c, 413, UPLOAD_MESSAGES.genericTooLarge, { file: UPLOAD_MESSAGES.genericTooLarge }),
});

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

export const uploadRoutes = createRouter();
uploadRoutes.use('/uploads/*', async (c, next) => {
  // A guest is told to sign in before anything reads the body.
  if (c.req.method === 'POST') requireUser(c);
  return next();
});
uploadRoutes.post('/uploads/*', uploadBodyLimit);
uploadRoutes
  .openapi(upload, async (c) => {
    const user = requireUser(c);
    const { area } = c.req.valid('param');
    let form: Record<string, unknown> = {};
    try {
      form = await c.req.parseBody();
    } catch {
      // Not a multipart form at all: there is no file in it.
    }
    const folder = text(form.folder) ?? defaultFolder(area);
    if (!isUploadFolder(area, folder)) throw badRequest(UPLOAD_REQUEST_MESSAGES.unknownFolder);
    const replaces = text(form.replaces);
    if (replaces !== undefined && !z.uuid().safeParse(replaces).success)
      throw badRequest(UPLOAD_REQUEST_MESSAGES.fileNotFound);
    const dto = await storeUpload(c.var.deps, user, { area, folder, file: form.file, replaces });
    return c.json(dto, 201);
  })
  .openapi(remove, async (c) => {
    const user = requireUser(c);
    await deleteUpload(c.var.deps, user, c.req.valid('param').id);
    return c.body(null, 204);
  });

/**
 * GET /uploads/<key>: the stored file with its own type. Names are unique (never overwritten), so
 * browsers may keep them for a year. The key check in storage refuses anything outside the folder.
 */
export async function serveUploads(c: Context<AppEnv>) {
  const key = c.req.path.slice(UPLOADS_PATH.length + 1);
  const file = await c.var.deps.storage.read(key);
  if (!file) {
    c.header('Cache-Control', 'no-store');
    return c.text(c.var.t('common.apiError.notFound'), 404);
  }
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.body.byteLength),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
}
