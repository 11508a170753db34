import { createRoute } from '@hono/zod-openapi';
import { confirmationDtoSchema } from '#shared/dto.ts';
import { CONTACT_MESSAGES, contactSchema, contactSpecialtyLabel } from '#shared/site/contact.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';

const send = createRoute({
  method: 'post',
  path: '/contact',
  summary: 'Send a message to our support team (anyone); the writer gets a short receipt',
  description:
    'Both e-mails are queued in one transaction, so a message is never lost when mail delivery fails: the outbox retries. Limited to 5 per hour per address.',
  middleware: [
    rateLimit({ name: 'contact', max: 5, windowSeconds: 3600, message: CONTACT_MESSAGES.tooMany }),
  ],
  request: { body: jsonBody(contactSchema) },
  responses: {
    200: json(confirmationDtoSchema, `'${inEnglish(CONTACT_MESSAGES.success)}'`),
    400: { description: 'The field messages of the spec' },
    429: { description: `'${inEnglish(CONTACT_MESSAGES.tooMany)}'` },
  },
});

export const contactRoutes = createRouter().openapi(send, async (c) => {
  const { config, database, outbox } = c.get('deps');
  const form = c.req.valid('json');
  const specialty = contactSpecialtyLabel(form.specialty);
  await database.db.transaction(async (tx) => {
    // Our support inbox reads its own language (English unless it is an account set otherwise); the
    // writer's receipt is in theirs: their account's, else this page's (ADR 19).
    await outbox.send(
      {
        to: config.SUPPORT_EMAIL,
        replyTo: form.email,
        template: 'contact-form',
        data: { ...form, specialty },
        locale: await recipientLocale(tx, { email: config.SUPPORT_EMAIL }),
      },
      tx,
    );
    const locale = await recipientLocale(tx, { email: form.email }, c.get('locale'));
    await outbox.send({ to: form.email, template: 'contact-confirmation', data: {}, locale }, tx);
  });
  return c.json({ message: c.get('t')(CONTACT_MESSAGES.success) }, 200);
});
