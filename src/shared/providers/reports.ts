import { z } from 'zod';

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

export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  hours_incorrect: 'Office hours are wrong',
  provider_not_at_location: 'Provider is not at this location',
  not_accepting_patients: 'Not accepting new patients',
  insurance_incorrect: 'Insurance information is wrong',
  phone_number_wrong: 'Phone number is wrong',
  contact_info_outdated: 'Contact information is out of date',
  credentials_wrong: 'Credentials are wrong',
  other: 'Something else',
};

export const REPORT_STATUSES = ['pending', 'under_review', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Pending Review',
  under_review: 'Under Review',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

export const REPORT_MESSAGES = {
  category: 'Please select a report category',
  description: 'Please provide at least 10 characters of description',
  signIn: 'You must be logged in to submit a report',
  failed: 'Failed to submit report',
  failedAlert: 'Failed to submit report. Please try again.',
  success: 'Report Submitted Successfully',
  fetchFailed: 'Failed to fetch reports',
  updateFailed: 'Failed to update report',
} as const;

export const REPORT_DESCRIPTION_MIN = 10;
/** The success view closes itself after this long (docs/product.md#profiles). */
export const REPORT_SUCCESS_CLOSE_MS = 2000;

export const profileReportSchema = z.object({
  category: z.enum(REPORT_CATEGORIES, { message: REPORT_MESSAGES.category }),
  description: z
    .string()
    .trim()
    .min(REPORT_DESCRIPTION_MIN, REPORT_MESSAGES.description)
    .max(2000, 'Description must be 2000 characters or less'),
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
