import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  ACCEPTING_NEW_PATIENTS_OPTIONS,
  APPLICATION_LANGUAGE_KEYS,
  APPLICATION_MESSAGES,
  DESCRIPTION_MAX,
  formatPhoneInput,
  APPLICATION_LANGUAGE_OPTIONS,
  MEDICARE_ADVANTAGE_PLANS,
  MEDICARE_PARTICIPATION_OPTIONS,
  PREFERRED_CONTACT_KEYS,
  PREFERRED_CONTACT_OPTIONS,
  REFERRAL_SOURCE_KEYS,
  REFERRAL_SOURCE_OPTIONS,
  type applicationDefaults,
} from '#shared/applications/application.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { FieldError, inputClass, TextField } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';
import { TaxonomyCodesField } from '../../../components/taxonomy-picker/taxonomy-codes-field.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import type { Photo } from './use-photo-uploads.ts';

export type ApplicationFormValues = ReturnType<typeof applicationDefaults>;
type Form = UseFormReturn<ApplicationFormValues>;

/** Each step's heading and one line saying what it asks, in order. */
export const STEPS: readonly { title: MessageKey; intro: MessageKey }[] = [
  { title: 'onboarding.wizard.contactTitle', intro: 'onboarding.wizard.contactIntro' },
  { title: 'onboarding.wizard.practiceTitle', intro: 'onboarding.wizard.practiceIntro' },
  { title: 'onboarding.wizard.typeTitle', intro: 'onboarding.wizard.typeIntro' },
  { title: 'onboarding.wizard.detailsTitle', intro: 'onboarding.wizard.detailsIntro' },
  { title: 'onboarding.wizard.medicareTitle', intro: 'onboarding.wizard.medicareIntro' },
  { title: 'onboarding.wizard.consentTitle', intro: 'onboarding.wizard.consentIntro' },
];

/*
 * The two answers as the applicant says them ('Sí, participo'); the admin screen reads them back in
 * its own words. 'Medicare Advantage' is the programme's name, shown as it is.
 */
const MEDICARE_KEYS: Record<(typeof MEDICARE_PARTICIPATION_OPTIONS)[number], MessageKey | null> = {
  Yes: 'onboarding.wizard.medicareYes',
  No: 'onboarding.wizard.medicareNo',
  'Medicare Advantage': null,
};
const ACCEPTING_KEYS: Record<(typeof ACCEPTING_NEW_PATIENTS_OPTIONS)[number], MessageKey> = {
  Yes: 'onboarding.wizard.acceptingYes',
  No: 'onboarding.wizard.acceptingNo',
  Limited: 'onboarding.wizard.acceptingLimited',
};

/**
 * A choice list's options: each value with its words in the page's language (or as it is, without).
 * The values sent stay the form's own English codes, which the server and the admin screens expect.
 */
function choices<V extends string>(t: Translate, values: readonly V[], keys: Record<V, MessageKey | null>) {
  return values.map((value) => {
    const key: MessageKey | null = keys[value];
    return { value, label: key ? t(key) : value };
  });
}

/** Plan names are shown as they are. */
const asTheyAre = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** What a website starts with: not words. */
const WEB_ADDRESS_START = 'https://';

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
  const t = useT();
  const { errors } = form.formState;
  const emailId = useId();
  return (
    <>
      <TextField
        label={t('onboarding.wizard.fullName')}
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label={t('onboarding.wizard.role')}
        hint={t('onboarding.wizard.roleHint')}
        autoComplete="organization-title"
        error={errors.role?.message}
        {...form.register('role')}
      />
      <PhoneField form={form} name="phone" label={t('onboarding.wizard.phone')} />
      {/* The application is tied to the account, so its email is the account's own. */}
      <div className="flex flex-col gap-1">
        <label htmlFor={emailId} className="font-bold">
          {t('onboarding.wizard.email')}
        </label>
        <p id={`${emailId}-hint`} className="text-ink-muted">
          {t('onboarding.wizard.emailHint')}
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
        legend={t('onboarding.wizard.preferredContact')}
        options={choices(t, PREFERRED_CONTACT_OPTIONS, PREFERRED_CONTACT_KEYS)}
        columns={3}
        error={errors.preferredContact?.message}
        registration={form.register('preferredContact')}
      />
    </>
  );
}

