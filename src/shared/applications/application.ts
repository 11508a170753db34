import { z } from 'zod';
import { singleLine } from '../validation/single-line.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { isValidNpi } from '../providers/npi.ts';
import { secondaryTaxonomyCodesField, taxonomyCodeField } from '../taxonomy/listing-codes.ts';
import { specialtyOptionSchema } from '../taxonomy/specialty-options.ts';
import { APPLICATION_STATUSES } from './application-status.ts';

/**
 * The provider application (application.test.ts, docs/product.md#onboarding): its option lists, its
 * six steps and the schema with the product's messages, shared by the wizard's per-step checks and the
 * server.
 */

export const APPLICATION_STEPS = 6;
export const DESCRIPTION_MAX = 300;
export const APPLICATION_IMAGES_MAX = 5;
export const APPLICATION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const APPLICATION_MESSAGES = {
  fullName: 'onboarding.application.fullName',
  role: 'onboarding.application.role',
  phone: 'onboarding.application.phone',
  email: 'onboarding.application.email',
  preferredContact: 'onboarding.application.preferredContact',
  practiceName: 'onboarding.application.practiceName',
  businessAddress: 'onboarding.application.businessAddress',
  website: 'onboarding.application.website',
  practicePhone: 'onboarding.application.practicePhone',
  npiNumber: 'onboarding.application.npiNumber',
  /** The main specialty: missing, or not a code NUCC publishes. */
  taxonomyCode: 'onboarding.application.providerTypes',
  secondaryTaxonomyCodes: 'onboarding.application.secondaryTaxonomyCodes',
  medicareParticipation: 'onboarding.application.medicareParticipation',
  languages: 'onboarding.application.languages',
  description: 'onboarding.application.description',
  consentAccurate: 'onboarding.application.consentAccurate',
  consentPreScreen: 'onboarding.application.consentPreScreen',
  consentBoth: 'onboarding.application.consentBoth',
  notAuthenticated: 'onboarding.application.notAuthenticated',
  submitted: 'onboarding.application.submitted',
  /** With the server's reason, in the page's language: 'Error submitting application: {message}'. */
  submitError: 'onboarding.application.submitError',
  /** When no reason came back at all. */
  submitFailed: 'onboarding.application.submitFailed',
  responseTime: 'onboarding.application.responseTime',
  // The server's own checks: the form alone is never trusted with the files.
  imagesMax: 'onboarding.application.imagesMax',
  onlyProviders: 'onboarding.application.onlyProviders',
  emailNotOwn: 'onboarding.application.emailNotOwn',
  imageNotFound: 'onboarding.application.imageNotFound',
  imageTooLarge: 'onboarding.application.imageTooLarge',
  imageRepeated: 'onboarding.application.imageRepeated',
  alreadyOpen: 'onboarding.application.alreadyOpen',
} as const satisfies Record<string, MessageKey>;

export const PREFERRED_CONTACT_OPTIONS = ['Phone', 'Email', 'Text'] as const;
export const MEDICARE_PARTICIPATION_OPTIONS = ['Yes', 'No', 'Medicare Advantage'] as const;
export const MEDICARE_ADVANTAGE_PLANS = [
  'UnitedHealthcare',
  'Humana',
  'Aetna',
  'Cigna',
  'Devoted Health',
  'Blue Cross Blue Shield',
  'WellCare',
  'Anthem',
] as const;
/** The wizard's language choices (application.test.ts). */
export const APPLICATION_LANGUAGE_OPTIONS = [
  'English',
  'Spanish',
  'Haitian Creole',
  'Portuguese',
  'Italian',
  'German',
  'Russian',
  'French',
  'Mandarin',
  'Cantonese',
  'Vietnamese',
  'Arabic',
] as const;
export const ACCEPTING_NEW_PATIENTS_OPTIONS = ['Yes', 'No', 'Limited'] as const;
export const REFERRAL_SOURCE_OPTIONS = ['Email', 'Referral', 'Event', 'Social Media', 'Other'] as const;

/*
 * The words of each option (ADR 19), one map per list for the wizard that offers them and the admin
 * screen that reads them back. The application stores the option itself, an English code.
 */
