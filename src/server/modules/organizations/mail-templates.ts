import { link, type MailTemplates, type Row } from '../../lib/mail/parts.ts';

/** The mails this module sends, with the data each one needs (mail-templates.test.ts). */
export type OrganizationMailData = {
  // An organization invites a provider by address (the dashboards issue); they may not have an account yet.
  'organization-invitation': {
    organizationName: string;
    inviterName: string;
    affiliationRole?: string;
    locationName?: string;
    /** The address belongs to a provider account: no need to explain how to join. */
    hasProviderAccount?: boolean;
  };
};

export const organizationMails: MailTemplates<OrganizationMailData> = {
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
