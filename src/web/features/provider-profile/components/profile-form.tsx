import { useEffect, useMemo, useState } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldError as RhfFieldError,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from 'sonner';
import { ACCESSIBILITY_OPTIONS, INSURANCE_OPTIONS } from '#shared/providers/directory-lists.ts';
import {
  ABOUT_MAX,
  GENDER_OPTIONS,
  isReviewedField,
  PRACTICE_TYPE_OPTIONS,
  PROFILE_EDITOR_MESSAGES as M,
  PROFILE_LANGUAGE_OPTIONS,
  profileFormSchema,
  toFormValues,
  type ProfileEditorValues,
  type ProfileField,
  type ProfileFormInput,
  type ProfileSaveResultDto,
  type ProviderOwnProfileDto,
} from '#shared/provider-profile/profile-editor.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { accessibilityName, languageName } from '#shared/providers/directory-list-labels.ts';
import { formatPhoneInput } from '#shared/applications/application.ts';
import {
  FIELD_LABEL_KEYS,
  fieldValueText,
  practiceTypeName,
} from '#shared/provider-profile/profile-editor-words.ts';
import { TaxonomyCodesField } from '../../../components/taxonomy-picker/taxonomy-codes-field.tsx';
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
  if (result.profile.profileStatus !== 'approved') return t('provider.editor.saved');
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

/** The choices of the form's lists: the stored value, and its words in the reader's language. */
function choicesOf(t: Translate) {
  return {
    practiceTypeOptions: [
      { value: '', label: t('provider.editor.notGiven') },
      ...PRACTICE_TYPE_OPTIONS.map((p) => ({ value: p, label: practiceTypeName(t, p) })),
    ],
    genderOptions: [
      { value: '', label: t('provider.editor.gender', { gender: 'none' }) },
      ...GENDER_OPTIONS.map((g) => ({ value: g, label: t('provider.editor.gender', { gender: g }) })),
    ],
    languageOptions: PROFILE_LANGUAGE_OPTIONS.map((l) => ({ value: l, label: languageName(t, l) })),
    // Plan names are shown as written.
    insuranceOptions: INSURANCE_OPTIONS.map((p) => ({ value: p, label: p })),
    accessibilityOptions: ACCESSIBILITY_OPTIONS.map((a) => ({ value: a, label: accessibilityName(t, a) })),
  };
}

type ProfileFormApi = UseFormReturn<ProfileFormInput, unknown, ProfileEditorValues>;

/**
 * What each field shows beside its input: its label, the mark of a field our team checks, what
 * patients see while a change waits for review, and its error.
 */
function useFieldProps(form: ProfileFormApi, profile: ProviderOwnProfileDto | null) {
  const t = useT();
  const { errors } = form.formState;
  const error = (f: ProfileField) => messageOf(errors[f]);
  const listed = (f: ProfileField) =>
    profile?.pendingChanges && f in profile.pendingChanges ? fieldValueText(t, f, profile.values[f]) : null;
  const field = <F extends ProfileField>(registration: UseFormRegisterReturn<F>) => {
    const f: ProfileField = registration.name;
    return {
      label: t(FIELD_LABEL_KEYS[f]),
      reviewed: isReviewedField(f),
      pending: listed(f),
      error: error(f),
      ...registration,
    };
  };
  const group = (registration: UseFormRegisterReturn<ProfileField>) => ({
    legend: t(FIELD_LABEL_KEYS[registration.name]),
    error: error(registration.name),
    registration,
  });
  return { field, group };
}

/** What every section draws its fields with. */
type Parts = ReturnType<typeof useFieldProps> & {
  form: ProfileFormApi;
  choices: ReturnType<typeof choicesOf>;
};

function NameSection({ parts: { form, field, choices } }: { parts: Parts }) {
  const t = useT();
  const { register } = form;
  return (
    <FormSection
      id="profile-name"
      title={t('provider.editor.nameTitle')}
      intro={t('provider.editor.nameIntro')}
    >
      <Field autoComplete="given-name" {...field(register('firstName'))} />
      <Field autoComplete="family-name" {...field(register('lastName'))} />
      <Field hint={t('provider.editor.titleHint')} {...field(register('title'))} />
      <Field hint={t('provider.editor.professionalTitleHint')} {...field(register('professionalTitle'))} />
      <SelectField options={choices.genderOptions} {...field(register('gender'))} />
    </FormSection>
  );
}

/** The main specialty and any others, as NUCC codes chosen through the taxonomy picker (ADR 23). */
function SpecialtiesField({ form }: { form: ProfileFormApi }) {
  const t = useT();
  const { errors } = form.formState;
  const [taxonomyCode, secondaryTaxonomyCodes] = useWatch({
    control: form.control,
    name: ['taxonomyCode', 'secondaryTaxonomyCodes'],
  });
  return (
    <TaxonomyCodesField
      legend={t(FIELD_LABEL_KEYS.taxonomyCode)}
      value={{ taxonomyCode, secondaryTaxonomyCodes }}
      errors={{
        taxonomyCode: messageOf(errors.taxonomyCode),
        secondaryTaxonomyCodes: messageOf(errors.secondaryTaxonomyCodes),
      }}
      onChange={(next) => {
        form.setValue('taxonomyCode', next.taxonomyCode, { shouldDirty: true });
        form.setValue('secondaryTaxonomyCodes', next.secondaryTaxonomyCodes, { shouldDirty: true });
      }}
    />
  );
}

