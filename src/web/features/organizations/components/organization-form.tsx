import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useForm, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import {
  type ManagedOrganizationDto,
  type OrganizationInput,
  organizationInputSchema,
  type OrganizationValues,
} from '#shared/organizations/organization-schemas.ts';
import { LOCATIONS_MAX } from '#shared/organizations/organizations.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError, TextField, inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import type { Translate } from '#shared/i18n/translate.ts';

type Input = Omit<OrganizationInput, 'logoUploadId'>;

/** The logo is set apart from the form (the profile page's own editor), so the form leaves it out. */
const formSchema = organizationInputSchema.omit({ logoUploadId: true });

const EMPTY_LOCATION = { name: '', streetAddress: '', city: '', state: 'FL', zipCode: '', phone: '' };

export const EMPTY_ORGANIZATION: Input = {
  name: '',
  description: '',
  website: '',
  phone: '',
  streetAddress: '',
  city: '',
  state: 'FL',
  zipCode: '',
  locations: [],
};

/** The form's values from a saved organization (null fields become empty boxes). */
export function valuesOf(org: ManagedOrganizationDto): Input {
  return {
    name: org.name,
    description: org.description ?? '',
    website: org.website ?? '',
    phone: org.phone ?? '',
    streetAddress: org.streetAddress ?? '',
    city: org.city ?? '',
    state: org.state ?? '',
    zipCode: org.zipCode ?? '',
    locations: org.locations.map((l) => ({ ...l, phone: l.phone ?? '' })),
  };
}

/** Puts the server's per-field messages on their fields; answers the words for the top of the form. */
function failureWords(err: unknown, setError: UseFormSetError<Input>, t: Translate): string {
  if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) return t(M.saveFailed);
  for (const [field, message] of Object.entries(err.fields)) {
    if (field && field !== 'logoUploadId') setError(field as keyof Input, { message });
  }
  return err.message;
}

type OrganizationFormApi = UseFormReturn<Input, unknown, OrganizationValues>;

/** Where the organization is: the address its public page and searches show. */
function MainAddressFields({ form, hintId }: { form: OrganizationFormApi; hintId: string }) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <fieldset className="flex flex-col gap-5" aria-describedby={hintId}>
      <legend className="text-2xl font-bold">{t('practice.orgForm.mainAddress')}</legend>
      <p id={hintId} className="text-ink-muted dark:text-stone-300">
        {t('practice.orgForm.mainAddressHint')}
      </p>
      <TextField
        label={t('practice.orgForm.street')}
        autoComplete="street-address"
        error={errors.streetAddress?.message}
        {...form.register('streetAddress')}
      />
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField
          label={t('practice.orgForm.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          label={t('practice.orgForm.state')}
          autoComplete="address-level1"
          maxLength={2}
          error={errors.state?.message}
          {...form.register('state')}
        />
        <TextField
          label={t('practice.orgForm.zip')}
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.zipCode?.message}
          {...form.register('zipCode')}
        />
      </div>
    </fieldset>
  );
}

/** One more place the organization sees patients, numbered from 1. */
function LocationFields({
  form,
  index,
  onRemove,
}: {
  form: OrganizationFormApi;
  index: number;
  onRemove: () => void;
}) {
  const t = useT();
  const err = form.formState.errors.locations?.[index];
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border-2 border-stone-300 p-5 dark:border-stone-700">
      <legend className="px-2 text-xl font-bold">
        {t('practice.orgForm.location', { number: index + 1 })}
      </legend>
      <TextField
        label={t('practice.orgForm.locationName')}
        error={err?.name?.message}
        {...form.register(`locations.${index}.name`)}
      />
      <TextField
        label={t('practice.orgForm.street')}
        error={err?.streetAddress?.message}
        {...form.register(`locations.${index}.streetAddress`)}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField
          label={t('practice.orgForm.city')}
          error={err?.city?.message}
          {...form.register(`locations.${index}.city`)}
        />
        <TextField
          label={t('practice.orgForm.state')}
          maxLength={2}
          error={err?.state?.message}
          {...form.register(`locations.${index}.state`)}
        />
        <TextField
          label={t('practice.orgForm.zip')}
          inputMode="numeric"
          error={err?.zipCode?.message}
          {...form.register(`locations.${index}.zipCode`)}
        />
      </div>
      <TextField
        label={t('practice.orgForm.phone')}
        type="tel"
        error={err?.phone?.message}
        {...form.register(`locations.${index}.phone`)}
      />
      <Button variant="ghost" className="text-danger self-start dark:text-red-300" onClick={onRemove}>
        <Trash2 aria-hidden className="size-5" />
        {t('practice.orgForm.removeLocation', { number: index + 1 })}
      </Button>
    </fieldset>
  );
}

/**
 * The organization's details, address and locations: the create form of a new organization admin and
 * the profile page's editor. A failure keeps everything typed.
 */
export function OrganizationForm({
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  initial: Input;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: OrganizationValues) => Promise<unknown>;
}) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useForm<Input, unknown, OrganizationValues>({
    resolver: useSchemaResolver(formSchema),
    defaultValues: initial,
  });
  const locations = useFieldArray({ control: form.control, name: 'locations' });
  const { errors } = form.formState;
  const ids = { description: useId(), descriptionError: useId(), locations: useId(), address: useId() };

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (err) {
      setFailure(failureWords(err, form.setError, t));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label={t('practice.orgForm.name')}
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.description} className="font-bold">
          {t('practice.orgForm.description')}
        </label>
        <p className="text-ink-muted text-base dark:text-stone-300" id={`${ids.description}-hint`}>
          {t('practice.orgForm.descriptionHint')}
        </p>
        <textarea
          id={ids.description}
          rows={5}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={cn(`${ids.description}-hint`, errors.description && ids.descriptionError)}
          className={cn(inputClass, errors.description ? 'border-danger' : 'border-stone-500')}
          {...form.register('description')}
        />
        <FieldError id={ids.descriptionError} message={errors.description?.message} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('practice.orgForm.website')}
          type="url"
          inputMode="url"
          placeholder={t('practice.orgForm.websitePlaceholder')}
          error={errors.website?.message}
          {...form.register('website')}
        />
        <TextField
          label={t('practice.orgForm.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>

      <MainAddressFields form={form} hintId={ids.address} />

      <section aria-labelledby={ids.locations} className="flex flex-col gap-5">
        <h3 id={ids.locations} className="text-2xl">
          {t('practice.orgForm.locations')}
        </h3>
        <p className="text-ink-muted dark:text-stone-300">
          {t('practice.orgForm.locationsHint', { maximum: LOCATIONS_MAX })}
        </p>
        {locations.fields.length === 0 && <p className="text-lg">{t('practice.orgForm.noLocations')}</p>}
        {locations.fields.map((field, i) => (
          <LocationFields key={field.id} form={form} index={i} onRemove={() => locations.remove(i)} />
        ))}
        <FieldError message={errors.locations?.root?.message ?? errors.locations?.message} />
        {locations.fields.length < LOCATIONS_MAX && (
          <Button variant="secondary" className="self-start" onClick={() => locations.append(EMPTY_LOCATION)}>
            <Plus aria-hidden className="size-5" />
            {t('practice.orgForm.addLocation')}
          </Button>
        )}
      </section>

      <Button type="submit" size="lg" className="self-start" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
