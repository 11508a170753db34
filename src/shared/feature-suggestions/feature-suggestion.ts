import { z } from 'zod';
import { singleLine } from '../validation/single-line.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { adminListPage, adminListPageSize, plainText, QUERY_MESSAGES } from '../validation/query-values.ts';

/** Feature suggestions and the super admin's list of them (feature-suggestions.test.ts). */

export const SUGGESTION_CATEGORIES = [
  'ui_ux',
  'feature',
  'integration',
  'performance',
  'mobile',
  'accessibility',
  'security',
  'reporting',
  'workflow',
  'general',
] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];
export const SUGGESTION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type SuggestionPriority = (typeof SUGGESTION_PRIORITIES)[number];

/**
 * The words of each category, priority and status, as message keys. They are in `common`: the
 * suggestion dialog, which every page can open, imports this module (ADR 19).
 */
export const SUGGESTION_CATEGORY_KEYS: Record<SuggestionCategory, MessageKey> = {
  ui_ux: 'suggestions.feature.categoryUiUx',
  feature: 'suggestions.feature.categoryFeature',
  integration: 'suggestions.feature.categoryIntegration',
  performance: 'suggestions.feature.categoryPerformance',
  mobile: 'suggestions.feature.categoryMobile',
  accessibility: 'suggestions.feature.categoryAccessibility',
  security: 'suggestions.feature.categorySecurity',
  reporting: 'suggestions.feature.categoryReporting',
  workflow: 'suggestions.feature.categoryWorkflow',
  general: 'suggestions.feature.categoryGeneral',
};

export const SUGGESTION_PRIORITY_KEYS: Record<SuggestionPriority, MessageKey> = {
  low: 'suggestions.feature.priorityLow',
  medium: 'suggestions.feature.priorityMedium',
  high: 'suggestions.feature.priorityHigh',
  urgent: 'suggestions.feature.priorityUrgent',
};

/** Where a suggestion stands with our team; every new one starts as 'new'. */
export const SUGGESTION_STATUSES = [
  'new',
  'under_review',
  'planned',
  'in_progress',
  'done',
  'declined',
] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const SUGGESTION_STATUS_KEYS: Record<SuggestionStatus, MessageKey> = {
  new: 'suggestions.feature.statusNew',
  under_review: 'suggestions.feature.statusUnderReview',
  planned: 'suggestions.feature.statusPlanned',
  in_progress: 'suggestions.feature.statusInProgress',
  done: 'suggestions.feature.statusDone',
  declined: 'suggestions.feature.statusDeclined',
};

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);
export const isSuggestionStatus = isOneOf(SUGGESTION_STATUSES);
export const isSuggestionCategory = isOneOf(SUGGESTION_CATEGORIES);
export const isSuggestionPriority = isOneOf(SUGGESTION_PRIORITIES);

export const SUGGESTION_TITLE_MAX = 100;
export const SUGGESTION_DESCRIPTION_MAX = 500;

export const SUGGESTION_MESSAGES = {
  signIn: 'suggestions.feature.signIn',
  required: 'suggestions.feature.required',
  // These two name zod's `maximum`: SUGGESTION_TITLE_MAX and SUGGESTION_DESCRIPTION_MAX.
  titleTooLong: 'suggestions.feature.titleTooLong',
  descriptionTooLong: 'suggestions.feature.descriptionTooLong',
  success: 'suggestions.feature.success',
  successDetail: 'suggestions.feature.successDetail',
  failure: 'suggestions.feature.failure',
  // The admin screen.
  notFound: 'suggestions.feature.notFound',
  badStatus: 'suggestions.feature.badStatus',
  listFailed: 'suggestions.feature.listFailed',
  updateFailed: 'suggestions.feature.updateFailed',
  // The admin list's filters, when an address names one that does not exist.
  unknownStatus: 'suggestions.feature.unknownStatus',
  unknownCategory: 'suggestions.feature.unknownCategory',
  unknownPriority: 'suggestions.feature.unknownPriority',
} as const satisfies Record<string, MessageKey>;

export const featureSuggestionSchema = z.object({
  title: singleLine(SUGGESTION_MESSAGES.required)
    .min(1, SUGGESTION_MESSAGES.required)
    .max(SUGGESTION_TITLE_MAX, SUGGESTION_MESSAGES.titleTooLong),
  description: z
    .string(SUGGESTION_MESSAGES.required)
    .trim()
    .min(1, SUGGESTION_MESSAGES.required)
    .max(SUGGESTION_DESCRIPTION_MAX, SUGGESTION_MESSAGES.descriptionTooLong),
  category: z.enum(SUGGESTION_CATEGORIES).default('general'),
  priority: z.enum(SUGGESTION_PRIORITIES).default('medium'),
});
export type FeatureSuggestionInput = z.input<typeof featureSuggestionSchema>;

const ADMIN_SUGGESTIONS_PAGE_SIZE = 20;
/** The most one page may hold, whatever a caller asks for. */
export const ADMIN_SUGGESTIONS_MAX_PAGE_SIZE = 50;

const optionalFilter = <T extends readonly [string, ...string[]]>(values: T, message: MessageKey) =>
  z.enum(values, { message }).optional();

/** GET /api/admin/feature-suggestions: filters, a text search and the page. */
export const adminSuggestionListQuerySchema = z.object({
  status: optionalFilter(SUGGESTION_STATUSES, SUGGESTION_MESSAGES.unknownStatus),
  category: optionalFilter(SUGGESTION_CATEGORIES, SUGGESTION_MESSAGES.unknownCategory),
  priority: optionalFilter(SUGGESTION_PRIORITIES, SUGGESTION_MESSAGES.unknownPriority),
  q: plainText(100, QUERY_MESSAGES.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  page: adminListPage,
  pageSize: adminListPageSize(ADMIN_SUGGESTIONS_PAGE_SIZE, ADMIN_SUGGESTIONS_MAX_PAGE_SIZE),
});

/** PATCH /api/admin/feature-suggestions/{id}: an id that cannot be one is not found. */
export const adminSuggestionParamsSchema = z.object({ id: z.uuid(SUGGESTION_MESSAGES.notFound) });

/** PATCH /api/admin/feature-suggestions/{id} */
export const adminSuggestionStatusSchema = z.object({
  status: z.enum(SUGGESTION_STATUSES, { message: SUGGESTION_MESSAGES.badStatus }),
});

export const adminSuggestionDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(SUGGESTION_CATEGORIES),
  priority: z.enum(SUGGESTION_PRIORITIES),
  status: z.enum(SUGGESTION_STATUSES),
  /**
   * Who sent it, as they were when they sent it; null once they deleted their account (the page
   * words it).
   */
  userName: z.string().nullable(),
  userEmail: z.string(),
  userRole: z.string(),
  createdAt: z.string(),
});
export type AdminSuggestionDto = z.infer<typeof adminSuggestionDtoSchema>;

export const adminSuggestionListDtoSchema = z.object({
  suggestions: z.array(adminSuggestionDtoSchema),
  /** How many match the filters (all pages). */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Per status, within the other filters and the search, so the status filter can show them. */
  counts: z.object(
    Object.fromEntries(SUGGESTION_STATUSES.map((s) => [s, z.number()])) as Record<
      SuggestionStatus,
      z.ZodNumber
    >,
  ),
});
export type AdminSuggestionListDto = z.infer<typeof adminSuggestionListDtoSchema>;