export function PracticeStep({ form }: { form: Form }) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('onboarding.wizard.practiceName')}
        autoComplete="organization"
        error={errors.practiceName?.message}
        {...form.register('practiceName')}
      />
      <TextField
        label={t('onboarding.wizard.businessAddress')}
        hint={t('onboarding.wizard.businessAddressHint')}
        autoComplete="street-address"
        error={errors.businessAddress?.message}
        {...form.register('businessAddress')}
      />
      <TextField
        label={t('onboarding.wizard.website')}
        type="url"
        autoComplete="url"
        placeholder={WEB_ADDRESS_START}
        error={errors.website?.message}
        {...form.register('website')}
      />
      <PhoneField form={form} name="practicePhone" label={t('onboarding.wizard.practicePhone')} />
      <TextField
        label={t('onboarding.wizard.npi')}
        hint={t('onboarding.wizard.npiHint')}
        inputMode="numeric"
        maxLength={10}
        error={errors.npiNumber?.message}
        {...form.register('npiNumber')}
      />
    </>
  );
}

/** The practice's main specialty and any others, chosen through the taxonomy picker (ADR 23). */
export function ProviderTypeStep({ form }: { form: Form }) {
  const t = useT();
  const { errors } = form.formState;
  const [taxonomyCode, secondaryTaxonomyCodes] = useWatch({
    control: form.control,
    name: ['taxonomyCode', 'secondaryTaxonomyCodes'],
  });
  return (
    <TaxonomyCodesField
      legend={t('onboarding.wizard.providerType')}
      value={{ taxonomyCode, secondaryTaxonomyCodes }}
      errors={{
        taxonomyCode: errors.taxonomyCode?.message,
        secondaryTaxonomyCodes: errors.secondaryTaxonomyCodes?.message,
      }}
      onChange={(next) => {
        form.setValue('taxonomyCode', next.taxonomyCode);
        form.setValue('secondaryTaxonomyCodes', next.secondaryTaxonomyCodes);
      }}
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
  const t = useT();
  const { errors } = form.formState;
  const descriptionId = useId();
  const length = (useWatch({ control: form.control, name: 'description' }) ?? '').length;
  return (
    <>
      <ChoiceGroup
        type="checkbox"
        legend={t('onboarding.wizard.languages')}
        hint={t('onboarding.wizard.chooseAll')}
        options={choices(t, APPLICATION_LANGUAGE_OPTIONS, APPLICATION_LANGUAGE_KEYS)}
        columns={3}
        error={errors.languages?.message}
        registration={form.register('languages')}
      />
      <PhotoPicker photos={photos} onAdd={onAddPhotos} onRemove={onRemovePhoto} />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="font-bold">
          {t('onboarding.wizard.description')}
        </label>
        <p id={`${descriptionId}-hint`} className="text-ink-muted">
          {t('onboarding.wizard.descriptionHint')}
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
        legend={t('onboarding.wizard.referral')}
        options={choices(t, REFERRAL_SOURCE_OPTIONS, REFERRAL_SOURCE_KEYS)}
        columns={3}
        registration={form.register('referralSource')}
      />
    </>
  );
}

export function MedicareStep({ form }: { form: Form }) {
  const t = useT();
  const { errors } = form.formState;
  const advantage =
    useWatch({ control: form.control, name: 'medicareParticipation' }) === 'Medicare Advantage';
  return (
    <>
      <ChoiceGroup
        type="radio"
        legend={t('onboarding.wizard.medicare')}
        options={choices(t, MEDICARE_PARTICIPATION_OPTIONS, MEDICARE_KEYS)}
        columns={3}
        error={errors.medicareParticipation?.message}
        registration={form.register('medicareParticipation')}
      />
      {advantage && (
        <ChoiceGroup
          type="checkbox"
          legend={t('onboarding.wizard.advantagePlans')}
          hint={t('onboarding.wizard.chooseAll')}
          options={asTheyAre(MEDICARE_ADVANTAGE_PLANS)}
          registration={form.register('medicareAdvantagePlans')}
        />
      )}
      <ChoiceGroup
        type="radio"
        legend={t('onboarding.wizard.accepting')}
        options={choices(t, ACCEPTING_NEW_PATIENTS_OPTIONS, ACCEPTING_KEYS)}
        columns={3}
        registration={form.register('acceptingNewPatients')}
      />
    </>
  );
}

const CONSENTS = [
  { name: 'consentAccurate', text: 'onboarding.wizard.consentAccurate' },
  { name: 'consentPreScreen', text: 'onboarding.wizard.consentPreScreen' },
] as const satisfies readonly { name: string; text: MessageKey }[];

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
      <legend className="mb-1 text-lg font-bold">{t('onboarding.wizard.pleaseConfirm')}</legend>
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
            <span>{t(c.text)}</span>
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
