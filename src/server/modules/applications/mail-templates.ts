import type { MessageKey } from '#shared/i18n/translate.ts';
import { day, link, reasonRow, when, words, type MailTemplates } from '../../lib/mail/parts.ts';

const APPLICATION_STATUS_TEXT: Record<string, MessageKey> = {
  submitted: 'mail.applicationStatus.submitted',
  approved: 'mail.applicationStatus.approved',
  rejected: 'mail.applicationStatus.rejected',
  changes_requested: 'mail.applicationStatus.changesRequested',
  review: 'mail.applicationStatus.underReview',
  under_review: 'mail.applicationStatus.underReview',
};

/** The mails this module sends, with the data each one needs (mail-templates.test.ts). */
export type ApplicationMailData = {
  'provider-application-status': { status: string; notes?: string };
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
};

export const applicationMails: MailTemplates<ApplicationMailData> = {
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
};
