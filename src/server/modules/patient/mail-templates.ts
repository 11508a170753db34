import { link, type MailTemplates } from '../../lib/mail/parts.ts';

/** The mails this module sends, with the data each one needs (mail-templates.test.ts). */
export type PatientMailData = {
  // A patient deleted their own account (the dashboards issue): the last mail we send them.
  'account-deleted': { firstName: string; cancelledAppointments: number };
};

export const patientMails: MailTemplates<PatientMailData> = {
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
};
