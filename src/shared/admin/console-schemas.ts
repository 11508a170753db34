import { z } from 'zod';
import { ROLES, type Role } from '../roles.ts';
import { changePasswordFormSchema } from '../auth/auth.ts';
import {
  QUERY_MESSAGES,
  adminListPage,
  adminListPageSize,
  calendarDate,
  plainText,
} from '../validation/query-values.ts';
import {
  ADMIN_CONSOLE_MAX_PAGE_SIZE,
  ADMIN_CONSOLE_MESSAGES as M,
  ADMIN_CONSOLE_PAGE_SIZE,
  ADMIN_PROFILE_STATUSES,
  FEATURED_FILTERS,
  MAIL_STATUSES,
  PROVIDER_STATUSES,
  USER_STATES,
} from './console.ts';

/** The admin console's inputs (docs/product.md#roles); the API validates with these very objects. */

/** An account, a provider or an email named in the path; one that cannot be an id is not found. */
export const adminUserParamsSchema = z.object({ id: z.uuid(M.userNotFound) });
export const adminProviderParamsSchema = z.object({ id: z.uuid(M.providerNotFound) });
export const mailJobParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, M.mailNotFound) });

const search = plainText(100, QUERY_MESSAGES.searchTooLong)
  .optional()
  .transform((v) => v || undefined);

const paging = {
  page: adminListPage,
  pageSize: adminListPageSize(ADMIN_CONSOLE_PAGE_SIZE, ADMIN_CONSOLE_MAX_PAGE_SIZE),
};

export const adminUserListQuerySchema = z.object({
  q: search,
  role: z.enum(ROLES, { message: M.badRole }).optional(),
  state: z.enum(USER_STATES, { message: M.badUserState }).optional(),
  ...paging,
});

export const adminUserRoleSchema = z.object({ role: z.enum(ROLES, { message: M.badRole }) });
export const adminUserDisabledSchema = z.object({ disabled: z.boolean({ message: M.notBoolean }) });

export const adminProviderListQuerySchema = z.object({
  q: search,
  status: z.enum(PROVIDER_STATUSES, { message: M.badProviderStatus }).optional(),
  profileStatus: z.enum(ADMIN_PROFILE_STATUSES, { message: M.badProfileStatus }).optional(),
  featured: z.enum(FEATURED_FILTERS, { message: M.badFeatured }).optional(),
  ...paging,
});

export const adminProviderStatusSchema = z.object({
  status: z.enum(PROVIDER_STATUSES, { message: M.badProviderStatus }),
});
export const adminProviderFeaturedSchema = z.object({
  featured: z.boolean({ message: M.notBoolean }),
});

export const adminMailListQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { message: M.badMailStatus }).optional(),
  to: plainText(254, QUERY_MESSAGES.searchTooLong)
    .toLowerCase()
    .optional()
    .transform((v) => v || undefined),
  ...paging,
});

const day = calendarDate(M.badDate)
  .optional()
  .or(z.literal('').transform(() => undefined));

const exact = (max: number) =>
  plainText(max, QUERY_MESSAGES.searchTooLong)
    .optional()
    .transform((v) => v || undefined);

export const auditLogQuerySchema = z
  .object({
    action: exact(100),
    actor: exact(254).transform((v) => v?.toLowerCase()),
    targetType: exact(100),
    targetId: exact(100),
    /** Days in Florida's time, both included. */
    from: day,
    to: day,
    ...paging,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: M.badDateRange,
    path: ['to'],
  });

const name = (required: string) => z.string(required).trim().min(1, required).max(100, M.nameTooLong);

export const adminProfileSchema = z.object({
  firstName: name(M.firstName),
  lastName: name(M.lastName),
});
export type AdminProfileInput = z.input<typeof adminProfileSchema>;

/** The admin's own password change (sent to the sign-in service's change-password). */
export const changePasswordSchema = changePasswordFormSchema(M.currentPassword);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// The answers. The pages import their types with `import type`, which loads no zod.

const pageFigures = { total: z.number(), page: z.number(), pageSize: z.number() };

export const adminUserDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  /** When a super admin disabled the account; null while it may sign in. */
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserDto = z.infer<typeof adminUserDtoSchema>;

export const adminUserListDtoSchema = z.object({ users: z.array(adminUserDtoSchema), ...pageFigures });
export type AdminUserListDto = z.infer<typeof adminUserListDtoSchema>;

/** POST /api/admin/users/{id}/password-reset: the address the mail is queued to. */
export const passwordResetMailDtoSchema = z.object({ email: z.string() });
export type PasswordResetMailDto = z.infer<typeof passwordResetMailDtoSchema>;

export const adminProviderDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  practiceName: z.string().nullable(),
  specialty: z.string(),
  city: z.string().nullable(),
  npiNumber: z.string().nullable(),
  status: z.enum(PROVIDER_STATUSES),
  profileStatus: z.enum(ADMIN_PROFILE_STATUSES),
  featured: z.boolean(),
  /** Whether search shows it: approved, active, named and placed. */
  listed: z.boolean(),
  createdAt: z.string(),
});
export type AdminProviderDto = z.infer<typeof adminProviderDtoSchema>;

export const adminProviderListDtoSchema = z.object({
  providers: z.array(adminProviderDtoSchema),
  ...pageFigures,
});
export type AdminProviderListDto = z.infer<typeof adminProviderListDtoSchema>;

/**
 * One message of the outbox. Only the recipient and the template's name: the payload may hold a
 * password-reset or verification link, which must never be shown to anyone but its owner.
 */
export const mailJobDtoSchema = z.object({
  id: z.string(),
  to: z.string(),
  template: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  runAt: z.string(),
  completedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type MailJobDto = z.infer<typeof mailJobDtoSchema>;

export const mailJobListDtoSchema = z.object({ mails: z.array(mailJobDtoSchema), ...pageFigures });
export type MailJobListDto = z.infer<typeof mailJobListDtoSchema>;

const auditEntryDtoSchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** A name for the target when it is a user (their email) or a provider (their name). */
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

export const auditLogDtoSchema = z.object({ entries: z.array(auditEntryDtoSchema), ...pageFigures });
export type AuditLogDto = z.infer<typeof auditLogDtoSchema>;

const counts = z.record(z.string(), z.number());

export const adminOverviewDtoSchema = z.object({
  // Every role has its count (the document lists them as a plain record of numbers).
  users: z.object({
    byRole: counts as z.ZodType<Record<Role, number>>,
    total: z.number(),
    newLast7Days: z.number(),
  }),
  providers: z.object({ listed: z.number() }),
  applications: z.object({ waiting: z.number(), byStatus: counts }),
  profileReviewsPending: z.number(),
  reportsOpen: z.number(),
  subscriptionsPending: z.number(),
  appointmentsThisWeek: z.number(),
  mail: z.object({ failedLast7Days: z.number(), queued: z.number() }),
  waitingList: z.number(),
  featureSuggestionsNew: z.number(),
});
export type AdminOverviewDto = z.infer<typeof adminOverviewDtoSchema>;

export const adminProfileDtoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type AdminProfileDto = z.infer<typeof adminProfileDtoSchema>;
