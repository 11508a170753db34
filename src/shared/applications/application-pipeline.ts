import { z } from 'zod';
import { singleLine } from '../validation/single-line.ts';
import type { MessageKey, MessageValues } from '../i18n/translate.ts';
import { practiceInstant } from '../schedule/slot-rules.ts';
import { adminListPage, QUERY_MESSAGES } from '../validation/query-values.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status.ts';
import { providerApplicationDtoSchema } from './application.ts';

/**
 * The admin review pipeline of provider applications (application-pipeline.test.ts, ADR 10): which action a
 * super admin may take from which state, what each action asks for, and the list's filters. The server and
 * the admin screens read the same table and schemas.
 */

export const PIPELINE_ACTIONS = [
  'start_review',
  'partially_approve',
  'schedule_photoshoot',
  'reschedule_photoshoot',
  'send_reminder',
  'complete_photoshoot',
  'cancel_photoshoot',
  'approve',
  'reject',
] as const;
export type PipelineAction = (typeof PIPELINE_ACTIONS)[number];

/** Every state an application may still move on from: approved and rejected are final. */
const OPEN_STATES = APPLICATION_STATUSES.filter((s) => s !== 'approved' && s !== 'rejected');
const PHOTOSHOOT_BOOKED: ApplicationStatus[] = ['photoshoot_scheduled', 'photoshoot_rescheduled'];

/**
 * From which states each action may be taken, and the state it leads to. A reminder keeps the state
 * (to: null). A cancelled photoshoot may be scheduled again.
 */
const PIPELINE_TRANSITIONS: Record<
  PipelineAction,
  { from: readonly ApplicationStatus[]; to: ApplicationStatus | null }
> = {
  start_review: { from: ['submitted'], to: 'under_review' },
  partially_approve: { from: ['under_review'], to: 'partially_approved' },
  schedule_photoshoot: { from: ['partially_approved', 'photoshoot_cancelled'], to: 'photoshoot_scheduled' },
  reschedule_photoshoot: { from: PHOTOSHOOT_BOOKED, to: 'photoshoot_rescheduled' },
  send_reminder: { from: PHOTOSHOOT_BOOKED, to: null },
  complete_photoshoot: { from: PHOTOSHOOT_BOOKED, to: 'photoshoot_completed' },
  cancel_photoshoot: { from: PHOTOSHOOT_BOOKED, to: 'photoshoot_cancelled' },
  approve: { from: ['photoshoot_completed'], to: 'approved' },
  reject: { from: OPEN_STATES, to: 'rejected' },
};

/** The key of each action's button (and form title). */
export const PIPELINE_ACTION_LABEL_KEYS = {
  start_review: 'onboarding.pipeline.labelStartReview',
  partially_approve: 'onboarding.pipeline.labelPartiallyApprove',
  schedule_photoshoot: 'onboarding.pipeline.labelSchedulePhotoshoot',
  reschedule_photoshoot: 'onboarding.pipeline.labelReschedulePhotoshoot',
  send_reminder: 'onboarding.pipeline.labelSendReminder',
  complete_photoshoot: 'onboarding.pipeline.labelCompletePhotoshoot',
  cancel_photoshoot: 'onboarding.pipeline.labelCancelPhotoshoot',
  approve: 'onboarding.pipeline.labelApprove',
  reject: 'onboarding.pipeline.labelReject',
} as const satisfies Record<PipelineAction, MessageKey>;

/** The key of what each action does, said to the admin beside its form. */
export const PIPELINE_ACTION_HINT_KEYS = {
  start_review: 'onboarding.pipeline.hintStartReview',
  partially_approve: 'onboarding.pipeline.hintPartiallyApprove',
  schedule_photoshoot: 'onboarding.pipeline.hintSchedulePhotoshoot',
  reschedule_photoshoot: 'onboarding.pipeline.hintReschedulePhotoshoot',
  send_reminder: 'onboarding.pipeline.hintSendReminder',
  complete_photoshoot: 'onboarding.pipeline.hintCompletePhotoshoot',
  cancel_photoshoot: 'onboarding.pipeline.hintCancelPhotoshoot',
  approve: 'onboarding.pipeline.hintApprove',
  reject: 'onboarding.pipeline.hintReject',
} as const satisfies Record<PipelineAction, MessageKey>;

