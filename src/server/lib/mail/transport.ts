import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

/** A file sent with a message, such as an appointment's .ics; text content, kept in the job's payload. */
export type MailAttachment = { filename: string; content: string; contentType: string };
type OutgoingMail = {
  to: string;
  /** Where a reply goes, when not to the sender (a contact message is answered to its writer). */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
};
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/** SMTP when SMTP_URL is set; otherwise one .eml file per message in DATA_DIR/mail. */
export function createMailTransport(opts: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
}): MailTransport {
  if (opts.smtpUrl) {
    const smtp = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const dir = resolve(opts.dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await stream.sendMail({ from: opts.from, ...mail });
      mkdirSync(dir, { recursive: true });
      // Sortable by time; the random part keeps two messages in one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      writeFileSync(join(dir, name), info.message as Buffer);
    },
  };
}
