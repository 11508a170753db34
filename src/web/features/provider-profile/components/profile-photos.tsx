import { ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  OFFICE_PHOTOS_MAX,
  PROFILE_EDITOR_MESSAGES as M,
  type ProfileUpdateInput,
  type ProviderOwnProfileDto,
} from '#shared/provider-profile/profile-editor.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
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
      toast.success(file ? t('provider.photos.added') : t('provider.photos.removed'));
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
  const pickHeadshot = (file: File) => run('headshot', (id) => ({ headshotUploadId: id }), file);
  const removeHeadshot = () => run('headshot', () => ({ headshotUploadId: null }));
  const pickLogo = (file: File) => run('logo', (id) => ({ logoUploadId: id }), file);
  const removeLogo = () => run('logo', () => ({ logoUploadId: null }));
  const addOfficePhoto = (file: File) =>
    run('office', (id) => ({ officePhotos: [...kept(officePhotos), { uploadId: id! }] }), file);
  const removeOfficePhoto = (url: string) =>
    run('office', () => ({ officePhotos: kept(officePhotos.filter((u) => u !== url)) }));

  return (
    <section
      aria-labelledby="profile-photos-heading"
      className="rounded-2xl border border-stone-300 bg-white p-5 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id="profile-photos-heading" className="text-2xl">
        {t('provider.photos.title')}
      </h2>
      <p className="text-ink-muted mt-2 max-w-3xl dark:text-stone-300">{t('provider.photos.intro')}</p>
      {failure && (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      )}
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <SinglePhoto
          keys={HEADSHOT_KEYS}
          url={profile?.imageUrl ?? null}
          busy={busy === 'headshot'}
          disabled={busy !== null}
          onPick={pickHeadshot}
          onRemove={removeHeadshot}
        />
        <SinglePhoto
          keys={LOGO_KEYS}
          url={profile?.logoUrl ?? null}
          busy={busy === 'logo'}
          disabled={busy !== null}
          onPick={pickLogo}
          onRemove={removeLogo}
        />
      </div>

      <h3 className="mt-8 text-xl">{t('provider.photos.officeTitle')}</h3>
      <p className="text-ink-muted dark:text-stone-300">
        {t('provider.photos.officeCount', { count: officePhotos.length, max: OFFICE_PHOTOS_MAX })}
      </p>
      {officePhotos.length > 0 && (
        <ul
          aria-label={t('provider.photos.officeList')}
          className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {officePhotos.map((url, i) => (
            <li key={url} className="flex flex-col gap-2">
              <img
                src={url}
                alt={t('provider.photos.officePhoto', { number: i + 1 })}
                className="aspect-[4/3] w-full rounded-lg border border-stone-300 object-cover"
              />
              <Button
                variant="ghost"
                className="text-danger self-start dark:text-red-300"
                disabled={busy !== null}
                onClick={() => removeOfficePhoto(url)}
              >
                <Trash2 aria-hidden className="size-5" />
                {t('provider.photos.officeRemove', { number: i + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {officePhotos.length < OFFICE_PHOTOS_MAX && (
        <PickButton
          className="mt-4"
          label={t('provider.photos.officeAdd')}
          busy={busy === 'office'}
          disabled={busy !== null}
          onPick={addOfficePhoto}
        />
      )}
    </section>
  );
}

/** The keys of one single photo's words (the headshot's or the logo's). */
type Keys = Record<'title' | 'alt' | 'none' | 'add' | 'replace' | 'remove', MessageKey>;

const HEADSHOT_KEYS = {
  title: 'provider.photos.headshotTitle',
  alt: 'provider.photos.headshotAlt',
  none: 'provider.photos.headshotNone',
  add: 'provider.photos.headshotAdd',
  replace: 'provider.photos.headshotReplace',
  remove: 'provider.photos.headshotRemove',
} as const satisfies Keys;

const LOGO_KEYS = {
  title: 'provider.photos.logoTitle',
  alt: 'provider.photos.logoAlt',
  none: 'provider.photos.logoNone',
  add: 'provider.photos.logoAdd',
  replace: 'provider.photos.logoReplace',
  remove: 'provider.photos.logoRemove',
} as const satisfies Keys;

type PhotoKeys = typeof HEADSHOT_KEYS | typeof LOGO_KEYS;

function SinglePhoto({
  keys,
  url,
  busy,
  disabled,
  onPick,
  onRemove,
}: {
  keys: PhotoKeys;
  url: string | null;
  busy: boolean;
  disabled: boolean;
  onPick(file: File): void;
  onRemove(): void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xl">{t(keys.title)}</h3>
      {url ? (
        <img
          src={url}
          alt={t(keys.alt)}
          className="size-40 rounded-lg border border-stone-300 object-cover"
        />
      ) : (
        <p className="flex size-40 items-center justify-center rounded-lg border-2 border-dashed border-stone-400 p-3 text-center">
          {t(keys.none)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <PickButton
          label={url ? t(keys.replace) : t(keys.add)}
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
            {t(keys.remove)}
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
  const t = useT();
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
          {busy ? t('provider.photos.uploading', { label }) : label}
        </label>
      </Button>
    </div>
  );
}
