import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';

/** Profile issue reports (reports.test.ts, docs/product.md#profiles). */

export const REPORT_CATEGORIES = [
  'hours_incorrect',
  'provider_not_at_location',
  'not_accepting_patients',
  'insurance_incorrect',
  'phone_number_wrong',
  'contact_info_outdated',
  'credentials_wrong',
  'other',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** What can be wrong on a profile, in the words of the profile page's report dialog. */
export const REPORT_CATEGORY_KEYS = {
  hours_incorrect: 'booking.reportDialog.hoursIncorrect',
  provider_not_at_location: 'booking.reportDialog.notAtLocation',
  not_accepting_patients: 'booking.reportDialog.notAccepting',
  insurance_incorrect: 'booking.reportDialog.insuranceIncorrect',
  phone_number_wrong: 'booking.reportDialog.phoneWrong',
  contact_info_outdated: 'booking.reportDialog.contactOutdated',
  credentials_wrong: 'booking.reportDialog.credentialsWrong',
  other: 'booking.reportDialog.other',
} as const satisfies Record<ReportCategory, MessageKey>;

export const REPORT_STATUSES = ['pending', 'under_review', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Some of these are the public's, not only the admins': the profile page's report dialog shows
 * category, description, descriptionLong, signIn, failed, failedAlert and success.
 */
export const REPORT_MESSAGES = {
  category: 'booking.report.category',
  description: 'booking.report.description',
  descriptionLong: 'booking.report.descriptionLong',
  signIn: 'booking.report.signIn',
  failed: 'booking.report.failed',
  failedAlert: 'booking.report.failedAlert',
  success: 'booking.report.success',
  fetchFailed: 'booking.report.fetchFailed',
  updateFailed: 'booking.report.updateFailed',
} as const satisfies Record<string, MessageKey>;

const REPORT_DESCRIPTION_MIN = 10;
/** The success view closes itself after this long (docs/product.md#profiles). */
export const REPORT_SUCCESS_CLOSE_MS = 2000;

export const profileReportSchema = z.object({
  category: z.enum(REPORT_CATEGORIES, { message: REPORT_MESSAGES.category }),
  description: z
    .string()
    .trim()
    .min(REPORT_DESCRIPTION_MIN, REPORT_MESSAGES.description)
    .max(2000, REPORT_MESSAGES.descriptionLong),
});
export type ProfileReportInput = z.input<typeof profileReportSchema>;

export const reportListQuerySchema = z.object({
  providerId: z.uuid().optional(),
  reporterId: z.uuid().optional(),
  status: z.enum(REPORT_STATUSES).optional(),
});

export const reportStatusSchema = z.object({ status: z.enum(REPORT_STATUSES) });

export const profileReportDtoSchema = z.object({
  id: z.string(),
  providerProfileId: z.string(),
  providerName: z.string(),
  reporterId: z.string().nullable(),
  reporterName: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  description: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type ProfileReportDto = z.infer<typeof profileReportDtoSchema>;

/** GET /api/admin/reports */
export const profileReportListDtoSchema = z.object({
  reports: z.array(profileReportDtoSchema),
  counts: z.object(
    Object.fromEntries(REPORT_STATUSES.map((s) => [s, z.number()])) as Record<ReportStatus, z.ZodNumber>,
  ),
});
export type ProfileReportListDto = z.infer<typeof profileReportListDtoSchema>;
