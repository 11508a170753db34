import type { MessageKey } from '../i18n/translate.ts';

/**
 * The provider application's pipeline states (application-pipeline.test.ts, ADR 10): a submission starts at
 * 'submitted'; the admin pipeline moves it on. The database checks the same list.
 */
export const APPLICATION_STATUSES = [
  'submitted',
  'under_review',
  'partially_approved',
  'photoshoot_scheduled',
  'photoshoot_rescheduled',
  'photoshoot_completed',
  'photoshoot_cancelled',
  'approved',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The key of each state's name: the API sends the status code only, and every screen that names a
 * state (the admin's, the applicant's status card) says it with these, in its reader's language.
 */
export const APPLICATION_STATUS_KEYS = {
  submitted: 'onboarding.pipeline.statusSubmitted',
  under_review: 'onboarding.pipeline.statusUnderReview',
  partially_approved: 'onboarding.pipeline.statusPartiallyApproved',
  photoshoot_scheduled: 'onboarding.pipeline.statusPhotoshootScheduled',
  photoshoot_rescheduled: 'onboarding.pipeline.statusPhotoshootRescheduled',
  photoshoot_completed: 'onboarding.pipeline.statusPhotoshootCompleted',
  photoshoot_cancelled: 'onboarding.pipeline.statusPhotoshootCancelled',
  approved: 'onboarding.pipeline.statusApproved',
  rejected: 'onboarding.pipeline.statusRejected',
} as const satisfies Record<ApplicationStatus, MessageKey>;

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  APPLICATION_STATUSES.includes(value as ApplicationStatus);

/** Every state but 'rejected' is still open: while one is, the provider may not apply again. */
export const isOpenApplicationStatus = (status: ApplicationStatus) => status !== 'rejected';
