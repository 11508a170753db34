import { useEffect, useState } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldError as RhfFieldError,
  type Resolver,
} from 'react-hook-form';
import { toast } from 'sonner';
import { ACCESSIBILITY_OPTIONS, INSURANCE_OPTIONS } from '#shared/catalog.ts';
import {
  ABOUT_MAX,
  FIELD_LABELS,
  formatFieldValue,
  GENDER_OPTIONS,
  isReviewedField,
  PRACTICE_TYPE_OPTIONS,
  PROFILE_EDITOR_MESSAGES as M,
  PROFILE_LANGUAGE_OPTIONS,
  profileFormSchema,
  SPECIALTY_LABELS,
  toFormValues,
  type ProfileEditorValues,
  type ProfileField,
  type ProfileFormInput,
  type ProfileSaveResultDto,
  type ProviderOwnProfileDto,
} from '#shared/providers/profile-editor.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { formatPhoneInput } from '#shared/providers/application.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { useSaveProfile } from '../api/profile.ts';
import { CheckboxGroup, Field, FormSection, SelectField, TextAreaField, YesNo } from './form-parts.tsx';

/** What the provider is working on: the listed values with their pending changes on top. */
export function draftValues(profile: ProviderOwnProfileDto): ProfileEditorValues {
  return { ...profile.values, ...(profile.pendingChanges ?? {}) };
}

/** The words of a save: live at once, waiting for review, both, or saved on a profile not yet listed. */
function savedMessage(result: ProfileSaveResultDto, t: Translate): string {
  const { applied, pending } = result;
  if (applied.length === 0 && pending.length === 0) return t(M.nothingChanged);
  if (result.profile.profileStatus !== 'approved') return 'Your profile is saved.';
  if (pending.length === 0) return t(M.savedLive);
  if (applied.length === 0) return t(M.savedPending);
  return t(M.savedBoth);
}

/** The first message of a field's error, however deep (a list's entry, say). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as RhfFieldError & Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const value of Object.values(e)) {
    const inner = value && typeof value === 'object' && value !== e.ref ? messageOf(value) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

const specialtyOptions = SPECIALTY_LABELS.map((s) => ({ value: s, label: s }));
const practiceTypeOptions = [
  { value: '', label: 'Not given' },
  ...PRACTICE_TYPE_OPTIONS.map((p) => ({ value: p, label: p })),
];
const genderOptions = [{ value: '', label: 'Prefer not to say' }, ...GENDER_OPTIONS];

/**
 * Every editable field of the profile in clear sections. Fields checked by our team carry a mark;
 * a field whose change waits for review says what patients see until then.
 */
