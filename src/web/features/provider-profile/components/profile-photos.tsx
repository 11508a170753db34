import { ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  OFFICE_PHOTOS_MAX,
  PROFILE_EDITOR_MESSAGES as M,
  type ProfileUpdateInput,
  type ProviderOwnProfileDto,
} from '#shared/providers/profile-editor.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import {
  IMAGE_ACCEPT,
  UPLOAD_MESSAGES,
  type UploadArea,
  type UploadFolder,
} from '#shared/uploads/uploads.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { uploadImage } from '../../../lib/uploads.ts';
import { useSaveProfile } from '../api/profile.ts';

type Kind = 'headshot' | 'logo' | 'office';

const PLACES: Record<
  Kind,
  {
    area: UploadArea;
    folder: UploadFolder;
    failed: (typeof UPLOAD_MESSAGES)['failedHeadshot' | 'uploadFailed' | 'failedOfficePhoto'];
  }
> = {
  headshot: { area: 'provider-photos', folder: 'headshots', failed: UPLOAD_MESSAGES.failedHeadshot },
  logo: { area: 'profile-images', folder: 'provider-profiles', failed: UPLOAD_MESSAGES.uploadFailed },
  office: { area: 'provider-photos', folder: 'office-photos', failed: UPLOAD_MESSAGES.failedOfficePhoto },
};

const reasonOf = (err: unknown, t: Translate) =>
  err instanceof Error && err.message ? err.message : t(UPLOAD_MESSAGES.tryAgain);

/**
 * The headshot, logo and office photos. Photos go live as soon as they are added (ADR 10), so each
 * change is saved at once, apart from the form's Save button.
 */
export function ProfilePhotos({ profile }: { profile: ProviderOwnProfileDto | null }) {
  const save = useSaveProfile();
  const t = useT();
  const [busy, setBusy] = useState<Kind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const officePhotos = profile?.officePhotos ?? [];

  async function run(kind: Kind, change: (uploadId: string | null) => ProfileUpdateInput, file?: File) {
    setBusy(kind);
    setFailure(null);
    try {
      const uploadId = file ? (await uploadImage(file, PLACES[kind], t)).id : null;
      await save.mutateAsync(change(uploadId));
      toast.success(file ? 'Photo added. It shows on your profile now.' : 'Photo removed.');
    } catch (err) {
      const message = file
        ? t(PLACES[kind].failed, { reason: reasonOf(err, t) })
        : err instanceof ApiError && err.status > 0 && err.status < 500
          ? t(M.updateFailedBecause, { reason: err.message })
          : t(M.updateFailed);
      setFailure(message);
      toast.error(message);
    } finally {
      setBusy(null);
    }
  }

  const kept = (urls: string[]) => urls.map((url) => ({ url }));

  return (
    <section
      aria-labelledby="profile-photos-heading"
      className="rounded-2xl border border-stone-300 bg-white p-5 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id="profile-photos-heading" className="text-2xl">
        Photos
      </h2>
      <p className="text-ink-muted mt-2 max-w-3xl dark:text-stone-300">
        Photos show on your profile as soon as you add them. Use PNG, JPG, GIF, WEBP or SVG, up to 5MB each.
      </p>
      {failure && (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      )}
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <SinglePhoto
          title="Headshot"
          alt="Your headshot"
          url={profile?.imageUrl ?? null}
          busy={busy === 'headshot'}
          disabled={busy !== null}
          onPick={(file) => run('headshot', (id) => ({ headshotUploadId: id }), file)}
          onRemove={() => run('headshot', () => ({ headshotUploadId: null }))}
        />
        <SinglePhoto
          title="Practice logo"
          alt="Your practice logo"
          url={profile?.logoUrl ?? null}
          busy={busy === 'logo'}
          disabled={busy !== null}
          onPick={(file) => run('logo', (id) => ({ logoUploadId: id }), file)}
          onRemove={() => run('logo', () => ({ logoUploadId: null }))}
        />
      </div>

      <h3 className="mt-8 text-xl">Office photos</h3>
      <p className="text-ink-muted dark:text-stone-300">
        {officePhotos.length} of {OFFICE_PHOTOS_MAX} photos.
      </p>
      {officePhotos.length > 0 && (
        <ul
          aria-label="Your office photos"
          className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {officePhotos.map((url, i) => (
            <li key={url} className="flex flex-col gap-2">
              <img
                src={url}
                alt={`Office photo ${i + 1}`}
                className="aspect-[4/3] w-full rounded-lg border border-stone-300 object-cover"
              />
              <Button
                variant="ghost"
                className="text-danger self-start dark:text-red-300"
                disabled={busy !== null}
                onClick={() =>
                  run('office', () => ({ officePhotos: kept(officePhotos.filter((u) => u !== url)) }))
                }
              >
                <Trash2 aria-hidden className="size-5" />
                Remove office photo {i + 1}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {officePhotos.length < OFFICE_PHOTOS_MAX && (
        <PickButton
          className="mt-4"
          label="Add an office photo"
          busy={busy === 'office'}
          disabled={busy !== null}
          onPick={(file) =>
            run('office', (id) => ({ officePhotos: [...kept(officePhotos), { uploadId: id! }] }), file)
          }
        />
      )}
    </section>
  );
}

function SinglePhoto({
  title,
  alt,
  url,
  busy,
  disabled,
  onPick,
  onRemove,
}: {
  title: string;
  alt: string;
  url: string | null;
  busy: boolean;
  disabled: boolean;
  onPick(file: File): void;
  onRemove(): void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xl">{title}</h3>
      {url ? (
        <img src={url} alt={alt} className="size-40 rounded-lg border border-stone-300 object-cover" />
      ) : (
        <p className="flex size-40 items-center justify-center rounded-lg border-2 border-dashed border-stone-400 p-3 text-center">
          No {title.toLowerCase()} yet
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <PickButton
          label={url ? `Replace ${title.toLowerCase()}` : `Add ${title.toLowerCase()}`}
          busy={busy}
          disabled={disabled}
          onPick={onPick}
        />
        {url && (
          <Button
            variant="ghost"
            className="text-danger dark:text-red-300"
            disabled={disabled}
            onClick={onRemove}
          >
            <Trash2 aria-hidden className="size-5" />
            Remove {title.toLowerCase()}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * A file input dressed as a button: one control, named by its label, reached with Tab and opened
 * with Enter or Space, with a focus ring on the label.
 */
function PickButton({
  label,
  busy,
  disabled,
  onPick,
  className,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  onPick(file: File): void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button
        asChild
        variant="secondary"
        className="focus-within:outline-primary cursor-pointer focus-within:outline-4 focus-within:outline-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
      >
        <label>
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={disabled}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onPick(file);
            }}
          />
          {busy ? (
            <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
          ) : (
            <ImagePlus aria-hidden className="size-5" />
          )}
          {busy ? `${label}: uploading...` : label}
        </label>
      </Button>
    </div>
  );
}