/** The key of what the admin screen says after each action succeeds. */
export const PIPELINE_ACTION_DONE_KEYS = {
  start_review: 'onboarding.pipeline.doneStartReview',
  partially_approve: 'onboarding.pipeline.donePartiallyApprove',
  schedule_photoshoot: 'onboarding.pipeline.doneSchedulePhotoshoot',
  reschedule_photoshoot: 'onboarding.pipeline.doneReschedulePhotoshoot',
  send_reminder: 'onboarding.pipeline.doneSendReminder',
  complete_photoshoot: 'onboarding.pipeline.doneCompletePhotoshoot',
  cancel_photoshoot: 'onboarding.pipeline.doneCancelPhotoshoot',
  approve: 'onboarding.pipeline.doneApprove',
  reject: 'onboarding.pipeline.doneReject',
} as const satisfies Record<PipelineAction, MessageKey>;

/** Actions the admin must confirm before they are sent: both are final. */
export const CONFIRMED_ACTIONS: readonly PipelineAction[] = ['approve', 'reject'];

export const isActionAllowed = (action: PipelineAction, status: ApplicationStatus) =>
  PIPELINE_TRANSITIONS[action].from.includes(status);

export const allowedActions = (status: ApplicationStatus): PipelineAction[] =>
  PIPELINE_ACTIONS.filter((a) => isActionAllowed(a, status));

/** The state an action leads to from `status` (a reminder stays where it is). */
export const nextStatus = (action: PipelineAction, status: ApplicationStatus): ApplicationStatus =>
  PIPELINE_TRANSITIONS[action].to ?? status;

export const PIPELINE_MESSAGES = {
  date: 'onboarding.pipeline.date',
  time: 'onboarding.pipeline.time',
  future: 'onboarding.pipeline.future',
  location: 'onboarding.pipeline.location',
  photographerName: 'onboarding.pipeline.photographerName',
  photographerEmail: 'onboarding.pipeline.photographerEmail',
  reason: 'onboarding.pipeline.reason',
  rejectNotes: 'onboarding.pipeline.rejectNotes',
  internalNotes: 'onboarding.pipeline.internalNotes',
  // One message per field, so no field's name is put into a sentence; zod's bound fills {maximum}.
  locationTooLong: 'onboarding.pipeline.locationTooLong',
  photographerNameTooLong: 'onboarding.pipeline.photographerNameTooLong',
  reasonTooLong: 'onboarding.pipeline.reasonTooLong',
  rejectNotesTooLong: 'onboarding.pipeline.rejectNotesTooLong',
  // The list's filters.
  listDate: 'onboarding.pipeline.listDate',
  listStatus: 'onboarding.pipeline.listStatus',
  listPageSizeMax: 'onboarding.pipeline.listPageSizeMax',
  listDateRange: 'onboarding.pipeline.listDateRange',
  action: 'onboarding.pipeline.action',
  notFound: 'onboarding.pipeline.notFound',
  notAuthenticated: 'onboarding.pipeline.notAuthenticated',
  onlyAdmins: 'onboarding.pipeline.onlyAdmins',
  loadFailed: 'onboarding.pipeline.loadFailed',
  actionFailed: 'onboarding.pipeline.actionFailed',
} as const satisfies Record<string, MessageKey>;

/**
 * Why an action is refused, as a key with the codes it names: 'This application is under review:
 * "Give final approval" is not possible now.' Each language words the state and the action itself.
 */
export const refusedTransitionMessage = (action: PipelineAction, status: ApplicationStatus) =>
  ({
    message: 'onboarding.pipeline.refused',
    values: { status, action },
  }) as const satisfies { message: MessageKey; values: MessageValues<'onboarding.pipeline.refused'> };

const INTERNAL_NOTES_MAX = 2000;
const REASON_MAX = 500;
const REJECT_NOTES_MAX = 1000;

