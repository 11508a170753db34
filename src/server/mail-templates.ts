import type { Locale } from '#shared/i18n/locales.ts';
import { serverTranslator } from './lib/i18n.ts';
import { renderMail, type MailContent, type RenderedMail } from './lib/mail/layout.tsx';
import type { MailContext, MailTemplates } from './lib/mail/parts.ts';
import { applicationMails, type ApplicationMailData } from './modules/applications/mail-templates.ts';
import { appointmentMails, type AppointmentMailData } from './modules/appointments/mail-templates.ts';
import { authMails, type AuthMailData } from './modules/auth/mail-templates.ts';
import { caregiverMails, type CaregiverMailData } from './modules/caregivers/mail-templates.ts';
import { contactMails, type ContactMailData } from './modules/contact/mail-templates.ts';
import {
  directoryTrustMails,
  type DirectoryTrustMailData,
} from './modules/directory-trust/mail-templates.ts';
import { organizationMails, type OrganizationMailData } from './modules/organizations/mail-templates.ts';
import { patientMails, type PatientMailData } from './modules/patient/mail-templates.ts';
import { subscriptionMails, type SubscriptionMailData } from './modules/subscriptions/mail-templates.ts';

/**
 * Every e-mail the product sends, by name, with the data each one needs (mail-templates.test.ts): each
 * module writes its own (its mail-templates.ts), and this list gathers them for the outbox, which
 * writes a queued mail when it sends it, as app.ts gathers every module's routes.
 */
export type TemplateData = AuthMailData &
  ApplicationMailData &
  ContactMailData &
  SubscriptionMailData &
  PatientMailData &
  AppointmentMailData &
  OrganizationMailData &
  DirectoryTrustMailData &
  CaregiverMailData;

export type TemplateName = keyof TemplateData;

/**
 * Subjects are fixed per template; only the body carries the person's details. The exception is a
 * caregiver's appointment mail, whose subject says whose visit it is: a caregiver may help more than
 * one person, besides their own visits (mail-templates.test.ts).
 */
export const TEMPLATES: MailTemplates<TemplateData> = {
  ...authMails,
  ...applicationMails,
  ...contactMails,
  ...subscriptionMails,
  ...patientMails,
  ...appointmentMails,
  ...organizationMails,
  ...directoryTrustMails,
  ...caregiverMails,
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
