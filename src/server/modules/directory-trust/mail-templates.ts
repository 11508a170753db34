import { floridaDay, link, type MailTemplates } from '../../lib/mail/parts.ts';

/** The mails this module sends, with the data each one needs (mail-templates.test.ts). */
export type DirectoryTrustMailData = {
  // Directory trust (trust.test.ts): every 90 days a provider is asked to confirm their listing.
  'profile-reconfirm': { providerName: string; /** ISO instant. */ lastVerifiedAt: string };
};

export const directoryTrustMails: MailTemplates<DirectoryTrustMailData> = {
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
};
