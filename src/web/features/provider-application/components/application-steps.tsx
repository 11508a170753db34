import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  ACCEPTING_NEW_PATIENTS_OPTIONS,
  APPLICATION_MESSAGES,
  DESCRIPTION_MAX,
  formatPhoneInput,
  APPLICATION_LANGUAGE_OPTIONS,
  MEDICARE_ADVANTAGE_PLANS,
  MEDICARE_PARTICIPATION_OPTIONS,
  PREFERRED_CONTACT_OPTIONS,
  PROVIDER_TYPE_OPTIONS,
  REFERRAL_SOURCE_OPTIONS,
  type applicationDefaults,
} from '#shared/providers/application.ts';
import { FieldError, inputClass, TextField } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';
import { asOptions, ChoiceGroup } from './choice-group.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import type { Photo } from './use-photo-uploads.ts';

export type ApplicationFormValues = ReturnType<typeof applicationDefaults>;
type Form = UseFormReturn<ApplicationFormValues>;

/** Each step's heading and one line saying what it asks, in order. */
export const STEPS = [
  { title: 'Contact Information', intro: 'How can our team reach you about this application?' },
  { title: 'Practice Information', intro: 'Tell us where your practice is and how patients call it.' },
  { title: 'Provider Type', intro: 'What kind of care does your practice provide?' },
  {
    title: 'Practice Details',
    intro: 'The languages you speak, photos of your office and a short description.',
  },
  {
    title: 'Medicare and New Patients',
    intro: 'Your Medicare participation and whether you take new patients.',
  },
  { title: 'Consent', intro: 'Please read both statements and confirm them to send your application.' },
] as const;

/** A phone input that formats as it is typed: (305) 555-0142. */
function PhoneField({ form, name, label }: { form: Form; name: 'phone' | 'practicePhone'; label: string }) {
  const registration = form.register(name);
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="(555) 555-5555"
      error={form.formState.errors[name]?.message}
      {...registration}
      onChange={(e) => {
        e.target.value = formatPhoneInput(e.target.value);
        return registration.onChange(e);
      }}
    />
  );
}

export function ContactStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  const emailId = useId();
  return (
    <>
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label="Title/Role"
        hint="For example: Physician, Dentist or Office Manager."
        autoComplete="organization-title"
        error={errors.role?.message}
        {...form.register('role')}
      />
      <PhoneField form={form} name="phone" label="Phone" />
      {/* The application is tied to the account, so its email is the account's own. */}
      <div className="flex flex-col gap-1">
        <label htmlFor={emailId} className="font-bold">
          Email
        </label>
        <p id={`${emailId}-hint`} className="text-ink-muted">
          This is the email of your account, so it cannot be changed here.
        </p>
        <div className="relative">
          <input
            id={emailId}
            type="email"
            readOnly
            aria-describedby={`${emailId}-hint`}
            className={cn(inputClass, 'border-stone-400 bg-stone-100 pr-12')}
            {...form.register('email')}
          />
          <Lock aria-hidden className="text-ink-muted absolute top-1/2 right-3 size-5 -translate-y-1/2" />
        </div>
        <FieldError id={`${emailId}-error`} message={errors.email?.message} />
      </div>
      <ChoiceGroup
        type="radio"
        legend="Preferred contact method"
        options={asOptions(PREFERRED_CONTACT_OPTIONS)}
        columns={3}
        error={errors.preferredContact?.message}
        registration={form.register('preferredContact')}
      />
    </>
  );
}

export function PracticeStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Practice name"
        autoComplete="organization"
        error={errors.practiceName?.message}
        {...form.register('practiceName')}
      />
      <TextField
        label="Business address"
        hint="Street, city, state and ZIP code."
        autoComplete="street-address"
        error={errors.businessAddress?.message}
        {...form.register('businessAddress')}
      />
      <TextField
        label="Website (optional)"
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.website?.message}
        {...form.register('website')}
      />
      <PhoneField form={form} name="practicePhone" label="Practice phone" />
      <TextField
        label="NPI number (optional)"
        hint="Your 10-digit National Provider Identifier, if you have one."
        inputMode="numeric"
        maxLength={10}
        error={errors.npiNumber?.message}
        {...form.register('npiNumber')}
      />
    </>
  );
}

export function ProviderTypeStep({ form }: { form: Form }) {
  return (
    <ChoiceGroup
      type="checkbox"
      legend="Provider type"
      hint="Choose all that apply."
      options={PROVIDER_TYPE_OPTIONS.map((o) => ({ value: o.key, label: o.label }))}
      error={form.formState.errors.providerTypes?.message}
      registration={form.register('providerTypes')}
    />
  );
}