export const PREFERRED_CONTACT_KEYS = {
  Phone: 'onboarding.wizard.contactPhone',
  Email: 'onboarding.wizard.contactEmail',
  Text: 'onboarding.wizard.contactText',
} as const satisfies Record<(typeof PREFERRED_CONTACT_OPTIONS)[number], MessageKey>;
export const APPLICATION_LANGUAGE_KEYS = {
  English: 'onboarding.wizard.languageEnglish',
  Spanish: 'onboarding.wizard.languageSpanish',
  'Haitian Creole': 'onboarding.wizard.languageHaitianCreole',
  Portuguese: 'onboarding.wizard.languagePortuguese',
  Italian: 'onboarding.wizard.languageItalian',
  German: 'onboarding.wizard.languageGerman',
  Russian: 'onboarding.wizard.languageRussian',
  French: 'onboarding.wizard.languageFrench',
  Mandarin: 'onboarding.wizard.languageMandarin',
  Cantonese: 'onboarding.wizard.languageCantonese',
  Vietnamese: 'onboarding.wizard.languageVietnamese',
  Arabic: 'onboarding.wizard.languageArabic',
} as const satisfies Record<(typeof APPLICATION_LANGUAGE_OPTIONS)[number], MessageKey>;
export const REFERRAL_SOURCE_KEYS = {
  Email: 'onboarding.wizard.referralEmail',
  Referral: 'onboarding.wizard.referralReferral',
  Event: 'onboarding.wizard.referralEvent',
  'Social Media': 'onboarding.wizard.referralSocialMedia',
  Other: 'onboarding.wizard.referralOther',
} as const satisfies Record<(typeof REFERRAL_SOURCE_OPTIONS)[number], MessageKey>;

/** Digits only: '(305) 555-0142' and '305.555.0142' are the same number. */
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** Formats what has been typed so far as (305) 555-0142, for the phone inputs. */
export function formatPhoneInput(value: string): string {
  const d = value
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10})/, '')
    .slice(0, 10);
  if (d.length <= 3) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

const phone = (message: string) => singleLine({ error: message }).refine((v) => digitCount(v) >= 10, message);
const text = (min: number, message: string) => singleLine({ error: message }).min(min, message);
const oneOf = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

const applicationContactSchema = z.object({
  fullName: text(2, APPLICATION_MESSAGES.fullName),
  role: text(2, APPLICATION_MESSAGES.role),
  phone: phone(APPLICATION_MESSAGES.phone),
  email: z.email(APPLICATION_MESSAGES.email),
  preferredContact: oneOf(PREFERRED_CONTACT_OPTIONS, APPLICATION_MESSAGES.preferredContact),
});

const applicationPracticeSchema = z.object({
  practiceName: text(2, APPLICATION_MESSAGES.practiceName),
  businessAddress: text(5, APPLICATION_MESSAGES.businessAddress),
  website: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), APPLICATION_MESSAGES.website),
  practicePhone: phone(APPLICATION_MESSAGES.practicePhone),
  // Optional; when given it must be a real NPI (npi.test.ts, docs/product.md#onboarding).
  npiNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidNpi(v), APPLICATION_MESSAGES.npiNumber),
});

// What the practice does, as NUCC codes (ADR 23): the listing is filed under them once approved.
const applicationSpecialtySchema = z.object({
  taxonomyCode: taxonomyCodeField(APPLICATION_MESSAGES.taxonomyCode),
  secondaryTaxonomyCodes: secondaryTaxonomyCodesField(
    APPLICATION_MESSAGES.secondaryTaxonomyCodes,
    APPLICATION_MESSAGES.secondaryTaxonomyCodes,
  ),
});

const applicationDetailsSchema = z.object({
  languages: z.array(z.string().trim().min(1)).min(1, APPLICATION_MESSAGES.languages),
  description: z.string().trim().max(DESCRIPTION_MAX, APPLICATION_MESSAGES.description),
  referralSource: z.enum(REFERRAL_SOURCE_OPTIONS),
  /** Ids of images already uploaded (at most 5). */
  imageIds: z.array(z.uuid()).max(APPLICATION_IMAGES_MAX, APPLICATION_MESSAGES.imagesMax),
});

