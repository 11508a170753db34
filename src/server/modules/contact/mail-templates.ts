import type { MessageKey } from '#shared/i18n/translate.ts';
import type { MailTemplates } from '../../lib/mail/parts.ts';

const CONTACT_SOURCE: Record<'coming-soon' | 'contact', MessageKey> = {
  'coming-soon': 'mail.contactForm.comingSoonPage',
  contact: 'mail.contactForm.contactPage',
};

/** The mails this module sends, with the data each one needs (mail-templates.test.ts). */
export type ContactMailData = {
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
};

export const contactMails: MailTemplates<ContactMailData> = {
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
};
