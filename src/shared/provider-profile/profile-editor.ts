import { z } from 'zod';
import { singleLine } from '../validation/single-line.ts';
import { ACCESSIBILITY_OPTIONS, INSURANCE_OPTIONS, LANGUAGE_OPTIONS } from '../providers/directory-lists.ts';
import { secondaryTaxonomyCodesField, taxonomyCodeField } from '../taxonomy/listing-codes.ts';
import { specialtyOptionSchema } from '../taxonomy/specialty-options.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { isValidNpi } from '../providers/npi.ts';

/**
 * The provider's own profile editor (/provider-dashboard/profile) and the super admin's profile
 * reviews (/provider-profile-reviews): the editable fields with their rules and messages, which of
 * them go live at once and which wait for review (ADR 10), and the completion percentage.
 * Office hours are edited on the schedule page; photos are set from the provider's own uploads.
 */

export const PROFILE_EDITOR_MESSAGES = {
  // The words the profile editor shows (profile-editor.test.ts).
  notAuthenticated: 'provider.profileEditor.notAuthenticated',
  noProfile: 'provider.profileEditor.noProfile',
  fetchFailed: 'provider.profileEditor.fetchFailed',
  updateFailed: 'provider.profileEditor.updateFailed',
  submitFailed: 'provider.profileEditor.submitFailed',
  // The same with the server's reason, already in the page's language: `{ reason }`.
  fetchFailedBecause: 'provider.profileEditor.fetchFailedBecause',
  updateFailedBecause: 'provider.profileEditor.updateFailedBecause',
  submitFailedBecause: 'provider.profileEditor.submitFailedBecause',
  // The editor's own.
  onlyProviders: 'provider.profileEditor.onlyProviders',
  firstName: 'provider.profileEditor.firstName',
  lastName: 'provider.profileEditor.lastName',
  title: 'provider.profileEditor.title',
  professionalTitle: 'provider.profileEditor.professionalTitle',
  specialty: 'provider.profileEditor.specialty',
  secondaryTaxonomyCodes: 'provider.profileEditor.secondaryTaxonomyCodes',
  state: 'provider.profileEditor.state',
  // The same words as search's ZIP_MESSAGE and APPLICATION_MESSAGES.npiNumber, in this namespace.
  zipCode: 'provider.profileEditor.zipCode',
  zipUnknown: 'provider.profileEditor.zipUnknown',
  phone: 'provider.profileEditor.phone',
  email: 'provider.profileEditor.email',
  about: 'provider.profileEditor.about',
  practiceName: 'provider.profileEditor.practiceName',
  languages: 'provider.profileEditor.languages',
  listItem: 'provider.profileEditor.listItem',
  listLength: 'provider.profileEditor.listLength',
  educationTraining: 'provider.profileEditor.educationTraining',
  npiNumber: 'provider.profileEditor.npiNumber',
  npiTaken: 'provider.profileEditor.npiTaken',
  yearsInPractice: 'provider.profileEditor.yearsInPractice',
  shortText: 'provider.profileEditor.shortText',
  photoNotYours: 'provider.profileEditor.photoNotYours',
  photoWrongPlace: 'provider.profileEditor.photoWrongPlace',
  photoNotOnProfile: 'provider.profileEditor.photoNotOnProfile',
  officePhotosMax: 'provider.profileEditor.officePhotosMax',
  savedLive: 'provider.profileEditor.savedLive',
  savedPending: 'provider.profileEditor.savedPending',
  savedBoth: 'provider.profileEditor.savedBoth',
  nothingChanged: 'provider.profileEditor.nothingChanged',
  submitted: 'provider.profileEditor.submitted',
  nothingToSubmit: 'provider.profileEditor.nothingToSubmit',
  alreadyInReview: 'provider.profileEditor.alreadyInReview',
  incompleteForReview: 'provider.profileEditor.incompleteForReview',
  reviewNotesRequired: 'provider.profileEditor.reviewNotesRequired',
  reviewNotesLength: 'provider.profileEditor.reviewNotesLength',
  reviewAlreadyDecided: 'provider.profileEditor.reviewAlreadyDecided',
  reviewNotFound: 'provider.profileEditor.reviewNotFound',
} as const satisfies Record<string, MessageKey>;