function PracticeSection({ parts: { form, field, choices } }: { parts: Parts }) {
  const t = useT();
  const { register } = form;
  return (
    <FormSection id="profile-practice" title={t('provider.editor.practiceTitle')}>
      <Field autoComplete="organization" {...field(register('practiceName'))} />
      <SpecialtiesField form={form} />
      <SelectField options={choices.practiceTypeOptions} {...field(register('practiceType'))} />
      <Field
        type="number"
        inputMode="numeric"
        min={0}
        max={80}
        {...field(
          register('yearsInPractice', {
            setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
          }),
        )}
      />
      <Controller
        control={form.control}
        name="acceptingNewPatients"
        render={({ field: answer }) => (
          <YesNo legend={t(FIELD_LABEL_KEYS[answer.name])} value={answer.value} onChange={answer.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="telehealthAvailable"
        render={({ field: answer }) => (
          <YesNo
            legend={t(FIELD_LABEL_KEYS[answer.name])}
            value={answer.value}
            onChange={answer.onChange}
            yes={t('provider.editor.telehealthOffered')}
            no={t('provider.editor.telehealthNotOffered')}
          />
        )}
      />
    </FormSection>
  );
}

function AddressSection({ parts: { form, field } }: { parts: Parts }) {
  const t = useT();
  const { register } = form;
  return (
    <FormSection
      id="profile-address"
      title={t('provider.editor.addressTitle')}
      intro={t('provider.editor.addressIntro')}
    >
      <Field autoComplete="address-line1" className="md:col-span-2" {...field(register('streetAddress'))} />
      <Field
        hint={t('provider.editor.addressLine2Hint')}
        autoComplete="address-line2"
        className="md:col-span-2"
        {...field(register('addressLine2'))}
      />
      <Field autoComplete="address-level2" {...field(register('city'))} />
      <Field
        hint={t('provider.editor.stateHint')}
        autoComplete="address-level1"
        maxLength={2}
        {...field(register('state'))}
      />
      <Field
        hint={t('provider.editor.zipCodeHint')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        {...field(register('zipCode'))}
      />
    </FormSection>
  );
}

function ContactSection({ parts: { form, field } }: { parts: Parts }) {
  const t = useT();
  const { register } = form;
  return (
    <FormSection id="profile-contact" title={t('provider.editor.contactTitle')}>
      <Field
        type="tel"
        autoComplete="tel"
        {...field(
          register('phone', {
            onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
              form.setValue('phone', formatPhoneInput(e.target.value)),
          }),
        )}
      />
      <Field type="email" autoComplete="email" {...field(register('email'))} />
    </FormSection>
  );
}

function AboutSection({ parts: { form, field } }: { parts: Parts }) {
  const t = useT();
  const about = useWatch({ control: form.control, name: 'about' }) ?? '';
  return (
    <FormSection id="profile-about" title={t('provider.editor.aboutTitle')}>
      <TextAreaField
        className="md:col-span-2"
        rows={6}
        hint={t('provider.editor.aboutHint', { count: about.length, max: ABOUT_MAX })}
        {...field(form.register('about'))}
      />
    </FormSection>
  );
}

function LanguagesSection({ parts: { form, group, choices } }: { parts: Parts }) {
  const t = useT();
  const { register } = form;
  return (
    <FormSection id="profile-languages" title={t('provider.editor.languagesTitle')}>
      <div className="md:col-span-2 flex flex-col gap-8">
        <CheckboxGroup options={choices.languageOptions} {...group(register('languages'))} />
        <CheckboxGroup options={choices.insuranceOptions} {...group(register('acceptedInsurancePlans'))} />
        <CheckboxGroup options={choices.accessibilityOptions} {...group(register('accessibilityFeatures'))} />
      </div>
    </FormSection>
  );
}

function CredentialsSection({ parts: { form, field } }: { parts: Parts }) {
  const t = useT();
  const { register } = form;
  return (
    <FormSection
      id="profile-credentials"
      title={t('provider.editor.credentialsTitle')}
      intro={t('provider.editor.credentialsIntro')}
    >
      <TextAreaField hint={t('provider.editor.onePerLine')} {...field(register('boardCertifications'))} />
      <TextAreaField hint={t('provider.editor.onePerLine')} {...field(register('professionalMemberships'))} />
      <TextAreaField className="md:col-span-2" {...field(register('educationTraining'))} />
      <Field
        hint={t('provider.editor.npiHint')}
        inputMode="numeric"
        maxLength={10}
        {...field(register('npiNumber'))}
      />
    </FormSection>
  );
}

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
    handleSubmit,
    formState: { errors, isDirty },
  } = form;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const { field, group } = useFieldProps(form, profile);
  const choices = useMemo(() => choicesOf(t), [t]);
  const parts: Parts = { form, field, group, choices };

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
          if (name in FIELD_LABEL_KEYS) form.setError(name as ProfileField, { message });
        const detail = err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : '';
        // The server's own 'could not update' is not said twice.
        const same = err instanceof ApiError && err.code === M.updateFailed;
        setFailure(detail && !same ? t(M.updateFailedBecause, { reason: detail }) : t(M.updateFailed));
        toast.error(t(M.updateFailed));
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('provider.editor.formLabel')}
      className="flex flex-col gap-8"
    >
      <NameSection parts={parts} />
      <PracticeSection parts={parts} />
      <AddressSection parts={parts} />
      <ContactSection parts={parts} />
      <AboutSection parts={parts} />
      <LanguagesSection parts={parts} />
      <CredentialsSection parts={parts} />

      {failure && <Alert tone="error">{failure}</Alert>}
      {Object.keys(errors).length > 0 && !failure && (
        <Alert tone="error">{t('provider.editor.fixFields')}</Alert>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? t('provider.editor.saving') : t('provider.editor.saveButton')}
        </Button>
        {isDirty && <p className="text-lg">{t('provider.editor.unsaved')}</p>}
      </div>
    </form>
  );
}
