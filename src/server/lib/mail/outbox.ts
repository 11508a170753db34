import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locales.ts';
import type { JobExecutor, JobQueue } from '../jobs.ts';
import type { MailAttachment, MailTransport } from './transport.ts';
import { renderTemplate, type TemplateData, type TemplateName } from '../../mail-templates.ts';

export const MAIL_JOB = 'mail.send';

export type MailRequest<T extends TemplateName = TemplateName> = {
  to: string;
  replyTo?: string;
  template: T;
  data: TemplateData[T];
  /**
   * The recipient's language, decided as the mail is queued (ADR 19): their account's setting, else
   * the language of the request that caused it (recipient-locale.ts). The job writes the mail in it,
   * so a retry sends the same words.
   */
  locale: Locale;
  attachments?: MailAttachment[];
};

/** Mail never goes out inline: it is queued, so a failing SMTP server delays a message but never loses it. */
export function createOutbox(queue: JobQueue, transport: MailTransport, appUrl: string) {
  queue.register(MAIL_JOB, async (payload) => {
    const { to, replyTo, template, data, locale, attachments } = payload as MailRequest;
    // A mail queued before mail had a language is English, as it was then.
    const rendered = renderTemplate(template, data as never, {
      appUrl,
      locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    });
    try {
      await transport.send({
        to,
        ...(replyTo ? { replyTo } : {}),
        ...rendered,
        ...(attachments?.length ? { attachments } : {}),
      });
    } catch (err) {
      throw new Error(`Email sending failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  return {
    send<T extends TemplateName>(req: MailRequest<T>, tx?: JobExecutor) {
      return queue.enqueue(MAIL_JOB, req as unknown as Record<string, unknown>, { tx });
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