export const ABOUT_MAX = 2000;
export const OFFICE_PHOTOS_MAX = 10;
const LIST_MAX = 20;

/** What providers can speak: English plus the languages search can ask for. */
export const PROFILE_LANGUAGE_OPTIONS = ['English', ...LANGUAGE_OPTIONS] as const;
export const PRACTICE_TYPE_OPTIONS = [
  'Private Practice',
  'Group Practice',
  'Clinic',
  'Hospital',
  'Home Health Agency',
] as const;
/** Stored as search filters them; '' when the provider prefers not to say. */
export const GENDER_OPTIONS = ['female', 'male'] as const;

const digitCount = (v: string) => v.replace(/\D/g, '').length;
const trimmed = (max: number, message: string) => z.string().trim().max(max, message);
const required = (max: number, message: string) => singleLine().min(1, message).max(max, message);
const oneLine = (max: number, message: string) => singleLine().max(max, message);
/** One entry per line in the form; blank lines are dropped, and so are repeats. */
const textList = z
  .array(z.string().trim().max(200, PROFILE_EDITOR_MESSAGES.listItem))
  .transform((items) => [...new Set(items.filter(Boolean))])
  .pipe(z.array(z.string()).max(LIST_MAX, PROFILE_EDITOR_MESSAGES.listLength));
const choices = <T extends readonly [string, ...string[]]>(options: T) =>
  z.array(z.enum(options)).transform((items) => [...new Set(items)]);

export const profileEditorShape = {
  firstName: required(60, PROFILE_EDITOR_MESSAGES.firstName),
  lastName: required(60, PROFILE_EDITOR_MESSAGES.lastName),
  title: required(60, PROFILE_EDITOR_MESSAGES.title),
  professionalTitle: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^[A-Za-z][A-Za-z.,' -]{0,19}$/.test(v),
      PROFILE_EDITOR_MESSAGES.professionalTitle,
    ),
  // The listing's NUCC codes (ADR 23): the database derives the specialty's name and categories.
  taxonomyCode: taxonomyCodeField(PROFILE_EDITOR_MESSAGES.specialty),
  secondaryTaxonomyCodes: secondaryTaxonomyCodesField(
    PROFILE_EDITOR_MESSAGES.specialty,
    PROFILE_EDITOR_MESSAGES.secondaryTaxonomyCodes,
  ),
  practiceName: oneLine(120, PROFILE_EDITOR_MESSAGES.practiceName),
  streetAddress: oneLine(120, PROFILE_EDITOR_MESSAGES.shortText),
  addressLine2: oneLine(120, PROFILE_EDITOR_MESSAGES.shortText),
  city: oneLine(80, PROFILE_EDITOR_MESSAGES.shortText),
  state: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), PROFILE_EDITOR_MESSAGES.state),
  zipCode: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{5}(-\d{4})?$/.test(v), PROFILE_EDITOR_MESSAGES.zipCode),
  phone: singleLine().refine(
    (v) => v === '' || digitCount(v) === 10 || (digitCount(v) === 11 && /^\D*1/.test(v)),
    {
      message: PROFILE_EDITOR_MESSAGES.phone,
    },
  ),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, PROFILE_EDITOR_MESSAGES.email),
  acceptingNewPatients: z.boolean(),
  about: trimmed(ABOUT_MAX, PROFILE_EDITOR_MESSAGES.about),
  languages: choices(PROFILE_LANGUAGE_OPTIONS).refine(
    (items) => items.length > 0,
    PROFILE_EDITOR_MESSAGES.languages,
  ),
  acceptedInsurancePlans: choices(INSURANCE_OPTIONS),
  boardCertifications: textList,
  educationTraining: trimmed(1000, PROFILE_EDITOR_MESSAGES.educationTraining),
  professionalMemberships: textList,
  // Optional, as in the application; when given it must be a real NPI.
  npiNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidNpi(v), PROFILE_EDITOR_MESSAGES.npiNumber),
  telehealthAvailable: z.boolean(),
  practiceType: z.union([z.literal(''), z.enum(PRACTICE_TYPE_OPTIONS)]),
  yearsInPractice: z.preprocess(
    (v) => (v === '' || v === undefined || (typeof v === 'number' && Number.isNaN(v)) ? null : v),
    z.coerce
      .number(PROFILE_EDITOR_MESSAGES.yearsInPractice)
      .int(PROFILE_EDITOR_MESSAGES.yearsInPractice)
      .min(0, PROFILE_EDITOR_MESSAGES.yearsInPractice)
      .max(80, PROFILE_EDITOR_MESSAGES.yearsInPractice)
      .nullable(),
  ),
  gender: z.enum(['', ...GENDER_OPTIONS]),
  accessibilityFeatures: choices(ACCESSIBILITY_OPTIONS),
};