export function ProfileForm({
  profile,
  initial,
  onDirtyChange,
}: {
  profile: ProviderOwnProfileDto | null;
  initial: ProfileEditorValues;
  /** Told whether the form holds unsaved changes (sending for review waits for them). */
  onDirtyChange(dirty: boolean): void;
}) {
  const save = useSaveProfile();
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileFormInput, unknown, ProfileEditorValues>({
    resolver: useSchemaResolver(profileFormSchema) as unknown as Resolver<
      ProfileFormInput,
      unknown,
      ProfileEditorValues
    >,
    defaultValues: toFormValues(initial),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = form;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const error = (f: ProfileField) => messageOf(errors[f]);
  const listed = (f: ProfileField) =>
    profile?.pendingChanges && f in profile.pendingChanges ? formatFieldValue(f, profile.values[f]) : null;
  // Marks and pending notes for one field.
  const extra = (f: ProfileField) => ({ reviewed: isReviewedField(f), pending: listed(f), error: error(f) });
  const about = useWatch({ control: form.control, name: 'about' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: (result) => {
        toast.success(savedMessage(result, t));
        form.reset(toFormValues(draftValues(result.profile)));
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fields : {};
        for (const [name, message] of Object.entries(fields))
          if (name in FIELD_LABELS) form.setError(name as ProfileField, { message });
        const detail = err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : '';
        // The server's own 'could not update' is not said twice.
        const same = err instanceof ApiError && err.code === M.updateFailed;
        setFailure(detail && !same ? t(M.updateFailedBecause, { reason: detail }) : t(M.updateFailed));
        toast.error(t(M.updateFailed));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your profile" className="flex flex-col gap-8">
      <FormSection
        id="profile-name"
        title="Name and title"
        intro="How your name appears on your profile and in search."
      >
        <Field
          label="First name"
          autoComplete="given-name"
          {...extra('firstName')}
          {...register('firstName')}
        />
        <Field
          label="Last name"
          autoComplete="family-name"
          {...extra('lastName')}
          {...register('lastName')}
        />
        <Field
          label="Title"
          hint="For example: Doctor, Nurse Practitioner"
          {...extra('title')}
          {...register('title')}
        />
        <Field
          label="Professional title"
          hint="Letters after your name, such as MD, DO or DDS"
          {...extra('professionalTitle')}
          {...register('professionalTitle')}
        />
        <SelectField label="Gender" options={genderOptions} {...extra('gender')} {...register('gender')} />
      </FormSection>

      <FormSection id="profile-practice" title="Your practice">
        <Field
          label="Practice name"
          autoComplete="organization"
          {...extra('practiceName')}
          {...register('practiceName')}
        />
        <SelectField
          label="Specialty"
          options={specialtyOptions}
          {...extra('specialty')}
          {...register('specialty')}
        />
        <SelectField
          label="Practice type"
          options={practiceTypeOptions}
          {...extra('practiceType')}
          {...register('practiceType')}
        />
        <Field
          label="Years in practice"
          type="number"
          inputMode="numeric"
          min={0}
          max={80}
          {...extra('yearsInPractice')}
          {...register('yearsInPractice', {
            setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
          })}
        />
        <Controller
          control={form.control}
          name="acceptingNewPatients"
          render={({ field }) => (
            <YesNo legend="Accepting new patients" value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="telehealthAvailable"
          render={({ field }) => (
            <YesNo
              legend="Telehealth visits"
              value={field.value}
              onChange={field.onChange}
              yes="Offered"
              no="Not offered"
            />
          )}
        />
      </FormSection>

      <FormSection
        id="profile-address"
        title="Office address"
        intro="Your zip code puts you on the map, so patients nearby find you."
      >
        <Field
          label="Street address"
          autoComplete="address-line1"
          className="md:col-span-2"
          {...extra('streetAddress')}
          {...register('streetAddress')}
        />
        <Field
          label="Address line 2"
          hint="Suite or floor (optional)"
          autoComplete="address-line2"
          className="md:col-span-2"
          {...extra('addressLine2')}
          {...register('addressLine2')}
        />
        <Field label="City" autoComplete="address-level2" {...extra('city')} {...register('city')} />
        <Field
          label="State"
          hint="Two letters, such as FL"
          autoComplete="address-level1"
          maxLength={2}
          {...extra('state')}
          {...register('state')}
        />
        <Field
          label="Zip code"
          hint="For example 33145 or 33145-1234"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          {...extra('zipCode')}
          {...register('zipCode')}
        />
      </FormSection>

      <FormSection id="profile-contact" title="Contact">
        <Field
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...extra('phone')}
          {...register('phone', {
            onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
              form.setValue('phone', formatPhoneInput(e.target.value)),
          })}
        />
        <Field label="Email" type="email" autoComplete="email" {...extra('email')} {...register('email')} />
      </FormSection>

      <FormSection id="profile-about" title="About your practice">
        <TextAreaField
          label="About"
          className="md:col-span-2"
          rows={6}
          hint={`Tell patients how you care for them. ${about.length}/${ABOUT_MAX} characters.`}
          {...extra('about')}
          {...register('about')}
        />
      </FormSection>

      <FormSection id="profile-languages" title="Languages, insurance and access">
        <div className="md:col-span-2 flex flex-col gap-8">
          <CheckboxGroup
            legend="Languages spoken"
            options={PROFILE_LANGUAGE_OPTIONS}
            error={error('languages')}
            registration={register('languages')}
          />
          <CheckboxGroup
            legend="Insurance plans accepted"
            options={INSURANCE_OPTIONS}
            error={error('acceptedInsurancePlans')}
            registration={register('acceptedInsurancePlans')}
          />
          <CheckboxGroup
            legend="Accessibility features"
            options={ACCESSIBILITY_OPTIONS}
            error={error('accessibilityFeatures')}
            registration={register('accessibilityFeatures')}
          />
        </div>
      </FormSection>

      <FormSection
        id="profile-credentials"
        title="Credentials"
        intro="Our team checks these before they show."
      >
        <TextAreaField
          label="Board certifications"
          hint="One per line"
          {...extra('boardCertifications')}
          {...register('boardCertifications')}
        />
        <TextAreaField
          label="Professional memberships"
          hint="One per line"
          {...extra('professionalMemberships')}
          {...register('professionalMemberships')}
        />
        <TextAreaField
          label="Education and training"
          className="md:col-span-2"
          {...extra('educationTraining')}
          {...register('educationTraining')}
        />
        <Field
          label="NPI number"
          hint="Your 10-digit National Provider Identifier (optional)"
          inputMode="numeric"
          maxLength={10}
          {...extra('npiNumber')}
          {...register('npiNumber')}
        />
      </FormSection>

      {failure && <Alert tone="error">{failure}</Alert>}
      {Object.keys(errors).length > 0 && !failure && (
        <Alert tone="error">Please fix the fields marked above, then save again.</Alert>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        {isDirty && <p className="text-lg">You have changes that are not saved yet.</p>}
      </div>
    </form>
  );
}
