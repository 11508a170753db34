import { createRoute } from '@hono/zod-openapi';
import { confirmationDtoSchema } from '#shared/dto.ts';
import { CONTACT_MESSAGES, contactSchema } from '#shared/contact/contact.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import { CONTACT_RATE_LIMIT, sendContactMessage } from './service.ts';

const send = createRoute({
  method: 'post',
  path: '/contact',
  summary: 'Send a message to our support team (anyone); the writer gets a short receipt',
  description:
    'Both e-mails are queued in one transaction, so a message is never lost when mail delivery fails: the outbox retries. Limited to 5 per hour per address.',
  middleware: [rateLimit(CONTACT_RATE_LIMIT)],
  request: { body: jsonBody(contactSchema) },
  responses: {
    200: json(confirmationDtoSchema, `'${inEnglish(CONTACT_MESSAGES.success)}'`),
    400: { description: 'The field messages of the spec' },
    429: { description: `'${inEnglish(CONTACT_MESSAGES.tooMany)}'` },
  },
});

export const contactRoutes = createRouter().openapi(send, async (c) => {
  await sendContactMessage(c, c.req.valid('json'));
  return c.json({ message: c.get('t')(CONTACT_MESSAGES.success) }, 200);
});