/**
 * The editor's form: board certifications and memberships are typed one per line; everything else
 * is as the API takes it. The output is what PUT /api/provider/profile receives.
 */
const linesField = z
  .string()
  .transform((v) => v.split('\n'))
  .pipe(textList);
export const profileFormSchema = z.object({
  ...profileEditorShape,
  boardCertifications: linesField,
  professionalMemberships: linesField,
});
export type ProfileFormInput = Omit<z.input<typeof profileFormSchema>, 'yearsInPractice'> & {
  yearsInPractice: number | null;
};

/** Values as the form holds them: lists of free text become one entry per line. */
export function toFormValues(values: ProfileEditorValues): ProfileFormInput {
  return {
    ...values,
    boardCertifications: values.boardCertifications.join('\n'),
    professionalMemberships: values.professionalMemberships.join('\n'),
  };
}

/** The whole form, as the editor checks it before saving. */
export const profileEditorSchema = z.object(profileEditorShape);
export type ProfileEditorValues = z.output<typeof profileEditorSchema>;
export type ProfileField = keyof ProfileEditorValues;
export const PROFILE_FIELDS = Object.keys(profileEditorShape) as ProfileField[];

/**
 * One photo of the office list: an upload of the caller's own (provider-photos/office-photos), or a
 * photo already on the profile, kept where it is.
 */
const officePhotoRefSchema = z.union([
  z.object({ uploadId: z.uuid() }),
  z.object({ url: z.string().min(1).max(2000) }),
]);

/**
 * PUT /api/provider/profile: any of the fields (a partial update), and the photos by upload id
 * (null removes the headshot or logo; officePhotos is the new list in order).
 */
