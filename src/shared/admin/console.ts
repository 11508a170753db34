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

/** Each kind of email the server sends (its template's name) in words, for the outbox. */
export const MAIL_TEMPLATE_KEYS: Record<string, MessageKey> = {
  'account-deleted': 'admin.outbox.template.accountDeleted',
  'account-verification': 'admin.outbox.template.accountVerification',
  'sign-up-attempt': 'admin.outbox.template.signUpAttempt',
  'appointment-booked': 'admin.outbox.template.appointmentBooked',
  'appointment-booked-provider': 'admin.outbox.template.appointmentBookedProvider',
  'appointment-cancelled': 'admin.outbox.template.appointmentCancelled',
  'appointment-cancelled-provider': 'admin.outbox.template.appointmentCancelledProvider',
  'appointment-reminder': 'admin.outbox.template.appointmentReminder',
  'caregiver-appointment-booked': 'admin.outbox.template.caregiverAppointmentBooked',
  'caregiver-appointment-cancelled': 'admin.outbox.template.caregiverAppointmentCancelled',
  'caregiver-appointment-reminder': 'admin.outbox.template.caregiverAppointmentReminder',
  'caregiver-invitation': 'admin.outbox.template.caregiverInvitation',
  'caregiver-request': 'admin.outbox.template.caregiverRequest',
  'contact-confirmation': 'admin.outbox.template.contactConfirmation',
  'contact-form': 'admin.outbox.template.contactForm',
  'final-approval': 'admin.outbox.template.finalApproval',
  'organization-invitation': 'admin.outbox.template.organizationInvitation',
  'partial-approval': 'admin.outbox.template.partialApproval',
  'password-reset': 'admin.outbox.template.passwordReset',
  'photographer-assignment': 'admin.outbox.template.photographerAssignment',
  'photographer-cancellation': 'admin.outbox.template.photographerCancellation',
  'photographer-reschedule': 'admin.outbox.template.photographerReschedule',
  'photoshoot-cancellation': 'admin.outbox.template.photoshootCancellation',
  'photoshoot-completion': 'admin.outbox.template.photoshootCompletion',
  'photoshoot-confirmation': 'admin.outbox.template.photoshootConfirmation',
  'photoshoot-reminder': 'admin.outbox.template.photoshootReminder',
  'photoshoot-reschedule': 'admin.outbox.template.photoshootReschedule',
  'profile-reconfirm': 'admin.outbox.template.profileReconfirm',
  'provider-application-status': 'admin.outbox.template.providerApplicationStatus',
  'subscription-confirmation': 'admin.outbox.template.subscriptionConfirmation',
};

/**
 * A field of before/after that has no key (another tool's: 'officeHours', 'cancellationReason'), its
 * code made readable: 'officeHours' → 'Office hours'. Not a translation: the same in every language,
 * as the audit log names another tool's action by its code.
 */
export const fieldLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
};