export function DetailsStep({
  form,
  photos,
  onAddPhotos,
  onRemovePhoto,
}: {
  form: Form;
  photos: Photo[];
  onAddPhotos(files: File[]): void;
  onRemovePhoto(key: string): void;
}) {
  const { errors } = form.formState;
  const descriptionId = useId();
  const length = (useWatch({ control: form.control, name: 'description' }) ?? '').length;
  return (
    <>
      <ChoiceGroup
        type="checkbox"
        legend="Languages spoken at your practice"
        hint="Choose all that apply."
        options={asOptions(APPLICATION_LANGUAGE_OPTIONS)}
        columns={3}
        error={errors.languages?.message}
        registration={form.register('languages')}
      />
      <PhotoPicker photos={photos} onAdd={onAddPhotos} onRemove={onRemovePhoto} />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="font-bold">
          Practice description (optional)
        </label>
        <p id={`${descriptionId}-hint`} className="text-ink-muted">
          A few sentences for patients about your practice.
        </p>
        <textarea
          id={descriptionId}
          rows={5}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${descriptionId}-hint ${descriptionId}-count${errors.description ? ` ${descriptionId}-error` : ''}`}
          className={cn(
            'block w-full rounded-lg border-2 bg-white p-3 text-base text-ink',
            errors.description ? 'border-danger' : 'border-stone-500',
          )}
          {...form.register('description')}
        />
        <p
          id={`${descriptionId}-count`}
          className={cn('text-right', length > DESCRIPTION_MAX ? 'text-danger font-bold' : 'text-ink-muted')}
        >
          {length}/{DESCRIPTION_MAX}
        </p>
        <FieldError id={`${descriptionId}-error`} message={errors.description?.message} />
      </div>
      <ChoiceGroup
        type="radio"
        legend="How did you hear about CareConnect?"
        options={asOptions(REFERRAL_SOURCE_OPTIONS)}
        columns={3}
        registration={form.register('referralSource')}
      />
    </>
  );
}

export function MedicareStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  const advantage =
    useWatch({ control: form.control, name: 'medicareParticipation' }) === 'Medicare Advantage';
  return (
    <>
      <ChoiceGroup
        type="radio"
        legend="Do you participate in Medicare?"
        options={asOptions(MEDICARE_PARTICIPATION_OPTIONS)}
        columns={3}
        error={errors.medicareParticipation?.message}
        registration={form.register('medicareParticipation')}
      />
      {advantage && (
        <ChoiceGroup
          type="checkbox"
          legend="Medicare Advantage plans you accept"
          hint="Choose all that apply."
          options={asOptions(MEDICARE_ADVANTAGE_PLANS)}
          registration={form.register('medicareAdvantagePlans')}
        />
      )}
      <ChoiceGroup
        type="radio"
        legend="Are you accepting new patients?"
        options={asOptions(ACCEPTING_NEW_PATIENTS_OPTIONS)}
        columns={3}
        registration={form.register('acceptingNewPatients')}
      />
    </>
  );
}

const CONSENTS = [
  {
    name: 'consentAccurate',
    text: 'I confirm that the information in this application is accurate and complete.',
  },
  {
    name: 'consentPreScreen',
    text: 'I understand that this is a pre-screening application: CareConnect will review it and contact me about the next steps before my practice is listed.',
  },
] as const;

export function ConsentStep({ form }: { form: Form }) {
  const t = useT();
  const { errors } = form.formState;
  const id = useId();
  const [accurate, preScreen] = useWatch({
    control: form.control,
    name: ['consentAccurate', 'consentPreScreen'],
  });
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-note`}>
      <legend className="mb-1 text-lg font-bold">Please confirm</legend>
      {CONSENTS.map((c) => (
        <div key={c.name} className="flex flex-col gap-1">
          <label className="has-[:checked]:border-primary has-[:checked]:bg-primary-soft flex cursor-pointer items-start gap-3 rounded-lg border-2 border-stone-400 bg-white p-4">
            <input
              type="checkbox"
              aria-invalid={errors[c.name] ? true : undefined}
              aria-describedby={errors[c.name] ? `${id}-${c.name}-error` : undefined}
              className="mt-1 size-6 shrink-0 accent-[var(--color-primary)]"
              {...form.register(c.name)}
            />
            <span>{c.text}</span>
          </label>
          <FieldError id={`${id}-${c.name}-error`} message={errors[c.name]?.message} />
        </div>
      ))}
      <p id={`${id}-note`} className={cn('font-bold', accurate && preScreen && 'sr-only')}>
        {t(APPLICATION_MESSAGES.consentBoth)}
      </p>
    </fieldset>
  );
}