export const profileUpdateSchema = profileEditorSchema.partial().extend({
  headshotUploadId: z.uuid().nullable().optional(),
  logoUploadId: z.uuid().nullable().optional(),
  officePhotos: z
    .array(officePhotoRefSchema)
    .max(OFFICE_PHOTOS_MAX, PROFILE_EDITOR_MESSAGES.officePhotosMax)
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * ADR 10, list 2: facts the provider keeps true, live at once even on an approved profile. Email and
 * practice type are not named by the ADR; email is contact information like the phone.
 */
export const LIVE_FIELDS = [
  'phone',
  'email',
  'about',
  'acceptingNewPatients',
  'languages',
  'acceptedInsurancePlans',
  'telehealthAvailable',
  'accessibilityFeatures',
] as const satisfies readonly ProfileField[];

/**
 * ADR 10, list 3: identity and credentials, held in pending_changes on an approved profile until a
 * super admin approves them. Gender and practice type, which the ADR does not name, say who and
 * what the practice is, so they wait too.
 */
export const REVIEWED_FIELDS = [
  'firstName',
  'lastName',
  'title',
  'professionalTitle',
  'taxonomyCode',
  'secondaryTaxonomyCodes',
  'practiceName',
  'npiNumber',
  'streetAddress',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'yearsInPractice',
  'boardCertifications',
  'educationTraining',
  'professionalMemberships',
  'practiceType',
  'gender',
] as const satisfies readonly ProfileField[];
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];
export const isReviewedField = (f: string): f is ReviewedField =>
  (REVIEWED_FIELDS as readonly string[]).includes(f);

/** What a new profile starts with: the product's defaults (title Doctor, General Practice, English). */
export function profileEditorDefaults(
  names: { firstName?: string; lastName?: string } = {},
): ProfileEditorValues {
  return {
    firstName: names.firstName ?? '',
    lastName: names.lastName ?? '',
    title: 'Doctor',
    professionalTitle: '',
    // General Practice, as DEFAULT_TAXONOMY_CODE (taxonomy/listing.ts, which the browser does not load).
    taxonomyCode: '208D00000X',
    secondaryTaxonomyCodes: [],
    practiceName: '',
    streetAddress: '',
    addressLine2: '',
    city: '',
    state: 'FL',
    zipCode: '',
    phone: '',
    email: '',
    acceptingNewPatients: true,
    about: '',
    languages: ['English'],
    acceptedInsurancePlans: [],
    boardCertifications: [],
    educationTraining: '',
    professionalMemberships: [],
    npiNumber: '',
    telehealthAvailable: false,
    practiceType: '',
    yearsInPractice: null,
    gender: '',
    accessibilityFeatures: [],
  };
}

/** The street, line 2, city, state and zip as one line, as search and the profile show it. */
export function businessAddressOf(
  v: Pick<ProfileEditorValues, 'streetAddress' | 'addressLine2' | 'city' | 'state' | 'zipCode'>,
) {
  const place = [v.city, [v.state, v.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [v.streetAddress, v.addressLine2, place].filter(Boolean).join(', ');
}

/** What the completion percentage looks at besides the form: photos and the schedule page's hours. */
export type CompletionSource = ProfileEditorValues & {
  imageUrl: string | null;
  officePhotos: string[];
  /** At least one weekday open in the office hours (set on the schedule page). */
  hasOfficeHours: boolean;
};

/**
 * The profile completion items, each worth the same, by code (the screen words them). Fields with a
 * default that is always set (title, specialty, languages) and ones not every practice has (address
 * line 2, logo, memberships, accessibility features, telehealth) do not count: a practice without
 * them is not incomplete.
 */
export const COMPLETION_ITEMS = [
  { key: 'name', done: (p: CompletionSource) => !!p.firstName && !!p.lastName },
  { key: 'professionalTitle', done: (p: CompletionSource) => !!p.professionalTitle },
  { key: 'practiceName', done: (p: CompletionSource) => !!p.practiceName },
  {
    key: 'address',
    done: (p: CompletionSource) => !!p.streetAddress && !!p.city && !!p.state && !!p.zipCode,
  },
  { key: 'phone', done: (p: CompletionSource) => !!p.phone },
  { key: 'email', done: (p: CompletionSource) => !!p.email },
  { key: 'about', done: (p: CompletionSource) => !!p.about },
  { key: 'insurance', done: (p: CompletionSource) => p.acceptedInsurancePlans.length > 0 },
  { key: 'headshot', done: (p: CompletionSource) => !!p.imageUrl },
  { key: 'officePhotos', done: (p: CompletionSource) => p.officePhotos.length > 0 },
  { key: 'boardCertifications', done: (p: CompletionSource) => p.boardCertifications.length > 0 },
  { key: 'educationTraining', done: (p: CompletionSource) => !!p.educationTraining },
  { key: 'npiNumber', done: (p: CompletionSource) => !!p.npiNumber },
  { key: 'yearsInPractice', done: (p: CompletionSource) => p.yearsInPractice !== null },
  { key: 'officeHours', done: (p: CompletionSource) => p.hasOfficeHours },
] as const;
export type CompletionItem = (typeof COMPLETION_ITEMS)[number]['key'];
const COMPLETION_ITEM_KEYS: CompletionItem[] = COMPLETION_ITEMS.map((i) => i.key);

/** The percentage done (whole number, 0-100) and the codes of what is missing, in form order. */
export function profileCompletion(p: CompletionSource): { percent: number; missing: CompletionItem[] } {
  const missing = COMPLETION_ITEMS.filter((i) => !i.done(p)).map((i) => i.key);
  const done = COMPLETION_ITEMS.length - missing.length;
  return { percent: Math.round((done / COMPLETION_ITEMS.length) * 100), missing };
}

export const PROFILE_STATUSES = ['draft', 'review', 'approved', 'rejected', 'changes_requested'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

// The answers, written once: the routes declare them and the pages read their inferred types.

/**
 * A profile's values. The document lists the editor's fields by name only; their types are the
 * editor's own (profileEditorSchema), which the server fills them from.
 */
export const profileEditorValuesDtoSchema = z.object(
  Object.fromEntries(PROFILE_FIELDS.map((f) => [f, z.unknown()])) as unknown as {
    [K in ProfileField]: z.ZodType<ProfileEditorValues[K]>;
  },
);

/** The latest review of a profile, as its provider sees it. */
const profileReviewStateDtoSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  notes: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** GET /api/provider/profile (and what PUT and submit answer with). */
export const providerOwnProfileDtoSchema = z.object({
  id: z.string(),
  profileStatus: z.enum(PROFILE_STATUSES),
  /** 'active' once the application's final approval lists it. */
  status: z.enum(['active', 'inactive', 'suspended']),
  /** The listed (or, before approval, the only) values. */
  values: profileEditorValuesDtoSchema,
  /** Edits to reviewed fields of an approved profile, not yet approved (listed as a plain record). */
  pendingChanges: (
    z.record(z.string(), z.unknown()) as z.ZodType<Partial<Pick<ProfileEditorValues, ReviewedField>>>
  ).nullable(),
  imageUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  officePhotos: z.array(z.string()),
  /** The completion items still to do, by code (COMPLETION_ITEMS). */
  completion: z.object({ percent: z.number(), missing: z.array(z.enum(COMPLETION_ITEM_KEYS)) }),
  review: profileReviewStateDtoSchema.nullable(),
  submittedForReviewAt: z.string().nullable(),
  /** Whether 'Submit for review' has something to send now. */
  canSubmit: z.boolean(),
});
export type ProviderOwnProfileDto = z.infer<typeof providerOwnProfileDtoSchema>;

/**
 * PUT /api/provider/profile: the profile, the fields that were applied (live at once on an approved
 * profile; before approval nothing is public) and the fields now waiting for review.
 */
export const profileSaveResultDtoSchema = z.object({
  profile: providerOwnProfileDtoSchema,
  applied: z.array(z.string()),
  pending: z.array(z.string()),
});
export type ProfileSaveResultDto = z.infer<typeof profileSaveResultDtoSchema>;

/** POST /api/admin/profile-reviews/{id}. */
export const reviewDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'request_changes']),
    notes: z.string().trim().max(2000, PROFILE_EDITOR_MESSAGES.reviewNotesLength).default(''),
  })
  .refine((v) => v.decision === 'approve' || v.notes.length > 0, {
    message: PROFILE_EDITOR_MESSAGES.reviewNotesRequired,
    path: ['notes'],
  });
