import type { CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { floridaDay, link, type MailTemplates } from '../../lib/mail/parts.ts';

const PERMISSION_KEYS: Record<CaregiverPermission, MessageKey> = {
  view_appointments: 'mail.caregiverInvitation.viewAppointments',
  manage_appointments: 'mail.caregiverInvitation.manageAppointments',
  message_providers: 'mail.caregiverInvitation.messageProviders',
  manage_saved: 'mail.caregiverInvitation.manageSaved',
};

/** The mails this module sends, with the data each one needs (mail-templates.test.ts). */
export type CaregiverMailData = {
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
};

export const caregiverMails: MailTemplates<CaregiverMailData> = {
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
};
