import type { CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import { longDate } from '#shared/format/dates.ts';
import { practiceDate } from '#shared/format/instants.ts';
import { clockForm, timeOfDay } from '#shared/format/times.ts';
import { localePath, type Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { serverTranslator } from '../../i18n.ts';
import { renderMail, type MailContent, type RenderedMail } from './document.tsx';

export type { RenderedMail } from './document.tsx';

/**
 * Who cancelled a visit, for those who did not (ADR 18): a caregiver, the patient, or the practice's
 * office, by name; the template puts it into words of the recipient's language.
 */
export type CancelledBy = { who: 'caregiver' | 'patient' | 'office'; name: string };

/**
 * Every e-mail the product sends, with the data each one needs (templates.test.ts). Values are raw:
 * a day as 'YYYY-MM-DD', a time as 'HH:MM', an instant as an ISO timestamp, codes as codes; the
 * template writes them in the recipient's language (ADR 19).
 */
export type TemplateData = {
  'password-reset': { resetUrl: string };
  'account-verification': { verificationUrl: string };
  // A sign-up with the owner's address: nothing about who tried (auth.test.ts).
  'sign-up-attempt': Record<string, never>;
  'provider-application-status': { status: string; notes?: string };
  'contact-form': {
    firstName: string;
    lastName: string;
    email: string;
    specialty: string;
    message: string;
    source: string;
  };
  // Nothing the writer typed: the address is unverified (contact.test.ts: a short receipt).
  'contact-confirmation': Record<string, never>;
  'subscription-confirmation': { userName: string; subscriptionTier?: string; subscriptionAmount?: string };
  'partial-approval': { providerName: string };
  'photoshoot-confirmation': { providerName: string; appointmentDate: string; appointmentTime: string };
  'photoshoot-reminder': { providerName: string; appointmentDate: string; appointmentTime: string };
  'photoshoot-reschedule': { providerName: string; newDate: string; newTime: string; reason?: string };
  'photoshoot-completion': { providerName: string };
  'photoshoot-cancellation': {
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    reason?: string;
  };
  'photographer-assignment': {
    photographerName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    location: string;
  };
  'photographer-reschedule': {
    photographerName: string;
    providerName: string;
    newDate: string;
    newTime: string;
    reason?: string;
  };
  'photographer-cancellation': {
    photographerName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    reason?: string;
  };
  'final-approval': { providerName: string };
  // A patient deleted their own account (the dashboards issue): the last mail we send them.
  'account-deleted': { firstName: string; cancelledAppointments: number };
  // Appointments: booked, cancelled and reminded (templates.test.ts, ADR 7).
  // `bookedBy` and `cancelledBy`: the caregiver who did it for the patient (ADR 18), by name.
  'appointment-booked': {
    patientName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    appointmentType: string | null;
    location: string;
    bookedBy?: string;
  };
  'appointment-booked-provider': {
    providerName: string;
    patientName: string;
    appointmentDate: string;
    appointmentTime: string;
    appointmentType: string | null;
    reason: string;
    bookedBy?: string;
  };
  'appointment-cancelled': {
    patientName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    reason?: string;
    cancelledBy?: CancelledBy;
  };
  'appointment-cancelled-provider': {
    providerName: string;
    patientName: string;
    appointmentDate: string;
    appointmentTime: string;
    reason?: string;
    cancelledBy?: CancelledBy;
  };
  'appointment-reminder': {
    patientName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    location: string;
    providerPhone?: string;
  };
  // An organization invites a provider by address (the dashboards issue); they may not have an account yet.
  'organization-invitation': {
    organizationName: string;
    inviterName: string;
    affiliationRole?: string;
    locationName?: string;
    /** The address belongs to a provider account: no need to explain how to join. */
    hasProviderAccount?: boolean;
  };
  // Directory trust (trust.test.ts): every 90 days a provider is asked to confirm their listing.
  'profile-reconfirm': { providerName: string; /** ISO instant. */ lastVerifiedAt: string };
  // Caregiver access (caregivers-api.test.ts): a patient's invitation, and someone's request to a patient.
  'caregiver-invitation': {
    patientName: string;
    permissions: CaregiverPermission[];
    /** ISO instant. */
    expiresAt: string;
    token: string;
  };
  /** `patientName` may be empty: the mail greets them without a name. */
  'caregiver-request': { patientName: string; requesterName: string };
  // A caregiver who sees a patient's appointments hears of them as the patient does
  // (caregiver-notices.test.ts); `patientId` makes the link open the app acting for that patient.
  'caregiver-appointment-booked': CaregiverVisit & {
    appointmentType: string | null;
    location: string;
    bookedBy?: string;
  };
  'caregiver-appointment-cancelled': CaregiverVisit & { reason?: string; cancelledBy?: CancelledBy };
  'caregiver-appointment-reminder': CaregiverVisit & { location: string; providerPhone?: string };
};

/** What every caregiver's appointment mail names: to whom, whose visit, with whom and when. */
type CaregiverVisit = {
  caregiverName: string;
  patientName: string;
  patientId: string;
  providerName: string;
  appointmentDate: string;
  appointmentTime: string;
};

export type TemplateName = keyof TemplateData;

/**
 * What a template is given besides its data: where the product lives (PUBLIC_URL), and the
 * recipient's language with its translator (ADR 19). Dates and times arrive raw ('2026-03-09',
 * '14:30', an ISO instant) and are put into words here, in that language; links go to the
 * language's addresses (`/es/…`).
 */
export type MailContext = { appUrl: string; locale: Locale; t: Translate };

type Definitions = { [K in TemplateName]: (data: TemplateData[K], ctx: MailContext) => MailContent };

type Row = [label: string, value: string];

const APPLICATION_STATUS_TEXT: Record<string, MessageKey> = {
  submitted: 'mail.applicationStatus.submitted',
  approved: 'mail.applicationStatus.approved',
  rejected: 'mail.applicationStatus.rejected',
  changes_requested: 'mail.applicationStatus.changesRequested',
  review: 'mail.applicationStatus.underReview',
  under_review: 'mail.applicationStatus.underReview',
};

const PERMISSION_KEYS: Record<CaregiverPermission, MessageKey> = {
  view_appointments: 'mail.caregiverInvitation.viewAppointments',
  manage_appointments: 'mail.caregiverInvitation.manageAppointments',
  message_providers: 'mail.caregiverInvitation.messageProviders',
  manage_saved: 'mail.caregiverInvitation.manageSaved',
};

const CONTACT_SOURCE: Record<'coming-soon' | 'contact', MessageKey> = {
  'coming-soon': 'mail.contactForm.comingSoonPage',
  contact: 'mail.contactForm.contactPage',
};

/**
 * A stored day ('2026-03-09') in words of the language. A mail queued before dates travelled raw
 * holds words already: they are sent as they are.
 */
const day = (date: string, locale: Locale) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? longDate(date, locale) : date;
/** An instant (an ISO timestamp) as the day it is in Florida: 'March 5, 2026'. */
const floridaDay = (iso: string, locale: Locale) =>
  Number.isNaN(Date.parse(iso)) ? iso : practiceDate(iso, locale);
/**
 * The date and time a message names: { date: 'Monday, March 9, 2026', time: '2:30 PM' }, and the
 * form the time's hour takes ('a la 1:00 p.m.', 'a las 2:30 p.m.').
 */
const words = (date: string, time: string, locale: Locale) => ({
  date: day(date, locale),
  time: timeOfDay(time, locale),
  clock: clockForm(time, locale),
});
const when = (date: string, time: string, { t, locale }: MailContext): Row[] => [
  [t('mail.common.date'), day(date, locale)],
  [t('mail.common.time'), timeOfDay(time, locale)],
];
const reasonRow = (reason: string | undefined, { t }: MailContext): Row[] =>
  reason ? [[t('mail.common.reason'), reason]] : [];
const visitType = (type: string | null | undefined, { t }: MailContext) =>
  type ?? t('mail.common.appointment');

/** Who cancelled a visit, in words: 'Ana Delgado (caregiver)', 'Dr. Grace Roberts's office'. */
export function cancelledByName(by: CancelledBy, { t }: Pick<MailContext, 't'>): string {
  switch (by.who) {
    case 'caregiver':
      return t('mail.caregiver.byCaregiver', { name: by.name });
    case 'office':
      return t('mail.caregiver.byOffice', { providerName: by.name });
    case 'patient':
      return by.name;
  }
}
/** A mail queued before the caller passed who cancelled as data holds the words already. */
const cancelledWords = (by: CancelledBy | string, ctx: MailContext) =>
  typeof by === 'string' ? by : cancelledByName(by, ctx);

/** Whose visit it is: the patient's name, or "The patient" when there is none. */
const whose = (patientName: string) => {
  const name = patientName.trim();
  return { named: name ? 'yes' : 'no', patientName: name };
};
/** A subject with names in it stays one line, however the names were typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** An address of the product in the recipient's language: `https://…/es/provider-dashboard`. */
const link = ({ appUrl, locale }: MailContext, path: string) => `${appUrl}${localePath(locale, path)}`;
/** The patient's appointments page, opened acting for the patient (ADR 18). */
const appointmentsFor = (ctx: MailContext, patientId: string) =>
  link(ctx, `/patient-dashboard/appointments?for=${encodeURIComponent(patientId)}`);
const greeted = (caregiverName: string) => ({ greeted: caregiverName ? 'yes' : 'no', caregiverName });

/**
 * Subjects are fixed per template; only the body carries the person's details. The exception is a
 * caregiver's appointment mail, whose subject says whose visit it is: a caregiver may help more than
 * one person, besides their own visits (templates.test.ts).
 */
export const TEMPLATES: Definitions = {
  'password-reset': ({ resetUrl }, { t }) => ({
    subject: t('mail.passwordReset.subject'),
    preview: t('mail.passwordReset.preview'),
    heading: t('mail.passwordReset.heading'),
    paragraphs: [t('mail.passwordReset.received'), t('mail.passwordReset.pressButton')],
    action: { label: t('mail.passwordReset.action'), url: resetUrl },
    footnote: t('mail.passwordReset.footnote'),
  }),
  'account-verification': ({ verificationUrl }, { t }) => ({
    subject: t('mail.accountVerification.subject'),
    preview: t('mail.accountVerification.preview'),
    heading: t('mail.accountVerification.heading'),
    paragraphs: [t('mail.accountVerification.confirm')],
    action: { label: t('mail.accountVerification.action'), url: verificationUrl },
    footnote: t('mail.accountVerification.footnote'),
  }),
  'sign-up-attempt': (_data, ctx) => ({
    subject: ctx.t('mail.signUpAttempt.subject'),
    preview: ctx.t('mail.signUpAttempt.preview'),
    heading: ctx.t('mail.signUpAttempt.heading'),
    paragraphs: [ctx.t('mail.signUpAttempt.tried'), ctx.t('mail.signUpAttempt.ifYou')],
    action: { label: ctx.t('mail.signUpAttempt.action'), url: link(ctx, '/auth') },
    footnote: ctx.t('mail.signUpAttempt.footnote'),
  }),
  'provider-application-status': ({ status, notes }, ctx) => {
    const { t } = ctx;
    const known = APPLICATION_STATUS_TEXT[status];
    return {
      subject: t('mail.applicationStatus.subject'),
      preview: t('mail.applicationStatus.preview'),
      heading: t('mail.applicationStatus.heading'),
      paragraphs: [
        known ? t(known) : t('mail.applicationStatus.other', { status }),
        ...(notes ? [t('mail.applicationStatus.notes', { notes })] : []),
      ],
      action: { label: t('mail.common.openDashboard'), url: link(ctx, '/provider-dashboard') },
    };
  },
  // The message itself, to our support inbox; a reply goes to the person who wrote it.
  'contact-form': ({ firstName, lastName, email, specialty, message, source }, { t }) => ({
    subject: t('mail.contactForm.subject'),
    preview: t('mail.contactForm.preview', { firstName, lastName }),
    heading: t('mail.contactForm.heading'),
    paragraphs: [message],
    details: [
      [t('mail.contactForm.name'), `${firstName} ${lastName}`],
      [t('mail.contactForm.email'), email],
      [t('mail.contactForm.specialty'), specialty],
      [
        t('mail.contactForm.sentFrom'),
        t(CONTACT_SOURCE[source === 'coming-soon' ? 'coming-soon' : 'contact']),
      ],
    ],
    footnote: t('mail.contactForm.footnote'),
  }),
  // A receipt only: anyone can type anyone's address into the form, so echoing what was typed
  // would let a stranger send their words to someone else in our name.
  'contact-confirmation': (_data, { t }) => ({
    subject: t('mail.contactConfirmation.subject'),
    preview: t('mail.contactConfirmation.preview'),
    heading: t('mail.contactConfirmation.heading'),
    paragraphs: [t('mail.contactConfirmation.reply'), t('mail.contactConfirmation.notYou')],
  }),
  'subscription-confirmation': (
    { userName, subscriptionTier = 'Provider', subscriptionAmount = '$90' },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.subscription.subject'),
      preview: t('mail.subscription.preview'),
      heading: t('mail.subscription.heading', { userName }),
      // There is no payment processor yet: the subscription waits until our team arranges billing.
      paragraphs: [t('mail.subscription.billing')],
      details: [
        // The plan's name, as the plan is called in every language.
        [t('mail.subscription.plan'), subscriptionTier],
        [
          t('mail.subscription.amount'),
          t('mail.subscription.amountPerMonth', { amount: subscriptionAmount }),
        ],
        [t('mail.subscription.contract'), t('mail.subscription.contractTerms')],
      ],
      action: { label: t('mail.common.openDashboard'), url: link(ctx, '/provider-dashboard') },
    };
  },
  'partial-approval': ({ providerName }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.partialApproval.subject'),
      preview: t('mail.partialApproval.preview'),
      heading: t('mail.partialApproval.heading', { providerName }),
      paragraphs: [t('mail.partialApproval.passed'), t('mail.partialApproval.nextStep')],
      action: { label: t('mail.partialApproval.action'), url: link(ctx, '/provider-dashboard') },
    };
  },
  'photoshoot-confirmation': ({ providerName, appointmentDate, appointmentTime }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.photoshootConfirmation.subject'),
      preview: t('mail.photoshootConfirmation.preview', words(appointmentDate, appointmentTime, ctx.locale)),
      heading: t('mail.photoshootConfirmation.heading'),
      paragraphs: [t('mail.photoshootConfirmation.confirmed', { providerName })],
      details: when(appointmentDate, appointmentTime, ctx),
      footnote: t('mail.photoshootConfirmation.footnote'),
    };
  },
  'photoshoot-reminder': ({ providerName, appointmentDate, appointmentTime }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.photoshootReminder.subject'),
      preview: t('mail.photoshootReminder.preview', words(appointmentDate, appointmentTime, ctx.locale)),
      heading: t('mail.photoshootReminder.heading'),
      paragraphs: [t('mail.photoshootReminder.reminder', { providerName })],
      details: when(appointmentDate, appointmentTime, ctx),
      footnote: t('mail.photoshootReminder.footnote'),
    };
  },
  'photoshoot-reschedule': ({ providerName, newDate, newTime, reason }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.photoshootReschedule.subject'),
      preview: t('mail.photoshootReschedule.preview', words(newDate, newTime, ctx.locale)),
      heading: t('mail.photoshootReschedule.heading'),
      paragraphs: [t('mail.photoshootReschedule.moved', { providerName })],
      details: [...when(newDate, newTime, ctx), ...reasonRow(reason, ctx)],
    };
  },
  'photoshoot-completion': ({ providerName }, { t }) => ({
    subject: t('mail.photoshootCompletion.subject'),
    preview: t('mail.photoshootCompletion.preview'),
    heading: t('mail.photoshootCompletion.heading'),
    paragraphs: [
      t('mail.photoshootCompletion.complete', { providerName }),
      t('mail.photoshootCompletion.next'),
    ],
  }),
  'photoshoot-cancellation': ({ providerName, appointmentDate, appointmentTime, reason }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.photoshootCancellation.subject'),
      preview: t('mail.photoshootCancellation.preview', { date: day(appointmentDate, ctx.locale) }),
      heading: t('mail.photoshootCancellation.heading'),
      paragraphs: [t('mail.photoshootCancellation.cancelled', { providerName })],
      details: [...when(appointmentDate, appointmentTime, ctx), ...reasonRow(reason, ctx)],
      footnote: t('mail.photoshootCancellation.footnote'),
    };
  },
  'photographer-assignment': (
    { photographerName, providerName, appointmentDate, appointmentTime, location },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.photographerAssignment.subject'),
      preview: t('mail.photographerAssignment.preview', {
        providerName,
        date: day(appointmentDate, ctx.locale),
      }),
      heading: t('mail.photographerAssignment.heading'),
      paragraphs: [t('mail.photographerAssignment.assigned', { photographerName })],
      details: [
        [t('mail.common.provider'), providerName],
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.location'), location],
      ],
    };
  },
  'photographer-reschedule': ({ photographerName, providerName, newDate, newTime, reason }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.photographerReschedule.subject'),
      preview: t('mail.photographerReschedule.preview', {
        providerName,
        ...words(newDate, newTime, ctx.locale),
      }),
      heading: t('mail.photographerReschedule.heading'),
      paragraphs: [t('mail.photographerReschedule.moved', { photographerName })],
      details: [
        [t('mail.common.provider'), providerName],
        ...when(newDate, newTime, ctx),
        ...reasonRow(reason, ctx),
      ],
    };
  },
  'photographer-cancellation': (
    { photographerName, providerName, appointmentDate, appointmentTime, reason },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.photographerCancellation.subject'),
      preview: t('mail.photographerCancellation.preview', {
        providerName,
        date: day(appointmentDate, ctx.locale),
      }),
      heading: t('mail.photographerCancellation.heading'),
      paragraphs: [t('mail.photographerCancellation.cancelled', { photographerName })],
      details: [
        [t('mail.common.provider'), providerName],
        ...when(appointmentDate, appointmentTime, ctx),
        ...reasonRow(reason, ctx),
      ],
    };
  },
  'final-approval': ({ providerName }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.finalApproval.subject'),
      preview: t('mail.finalApproval.preview'),
      heading: t('mail.finalApproval.heading', { providerName }),
      paragraphs: [t('mail.finalApproval.live'), t('mail.finalApproval.keepUpToDate')],
      action: { label: t('mail.common.openDashboard'), url: link(ctx, '/provider-dashboard') },
    };
  },
  'account-deleted': ({ firstName, cancelledAppointments }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.accountDeleted.subject'),
      preview: t('mail.accountDeleted.preview'),
      heading: t('mail.accountDeleted.heading', { named: firstName ? 'yes' : 'no', firstName }),
      paragraphs: [
        t('mail.accountDeleted.deleted'),
        ...(cancelledAppointments > 0
          ? [t('mail.accountDeleted.cancelled', { count: cancelledAppointments })]
          : []),
        t('mail.accountDeleted.reviewsStay'),
      ],
      action: { label: t('mail.accountDeleted.action'), url: link(ctx, '/') },
      footnote: t('mail.accountDeleted.footnote'),
    };
  },
  'appointment-booked': (
    { patientName, providerName, appointmentDate, appointmentTime, appointmentType, location, bookedBy },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.appointmentBooked.subject'),
      preview: t('mail.appointmentBooked.preview', {
        providerName,
        ...words(appointmentDate, appointmentTime, ctx.locale),
      }),
      heading: t('mail.appointmentBooked.heading'),
      paragraphs: [
        t('mail.appointmentBooked.booked', { patientName, providerName }),
        ...(bookedBy ? [t('mail.appointmentBooked.bookedBy', { bookedBy })] : []),
      ],
      details: [
        [t('mail.common.provider'), providerName],
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.visit'), visitType(appointmentType, ctx)],
        [t('mail.common.location'), location],
      ],
      action: {
        label: t('mail.common.viewMyAppointments'),
        url: link(ctx, '/patient-dashboard/appointments'),
      },
      footnote: t('mail.appointmentBooked.footnote'),
    };
  },
  'appointment-booked-provider': (
    { providerName, patientName, appointmentDate, appointmentTime, appointmentType, reason, bookedBy },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.appointmentBookedProvider.subject'),
      preview: t('mail.appointmentBookedProvider.preview', {
        patientName,
        ...words(appointmentDate, appointmentTime, ctx.locale),
      }),
      heading: t('mail.appointmentBookedProvider.heading'),
      paragraphs: bookedBy
        ? [
            t('mail.appointmentBookedProvider.bookedForYou', { providerName }),
            t('mail.appointmentBookedProvider.bookedBy', { bookedBy, patientName }),
          ]
        : [t('mail.appointmentBookedProvider.patientBooked', { providerName })],
      details: [
        [t('mail.common.patient'), patientName],
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.visit'), visitType(appointmentType, ctx)],
        [t('mail.common.reason'), reason],
      ],
      action: {
        label: t('mail.common.viewAppointments'),
        url: link(ctx, '/provider-dashboard/appointments'),
      },
      footnote: t('mail.common.calendarAdds'),
    };
  },
  'appointment-cancelled': (
    { patientName, providerName, appointmentDate, appointmentTime, reason, cancelledBy },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.appointmentCancelled.subject'),
      preview: t('mail.appointmentCancelled.preview', {
        providerName,
        date: day(appointmentDate, ctx.locale),
      }),
      heading: t('mail.appointmentCancelled.heading'),
      paragraphs: [
        t('mail.appointmentCancelled.cancelled', { patientName }),
        ...(cancelledBy
          ? [t('mail.appointmentCancelled.cancelledBy', { cancelledBy: cancelledWords(cancelledBy, ctx) })]
          : []),
      ],
      details: [
        [t('mail.common.provider'), providerName],
        ...when(appointmentDate, appointmentTime, ctx),
        ...reasonRow(reason, ctx),
      ],
      action: { label: t('mail.appointmentCancelled.action'), url: link(ctx, '/providers') },
      footnote: t('mail.common.calendarRemoves'),
    };
  },
  'appointment-cancelled-provider': (
    { providerName, patientName, appointmentDate, appointmentTime, reason, cancelledBy },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.appointmentCancelledProvider.subject'),
      preview: t('mail.appointmentCancelledProvider.preview', {
        patientName,
        date: day(appointmentDate, ctx.locale),
      }),
      heading: t('mail.appointmentCancelledProvider.heading'),
      paragraphs: [
        t('mail.appointmentCancelledProvider.cancelled', { providerName }),
        ...(cancelledBy
          ? [
              t('mail.appointmentCancelledProvider.cancelledBy', {
                cancelledBy: cancelledWords(cancelledBy, ctx),
                patientName,
              }),
            ]
          : []),
      ],
      details: [
        [t('mail.common.patient'), patientName],
        ...when(appointmentDate, appointmentTime, ctx),
        ...reasonRow(reason, ctx),
      ],
      action: {
        label: t('mail.common.viewAppointments'),
        url: link(ctx, '/provider-dashboard/appointments'),
      },
    };
  },
  'appointment-reminder': (
    { patientName, providerName, appointmentDate, appointmentTime, location, providerPhone },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.appointmentReminder.subject'),
      preview: t('mail.appointmentReminder.preview', {
        providerName,
        ...words(appointmentDate, appointmentTime, ctx.locale),
      }),
      heading: t('mail.appointmentReminder.heading'),
      paragraphs: [t('mail.appointmentReminder.reminder', { patientName, providerName })],
      details: [
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.location'), location],
        ...(providerPhone ? ([[t('mail.common.phone'), providerPhone]] as Row[]) : []),
      ],
      action: {
        label: t('mail.common.viewMyAppointments'),
        url: link(ctx, '/patient-dashboard/appointments'),
      },
      footnote: t('mail.appointmentReminder.footnote'),
    };
  },
  'profile-reconfirm': ({ providerName, lastVerifiedAt }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.profileReconfirm.subject'),
      preview: t('mail.profileReconfirm.preview'),
      heading: t('mail.profileReconfirm.heading', { providerName }),
      paragraphs: [
        t('mail.profileReconfirm.lastVerified', { date: floridaDay(lastVerifiedAt, ctx.locale) }),
        t('mail.profileReconfirm.lookOver'),
      ],
      action: { label: t('mail.common.openDashboard'), url: link(ctx, '/provider-dashboard') },
    };
  },
  'caregiver-invitation': ({ patientName, permissions, expiresAt, token }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.caregiverInvitation.subject'),
      preview: t('mail.caregiverInvitation.preview', { patientName }),
      heading: t('mail.caregiverInvitation.heading', { patientName }),
      paragraphs: [
        t('mail.caregiverInvitation.invited', { patientName }),
        t('mail.caregiverInvitation.howToAccept'),
      ],
      details: [
        [t('mail.common.invitedBy'), patientName],
        [
          t('mail.caregiverInvitation.permissions'),
          typeof permissions === 'string'
            ? permissions
            : permissions.map((p) => t(PERMISSION_KEYS[p])).join('; '),
        ],
        [t('mail.caregiverInvitation.worksUntil'), floridaDay(expiresAt, ctx.locale)],
      ],
      action: {
        label: t('mail.caregiverInvitation.action'),
        url: link(ctx, `/caregiver-invitation?token=${token}`),
      },
      footnote: t('mail.caregiverInvitation.footnote'),
    };
  },
  'caregiver-request': ({ patientName, requesterName }, ctx) => {
    const { t } = ctx;
    return {
      subject: t('mail.caregiverRequest.subject'),
      preview: t('mail.caregiverRequest.preview', { requesterName }),
      heading: t('mail.caregiverRequest.heading', { named: patientName ? 'yes' : 'no', patientName }),
      paragraphs: [
        t('mail.caregiverRequest.asked', { requesterName }),
        t('mail.caregiverRequest.nothingChanges'),
      ],
      details: [[t('mail.caregiverRequest.askedBy'), requesterName]],
      action: { label: t('mail.caregiverRequest.action'), url: link(ctx, '/patient-dashboard/settings') },
      footnote: t('mail.caregiverRequest.footnote'),
    };
  },
  'caregiver-appointment-booked': (
    {
      caregiverName,
      patientName,
      patientId,
      providerName,
      appointmentDate,
      appointmentTime,
      appointmentType,
      location,
      bookedBy,
    },
    ctx,
  ) => {
    const { t } = ctx;
    const visit = { ...whose(patientName), providerName };
    return {
      subject: oneLine(t('mail.caregiverAppointmentBooked.subject', visit)),
      preview: t('mail.caregiverAppointmentBooked.preview', {
        ...visit,
        ...words(appointmentDate, appointmentTime, ctx.locale),
      }),
      heading: t('mail.caregiverAppointmentBooked.heading', whose(patientName)),
      paragraphs: [
        t('mail.caregiverAppointmentBooked.newVisit', {
          ...greeted(caregiverName),
          patientName,
          providerName,
        }),
        ...(bookedBy ? [t('mail.caregiverAppointmentBooked.bookedBy', { bookedBy, patientName })] : []),
      ],
      details: [
        [t('mail.common.patient'), patientName],
        [t('mail.common.provider'), providerName],
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.visit'), visitType(appointmentType, ctx)],
        [t('mail.common.location'), location],
      ],
      action: {
        label: t('mail.caregiver.seeAppointments', whose(patientName)),
        url: appointmentsFor(ctx, patientId),
      },
      footnote: `${t('mail.common.calendarAdds')} ${t('mail.caregiver.footnote', { patientName })}`,
    };
  },
  'caregiver-appointment-cancelled': (
    {
      caregiverName,
      patientName,
      patientId,
      providerName,
      appointmentDate,
      appointmentTime,
      reason,
      cancelledBy,
    },
    ctx,
  ) => {
    const { t } = ctx;
    const visit = { ...whose(patientName), providerName };
    return {
      subject: oneLine(t('mail.caregiverAppointmentCancelled.subject', visit)),
      preview: t('mail.caregiverAppointmentCancelled.preview', {
        ...visit,
        date: day(appointmentDate, ctx.locale),
      }),
      heading: t('mail.caregiverAppointmentCancelled.heading', whose(patientName)),
      paragraphs: [
        t('mail.caregiverAppointmentCancelled.cancelled', { ...greeted(caregiverName), ...visit }),
      ],
      details: [
        [t('mail.common.patient'), patientName],
        [t('mail.common.provider'), providerName],
        ...when(appointmentDate, appointmentTime, ctx),
        ...(cancelledBy
          ? ([[t('mail.caregiver.cancelledBy'), cancelledWords(cancelledBy, ctx)]] as Row[])
          : []),
        ...reasonRow(reason, ctx),
      ],
      action: {
        label: t('mail.caregiver.seeAppointments', whose(patientName)),
        url: appointmentsFor(ctx, patientId),
      },
      footnote: `${t('mail.common.calendarRemoves')} ${t('mail.caregiver.footnote', { patientName })}`,
    };
  },
  'caregiver-appointment-reminder': (
    {
      caregiverName,
      patientName,
      patientId,
      providerName,
      appointmentDate,
      appointmentTime,
      location,
      providerPhone,
    },
    ctx,
  ) => {
    const { t } = ctx;
    const visit = { ...whose(patientName), providerName };
    return {
      subject: oneLine(t('mail.caregiverAppointmentReminder.subject', visit)),
      preview: t('mail.caregiverAppointmentReminder.preview', {
        ...visit,
        ...words(appointmentDate, appointmentTime, ctx.locale),
      }),
      heading: t('mail.caregiverAppointmentReminder.heading', whose(patientName)),
      paragraphs: [t('mail.caregiverAppointmentReminder.reminder', { ...greeted(caregiverName), ...visit })],
      details: [
        [t('mail.common.patient'), patientName],
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.location'), location],
        ...(providerPhone ? ([[t('mail.common.phone'), providerPhone]] as Row[]) : []),
      ],
      action: {
        label: t('mail.caregiver.seeAppointments', whose(patientName)),
        url: appointmentsFor(ctx, patientId),
      },
      footnote: `${t('mail.caregiverAppointmentReminder.footnote', { patientName })} ${t('mail.caregiver.footnote', { patientName })}`,
    };
  },
  'organization-invitation': (
    { organizationName, inviterName, affiliationRole, locationName, hasProviderAccount },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.organizationInvitation.subject'),
      preview: t('mail.organizationInvitation.preview', { inviterName, organizationName }),
      heading: t('mail.organizationInvitation.heading', { organizationName }),
      paragraphs: [
        t('mail.organizationInvitation.invites', { inviterName, organizationName }),
        hasProviderAccount
          ? t('mail.organizationInvitation.withAccount')
          : t('mail.organizationInvitation.withoutAccount', { applyUrl: link(ctx, '/provider-application') }),
      ],
      details: [
        [t('mail.organizationInvitation.organization'), organizationName],
        [t('mail.common.invitedBy'), inviterName],
        ...(affiliationRole ? ([[t('mail.organizationInvitation.role'), affiliationRole]] as Row[]) : []),
        ...(locationName ? ([[t('mail.common.location'), locationName]] as Row[]) : []),
      ],
      action: {
        label: t('mail.organizationInvitation.action'),
        url: link(ctx, '/provider-dashboard/organizations'),
      },
      footnote: t('mail.organizationInvitation.footnote'),
    };
  },
};

/** A template in a language: subject, HTML and text, all in the recipient's words. */
export function renderTemplate<T extends TemplateName>(
  name: T,
  data: TemplateData[T],
  { appUrl, locale }: { appUrl: string; locale: Locale },
): RenderedMail {
  const ctx: MailContext = { appUrl, locale, t: serverTranslator(locale).t };
  const define = TEMPLATES[name] as (d: TemplateData[T], c: MailContext) => MailContent;
  return renderMail(define(data, ctx), ctx);
}
