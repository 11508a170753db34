import { REVIEW_PREVIEW_CHARS, truncatePreview } from '#shared/notifications/notifications.ts';
import { longDate } from '#shared/format/dates.ts';
import { clockForm, timeOfDay } from '#shared/format/times.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translate.ts';
import type { NotifyInput } from './notify.ts';

/**
 * The words of each notification kind but messages (whose words the messaging module writes), from
 * the `notices` catalogue, in the recipient's language (notify gives the translator). Dates and
 * times are the practice's own (America/New_York), as appointments are stored, put into words in
 * that language.
 */

const PROVIDER_APPOINTMENTS = '/provider-dashboard/appointments';
const PATIENT_APPOINTMENTS = '/patient-dashboard/appointments';
const PROVIDER_REVIEWS = '/provider-dashboard/reviews';

/**
 * A name as a reader of a language writes it: the recipient's language is only known when the words
 * are written ('Dra. Elena Morales', 'Consulta de seguimiento' for a Spanish reader).
 */
type InLanguage<T> = (locale: Locale) => T;

type Visit = { id: string; date: string; time: string; typeName: InLanguage<string | null> };

/**
 * A visit's day and time in words of the language: { date: 'Monday, March 9, 2026', time: '2:30 PM' },
 * and the form the time's hour takes ('a la 1:00 p.m.', 'a las 2:30 p.m.').
 */
const when = (v: Pick<Visit, 'date' | 'time'>, { locale }: Translator) => ({
  date: longDate(v.date, locale),
  time: timeOfDay(v.time, locale),
  clock: clockForm(v.time, locale),
});

/** The visit's type for a message's select: its name, or the message's own word for an appointment. */
const visitType = (v: Pick<Visit, 'typeName'>, { locale }: Translator) => {
  const typeName = v.typeName(locale);
  return typeName === null ? { hasType: 'no', typeName: '' } : { hasType: 'yes', typeName };
};

/** To the practice: 'Follow-up Visit with Rosa Delgado on Monday, March 9, 2026 at 2:30 PM.' */
export function appointmentBookedNotice(userId: string, visit: Visit & { patientName: string }): NotifyInput {
  return {
    userId,
    kind: 'appointment_booked',
    words: (i18n) => ({
      title: i18n.t('notices.appointment.bookedTitle'),
      body: i18n.t('notices.appointment.bookedBody', {
        ...visitType(visit, i18n),
        patientName: visit.patientName,
        ...when(visit, i18n),
      }),
    }),
    url: PROVIDER_APPOINTMENTS,
    data: { appointmentId: visit.id },
  };
}

