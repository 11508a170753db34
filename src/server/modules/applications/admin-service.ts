import {
  allowedActions,
  isActionAllowed,
  nextStatus,
  photoshootInstant,
  PIPELINE_ACTIONS,
  PIPELINE_MESSAGES,
  refusedTransitionMessage,
  type AdminApplicationDetailDto,
  type AdminApplicationListDto,
  type ApplicationEventDto,
  type ApplicationListQuery,
  type PipelineAction,
  type PipelineTransition,
} from '#shared/applications/application-pipeline.ts';
import {
  APPLICATION_STATUSES,
  isApplicationStatus,
  type ApplicationStatus,
} from '#shared/applications/application-status.ts';
import { practiceNow } from '#shared/schedule/slot-rules.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import type { Executor } from '../../db/client.ts';
import { changedFields, recordAdminAction } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { MailRequest } from '../../lib/mail/outbox.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import { announce, applicationStepNotice, notify, type ApplicationStepNews } from '../notifications/index.ts';
import * as adminRepo from './admin-repository.ts';
import { listProvider } from './listing.ts';
import * as repo from './repository.ts';
import { applicationDto } from './service.ts';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'outbox' | 'queue' | 'events' | 'log'>;

const statusOf = (value: string): ApplicationStatus => (isApplicationStatus(value) ? value : 'submitted');

export async function listApplications(
  deps: Deps,
  query: ApplicationListQuery,
): Promise<AdminApplicationListDto> {
  const { rows, total, counts } = await adminRepo.listApplications(deps.database.db, query);
  const perStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const c of counts) if (isApplicationStatus(c.status)) perStatus[c.status] = c.n;
  return {
    applications: rows.map((r) => {
      const status = statusOf(r.application_status);
      return {
        id: r.id,
        fullName: r.full_name,
        practiceName: r.practice_name,
        email: r.email,
        npiNumber: r.npi_number,
        status,
        submittedAt: r.submitted_at,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: perStatus,
  };
}

/** Who acted; null for an account since deleted (the screen says so in its reader's words). */
const actorName = (e: adminRepo.EventRow) =>
  `${e.actorFirstName ?? ''} ${e.actorLastName ?? ''}`.trim() || e.actorName?.trim() || null;

/** The event's fields as text, for the timeline (the data column holds only strings we wrote). */
const eventData = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'action'),
  );

function eventDto(e: adminRepo.EventRow): ApplicationEventDto {
  const action = e.data.action;
  return {
    id: e.id,
    fromStatus: e.fromStatus && isApplicationStatus(e.fromStatus) ? e.fromStatus : null,
    toStatus: statusOf(e.toStatus),
    action: PIPELINE_ACTIONS.includes(action as PipelineAction)
      ? (action as PipelineAction)
      : e.fromStatus === null
        ? 'submit'
        : null,
    actorName: actorName(e),
    notes: e.notes,
    data: eventData(e.data),
    createdAt: e.createdAt.toISOString(),
  };
}

export async function applicationDetail(deps: Deps, id: string): Promise<AdminApplicationDetailDto> {
  const row = await adminRepo.findApplication(deps.database.db, id);
  if (!row) throw notFound(PIPELINE_MESSAGES.notFound);
  const [base, events] = await Promise.all([
    applicationDto(deps, row),
    adminRepo.listEvents(deps.database.db, id),
  ]);
  return {
    ...base,
    userId: row.userId,
    photoshoot:
      base.photoshoot && row.photographerName && row.photographerEmail
        ? {
            ...base.photoshoot,
            photographerName: row.photographerName,
            photographerEmail: row.photographerEmail,
          }
        : null,
    events: events.map(eventDto),
    allowedActions: allowedActions(base.status),
  };
}

/**
 * The photoshoot's day and time on the practice's clock ('2026-03-09', '14:30'); each mail writes
 * them in its recipient's language.
 */
function mailWhen(at: Date) {
  const local = practiceNow(at);
  return { date: local.date, time: local.time };
}

/** A mail before its language is known: sendAll looks up each recipient's. */
type MailDraft = Omit<MailRequest, 'locale'>;

type Step = {
  changes: adminRepo.TransitionChanges;
  /** The mails, given the application as it was before this step. */
  mails: (before: repo.ApplicationRow) => MailDraft[];
  /** What the event records besides the action. */
  data: Record<string, string>;
};

type TransitionOf<A extends PipelineAction> = Extract<PipelineTransition, { action: A }>;

/** A mail to the applicant. */
type ToProvider = <T extends MailRequest['template']>(template: T, data: MailRequest<T>['data']) => MailDraft;

/** The photographer's side of a booked photoshoot. */
function photographerAssignment(
  input: TransitionOf<'schedule_photoshoot' | 'reschedule_photoshoot'>,
  providerName: string,
  when: { date: string; time: string },
): MailDraft {
  return {
    to: input.photographerEmail,
    template: 'photographer-assignment',
    data: {
      photographerName: input.photographerName,
      providerName,
      appointmentDate: when.date,
      appointmentTime: when.time,
      location: input.location,
    },
  };
}

