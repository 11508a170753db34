import type { MessageKey } from '../i18n/translate.ts';

/**
 * The admin console's tools (docs/product.md#roles): users, providers, the mail outbox, the audit log and
 * the overview. Constants and answer shapes only (no zod), so the pages can import them
 * without the validators.
 */

/** Every admin list shows this many rows a page, and never more than the cap, whatever is asked. */
export const ADMIN_CONSOLE_PAGE_SIZE = 25;
export const ADMIN_CONSOLE_MAX_PAGE_SIZE = 100;

export const ADMIN_CONSOLE_MESSAGES = {
  ownRole: 'admin.console.ownRole',
  ownDisable: 'admin.console.ownDisable',
  accountDisabled: 'admin.console.accountDisabled',
  userNotFound: 'admin.console.userNotFound',
  providerNotFound: 'admin.console.providerNotFound',
  mailNotFound: 'admin.console.mailNotFound',
  mailNotFailed: 'admin.console.mailNotFailed',
  badRole: 'admin.console.badRole',
  badProviderStatus: 'admin.console.badProviderStatus',
  badUserState: 'admin.console.badUserState',
  notBoolean: 'admin.console.notBoolean',
  badProfileStatus: 'admin.console.badProfileStatus',
  badFeatured: 'admin.console.badFeatured',
  badMailStatus: 'admin.console.badMailStatus',
  firstName: 'admin.console.firstName',
  lastName: 'admin.console.lastName',
  nameTooLong: 'admin.console.nameTooLong',
  badDate: 'admin.console.badDate',
  badDateRange: 'admin.console.badDateRange',
  searchTooLong: 'admin.console.searchTooLong',
  currentPassword: 'admin.console.currentPassword',
  wrongPassword: 'admin.console.wrongPassword',
  passwordChanged: 'admin.console.passwordChanged',
  nameSaved: 'admin.console.nameSaved',
} as const satisfies Record<string, MessageKey>;

export const USER_STATES = ['active', 'disabled'] as const;
export type UserState = (typeof USER_STATES)[number];

// The answers' types are inferred from their zod schemas in console-schemas.ts. Import them from there with
// `import type`, which loads no zod; this file does not re-export them, as console-schemas.ts imports it.

export const PROVIDER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export const ADMIN_PROFILE_STATUSES = [
  'draft',
  'review',
  'approved',
  'rejected',
  'changes_requested',
] as const;
export type AdminProfileStatus = (typeof ADMIN_PROFILE_STATUSES)[number];

export const FEATURED_FILTERS = ['yes', 'no'] as const;
export type FeaturedFilter = (typeof FEATURED_FILTERS)[number];

/**
 * Where a message stands in the outbox: waiting for its first try, tried and waiting to try again
 * (or being sent right now), delivered, or given up on after its last attempt.
 */
export const MAIL_STATUSES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A template name as words: 'password-reset' → 'Password reset'. */
export const templateLabel = (template: string) => {
  const words = template.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
};

/** Field names of before/after as words: 'disabledAt' → 'Disabled at'. */
export const fieldLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
};
