import { ImagePlus, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { IMAGE_ACCEPT, UPLOAD_MESSAGES, type UploadArea } from '#shared/uploads/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { uploadImage } from '../../../lib/uploads.ts';

type Values = Record<string, string>;

/**
 * A picture: its address typed in (checked to lead to an image before saving), or a file uploaded
 * to our storage, whose address then fills the field. Saving the section makes it show.
 */
export function ImageField({
  form,
  name,
  label,
  area,
}: {
  form: UseFormReturn<Values>;
  name: string;
  label: string;
  area: UploadArea;
}) {
  const t = useT();
  const locale = useLocale();
  const [uploading, setUploading] = useState(false);
  const value = useWatch({ control: form.control, name }) ?? '';
  const error = form.formState.errors[name]?.message;

  async function upload(file: File) {
    setUploading(true);
    form.clearErrors(name);
    try {
      const stored = await uploadImage(file, { area }, t);
      form.setValue(name, stored.url, { shouldDirty: true, shouldValidate: true });
    } catch (err) {
      const reason = err instanceof Error && err.message ? err.message : t(UPLOAD_MESSAGES.tryAgain);
      form.setError(name, { message: t(UPLOAD_MESSAGES.uploadFailed, { reason }) });
    } finally {
      setUploading(false);
    }
  }

  // The picture's name inside a sentence ('Upload hero picture').
  const picture = label.toLocaleLowerCase(locale);
  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-stone-300 p-4 dark:border-stone-700">
      <TextField
        label={t('admin.content.pictureAddress', { label })}
        hint={t('admin.content.pictureHint')}
        inputMode="url"
        error={error}
        {...form.register(name)}
      />
      <div className="flex flex-wrap items-center gap-3">
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
              disabled={uploading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
            {uploading ? (
              <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
            ) : (
              <ImagePlus aria-hidden className="size-5" />
            )}
            {uploading
              ? t('admin.content.uploadingPicture', { picture })
              : t('admin.content.uploadPicture', { picture })}
          </label>
        </Button>
        {value && (
          <Button
            variant="ghost"
            onClick={() => form.setValue(name, '', { shouldDirty: true, shouldValidate: true })}
          >
            {t('admin.content.removePicture', { picture })}
          </Button>
        )}
      </div>
      {value && <Thumbnail src={value} alt={t('admin.content.currentPicture', { picture })} />}
    </div>
  );
}

/** A small look at the picture; a broken address shows nothing rather than a broken-image icon. */
export function Thumbnail({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src.trim() || failed === src) return null;
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailed(src)}
      className={
        className ?? 'h-28 w-auto max-w-full self-start rounded-lg border border-stone-300 object-contain'
      }
    />
  );
}
