import { link, type MailTemplates } from '../../lib/mail/parts.ts';

/** The mails this module sends, with the data each one needs (mail-templates.test.ts). */
export type SubscriptionMailData = {
  'subscription-confirmation': { userName: string; subscriptionTier?: string; subscriptionAmount?: string };
};

export const subscriptionMails: MailTemplates<SubscriptionMailData> = {
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
};
