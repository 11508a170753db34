import { REVIEW_PREVIEW_CHARS, truncatePreview } from '#shared/notifications/notifications.ts';
import { longDateAndTime } from '#shared/format/times.ts';
import type { NotifyInput } from './notify.ts';

/**
 * The words of each notification kind but messages (whose words the messaging module writes).
 * Dates and times are the practice's own (America/New_York), as appointments are stored.
 */

const PROVIDER_APPOINTMENTS = '/provider-dashboard/appointments';
const PATIENT_APPOINTMENTS = '/patient-dashboard/appointments';
const PROVIDER_REVIEWS = '/provider-dashboard/reviews';

type Visit = { id: string; date: string; time: string; typeName: string | null };

const when = (v: Pick<Visit, 'date' | 'time'>) => longDateAndTime(v.date, v.time);

/** To the practice: 'Follow-up Visit with Rosa Delgado on Monday, March 9, 2026 at 2:30 PM.' */
export function appointmentBookedNotice(userId: string, visit: Visit & { patientName: string }): NotifyInput {
  return {
    userId,
    kind: 'appointment_booked',
    title: 'New appointment booked',
    body: `${visit.typeName ?? 'Appointment'} with ${visit.patientName} on ${when(visit)}.`,
    url: PROVIDER_APPOINTMENTS,
    data: { appointmentId: visit.id },
  };
}

/** To the patient: 'Your Follow-up Visit with Dr. Elena Morales is on Monday, March 9, 2026 at 2:30 PM.' */
export function appointmentReminderNotice(
  userId: string,
  visit: Visit & { providerName: string },
): NotifyInput {
  return {
    userId,
    kind: 'appointment_reminder',
    title: 'Appointment reminder',
    body: `Your ${visit.typeName ?? 'appointment'} with ${visit.providerName} is on ${when(visit)}.`,
    url: PATIENT_APPOINTMENTS,
    data: { appointmentId: visit.id },
  };
}

/**
 * Where a caregiver sees a patient's appointments: the patient's page, with the patient named, so the
 * app acts for that patient (ADR 18). The notification, the caregiver's mail and their calendar file
 * all lead here (caregiver-notices.test.ts).
 */
export const caregiverAppointmentsPath = (patientId: string) =>
  `${PATIENT_APPOINTMENTS}?for=${encodeURIComponent(patientId)}`;

/** 'Rosa Delgado's': whose visit a caregiver is told of. */
const whose = (patientName: string) => `${patientName.trim() || 'The patient'}'s`;

/** What a caregiver hears of a patient's visit: the same three moments the patient hears of. */
export type CaregiverNews = 'booked' | 'cancelled' | 'reminder';

/**
 * To a caregiver who sees the patient's appointments: 'Rosa Delgado's appointment is booked',
 * 'Follow-up Visit with Dr. Elena Morales on Monday, March 9, 2026 at 2:30 PM.'.
 */
export function caregiverAppointmentNotice(
  userId: string,
  news: CaregiverNews,
  visit: Visit & { providerName: string; patientName: string; patientId: string },
): NotifyInput {
  const what = `${visit.typeName ?? 'Appointment'} with ${visit.providerName} on ${when(visit)}`;
  const words: Record<CaregiverNews, Pick<NotifyInput, 'kind' | 'title' | 'body'>> = {
    booked: {
      kind: 'appointment_booked',
      title: `${whose(visit.patientName)} appointment is booked`,
      body: `${what}.`,
    },
    cancelled: {
      kind: 'appointment_cancelled',
      title: `${whose(visit.patientName)} appointment was cancelled`,
      body: `${what} was cancelled.`,
    },
    reminder: {
      kind: 'appointment_reminder',
      title: `Reminder: ${whose(visit.patientName)} appointment`,
      body: `${what}.`,
    },
  };
  return {
    userId,
    ...words[news],
    url: caregiverAppointmentsPath(visit.patientId),
    data: { appointmentId: visit.id, patientId: visit.patientId, news },
  };
}

/** To the practice: '4 out of 5 stars: "<the first 47 characters>..."' (no reviewer name: it may be anonymous). */
export function newReviewNotice(
  userId: string,
  review: { id: string; rating: number; content: string | null },
): NotifyInput {
  const stars = `${review.rating} out of 5 stars`;
  const comment = review.content?.trim() ? truncatePreview(review.content, REVIEW_PREVIEW_CHARS) : '';
  return {
    userId,
    kind: 'new_review',
    title: 'New review',
    body: comment ? `${stars}: "${comment}"` : `${stars}, with no comment.`,
    url: PROVIDER_REVIEWS,
    data: { reviewId: review.id },
  };
}

