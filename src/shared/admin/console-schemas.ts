import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { AUTH_MESSAGES, newPasswordSchema } from '../schemas/auth.ts';
import { calendarDate, plainText } from '../schemas/query-values.ts';
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

const search = plainText(100, M.searchTooLong)
  .optional()
  .transform((v) => v || undefined);

const paging = {
  page: z.coerce
    .number({ message: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(10_000, 'page must be at most 10000')
    .default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .default(ADMIN_CONSOLE_PAGE_SIZE)
    // Capped rather than refused: a caller asking for everything gets the largest page we serve.
    .transform((n) => Math.min(n, ADMIN_CONSOLE_MAX_PAGE_SIZE)),
};

export const adminUserListQuerySchema = z.object({
  q: search,
  role: z.enum(ROLES, { message: M.badRole }).optional(),
  state: z.enum(USER_STATES, { message: 'Choose active or disabled' }).optional(),
  ...paging,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserRoleSchema = z.object({ role: z.enum(ROLES, { message: M.badRole }) });
export const adminUserDisabledSchema = z.object({ disabled: z.boolean({ message: 'Say true or false' }) });

export const adminProviderListQuerySchema = z.object({
  q: search,
  status: z.enum(PROVIDER_STATUSES, { message: M.badProviderStatus }).optional(),
  profileStatus: z.enum(ADMIN_PROFILE_STATUSES, { message: 'Unknown profile status' }).optional(),
  featured: z.enum(FEATURED_FILTERS, { message: 'Choose yes or no' }).optional(),
  ...paging,
});
export type AdminProviderListQuery = z.input<typeof adminProviderListQuerySchema>;

export const adminProviderStatusSchema = z.object({
  status: z.enum(PROVIDER_STATUSES, { message: M.badProviderStatus }),
});
export const adminProviderFeaturedSchema = z.object({
  featured: z.boolean({ message: 'Say true or false' }),
});

export const adminMailListQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { message: 'Unknown status' }).optional(),
  to: plainText(254, M.searchTooLong)
    .toLowerCase()
    .optional()
    .transform((v) => v || undefined),
  ...paging,
});
export type AdminMailListQuery = z.input<typeof adminMailListQuerySchema>;

const day = calendarDate(M.badDate)
  .optional()
  .or(z.literal('').transform(() => undefined));

const exact = (max: number) =>
  plainText(max, M.searchTooLong)
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
    message: 'The first day must not be after the last',
    path: ['to'],
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

const name = (required: string) => z.string(required).trim().min(1, required).max(100, M.nameTooLong);

export const adminProfileSchema = z.object({
  firstName: name(M.firstName),
  lastName: name(M.lastName),
});
export type AdminProfileInput = z.input<typeof adminProfileSchema>;

/** The admin's own password change (sent to the sign-in service's change-password). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, M.currentPassword),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