export type ReviewDecisionInput = z.input<typeof reviewDecisionSchema>;

export const REVIEWS_PAGE_SIZE = 20;
export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** One row of the review queue. */
const profileReviewSummaryDtoSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  /** '' for a profile without a name (the screen says so). */
  providerName: z.string(),
  practiceName: z.string().nullable(),
  /** A whole profile never approved, or changes to an approved (listed) one. */
  kind: z.enum(['new_profile', 'changes']),
  status: z.enum(REVIEW_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  notes: z.string().nullable(),
  /** The fields a submission changes, by name (PROFILE_FIELDS), in the form's order. */
  changedFields: z.array(z.enum(PROFILE_FIELDS)),
});
export type ProfileReviewSummaryDto = z.infer<typeof profileReviewSummaryDtoSchema>;

export const profileReviewListDtoSchema = z.object({
  reviews: z.array(profileReviewSummaryDtoSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  pendingCount: z.number(),
});
export type ProfileReviewListDto = z.infer<typeof profileReviewListDtoSchema>;

/** GET /api/admin/profile-reviews/{id}: the review, the profile and, for changes, before and after. */
export const profileReviewDetailDtoSchema = z.object({
  review: profileReviewSummaryDtoSchema,
  profile: z.object({
    id: z.string(),
    profileStatus: z.enum(PROFILE_STATUSES),
    status: z.string(),
    values: profileEditorValuesDtoSchema,
    imageUrl: z.string().nullable(),
    logoUrl: z.string().nullable(),
    officePhotos: z.array(z.string()),
  }),
  /**
   * Each changed field by name, with its listed value now and what the provider submitted, as stored
   * (the screen words them); empty for a whole new profile.
   */
  changes: z.array(z.object({ field: z.enum(PROFILE_FIELDS), before: z.unknown(), after: z.unknown() })),
  /** Every specialty code the profile and the changes hold, named (the screen shows names, not codes). */
  specialties: z.array(specialtyOptionSchema),
});
export type ProfileReviewDetailDto = z.infer<typeof profileReviewDetailDtoSchema>;