export type ScheduleChange = 'office_hours' | 'availability';

/**
 * To the practice whose hours change leaves booked visits outside them: '2 booked appointments are
 * now outside your office hours. The first is on Monday, March 9, 2026 at 2:30 PM. Please review them.'
 */
export function scheduleConflictNotice(
  userId: string,
  change: ScheduleChange,
  affected: { count: number; first: Pick<Visit, 'date' | 'time'> },
): NotifyInput {
  const one = affected.count === 1;
  const what = one ? '1 booked appointment is' : `${affected.count} booked appointments are`;
  const hours = change === 'office_hours' ? 'your office hours' : 'your weekly availability';
  const first = one ? `It is on ${when(affected.first)}` : `The first is on ${when(affected.first)}`;
  return {
    userId,
    kind: 'schedule_conflict',
    title: 'Schedule conflict',
    body: `${what} now outside ${hours}. ${first}. Please review ${one ? 'it' : 'them'}.`,
    url: PROVIDER_APPOINTMENTS,
    data: { count: String(affected.count) },
  };
}

const APPLICATION_PAGE = '/provider-application';
const PROFILE_EDITOR = '/provider-dashboard/profile';

/** What a step of the application pipeline tells the provider; photoshoot times already in words. */
export type ApplicationStepNews =
  | { action: 'start_review' | 'partially_approve' | 'complete_photoshoot' | 'approve' }
  | { action: 'schedule_photoshoot' | 'send_reminder'; date: string; time: string; location: string }
  | { action: 'reschedule_photoshoot'; date: string; time: string; reason: string }
  | { action: 'cancel_photoshoot'; reason: string }
  | { action: 'reject'; notes: string };

/** To the applicant, beside the step's mail: 'Your photoshoot is booked. It is on …'. */
export function applicationStepNotice(userId: string, news: ApplicationStepNews): NotifyInput {
  const notice = (title: string, body: string, url = APPLICATION_PAGE): NotifyInput => ({
    userId,
    kind: 'onboarding',
    title,
    body: truncatePreview(body, 200),
    url,
    data: { action: news.action },
  });
  switch (news.action) {
    case 'start_review':
      return notice(
        'Your application is being reviewed',
        'Our team is reviewing your application. This usually takes 3-5 business days.',
      );
    case 'partially_approve':
      return notice(
        'Your application passed review',
        'The next step is a short professional photoshoot. We will be in touch to book it.',
      );
    case 'schedule_photoshoot':
      return notice(
        'Your photoshoot is booked',
        `It is on ${news.date} at ${news.time}, at ${news.location}.`,
      );
    case 'send_reminder':
      return notice(
        'Your photoshoot is coming up',
        `It is on ${news.date} at ${news.time}, at ${news.location}.`,
      );
    case 'reschedule_photoshoot':
      return notice('Your photoshoot has moved', `It is now on ${news.date} at ${news.time}. ${news.reason}`);
    case 'cancel_photoshoot':
      return notice(
        'Your photoshoot was cancelled',
        `${news.reason} We will be in touch to book a new time.`,
      );
    case 'complete_photoshoot':
      return notice('Your photoshoot is done', 'Thank you. Your profile will go live after a final check.');
    case 'approve':
      return notice(
        'You are listed on CareConnect',
        'Your application has final approval and your profile now appears in search.',
        PROFILE_EDITOR,
      );
    case 'reject':
      return notice('Your application was not approved', `Notes from our team: ${news.notes}`);
  }
}

/** To the provider when a super admin decides on their profile review. */
export function profileReviewNotice(
  userId: string,
  decision: { approved: boolean; notes: string | null; changesOnly: boolean },
): NotifyInput {
  const title = decision.approved
    ? decision.changesOnly
      ? 'Your profile changes are live'
      : 'Your profile is approved'
    : 'Please update your profile';
  const body = decision.approved
    ? decision.changesOnly
      ? 'Our team approved the changes you sent; patients now see them.'
      : 'Our team approved your profile. It is listed once your application has final approval.'
    : `Our team asks for changes before approving it.${decision.notes ? ` Notes: ${decision.notes}` : ''}`;
  return {
    userId,
    kind: 'onboarding',
    title,
    body: truncatePreview(body, 200),
    url: PROFILE_EDITOR,
    data: { decision: decision.approved ? 'approved' : 'changes_requested' },
  };
}
