import { useCallback, useMemo, useRef, useState } from 'react';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  APPLICATION_MESSAGES,
} from '#shared/applications/application.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { checkImageFile, UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import type { UploadDto } from '#shared/uploads/upload-schemas.ts';
import { useT } from '../../../lib/i18n.tsx';
import { deleteUpload, uploadImage } from '../../../lib/uploads.ts';

type PhotoState = 'waiting' | 'uploading' | 'done' | 'removing' | 'error';
export type Photo = { key: string; name: string; state: PhotoState; upload?: UploadDto; error?: string };

/** Photos that hold one of the five places: refused ones do not. */
const holdsPlace = (p: Photo) => p.state !== 'error';

const failed = (err: unknown, t: Translate) =>
  t(UPLOAD_MESSAGES.failedOfficePhoto, {
    reason: err instanceof Error && err.message ? err.message : t(UPLOAD_MESSAGES.failed),
  });

let nextKey = 0;

/**
 * The application's office photos: each chosen file is checked at once (refused without a request
 * when it is not an image, over 2 MB or a sixth), then uploaded one after another, so a slow
 * connection shows clearly which photo is on its way. Removing one deletes its upload.
 */
export function usePhotoUploads(onRemoveFailed: (name: string) => void) {
  const t = useT();
  const [photos, setPhotos] = useState<Photo[]>([]);
  // The list as last set, for the checks made while choosing (state updates arrive later).
  const current = useRef<Photo[]>([]);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(false);

  const update = useCallback((fn: (list: Photo[]) => Photo[]) => {
    current.current = fn(current.current);
    setPhotos(current.current);
  }, []);
  const patch = useCallback(
    (key: string, changes: Partial<Photo>) =>
      update((list) => list.map((p) => (p.key === key ? { ...p, ...changes } : p))),
    [update],
  );

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      patch(next.key, { state: 'uploading' });
      try {
        const upload = await uploadImage(
          next.file,
          {
            area: 'provider-photos',
            folder: 'office-photos',
            maxBytes: { bytes: APPLICATION_IMAGE_MAX_BYTES, message: t(APPLICATION_MESSAGES.imageTooLarge) },
          },
          t,
        );
        patch(next.key, { state: 'done', upload });
      } catch (err) {
        patch(next.key, { state: 'error', error: failed(err, t) });
      }
    }
    running.current = false;
  }, [patch, t]);

  const add = useCallback(
    (files: File[]) => {
      const added: Photo[] = [];
      let places = APPLICATION_IMAGES_MAX - current.current.filter(holdsPlace).length;
      for (const file of files) {
        const key = `photo-${++nextKey}`;
        const notImage = checkImageFile(file);
        const problem = notImage
          ? t(notImage)
          : file.size > APPLICATION_IMAGE_MAX_BYTES
            ? t(APPLICATION_MESSAGES.imageTooLarge)
            : null;
        if (problem) {
          added.push({ key, name: file.name, state: 'error', error: failed(new Error(problem), t) });
        } else if (places <= 0) {
          added.push({ key, name: file.name, state: 'error', error: t(APPLICATION_MESSAGES.imagesMax) });
        } else {
          places--;
          added.push({ key, name: file.name, state: 'waiting' });
          queue.current.push({ key, file });
        }
      }
      update((list) => [...list, ...added]);
      void run();
    },
    [run, t, update],
  );

  const remove = useCallback(
    async (key: string) => {
      const photo = current.current.find((p) => p.key === key);
      if (!photo) return;
      if (photo.state === 'done' && photo.upload) {
        patch(key, { state: 'removing' });
        try {
          await deleteUpload(photo.upload.id);
        } catch {
          patch(key, { state: 'done' });
          onRemoveFailed(photo.name);
          return;
        }
      } else if (photo.state !== 'error') {
        return; // still on its way: it can be removed once it has arrived
      }
      update((list) => list.filter((p) => p.key !== key));
    },
    [onRemoveFailed, patch, update],
  );

  /** Forgets the list (after submitting: the uploads now belong to the application). */
  const clear = useCallback(() => {
    queue.current = [];
    update(() => []);
  }, [update]);

  const ids = useMemo(
    () => photos.flatMap((p) => (p.state === 'done' && p.upload ? [p.upload.id] : [])),
    [photos],
  );
  const busy = photos.some((p) => p.state === 'waiting' || p.state === 'uploading' || p.state === 'removing');
  return { photos, add, remove, clear, busy, ids };
}