const required = (message: MessageKey, max: number, tooLong: MessageKey) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** Notes only the admins see, on any action. */
const internalNotes = z
  .string()
  .trim()
  .max(INTERNAL_NOTES_MAX, PIPELINE_MESSAGES.internalNotes)
  .optional()
  .default('');

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isCalendarDate = (v: string) =>
  DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** Date and time are the practice's own (America/New_York), as every time in the product. */
const photoshootFields = {
  date: z.string({ error: PIPELINE_MESSAGES.date }).refine(isCalendarDate, PIPELINE_MESSAGES.date),
  time: z.string({ error: PIPELINE_MESSAGES.time }).regex(TIME, PIPELINE_MESSAGES.time),
  location: singleLine({ error: PIPELINE_MESSAGES.location })
    .min(1, PIPELINE_MESSAGES.location)
    .max(300, PIPELINE_MESSAGES.locationTooLong),
  photographerName: singleLine({ error: PIPELINE_MESSAGES.photographerName })
    .min(1, PIPELINE_MESSAGES.photographerName)
    .max(120, PIPELINE_MESSAGES.photographerNameTooLong),
  photographerEmail: z.email(PIPELINE_MESSAGES.photographerEmail).max(254),
};

/** The photoshoot instant of a date and time in the practice's time zone. */
export const photoshootInstant = (date: string, time: string) => practiceInstant(date, time);

/** Checked when the input is read, so a form left open overnight cannot book a time gone by. */
const inFuture = (v: { date: string; time: string }) =>
  !isCalendarDate(v.date) || !TIME.test(v.time) || photoshootInstant(v.date, v.time).getTime() > Date.now();
const futureIssue = { message: PIPELINE_MESSAGES.future, path: ['time'] };

const reason = required(PIPELINE_MESSAGES.reason, REASON_MAX, PIPELINE_MESSAGES.reasonTooLong);

const startReviewSchema = z.object({ action: z.literal('start_review'), internalNotes });
const partiallyApproveSchema = z.object({ action: z.literal('partially_approve'), internalNotes });
const schedulePhotoshootSchema = z
  .object({ action: z.literal('schedule_photoshoot'), ...photoshootFields, internalNotes })
  .refine(inFuture, futureIssue);
const reschedulePhotoshootSchema = z
  .object({ action: z.literal('reschedule_photoshoot'), ...photoshootFields, reason, internalNotes })
  .refine(inFuture, futureIssue);
const sendReminderSchema = z.object({ action: z.literal('send_reminder'), internalNotes });
const completePhotoshootSchema = z.object({ action: z.literal('complete_photoshoot'), internalNotes });
const cancelPhotoshootSchema = z.object({
  action: z.literal('cancel_photoshoot'),
  reason,
  internalNotes,
});
const approveSchema = z.object({ action: z.literal('approve'), internalNotes });
const rejectSchema = z.object({
  action: z.literal('reject'),
  /** Shown to the provider, in the mail and on their application page. */
  notes: required(PIPELINE_MESSAGES.rejectNotes, REJECT_NOTES_MAX, PIPELINE_MESSAGES.rejectNotesTooLong),
  internalNotes,
});

/** One schema per action: each admin form validates with its own. */
export const PIPELINE_ACTION_SCHEMAS = {
  start_review: startReviewSchema,
  partially_approve: partiallyApproveSchema,
  schedule_photoshoot: schedulePhotoshootSchema,
  reschedule_photoshoot: reschedulePhotoshootSchema,
  send_reminder: sendReminderSchema,
  complete_photoshoot: completePhotoshootSchema,
  cancel_photoshoot: cancelPhotoshootSchema,
  approve: approveSchema,
  reject: rejectSchema,
} as const;

/** The body of POST …/transitions: { action, ...its fields }. */
export const pipelineTransitionSchema = z.discriminatedUnion(
  'action',
  [
    startReviewSchema,
    partiallyApproveSchema,
    schedulePhotoshootSchema,
    reschedulePhotoshootSchema,
    sendReminderSchema,
    completePhotoshootSchema,
    cancelPhotoshootSchema,
    approveSchema,
    rejectSchema,
  ],
  { error: PIPELINE_MESSAGES.action },
);
export type PipelineTransitionInput = z.input<typeof pipelineTransitionSchema>;
export type PipelineTransition = z.output<typeof pipelineTransitionSchema>;