/** To the patient: 'Your Follow-up Visit with Dr. Elena Morales is on Monday, March 9, 2026 at 2:30 PM.' */
export function appointmentReminderNotice(
  userId: string,
  visit: Visit & { providerName: InLanguage<string> },
): NotifyInput {
  return {
    userId,
    kind: 'appointment_reminder',
    words: (i18n) => ({
      title: i18n.t('notices.appointment.reminderTitle'),
      body: i18n.t('notices.appointment.reminderBody', {
        ...visitType(visit, i18n),
        providerName: visit.providerName(i18n.locale),
        ...when(visit, i18n),
      }),
    }),
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

/** What a caregiver hears of a patient's visit: the same three moments the patient hears of. */
export type CaregiverNews = 'booked' | 'cancelled' | 'reminder';

/**
 * To a caregiver who sees the patient's appointments: 'Rosa Delgado's appointment is booked',
 * 'Follow-up Visit with Dr. Elena Morales on Monday, March 9, 2026 at 2:30 PM.'.
 */
export function caregiverAppointmentNotice(
  userId: string,
  news: CaregiverNews,
  visit: Visit & { providerName: InLanguage<string>; patientName: string; patientId: string },
): NotifyInput {
  const patientName = visit.patientName.trim();
  const whose = { named: patientName ? 'yes' : 'no', patientName };
  const what = (i18n: Translator) => ({
    ...visitType(visit, i18n),
    providerName: visit.providerName(i18n.locale),
    ...when(visit, i18n),
  });
  const notices: Record<CaregiverNews, Pick<NotifyInput, 'kind' | 'words'>> = {
    booked: {
      kind: 'appointment_booked',
      words: (i18n) => ({
        title: i18n.t('notices.caregiver.bookedTitle', whose),
        body: i18n.t('notices.caregiver.visitBody', what(i18n)),
      }),
    },
    cancelled: {
      kind: 'appointment_cancelled',
      words: (i18n) => ({
        title: i18n.t('notices.caregiver.cancelledTitle', whose),
        body: i18n.t('notices.caregiver.cancelledBody', what(i18n)),
      }),
    },
    reminder: {
      kind: 'appointment_reminder',
      words: (i18n) => ({
        title: i18n.t('notices.caregiver.reminderTitle', whose),
        body: i18n.t('notices.caregiver.visitBody', what(i18n)),
      }),
    },
  };
  return {
    userId,
    ...notices[news],
    url: caregiverAppointmentsPath(visit.patientId),
    data: { appointmentId: visit.id, patientId: visit.patientId, news },
  };
}

/** To the practice: '4 out of 5 stars: "<the first 47 characters>..."' (no reviewer name: it may be anonymous). */
export function newReviewNotice(
  userId: string,
  review: { id: string; rating: number; content: string | null },
): NotifyInput {
  const rating = review.rating;
  const comment = review.content?.trim() ? truncatePreview(review.content, REVIEW_PREVIEW_CHARS) : '';
  return {
    userId,
    kind: 'new_review',
    words: ({ t }) => ({
      title: t('notices.review.title'),
      body: comment
        ? t('notices.review.bodyWithComment', { rating, comment })
        : t('notices.review.bodyNoComment', { rating }),
    }),
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
  return {
    userId,
    kind: 'schedule_conflict',
    words: (i18n) => ({
      title: i18n.t('notices.schedule.conflictTitle'),
      body: i18n.t('notices.schedule.conflictBody', {
        count: affected.count,
        change,
        ...when(affected.first, i18n),
      }),
    }),
    url: PROVIDER_APPOINTMENTS,
    data: { count: String(affected.count) },
  };
}

const APPLICATION_PAGE = '/provider-application';
const PROFILE_EDITOR = '/provider-dashboard/profile';

/**
 * What a step of the application pipeline tells the provider; a photoshoot's day and time as the
 * practice's clock reads them ('2026-03-09', '14:30'), put into words in the provider's language.
 */
export type ApplicationStepNews =
  | { action: 'start_review' | 'partially_approve' | 'complete_photoshoot' | 'approve' }
  | { action: 'schedule_photoshoot' | 'send_reminder'; date: string; time: string; location: string }
  | { action: 'reschedule_photoshoot'; date: string; time: string; reason: string }
  | { action: 'cancel_photoshoot'; reason: string }
  | { action: 'reject'; notes: string };

/** A notice's title and body in one language, before the body is cut to its preview length. */
type Words = { title: string; body: string };

/** To the applicant, beside the step's mail: 'Your photoshoot is booked. It is on …'. */
export function applicationStepNotice(userId: string, news: ApplicationStepNews): NotifyInput {
  const notice = (write: (i18n: Translator) => Words, url = APPLICATION_PAGE): NotifyInput => ({
    userId,
    kind: 'onboarding',
    words: (i18n) => {
      const { title, body } = write(i18n);
      return { title, body: truncatePreview(body, 200) };
    },
    url,
    data: { action: news.action },
  });
  switch (news.action) {
    case 'start_review':
      return notice(({ t }) => ({
        title: t('notices.application.reviewStartedTitle'),
        body: t('notices.application.reviewStartedBody'),
      }));
    case 'partially_approve':
      return notice(({ t }) => ({
        title: t('notices.application.passedReviewTitle'),
        body: t('notices.application.passedReviewBody'),
      }));
    case 'schedule_photoshoot':
    case 'send_reminder': {
      const { location } = news;
      const title =
        news.action === 'schedule_photoshoot'
          ? ('notices.application.photoshootBookedTitle' as const)
          : ('notices.application.photoshootComingTitle' as const);
      return notice((i18n) => ({
        title: i18n.t(title),
        body: i18n.t('notices.application.photoshootWhenBody', { ...when(news, i18n), location }),
      }));
    }
    case 'reschedule_photoshoot': {
      const { reason } = news;
      return notice((i18n) => ({
        title: i18n.t('notices.application.photoshootMovedTitle'),
        body: i18n.t('notices.application.photoshootMovedBody', { ...when(news, i18n), reason }),
      }));
    }
    case 'cancel_photoshoot': {
      const { reason } = news;
      return notice(({ t }) => ({
        title: t('notices.application.photoshootCancelledTitle'),
        body: t('notices.application.photoshootCancelledBody', { reason }),
      }));
    }
    case 'complete_photoshoot':
      return notice(({ t }) => ({
        title: t('notices.application.photoshootDoneTitle'),
        body: t('notices.application.photoshootDoneBody'),
      }));
    case 'approve':
      return notice(
        ({ t }) => ({
          title: t('notices.application.approvedTitle'),
          body: t('notices.application.approvedBody'),
        }),
        PROFILE_EDITOR,
      );
    case 'reject': {
      const { notes } = news;
      return notice(({ t }) => ({
        title: t('notices.application.rejectedTitle'),
        body: t('notices.application.rejectedBody', { notes }),
      }));
    }
  }
}

/** To the provider when a super admin decides on their profile review. */
export function profileReviewNotice(
  userId: string,
  decision: { approved: boolean; notes: string | null; changesOnly: boolean },
): NotifyInput {
  const { notes } = decision;
  const write = ({ t }: Translator): Words => {
    if (decision.approved && decision.changesOnly)
      return {
        title: t('notices.profileReview.changesLiveTitle'),
        body: t('notices.profileReview.changesLiveBody'),
      };
    if (decision.approved)
      return {
        title: t('notices.profileReview.approvedTitle'),
        body: t('notices.profileReview.approvedBody'),
      };
    return {
      title: t('notices.profileReview.changesRequestedTitle'),
      body: notes
        ? t('notices.profileReview.changesRequestedWithNotesBody', { notes })
        : t('notices.profileReview.changesRequestedBody'),
    };
  };
  return {
    userId,
    kind: 'onboarding',
    words: (i18n) => {
      const { title, body } = write(i18n);
      return { title, body: truncatePreview(body, 200) };
    },
    url: PROFILE_EDITOR,
    data: { decision: decision.approved ? 'approved' : 'changes_requested' },
  };
}
