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

/** Plain words for each state, for the applicant and the admin screens. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  partially_approved: 'Partially approved',
  photoshoot_scheduled: 'Photoshoot scheduled',
  photoshoot_rescheduled: 'Photoshoot rescheduled',
  photoshoot_completed: 'Photoshoot completed',
  photoshoot_cancelled: 'Photoshoot cancelled',
  approved: 'Approved',
  rejected: 'Not approved',
};

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  APPLICATION_STATUSES.includes(value as ApplicationStatus);

/** Every state but 'rejected' is still open: while one is, the provider may not apply again. */
export const isOpenApplicationStatus = (status: ApplicationStatus) => status !== 'rejected';
