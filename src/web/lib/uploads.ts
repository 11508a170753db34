import type { Translate } from '#shared/i18n/translate.ts';
import {
  checkImageFile,
  UPLOAD_MESSAGES,
  type UploadArea,
  type UploadFolder,
} from '#shared/uploads/uploads.ts';
import type { UploadDto } from '#shared/uploads/upload-schemas.ts';
import { ApiError, apiFetch } from './api-client.ts';
import { UNREACHABLE } from './unreachable.ts';

export type UploadOptions = {
  area: UploadArea;
  folder?: UploadFolder;
  /** The id of an upload of yours that this file replaces (a new headshot, say). */
  replaces?: string;
  /** A smaller limit than the image check's 5 MB, with the words to show (the wizard's 2 MB). */
  maxBytes?: { bytes: number; message: string };
};

/**
 * Sends one image to /api/uploads/{area}. The browser checks the file first (uploads.test.ts)
 * so a wrong file is refused without a wait; the server checks it again by its content.
 * Throws ApiError with the message to show, in the words of `t` (the page's language).
 */
export async function uploadImage(file: File, options: UploadOptions, t: Translate): Promise<UploadDto> {
  const problem = checkImageFile(file);
  if (problem) throw new ApiError(400, t(problem), { file: t(problem) }, problem);
  if (options.maxBytes && file.size > options.maxBytes.bytes) {
    throw new ApiError(400, options.maxBytes.message, { file: options.maxBytes.message });
  }
  const form = new FormData();
  form.append('file', file);
  if (options.folder !== undefined) form.append('folder', options.folder);
  if (options.replaces) form.append('replaces', options.replaces);
  let res: Response;
  try {
    res = await fetch(`/api/uploads/${options.area}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, t(UNREACHABLE.key));
  }
  const data = (await res.json().catch(() => null)) as
    (UploadDto & { detail?: string; errors?: Record<string, string>; code?: string }) | null;
  if (!res.ok || !data) {
    throw new ApiError(res.status, data?.detail ?? t(UPLOAD_MESSAGES.failed), data?.errors ?? {}, data?.code);
  }
  return data;
}

/** Deletes one of your uploads. */
export function deleteUpload(id: string): Promise<void> {
  return apiFetch<void>(`/api/uploads/${id}`, { method: 'DELETE' });
}