/** The admin list: newest first, a capped page size. */
const APPLICATIONS_PAGE_SIZE = 20;
const APPLICATIONS_PAGE_SIZE_MAX = 50;

const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), PIPELINE_MESSAGES.listDate)
  .optional()
  .transform((v) => v || undefined);

export const applicationListQuerySchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: PIPELINE_MESSAGES.listStatus }).optional(),
    /** Name, practice, email or NPI. */
    q: z
      .string()
      .trim()
      .max(100, QUERY_MESSAGES.searchTooLong)
      .optional()
      .transform((v) => v || undefined),
    /** Submitted on or after this day, and on or before `to` (days in America/New_York). */
    from: optionalDate,
    to: optionalDate,
    page: adminListPage,
    pageSize: z.coerce
      .number({ message: QUERY_MESSAGES.pageSizeWholeNumber })
      .int(QUERY_MESSAGES.pageSizeWholeNumber)
      .min(1, QUERY_MESSAGES.pageSizeAtLeast)
      .max(APPLICATIONS_PAGE_SIZE_MAX, PIPELINE_MESSAGES.listPageSizeMax)
      .optional()
      .default(APPLICATIONS_PAGE_SIZE),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: PIPELINE_MESSAGES.listDateRange,
    path: ['to'],
  });
export type ApplicationListQueryInput = z.input<typeof applicationListQuerySchema>;
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

// The answers, written once: the routes declare them and the admin screens read their inferred types.

const statusSchema = z.enum(APPLICATION_STATUSES);

const adminApplicationListItemSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  practiceName: z.string(),
  email: z.string(),
  npiNumber: z.string(),
  status: statusSchema,
  submittedAt: z.string(),
});
export type AdminApplicationListItem = z.infer<typeof adminApplicationListItemSchema>;

export const adminApplicationListDtoSchema = z.object({
  applications: z.array(adminApplicationListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Per status, within the text and date filters, so each status choice can show its number. */
  counts: z.record(statusSchema, z.number()),
});
export type AdminApplicationListDto = z.infer<typeof adminApplicationListDtoSchema>;

/** The photoshoot as planned, in the practice's time zone (the admin's view adds the photographer). */
const plannedPhotoshootSchema = z.object({
  at: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.string(),
});

const photoshootDtoSchema = plannedPhotoshootSchema.extend({
  date: z.string().meta({ description: 'YYYY-MM-DD, America/New_York' }),
  time: z.string().meta({ description: 'HH:mm, America/New_York' }),
});

/** The applicant's view of their application (GET /api/provider-applications/mine). */
export const applicantApplicationDtoSchema = providerApplicationDtoSchema.extend({
  /** The photoshoot as last planned, once one has been scheduled. */
  photoshoot: photoshootDtoSchema.nullable(),
  /** The last note our team sent the applicant: a rejection's reason, or why a photoshoot moved. */
  decisionNotes: z.string().nullable(),
});
export type ApplicantApplicationDto = z.infer<typeof applicantApplicationDtoSchema>;

const applicationEventDtoSchema = z.object({
  id: z.string(),
  fromStatus: statusSchema.nullable(),
  toStatus: statusSchema,
  action: z.enum([...PIPELINE_ACTIONS, 'submit']).nullable(),
  /** Who acted; null when their account has since been deleted. */
  actorName: z.string().nullable(),
  notes: z.string().nullable(),
  data: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type ApplicationEventDto = z.infer<typeof applicationEventDtoSchema>;

export const adminApplicationDetailDtoSchema = applicantApplicationDtoSchema
  .omit({ photoshoot: true })
  .extend({
    userId: z.string(),
    photoshoot: plannedPhotoshootSchema
      .extend({ photographerName: z.string(), photographerEmail: z.string() })
      .nullable(),
    events: z.array(applicationEventDtoSchema),
    allowedActions: z.array(z.enum(PIPELINE_ACTIONS)),
  });
export type AdminApplicationDetailDto = z.infer<typeof adminApplicationDetailDtoSchema>;
