import { AlertCircle, CheckCircle2, ImagePlus, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { APPLICATION_IMAGES_MAX } from '#shared/applications/application.ts';
import { IMAGE_ACCEPT } from '#shared/uploads/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { Photo } from './use-photo-uploads.ts';

/**
 * The optional office photos of step 4: choose one or several, see each one's progress, a thumbnail
 * when it has arrived, or why it was refused, and remove any of them.
 */
export function PhotoPicker({
  photos,
  onAdd,
  onRemove,
}: {
  photos: Photo[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
}) {
  const t = useT();
  const id = useId();
  const added = photos.filter((p) => p.state !== 'error').length;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-bold">{t('onboarding.wizard.photosTitle')}</h3>
      <p id={`${id}-hint`} className="text-ink-muted">
        {t('onboarding.wizard.photosHint', { maximum: APPLICATION_IMAGES_MAX })}
      </p>
      <div>
        <input
          id={id}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          aria-describedby={`${id}-hint ${id}-count`}
          className="peer sr-only"
          onChange={(e) => {
            onAdd(Array.from(e.target.files ?? []));
            // Cleared so that choosing the same file again (after removing it) is noticed.
            e.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className="border-primary text-primary hover:bg-primary-soft inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 bg-white px-5 py-2 text-lg font-bold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-[var(--color-focus)]"
        >
          <ImagePlus aria-hidden className="size-6" />
          {t('onboarding.wizard.addPhotos')}
        </label>
      </div>
      <p id={`${id}-count`} className="font-bold">
        {t('onboarding.wizard.photosAdded', { added, maximum: APPLICATION_IMAGES_MAX })}
      </p>
      {photos.length > 0 && (
        <ul aria-label={t('onboarding.wizard.photosList')} aria-live="polite" className="flex flex-col gap-3">
          {photos.map((photo) => (
            <li
              key={photo.key}
              className="flex flex-wrap items-center gap-4 rounded-xl border-2 border-stone-300 bg-white p-3"
            >
              {photo.state === 'done' && photo.upload ? (
                <img
                  src={photo.upload.url}
                  alt={t('onboarding.wizard.photoAlt', { name: photo.name })}
                  className="size-20 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span aria-hidden className="size-20 shrink-0 rounded-lg bg-stone-200" />
              )}
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-bold break-all">{photo.name}</p>
                <PhotoStatus photo={photo} />
              </div>
              {(photo.state === 'done' || photo.state === 'error') && (
                <Button
                  variant="secondary"
                  aria-label={t('onboarding.wizard.removePhotoLabel', { name: photo.name })}
                  onClick={() => onRemove(photo.key)}
                >
                  {t('onboarding.wizard.removePhoto')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PhotoStatus({ photo }: { photo: Photo }) {
  const t = useT();
  switch (photo.state) {
    case 'waiting':
      return <p>{t('onboarding.wizard.photoWaiting')}</p>;
    case 'uploading':
    case 'removing':
      return (
        <p className="flex items-center gap-2">
          <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
          {photo.state === 'uploading'
            ? t('onboarding.wizard.photoUploading')
            : t('onboarding.wizard.photoRemoving')}
        </p>
      );
    case 'done':
      return (
        <p className="text-success flex items-center gap-2">
          <CheckCircle2 aria-hidden className="size-5" />
          {t('onboarding.wizard.photoUploaded')}
        </p>
      );
    case 'error':
      return (
        <p className="text-danger flex items-start gap-2 font-bold">
          <AlertCircle aria-hidden className="mt-1 size-5 shrink-0" />
          {photo.error}
        </p>
      );
  }
}
