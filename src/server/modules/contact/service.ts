import type { Context } from 'hono';
import {
  CONTACT_MESSAGES,
  contactSchema,
  contactSpecialtyLabel,
  type ContactPageOutcome,
} from '#shared/contact/contact.ts';
import type { AppEnv } from '../../app-env.ts';
import { fieldErrors, problem } from '../../lib/errors.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import { hitsOver, type RateLimitRule } from '../../lib/rate-limit.ts';

type ContactForm = ReturnType<typeof contactSchema.parse>;

/** Five messages an hour from one address, whether sent by the app or by the plain form. */
export const CONTACT_RATE_LIMIT: RateLimitRule = {
  name: 'contact',
  max: 5,
  windowSeconds: 3600,
  message: CONTACT_MESSAGES.tooMany,
};

/**
 * Queues the message to our support team and the writer's receipt in one transaction, so a message
 * is never lost when mail delivery fails: the outbox retries.
 */
export async function sendContactMessage(c: Context<AppEnv>, form: ContactForm): Promise<void> {
  const { config, database, outbox } = c.get('deps');
  await database.db.transaction(async (tx) => {
    // Our support inbox reads its own language (English unless it is an account set otherwise); the
    // writer's receipt is in theirs: their account's, else this page's (ADR 19).
    const supportLocale = await recipientLocale(tx, { email: config.SUPPORT_EMAIL });
    // The kind of care by its plain name, in the inbox's language.
    const specialty = contactSpecialtyLabel(form.specialty, supportLocale);
    await outbox.send(
      {
        to: config.SUPPORT_EMAIL,
        replyTo: form.email,
        template: 'contact-form',
        data: { ...form, specialty },
        locale: supportLocale,
      },
      tx,
    );
    const locale = await recipientLocale(tx, { email: form.email }, c.get('locale'));
    await outbox.send({ to: form.email, template: 'contact-confirmation', data: {}, locale }, tx);
  });
}

/**
 * The contact form posted as a plain form, without JavaScript: the same checks, limit and sending
 * as the API's, and what the page then shows (the thank-you, or the fields' messages beside what was
 * typed), in the page's words.
 */
export async function contactPageForm(
  c: Context<AppEnv>,
  fields: Record<string, string>,
): Promise<{ status: number; outcome: ContactPageOutcome }> {
  const t = c.get('t');
  const values = {
    firstName: fields.firstName ?? '',
    lastName: fields.lastName ?? '',
    email: fields.email ?? '',
    specialty: fields.specialty ?? '',
    message: fields.message ?? '',
  };
  const retryAfter = await hitsOver(c, CONTACT_RATE_LIMIT);
  if (retryAfter > 0) {
    c.header('Retry-After', String(retryAfter));
    return {
      status: 429,
      outcome: { sent: false, values, errors: {}, failure: t(CONTACT_MESSAGES.tooMany) },
    };
  }
  const parsed = contactSchema.safeParse({ ...values, source: fields.source });
  if (!parsed.success) {
    const { errors = {} } = problem(400, 'common.validation.invalid', fieldErrors(parsed.error), t);
    return { status: 400, outcome: { sent: false, values, errors } };
  }
  await sendContactMessage(c, parsed.data);
  return { status: 200, outcome: { sent: true } };
}