/** The photographer who was booked is released. */
function photographerCancellation(
  before: repo.ApplicationRow,
  providerName: string,
  when: { date: string; time: string },
  reason: string,
): MailDraft {
  return {
    to: before.photographerEmail!,
    template: 'photographer-cancellation',
    data: {
      photographerName: before.photographerName ?? '',
      providerName,
      appointmentDate: when.date,
      appointmentTime: when.time,
      reason,
    },
  };
}

/** What a booked photoshoot sets on the application and records in its event. */
function photoshootFields(input: TransitionOf<'schedule_photoshoot' | 'reschedule_photoshoot'>) {
  return {
    changes: {
      photoshootAt: photoshootInstant(input.date, input.time),
      photoshootLocation: input.location,
      photographerName: input.photographerName,
      photographerEmail: input.photographerEmail,
    },
    data: {
      date: input.date,
      time: input.time,
      location: input.location,
      photographerName: input.photographerName,
      photographerEmail: input.photographerEmail,
    },
  };
}

function schedulePhotoshootStep(
  input: TransitionOf<'schedule_photoshoot'>,
  providerName: string,
  toProvider: ToProvider,
): Step {
  const { changes, data } = photoshootFields(input);
  const when = mailWhen(changes.photoshootAt);
  return {
    changes: { ...changes, decisionNotes: null },
    data,
    mails: () => [
      toProvider('photoshoot-confirmation', {
        providerName,
        appointmentDate: when.date,
        appointmentTime: when.time,
      }),
      photographerAssignment(input, providerName, when),
    ],
  };
}

function reschedulePhotoshootStep(
  input: TransitionOf<'reschedule_photoshoot'>,
  providerName: string,
  toProvider: ToProvider,
): Step {
  const { changes, data } = photoshootFields(input);
  const when = mailWhen(changes.photoshootAt);
  return {
    changes: { ...changes, decisionNotes: input.reason },
    data: { ...data, reason: input.reason },
    mails: (before) => {
      const provider = toProvider('photoshoot-reschedule', {
        providerName,
        newDate: when.date,
        newTime: when.time,
        reason: input.reason,
      });
      const samePhotographer =
        before.photographerEmail?.toLowerCase() === input.photographerEmail.toLowerCase();
      if (samePhotographer || !before.photographerEmail || !before.photoshootAt)
        return [
          provider,
          {
            to: input.photographerEmail,
            template: 'photographer-reschedule',
            data: {
              photographerName: input.photographerName,
              providerName,
              newDate: when.date,
              newTime: when.time,
              reason: input.reason,
            },
          },
        ];
      // Another photographer takes it: the first is released, the second assigned.
      return [
        provider,
        photographerCancellation(before, providerName, mailWhen(before.photoshootAt), input.reason),
        photographerAssignment(input, providerName, when),
      ];
    },
  };
}

function cancelPhotoshootStep(
  input: TransitionOf<'cancel_photoshoot'>,
  providerName: string,
  toProvider: ToProvider,
): Step {
  return {
    changes: { decisionNotes: input.reason },
    data: { reason: input.reason },
    mails: (before) => {
      const when = mailWhen(before.photoshootAt!);
      const mails: MailDraft[] = [
        toProvider('photoshoot-cancellation', {
          providerName,
          appointmentDate: when.date,
          appointmentTime: when.time,
          reason: input.reason,
        }),
      ];
      if (before.photographerEmail)
        mails.push(photographerCancellation(before, providerName, when, input.reason));
      return mails;
    },
  };
}

/** What each action writes, sends and records (admin-applications.test.ts, mail-templates.test.ts). */
function stepFor(input: PipelineTransition, providerName: string, providerEmail: string): Step {
  const toProvider: ToProvider = (template, data) => ({ to: providerEmail, template, data }) as MailDraft;
  switch (input.action) {
    case 'start_review':
      return {
        changes: { decisionNotes: null },
        data: {},
        mails: () => [toProvider('provider-application-status', { status: 'under_review' })],
      };
    case 'partially_approve':
      return {
        changes: { decisionNotes: null },
        data: {},
        mails: () => [toProvider('partial-approval', { providerName })],
      };
    case 'schedule_photoshoot':
      return schedulePhotoshootStep(input, providerName, toProvider);
    case 'reschedule_photoshoot':
      return reschedulePhotoshootStep(input, providerName, toProvider);
    case 'send_reminder':
      return {
        changes: {},
        data: {},
        mails: (before) => {
          const when = mailWhen(before.photoshootAt!);
          return [
            toProvider('photoshoot-reminder', {
              providerName,
              appointmentDate: when.date,
              appointmentTime: when.time,
            }),
          ];
        },
      };
    case 'complete_photoshoot':
      return {
        changes: { decisionNotes: null },
        data: {},
        mails: () => [toProvider('photoshoot-completion', { providerName })],
      };
    case 'cancel_photoshoot':
      return cancelPhotoshootStep(input, providerName, toProvider);
    case 'approve':
      return {
        changes: { decisionNotes: null },
        data: {},
        mails: () => [toProvider('final-approval', { providerName })],
      };
    case 'reject':
      return {
        changes: { decisionNotes: input.notes },
        data: { notes: input.notes },
        mails: () => [toProvider('provider-application-status', { status: 'rejected', notes: input.notes })],
      };
  }
}

