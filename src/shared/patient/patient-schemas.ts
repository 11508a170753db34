import { z } from 'zod';
import { singleLine } from '../validation/single-line.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { AUTH_MESSAGES, changePasswordFormSchema, formatPhone } from '../auth/auth.ts';
import { PATIENT_MESSAGES as M, US_STATES } from './patient.ts';

/** The patient's profile and home address (one schema for the settings form and the API). */

const optionalText = (max: number, message: MessageKey) => singleLine().max(max, message).default('');

export const patientProfileSchema = z
  .object({
    firstName: singleLine().min(1, M.firstName).max(100, M.nameTooLong),
    lastName: singleLine().min(1, M.lastName).max(100, M.nameTooLong),
    // US format as at sign-up: any spelling of 10 digits, stored as (###) ###-####.
    phone: singleLine()
      .refine((v) => v === '' || v.replace(/\D/g, '').length === 10, M.phone)
      .transform((v) => formatPhone(v))
      .default(''),
    streetAddress: optionalText(200, M.street),
    addressLine2: optionalText(200, M.street),
    city: optionalText(100, M.city),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || (US_STATES as readonly string[]).includes(v), M.state)
      .default(''),
    zipCode: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{5}(-?\d{4})?$/.test(v), M.zip)
      .transform((v) => (v.length === 9 && !v.includes('-') ? `${v.slice(0, 5)}-${v.slice(5)}` : v))
      .default(''),
    /** An upload of the caller's own (profile-images, patient-avatars); null removes the photo; absent keeps it. */
    avatarUploadId: z.uuid(M.avatarNotYours).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    // A street alone cannot be placed: the city and state, or the ZIP, say where it is.
    const anyAddress = v.streetAddress || v.addressLine2 || v.city || v.state;
    if (anyAddress && !v.zipCode && !(v.city && v.state)) {
      const path = v.city ? 'state' : 'city';
      ctx.addIssue({ code: 'custom', message: v.city ? M.state : M.cityOrZip, path: [path] });
    }
  });
export type PatientProfileInput = z.input<typeof patientProfileSchema>;
export type PatientProfileValues = z.output<typeof patientProfileSchema>;

export const deleteAccountSchema = z.object({
  password: z.string().min(1, M.passwordRequired).max(128, AUTH_MESSAGES.passwordMax),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The settings page's password form; better-auth's change-password endpoint does the change. */
export const changePasswordSchema = changePasswordFormSchema(M.passwordRequired);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * What the saved providers' and the reviews' lists are told, as keys (ADR 19). In `common`: the
 * settings pages import this module, and the lists and the heart buttons that send them do not load
 * `account`.
 */
export const PATIENT_QUERY_MESSAGES = {
  pageWholeNumber: 'common.validation.pageWholeNumber',
  pageAtLeast: 'common.validation.pageAtLeast',
  providerIdRequired: 'common.validation.providerIdRequired',
} as const satisfies Record<string, MessageKey>;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int(PATIENT_QUERY_MESSAGES.pageWholeNumber)
    .min(1, PATIENT_QUERY_MESSAGES.pageAtLeast)
    .max(1000)
    .default(1),
});

/** The patient's home, as the search starts from it. */
export const homeLocationDtoSchema = z.object({
  /** What the search's location box would hold: the ZIP when known, else 'City, ST'; null without a place. */
  location: z.string().nullable(),
  /** 'Miami, FL 33101', to say plainly where the search starts. */
  label: z.string().nullable(),
});
export type HomeLocationDto = z.infer<typeof homeLocationDtoSchema>;

export const patientProfileDtoSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  streetAddress: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  avatarUrl: z.string().nullable(),
  /** Whether the address has a place on the map (and so is the search's default place). */
  located: z.boolean(),
  home: homeLocationDtoSchema,
});
export type PatientProfileDto = z.infer<typeof patientProfileDtoSchema>;

export const patientProfileSaveDtoSchema = z.object({
  profile: patientProfileDtoSchema,
  /** Plain words when the address could not be placed; null when it was, or there is no address. */
  addressNote: z.string().nullable(),
});
export type PatientProfileSaveDto = z.infer<typeof patientProfileSaveDtoSchema>;

const nextAppointmentDtoSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  date: z.string(),
  time: z.string(),
  /** Null when the practice gave the visit no type. */
  typeName: z.string().nullable(),
  status: z.string(),
});
export type NextAppointmentDto = z.infer<typeof nextAppointmentDtoSchema>;

/** PUT and DELETE /api/favorites/{providerId}: the provider to save or remove. */
export const favoriteParamsSchema = z.object({
  providerId: z.uuid(PATIENT_QUERY_MESSAGES.providerIdRequired),
});

/** GET /api/favorites: the saved providers' ids, newest first. */
export const favoriteIdsDtoSchema = z.object({ providerIds: z.array(z.string()) });
export type FavoriteIdsDto = z.infer<typeof favoriteIdsDtoSchema>;

const savedProviderDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  /** The plain-language category (ADR 23); null for a hidden code. */
  category: z.string().nullable(),
  /** The category's name in the reader's language, else the NUCC name (listing-words.ts). */
  specialtyLabel: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  imageUrl: z.string().nullable(),
  acceptingNewPatients: z.boolean(),
});
export type SavedProviderDto = z.infer<typeof savedProviderDtoSchema>;

const recentSearchDtoSchema = z.object({
  id: z.string(),
  location: z.string(),
  /** The category searched for (a slug), or ''. */
  category: z.string(),
  /** A specialty as a search made before categories stored it, or ''. */
  specialty: z.string(),
  /** 'Dentist near Miami, FL'. */
  label: z.string(),
  updatedAt: z.string(),
});

export const patientOverviewDtoSchema = z.object({
  nextAppointment: nextAppointmentDtoSchema.nullable(),
  unreadMessages: z.number(),
  saved: z.object({ providers: z.array(savedProviderDtoSchema), total: z.number() }),
  recentSearches: z.array(recentSearchDtoSchema),
});
export type PatientOverviewDto = z.infer<typeof patientOverviewDtoSchema>;

export const savedProvidersPageDtoSchema = z.object({
  providers: z.array(savedProviderDtoSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SavedProvidersPageDto = z.infer<typeof savedProvidersPageDtoSchema>;

const myReviewDtoSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  rating: z.number(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  recommend: z.boolean().nullable(),
  isAnonymous: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyReviewDto = z.infer<typeof myReviewDtoSchema>;

export const myReviewsPageDtoSchema = z.object({
  reviews: z.array(myReviewDtoSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MyReviewsPageDto = z.infer<typeof myReviewsPageDtoSchema>;
