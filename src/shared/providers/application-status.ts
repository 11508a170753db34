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

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  APPLICATION_STATUSES.includes(value as ApplicationStatus);

/** Every state but 'rejected' is still open: while one is, the provider may not apply again. */
export const isOpenApplicationStatus = (status: ApplicationStatus) => status !== 'rejected';
