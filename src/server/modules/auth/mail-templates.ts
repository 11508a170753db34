import { link, type MailTemplates } from '../../lib/mail/parts.ts';

/** The mails this module sends, with the data each one needs (mail-templates.test.ts). */
export type AuthMailData = {
  'password-reset': { resetUrl: string };
  'account-verification': { verificationUrl: string };
  // A sign-up with the owner's address: nothing about who tried (auth.test.ts).
  'sign-up-attempt': Record<string, never>;
};

export const authMails: MailTemplates<AuthMailData> = {
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
};
