import { useQuery } from '@tanstack/react-query';
import { ImageUp, Trash2, UserRound } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { PATIENT_MESSAGES as M, US_STATES } from '#shared/patient/patient.ts';
import {
  type PatientProfileDto,
  type PatientProfileInput,
  patientProfileSchema,
  type PatientProfileValues,
} from '#shared/patient/patient-schemas.ts';
import { formatPhone } from '#shared/auth/auth.ts';
import { IMAGE_ACCEPT, UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, inputClass, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { T, useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { uploadImage } from '../../../lib/uploads.ts';
import { profileQuery, useSaveProfile } from '../api/patient.ts';

type Photo = { url: string | null; uploadId?: string | null };

const FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'streetAddress',
  'addressLine2',
  'city',
  'state',
  'zipCode',
] as const;

function valuesOf(p: PatientProfileDto): PatientProfileInput {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    streetAddress: p.streetAddress,
    addressLine2: p.addressLine2,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
  };
}

/** The photo: a preview, a file chooser (checked here, then by content on the server) and Remove. */
function AvatarField({ photo, onChange }: { photo: Photo; onChange: (photo: Photo) => void }) {
  const inputId = useId();
  const t = useT();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(undefined);
    setBusy(true);
    try {
      const upload = await uploadImage(file, { area: 'profile-images', folder: 'patient-avatars' }, t);
      onChange({ url: upload.url, uploadId: upload.id });
    } catch (err) {
      setError(
        t(UPLOAD_MESSAGES.failedPatientAvatar, {
          reason: err instanceof Error ? err.message : t(UPLOAD_MESSAGES.failed),
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-bold">{t('account.profile.yourPhoto')}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {photo.url ? (
          <img
            src={photo.url}
            alt={t('account.profile.yourPhoto')}
            className="size-24 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="bg-primary-soft text-primary flex size-24 items-center justify-center rounded-full dark:bg-stone-800 dark:text-sky-300"
          >
            <UserRound className="size-12" />
          </span>
        )}
        <div className="flex flex-wrap gap-3">
          <label
            htmlFor={inputId}
            className="border-primary text-primary hover:bg-primary-soft inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 bg-white px-4 py-2 font-bold focus-within:outline-2 focus-within:outline-offset-2 dark:border-sky-300 dark:bg-stone-900 dark:text-sky-200"
          >
            <ImageUp aria-hidden className="size-5" />
            {busy
              ? t('account.profile.uploading')
              : photo.url
                ? t('account.profile.chooseNewPhoto')
                : t('account.profile.choosePhoto')}
            <input
              id={inputId}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={busy}
              aria-describedby={`${inputId}-hint`}
              onChange={(e) => void choose(e)}
            />
          </label>
          {photo.url && (
            <Button variant="ghost" onClick={() => onChange({ url: null, uploadId: null })}>
              <Trash2 aria-hidden className="size-5" />
              {t('account.profile.removePhoto')}
            </Button>
          )}
        </div>
      </div>
      <p id={`${inputId}-hint`} className="text-ink-muted dark:text-stone-300">
        {t('account.profile.photoHint')}
      </p>
      <FieldError message={error} />
    </fieldset>
  );
}

/** Name, phone, home address and photo. The address becomes where a search starts. */
export function ProfileForm() {
  const query = useQuery(profileQuery());
  const t = useT();
  if (query.isPending) return <p role="status">{t('account.profile.loading')}</p>;
  if (query.isError)
    return (
      <Alert tone="error">
        <p>{t('account.profile.loadFailed', { reason: query.error.message })}</p>
      </Alert>
    );
  return <ProfileFormFields profile={query.data} />;
}

type PatientForm = UseFormReturn<PatientProfileInput, unknown, PatientProfileValues>;

/** The home address, where the patient's searches start. */
function HomeAddressFields({
  form,
  stateId,
  homeLabel,
}: {
  form: PatientForm;
  stateId: string;
  homeLabel: string | null;
}) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="text-xl font-bold">{t('account.profile.homeAddress')}</legend>
      <p className="text-ink-muted dark:text-stone-300">{t('account.profile.homeAddressNote')}</p>
      <TextField
        label={t('account.profile.street')}
        autoComplete="address-line1"
        error={errors.streetAddress?.message}
        {...form.register('streetAddress')}
      />
      <TextField
        label={t('account.profile.line2')}
        autoComplete="address-line2"
        error={errors.addressLine2?.message}
        {...form.register('addressLine2')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label={t('account.profile.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={stateId} className="font-bold">
            {t('account.profile.state')}
          </label>
          <select
            id={stateId}
            autoComplete="address-level1"
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? `${stateId}-error` : undefined}
            className={`${inputClass} ${errors.state ? 'border-danger' : 'border-stone-500'}`}
            {...form.register('state')}
          >
            <option value="">{t('account.profile.chooseState')}</option>
            {US_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <FieldError id={`${stateId}-error`} message={errors.state?.message} />
        </div>
        <TextField
          label={t('account.profile.zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.zipCode?.message}
          {...form.register('zipCode')}
        />
      </div>
      <p>
        {homeLabel ? t('account.profile.searchesStart', { place: homeLabel }) : t('account.profile.noHome')}
      </p>
    </fieldset>
  );
}

function ProfileFormFields({ profile }: { profile: PatientProfileDto }) {
  const save = useSaveProfile();
  const t = useT();
  const form = useForm<PatientProfileInput, unknown, PatientProfileValues>({
    resolver: useSchemaResolver(patientProfileSchema),
    defaultValues: valuesOf(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const [photo, setPhoto] = useState<Photo>({ url: profile.avatarUrl });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string; note?: string | null }>();
  const stateId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(undefined);
    try {
      const saved = await save.mutateAsync({
        ...values,
        ...(photo.uploadId !== undefined ? { avatarUploadId: photo.uploadId } : {}),
      });
      form.reset(valuesOf(saved.profile));
      setPhoto({ url: saved.profile.avatarUrl });
      setResult({
        tone: 'success',
        text: t(M.profileSaved),
        note:
          saved.addressNote ??
          (saved.profile.home.label
            ? t('account.profile.searchesNowStart', { place: saved.profile.home.label })
            : null),
      });
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fields)) {
          if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as (typeof FIELDS)[number], { message });
        }
      }
      setResult({
        tone: 'error',
        text: err instanceof Error ? err.message : t('account.profile.saveFailed'),
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('account.settings.profile')}
      className="flex flex-col gap-5"
    >
      <p>
        <T
          k="account.profile.signedInAs"
          values={{ email: profile.email }}
          components={[<strong className="break-all" />]}
        />
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('account.fields.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('account.fields.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label={t('account.fields.phoneOptional')}
        type="tel"
        autoComplete="tel"
        hint={t('account.profile.phoneHint')}
        error={errors.phone?.message}
        {...form.register('phone', {
          onChange: (e: ChangeEvent<HTMLInputElement>) => form.setValue('phone', formatPhone(e.target.value)),
        })}
      />
      <HomeAddressFields form={form} stateId={stateId} homeLabel={profile.home.label} />
      <AvatarField photo={photo} onChange={setPhoto} />
      {result && (
        <Alert tone={result.tone}>
          <p className="font-bold">{result.text}</p>
          {result.note && <p>{result.note}</p>}
        </Alert>
      )}
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('account.profile.saving') : t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}