/**
 * What a transition changed on the application, for the audit log. The pipeline step is named on
 * the after side: a reminder changes no field, and the log must still say which step was taken.
 */
function transitionChanges(before: repo.ApplicationRow, after: repo.ApplicationRow, step: PipelineAction) {
  const pick = (row: repo.ApplicationRow) => ({
    applicationStatus: row.applicationStatus,
    photoshootAt: row.photoshootAt,
    photoshootLocation: row.photoshootLocation,
    photographerName: row.photographerName,
    photographerEmail: row.photographerEmail,
    decisionNotes: row.decisionNotes,
  });
  const diff = changedFields(pick(before), pick(after));
  return { before: diff.before, after: { ...diff.after, step } };
}

/**
 * Each mail in its recipient's language: the provider's account setting; a photographer without an
 * account reads English, whatever the admin's page (ADR 19).
 */
async function sendAll(deps: Deps, tx: Executor, mails: MailDraft[]) {
  for (const mail of mails)
    await deps.outbox.send(
      { ...mail, locale: await recipientLocale(tx, { email: mail.to }) } as MailRequest,
      tx,
    );
}

/** What the applicant's bell says about this step; a photoshoot's time as the practice's clock reads it. */
function newsFor(input: PipelineTransition, before: repo.ApplicationRow): ApplicationStepNews {
  switch (input.action) {
    case 'schedule_photoshoot':
      return {
        action: input.action,
        ...practiceNow(photoshootInstant(input.date, input.time)),
        location: input.location,
      };
    case 'send_reminder':
      return {
        action: input.action,
        ...practiceNow(before.photoshootAt!),
        location: before.photoshootLocation ?? '',
      };
    case 'reschedule_photoshoot':
      return {
        action: input.action,
        ...practiceNow(photoshootInstant(input.date, input.time)),
        reason: input.reason,
      };
    case 'cancel_photoshoot':
      return { action: input.action, reason: input.reason };
    case 'reject':
      return { action: input.action, notes: input.notes };
    default:
      return { action: input.action };
  }
}

/** 409: the action does not fit the state, named in the request's language with the codes it names. */
function refused(action: PipelineAction, status: ApplicationStatus) {
  const { message, values } = refusedTransitionMessage(action, status);
  return new AppError(409, message, undefined, values);
}

/**
 * A super admin moves an application on (or sends a reminder). One transaction checks the state,
 * updates the row only if it is still in that state, records the event and queues the mails; final
 * approval also lists the provider. Refused (409, nothing changed) when the action does not fit.
 */
export async function transition(
  deps: Deps,
  admin: SessionUser,
  id: string,
  input: PipelineTransition,
): Promise<AdminApplicationDetailDto> {
  const notice = await deps.database.db.transaction(async (tx) => {
    // Locked: a second admin acting at once waits here, then reads the state the first one left.
    const current = await adminRepo.findApplication(tx, id, { lock: true });
    if (!current) throw notFound(PIPELINE_MESSAGES.notFound);
    const from = statusOf(current.applicationStatus);
    if (!isActionAllowed(input.action, from)) throw refused(input.action, from);
    const to = nextStatus(input.action, from);
    const step = stepFor(input, current.fullName, current.email);
    // Only if still in the state just read, so no path can apply two moves from one state.
    const moved = await adminRepo.moveApplication(tx, id, from, to, step.changes);
    if (!moved) throw refused(input.action, from);
    await adminRepo.insertEvent(tx, {
      applicationId: id,
      fromStatus: from,
      toStatus: to,
      actorId: admin.id,
      notes: input.internalNotes || null,
      data: { action: input.action, ...step.data },
    });
    await recordAdminAction(tx, admin, {
      action: 'application.transition',
      targetType: 'provider_application',
      targetId: id,
      ...transitionChanges(current, moved, input.action),
    });
    if (input.action === 'approve') {
      const images = await repo.listImages(tx, id);
      await listProvider(
        tx,
        moved,
        images.map((i) => deps.storage.publicUrl(i.key)),
      );
    }
    await sendAll(deps, tx, step.mails(current));
    return notify(deps, applicationStepNotice(current.userId, newsFor(input, current)), tx);
  });
  await announce(deps, [notice]);
  return applicationDetail(deps, id);
}