const applicationMedicareSchema = z.object({
  medicareParticipation: oneOf(MEDICARE_PARTICIPATION_OPTIONS, APPLICATION_MESSAGES.medicareParticipation),
  medicareAdvantagePlans: z.array(z.enum(MEDICARE_ADVANTAGE_PLANS)),
  acceptingNewPatients: z.enum(ACCEPTING_NEW_PATIENTS_OPTIONS),
});

const applicationConsentSchema = z.object({
  consentAccurate: z.literal(true, APPLICATION_MESSAGES.consentAccurate),
  consentPreScreen: z.literal(true, APPLICATION_MESSAGES.consentPreScreen),
});

/** One schema per wizard step, in order: 'Next Step' checks the current one. */
export const APPLICATION_STEP_SCHEMAS = [
  applicationContactSchema,
  applicationPracticeSchema,
  applicationSpecialtySchema,
  applicationDetailsSchema,
  applicationMedicareSchema,
  applicationConsentSchema,
] as const;

export const providerApplicationSchema = applicationContactSchema
  .extend(applicationPracticeSchema.shape)
  .extend(applicationSpecialtySchema.shape)
  .extend(applicationDetailsSchema.shape)
  .extend(applicationMedicareSchema.shape)
  .extend(applicationConsentSchema.shape)
  // Plans are asked for only with Medicare Advantage; any left from an earlier choice are dropped.
  .transform((a) => ({
    ...a,
    medicareAdvantagePlans: a.medicareParticipation === 'Medicare Advantage' ? a.medicareAdvantagePlans : [],
  }));
export type ProviderApplicationInput = z.input<typeof providerApplicationSchema>;
export type ProviderApplication = z.output<typeof providerApplicationSchema>;

/**
 * An application as its applicant (and later the admin pipeline) sees it. The answer lists the form's
 * choices as plain strings, as the stored rows hold them.
 */
export const providerApplicationDtoSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: z.string(),
  updatedAt: z.string(),
  fullName: z.string(),
  role: z.string(),
  phone: z.string(),
  email: z.string(),
  preferredContact: z.string(),
  practiceName: z.string(),
  businessAddress: z.string(),
  website: z.string(),
  practicePhone: z.string(),
  npiNumber: z.string(),
  /** The codes chosen, each with NUCC's name and its category (null on an application without one). */
  mainSpecialty: specialtyOptionSchema.nullable(),
  otherSpecialties: z.array(specialtyOptionSchema),
  medicareParticipation: z.string(),
  medicareAdvantagePlans: z.array(z.string()),
  acceptingNewPatients: z.string(),
  languages: z.array(z.string()),
  description: z.string(),
  referralSource: z.string(),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
});
export type ProviderApplicationDto = z.infer<typeof providerApplicationDtoSchema>;

/** The wizard's starting values: the product's defaults, with the account's email (application.test.ts). */
export function applicationDefaults(email: string): Omit<
  ProviderApplicationInput,
  'consentAccurate' | 'consentPreScreen'
> & {
  consentAccurate: boolean;
  consentPreScreen: boolean;
} {
  return {
    fullName: '',
    role: '',
    phone: '',
    email,
    preferredContact: 'Email',
    practiceName: '',
    businessAddress: '',
    website: '',
    practicePhone: '',
    npiNumber: '',
    taxonomyCode: '',
    secondaryTaxonomyCodes: [],
    languages: ['English'],
    description: '',
    referralSource: 'Email',
    imageIds: [],
    medicareParticipation: 'Yes',
    medicareAdvantagePlans: [],
    acceptingNewPatients: 'Yes',
    consentAccurate: false,
    consentPreScreen: false,
  };
}

/** The step shown (1 to 6) and the percent complete the progress bar shows (step 1 shows 17%). */
export function stepProgress(step: number): { step: number; percent: number } {
  const current = Math.min(Math.max(Math.trunc(step), 1), APPLICATION_STEPS);
  return { step: current, percent: Math.round((current / APPLICATION_STEPS) * 100) };
}
